"use client";

import { useCallback } from "react";
import type { Issue } from "@/lib/http/envelope";
import type { ApiRoute, RouteAnswer, RouteInput } from "@/lib/http/route-contract";
import { useAdminApi } from "./booth-editor-parts";

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
      /** The refusal's issues, for `putIssuesOnFields` (components/forms/server-issues.ts). */
      issues: Issue[];
    };

/**
 * Calls one of the organiser API's routes for a console form, as the booth editors do
 * (`useAdminApi`: the page read again after a change or a refusal because the data moved on), with
 * a refusal's issues handed back by the API's field name.
 */
export function useOfficeCall() {
  const { call } = useAdminApi();
  return useCallback(
    async function run<R extends ApiRoute>(
      route: R,
      input: RouteInput<R>,
    ): Promise<OfficeOutcome<RouteAnswer<R>>> {
      const outcome = await call(route, input);
      if (outcome.ok) return outcome;
      const fields: Record<string, string> = {};
      for (const issue of outcome.issues) {
        const field = String(issue.path[0] ?? "");
        if (field && !(field in fields)) fields[field] = issue.message;
      }
      return { ok: false, message: outcome.message, fields, issues: outcome.issues };
    },
    [call],
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
