"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { pageLocale } from "@/lib/http/client";
import type { Issue } from "@/lib/http/envelope";
import { formatMessage } from "@/lib/i18n/messages";

// How every form shows what the API refused: each issue of the answer's envelope on the field it
// names (the first part of its `path`, as the API names it), in the page's language by its
// catalogue code; what no field takes above the form's button (the form's `root.server` error).

/** The form's error that no field takes (shown above its button). */
export const FORM_ERROR = "root.server";

/** An issue's words in the page's language: its catalogue entry, else its English message. */
export function issueText(issue: Pick<Issue, "code" | "params" | "message">): string {
  return formatMessage(pageLocale(), issue.code, issue.params) ?? issue.message;
}

/**
 * A refusal on the form: each issue goes to the field `fieldOf` names for its API field (the first
 * one on a field wins; the first field marked takes the focus); the issues no field takes, or the
 * refusal's own `message` when none was placed, become the form's error. Returns how many fields
 * were marked.
 */
export function putIssuesOnFields<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "setError">,
  refusal: { message: string; issues: readonly Issue[] },
  fieldOf: Partial<Record<string, Path<V>>>,
): number {
  const placed = new Set<string>();
  const left: string[] = [];
  for (const issue of refusal.issues) {
    const field = fieldOf[String(issue.path[0] ?? "")];
    if (!field || placed.has(field)) {
      if (!field) left.push(issueText(issue));
      continue;
    }
    form.setError(
      field,
      { type: "server", message: issueText(issue) },
      { shouldFocus: placed.size === 0 },
    );
    placed.add(field);
  }
  if (!placed.size || left.length)
    form.setError(FORM_ERROR as Path<V>, {
      type: "server",
      message: placed.size ? left.join(" ") : refusal.message,
    });
  return placed.size;
}
