import type { Sample } from "./stats";

/** The requests a vendor's browser makes, each timed on its own. */
export const KINDS = [
  "token",
  "login",
  "marquee",
  "events",
  "booths",
  "checkout",
  "pay",
  "success",
  "cancel",
] as const;
export type Kind = (typeof KINDS)[number];

/** What the vendors saw, request by request. */
export function openTally() {
  return {
    samples: Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, Sample[]>,
    networkErrors: 0,
    fiveXX: 0,
    otherErrors: {} as Record<string, number>,
    logins: 0,
    /** When the rush began and when its last login was answered (performance.now()). */
    openedAt: 0,
    lastLoginAt: 0,
    browses: 0,
    checkouts: 0,
    won: 0,
    conflicts: 0,
    payments: 0,
    abandoned: 0,
    sawSoldOut: 0,
  };
}

export type Tally = ReturnType<typeof openTally>;

/** Counts an answer: its time, and its status when it is an error (a 409 CONFLICT is not). */
export function countAnswer(tally: Tally, kind: Kind, status: number, ms: number) {
  tally.samples[kind].push({ ms, waiting: false });
  if (status >= 500) tally.fiveXX++;
  else if (status >= 400 && status !== 409) {
    const key = `${kind} ${status}`;
    tally.otherErrors[key] = (tally.otherErrors[key] ?? 0) + 1;
  }
}

/** The requests of a kind that the deadline cut off. */
export const waitingAtDeadline = (tally: Tally, kind: Kind) =>
  tally.samples[kind].filter((s) => s.waiting).length;
