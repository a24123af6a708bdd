import { TZDate } from "@date-fns/tz";
import { TORONTO_TIME_ZONE } from "../i18n/locales";
import { fromTorontoWallClock } from "../i18n/toronto-time";

// The waitlist's two rules that need no database: when an offer ends (its window, never in the
// night), and which free seats an entry's party is offered (side by side in a row where the hall
// allows). Client-safe and pure, so they are tested on their own.

/** How long an offer lasts when the organiser has not said (hours). */
export const DEFAULT_OFFER_HOURS = 12;
/** The longest offer window an organiser may set: a week (hours). */
export const MAX_OFFER_HOURS = 168;

/** Offers never end from this hour (Toronto time) ... */
const NIGHT_FROM_HOUR = 22;
/** ... until this one; one that would is moved to MORNING_HOUR. */
const NIGHT_UNTIL_HOUR = 8;
const MORNING_HOUR = 10;

/**
 * When an offer made at `from` ends: `hours` later, unless that falls in the night (after 22:00
 * and before 08:00, Toronto time), when it moves to 10:00 the next morning, so nobody loses seats
 * while asleep. 22:00 and 08:00 themselves are not night.
 */
export function offerDeadline(from: Date, hours: number): Date {
  const end = new Date(from.getTime() + hours * 3_600_000);
  const wall = new TZDate(end, TORONTO_TIME_ZONE);
  const hour = wall.getHours();
  const lateEvening =
    hour > NIGHT_FROM_HOUR ||
    (hour === NIGHT_FROM_HOUR &&
      (wall.getMinutes() > 0 || wall.getSeconds() > 0 || wall.getMilliseconds() > 0));
  if (!lateEvening && hour >= NIGHT_UNTIL_HOUR) return end;
  const [year, month, day] = [wall.getFullYear(), wall.getMonth() + 1, wall.getDate()];
  return lateEvening
    ? fromTorontoWallClock(year, month, day + 1, MORNING_HOUR)
    : fromTorontoWallClock(year, month, day, MORNING_HOUR);
}

/** A free seat as the offers choose among them; an aisle after it parts it from the next. */
export type FreeSeat = {
  id: number;
  row: number;
  column: number;
  priceCents: number;
  aisleAfter?: boolean;
  /** A wheelchair space or companion seat is never offered (absent: a seat for anyone). */
  kind?: "STANDARD" | "WHEELCHAIR" | "COMPANION";
};

/** Seats for one party: their ids, and whether they are side by side in one row. */
export type SeatChoice = { seatIds: number[]; together: boolean };

/** Runs of consecutive seat numbers in one row, no aisle between (seats sorted by number). */
function runsOf(row: FreeSeat[]): FreeSeat[][] {
  const runs: FreeSeat[][] = [];
  for (const seat of row) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last!.column === seat.column - 1 && !last!.aisleAfter) run.push(seat);
    else runs.push([seat]);
  }
  return runs;
}

/**
 * The seats a party of `partySize` is offered among `free` (only at `priceBandCents` when given),
 * or null when the party does not fit. Side by side first: the front-most row with a run of
 * consecutive seats long enough, the shortest such run in it (longer runs stay whole for larger
 * parties), from its first seat. Otherwise the seats are not together and the offer says so:
 * the front-most row that has enough seats, the closest of them; failing that, the front-most
 * seats of the hall. Wheelchair spaces and companion seats are left out: they are sold together to
 * those who ask for a wheelchair space (the checkout refuses a companion seat alone), and a line
 * entry says only how many come, so they stay on sale for them.
 */
export function chooseSeats(
  free: readonly FreeSeat[],
  partySize: number,
  priceBandCents: number | null = null,
): SeatChoice | null {
  const wanted = free.filter(
    (s) =>
      (s.kind ?? "STANDARD") === "STANDARD" &&
      (priceBandCents === null || s.priceCents === priceBandCents),
  );
  if (partySize < 1 || wanted.length < partySize) return null;
  const rows = new Map<number, FreeSeat[]>();
  for (const seat of wanted) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
  const byRow = [...rows]
    .sort(([a], [b]) => a - b)
    .map(([, seats]) => seats.toSorted((a, b) => a.column - b.column));

  for (const row of byRow) {
    const fits = runsOf(row)
      .filter((run) => run.length >= partySize)
      .sort((a, b) => a.length - b.length || a[0]!.column - b[0]!.column);
    if (fits.length)
      return { seatIds: fits[0]!.slice(0, partySize).map((s) => s.id), together: true };
  }
  for (const row of byRow) {
    if (row.length < partySize) continue;
    let best = 0;
    for (let i = 1; i + partySize <= row.length; i++) {
      const spread = row[i + partySize - 1]!.column - row[i]!.column;
      if (spread < row[best + partySize - 1]!.column - row[best]!.column) best = i;
    }
    return { seatIds: row.slice(best, best + partySize).map((s) => s.id), together: false };
  }
  return {
    seatIds: byRow
      .flat()
      .slice(0, partySize)
      .map((s) => s.id),
    together: false,
  };
}
