"use client";

import Link from "next/link";
import type { MouseEvent } from "react";
import type { Envelope } from "@/lib/http/envelope";
import { SubmitButton } from "../forms/form-field";
import type { AdminEventJson } from "./event-editor-schema";

type Warning = AdminEventJson["warnings"][number];
export type Outcome =
  { kind: "saved"; at: string; notes: string[]; warnings: Warning[] } | { kind: "unchanged" };
export type Problem = { title: string; details: string[]; loggedOut?: boolean };

/** The words for a refused save, by the answer's status. */
export function problemTitle(status: Envelope["status"], fieldsMarked: boolean): string {
  switch (status) {
    case "UNAUTHORIZED":
      return "Not saved: you have been logged out.";
    case "FORBIDDEN":
      return "Not saved: only organiser accounts may change events.";
    case "NOT_FOUND":
      return "Not saved: this event no longer exists.";
    case "TOO_MANY_REQUESTS":
      return "Not saved: too many requests just now. Wait a moment, then save again.";
    case "INTERNAL_SERVER_ERROR":
    case "SERVICE_UNAVAILABLE":
      return "Not saved: the server could not save the event just now. Save again in a moment.";
    default:
      return fieldsMarked ? "Not saved: check the fields marked in red." : "Not saved.";
  }
}

/** The sticky bar under the form: what the last save did or why it failed, and the buttons. */
export function SaveBar({
  problem,
  outcome,
  busy,
  creating,
  isDirty,
  backHref,
  onLeave,
}: {
  problem: Problem | null;
  outcome: Outcome | null;
  busy: boolean;
  creating: boolean;
  isDirty: boolean;
  backHref: string;
  onLeave: (e: MouseEvent) => void;
}) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t border-ink/10 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6">
      <div role="alert">
        {problem && (
          <div className="mb-3 max-h-48 overflow-y-auto rounded-lg border border-crimson/40 bg-red-50 px-4 py-3 text-crimson-dark">
            <p className="font-semibold">{problem.title}</p>
            {problem.details.length > 0 && (
              <ul className="mt-1 list-disc ps-5">
                {problem.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
            {problem.loggedOut && (
              <p className="mt-1">
                <a
                  href="/login?callbackUrl=%2Fadmin%2Fevents"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold underline"
                >
                  Log in again in a new tab
                </a>
                , then come back here and save again.
              </p>
            )}
            <p className="mt-1">Your changes are still in the form.</p>
          </div>
        )}
      </div>
      <div role="status">
        {outcome?.kind === "unchanged" && (
          <p className="mb-3 text-ink-soft">Nothing to save: no changes since the last save.</p>
        )}
        {outcome?.kind === "saved" && (
          <div className="mb-3 max-h-48 space-y-1 overflow-y-auto">
            <p className="font-semibold text-green-800">
              {/* a time such as "3:30 p.m." ends its own sentence */}
              Saved at {outcome.at}
              {outcome.at.endsWith(".") ? "" : "."}
            </p>
            {outcome.notes.map((n) => (
              <p key={n}>{n}</p>
            ))}
            {outcome.warnings.map((w) => (
              <p key={w.code} className="font-medium text-amber-900" data-warning={w.code}>
                Needs attention: {w.message}
              </p>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          busy={busy}
          label={creating ? "Create event" : "Save changes"}
          busyLabel="Saving…"
        />
        <Link href={backHref} prefetch={false} onClick={onLeave} className="btn-secondary">
          {creating ? "Cancel" : "Back to the dashboard"}
        </Link>
        <span className="text-sm text-ink-muted">
          {isDirty ? "Unsaved changes" : creating ? "" : "All changes saved"}
          <span className="max-sm:hidden">{isDirty ? " · Ctrl+S saves" : ""}</span>
        </span>
      </div>
    </div>
  );
}
