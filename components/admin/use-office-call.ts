"use client";

import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import { call, NetworkError, answerMessage } from "@/lib/http/client";
import type { Envelope, Issue } from "@/lib/http/envelope";
import { formatMessage } from "@/lib/i18n/messages";
import type { ApiRoute, RouteAnswer, RouteInput } from "@/lib/http/route-contract";

// How the console's order and account forms call the organiser API: through the route's
// declaration, the page's data read again after a change (or after a refusal because the data
// moved on), and a refusal's issues handed back by field, so each form puts them on its fields.

export type OfficeOutcome<T> =
  | { ok: true; payload: T }
  | {
      ok: false;
      /** What the form shows above its button when no field takes the refusal. */
      message: string;
      /** The refusal's issues by the API's field name (the first part of each issue's path). */
      fields: Record<string, string>;
    };

const issueText = (issue: Issue) =>
  (issue.code ? formatMessage("en", issue.code, issue.params) : undefined) ?? issue.message;

function refusal(answer: Envelope<unknown>): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of answer.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in fields)) fields[field] = issueText(issue);
  }
  const message =
    answer.status === "UNAUTHORIZED"
      ? "Your session has ended: log in again (in a new tab, to keep this page), then save again."
      : answerMessage(answer, "The change was not saved. Check it and try again.");
  return { message, fields };
}

/** Calls one of the organiser API's routes for a console form. */
export function useOfficeCall() {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return useCallback(
    async function run<R extends ApiRoute>(
      route: R,
      input: RouteInput<R>,
    ): Promise<OfficeOutcome<RouteAnswer<R>>> {
      let answer: Envelope<RouteAnswer<R>>;
      try {
        answer = await call(route, input);
      } catch (error) {
        return {
          ok: false,
          message:
            error instanceof NetworkError
              ? error.message
              : "Something went wrong: nothing was saved. Try again.",
          fields: {},
        };
      }
      if (answer.status === "OK" || answer.status === "CREATED") {
        startTransition(() => router.refresh());
        return { ok: true, payload: answer.payload };
      }
      if (answer.status === "CONFLICT" || answer.status === "NOT_FOUND")
        startTransition(() => router.refresh());
      return { ok: false, ...refusal(answer) };
    },
    [router],
  );
}

/**
 * A refusal's messages on the form's fields: `fieldOf` names the form's field for each API field
 * it has; what no field takes goes to `form` (with the refusal's own message when nothing else).
 */
export function placeRefusal<F extends string>(
  outcome: { message: string; fields: Record<string, string> },
  fieldOf: Partial<Record<string, F>>,
): Partial<Record<F | "form", string>> {
  const placed: Partial<Record<F | "form", string>> = {};
  const left: string[] = [];
  for (const [apiField, message] of Object.entries(outcome.fields)) {
    const field = fieldOf[apiField];
    if (field && !placed[field]) placed[field] = message;
    else left.push(message);
  }
  const anyPlaced = Object.keys(placed).length > 0;
  if (!anyPlaced || left.length) placed.form = anyPlaced ? left.join(" ") : outcome.message;
  return placed;
}
