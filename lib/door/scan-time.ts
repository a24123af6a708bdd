import { z } from "zod";

// When a door scan may say it was made. The phone's clock is the only witness of a scan made
// offline, so the server bounds what it believes: a scan is never dated after it reached the
// server, nor long before it (a phone whose clock reads 1970, or a body dated 1999 to take a
// ticket's admission away from the phone that really let it in). Client-safe and pure: the
// device and its tests read the same rule.

const DAY_MS = 24 * 60 * 60_000;

/** The most a scan may travel before it reaches the server, whatever the event. */
export const SCAN_MAX_AGE_MS = 7 * DAY_MS;

/** How long before the event starts a scan may be made (the door opens, set-up day's passes). */
export const SCAN_BEFORE_START_MS = DAY_MS;

/** How old a scan may be when the event has not started yet: a phone's test scans of the eve. */
export const SCAN_BEFORE_EVENT_MAX_AGE_MS = DAY_MS;

/**
 * The earliest instant a scan arriving at `arrival` may say it was made: for an event under way,
 * not before the day before it started (and never more than a week back); for one that has not
 * started, not more than a day back; for one that ended, not before the day before it started
 * nor more than a week back.
 */
export function earliestScanTime(eventStartsAt: Date, arrival: Date): Date {
  const now = arrival.getTime();
  return new Date(
    Math.max(
      now - SCAN_MAX_AGE_MS,
      Math.min(eventStartsAt.getTime() - SCAN_BEFORE_START_MS, now - SCAN_BEFORE_EVENT_MAX_AGE_MS),
    ),
  );
}

const isoInstant = z.iso.datetime({ offset: true });

/**
 * A scan's `scannedAt` as an instant, or null when it is not one the database can hold: not an
 * ISO 8601 date and time with its offset (`2026-07-04T23:42:00Z`, `...-04:00`), a day the
 * calendar does not have (February 30), a year of more than four digits, or the year 0000 (which
 * the database's calendar does not have: 1 BC is followed by AD 1).
 */
export function parseScanInstant(text: string): Date | null {
  if (!isoInstant.safeParse(text).success || text.startsWith("0000")) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** Why a scan's time is refused: not an instant at all, or earlier than the window allows. */
export type ScanTimeProblem = "invalid" | "tooEarly";

/**
 * The instant a scan is recorded at: its own, or its arrival when the phone's clock ran ahead
 * (it cannot have been made after the server heard of it); or why it is refused.
 */
export function scanInstant(
  text: string,
  window: { earliest: Date; arrival: Date },
): { at: Date } | { problem: ScanTimeProblem } {
  const at = parseScanInstant(text);
  if (!at) return { problem: "invalid" };
  if (at < window.earliest) return { problem: "tooEarly" };
  return { at: at > window.arrival ? window.arrival : at };
}
