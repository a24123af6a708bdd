import type { ReactNode } from "react";
import {
  CELL_STATUS_WORDS,
  NOT_APPLICABLE,
  READINESS_WORDS,
  type ROW_READINESS,
} from "@/lib/requirements/resource/compliance";
import type { ChecklistStatus } from "@/lib/requirements/readiness";

// How the console shows a requirement's status and an order's readiness: always in words, with a
// shape of its own beside them (a tick, a clock, a cross, ...), the colour only a third cue.

type Tone = { icon: ReactNode; className: string };

const path = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
    <path d={d} />
  </svg>
);

/** A tick in a circle. */
const TICK = path(
  "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.03 6.28-4.75 5.5a.75.75 0 0 1-1.1.04l-2.5-2.5a.75.75 0 1 1 1.06-1.06l1.93 1.93 4.23-4.89a.75.75 0 1 1 1.13.98Z",
);
/** A clock: waiting. */
const CLOCK = path(
  "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.75 4v4.19l2.78 2.78a.75.75 0 1 1-1.06 1.06l-3-3A.75.75 0 0 1 9.25 10V5.5a.75.75 0 0 1 1.5 0Z",
);
/** An empty circle: nothing sent yet. */
const RING = path(
  "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 1.75a6.75 6.75 0 1 1 0 13.5 6.75 6.75 0 0 1 0-13.5Z",
);
/** A cross in a circle. */
const CROSS = path(
  "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm3.03 10.47a.75.75 0 1 1-1.06 1.06L10 11.06l-1.97 1.97a.75.75 0 0 1-1.06-1.06L8.94 10 6.97 8.03a.75.75 0 0 1 1.06-1.06L10 8.94l1.97-1.97a.75.75 0 1 1 1.06 1.06L11.06 10l1.97 1.97Z",
);
/** A warning triangle. */
const WARNING = path(
  "M8.7 2.3a1.5 1.5 0 0 1 2.6 0l7 12.2A1.5 1.5 0 0 1 17 16.75H3a1.5 1.5 0 0 1-1.3-2.25l7-12.2ZM10 6.5a.75.75 0 0 0-.75.75v4a.75.75 0 0 0 1.5 0v-4A.75.75 0 0 0 10 6.5Zm0 7.75a.9.9 0 1 0 0-1.8.9.9 0 0 0 0 1.8Z",
);
/** A dash: does not apply. */
const DASH = path("M4.5 9.25h11a.75.75 0 0 1 0 1.5h-11a.75.75 0 0 1 0-1.5Z");
/** A stop sign: ineligible. */
const STOP = path(
  "M6.3 1.5h7.4l4.8 4.8v7.4l-4.8 4.8H6.3l-4.8-4.8V6.3l4.8-4.8Zm-.8 7.75a.75.75 0 0 0 0 1.5h9a.75.75 0 0 0 0-1.5h-9Z",
);

const STATUS_TONES: Record<ChecklistStatus, Tone> = {
  APPROVED: { icon: TICK, className: "text-teal-dark" },
  SUBMITTED: { icon: CLOCK, className: "text-night" },
  NEEDED: { icon: RING, className: "text-ink-soft" },
  REJECTED: { icon: CROSS, className: "text-crimson-dark" },
  OVERDUE: { icon: WARNING, className: "text-crimson-dark font-semibold" },
};

const READINESS_TONES: Record<(typeof ROW_READINESS)[number], Tone> = {
  READY: { icon: TICK, className: "bg-teal/10 text-teal-dark" },
  NOT_READY: { icon: RING, className: "bg-amber-100 text-amber-950" },
  INELIGIBLE: { icon: STOP, className: "bg-red-100 text-crimson-dark" },
};

/** A requirement's status for an order, or 'Does not apply' (null). */
export function CellStatus({ status }: { status: ChecklistStatus | null }) {
  if (status === null)
    return (
      <span className="inline-flex items-center gap-1.5 text-ink-muted">
        {DASH}
        {NOT_APPLICABLE}
      </span>
    );
  const tone = STATUS_TONES[status];
  return (
    <span className={`inline-flex items-center gap-1.5 ${tone.className}`}>
      {tone.icon}
      {CELL_STATUS_WORDS[status]}
    </span>
  );
}

/** Ready, Not ready or Ineligible, as a badge. */
export function ReadinessBadge({ readiness }: { readiness: (typeof ROW_READINESS)[number] }) {
  const tone = READINESS_TONES[readiness];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tone.className}`}
    >
      {tone.icon}
      {READINESS_WORDS[readiness]}
    </span>
  );
}

/**
 * Paid in full, or what is still due: the balance, and the damage deposit (owed by the same date)
 * named when it is not paid, as the booth may not open until it is.
 */
export function PaidStatus({
  paidInFull,
  due,
  depositDue,
}: {
  paidInFull: boolean;
  due: string;
  /** The damage deposit still to pay, formatted; null when none is. */
  depositDue?: string | null;
}) {
  const tone = paidInFull ? STATUS_TONES.APPROVED : STATUS_TONES.NEEDED;
  const owed = depositDue
    ? `May not open: ${due === "$0.00" ? "" : `${due} balance, `}damage deposit ${depositDue} due`
    : `${due} due`;
  return (
    <span className={`inline-flex items-center gap-1.5 ${tone.className}`}>
      {tone.icon}
      {paidInFull ? "Paid in full" : owed}
    </span>
  );
}

/** "Jan 16, 2025" from a calendar day (`YYYY-MM-DD`), with no time zone to shift it. */
export function dayWords(day: string): string {
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
