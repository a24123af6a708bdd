// Which seats of a seated event are taken right now, in a compact form: the one answer that
// changes with every sale, polled by the seat pickers while the page itself stays cached whole.
// No schema library here: the seat pickers read the answer with the small check below, and the
// server declares it with its zod schema in seat-status.ts.

/** Where the seat pickers ask (the route declared in api.ts). */
export const SEAT_STATUS_PATH = "/api/v1/events/{eventId}/seat-status";

/** Seat ids as ascending ranges, "12-15,18,20-40" ("" for none). */
export const ID_RANGES = /^(?:\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)?$/;

/** Ids (any order, duplicates ignored) as ranges of consecutive ids: "12-15,18,20-40". */
export function idRanges(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const from = sorted[i]!;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i]!;
    parts.push(from === to ? String(from) : `${from}-${to}`);
    i++;
  }
  return parts.join(",");
}

/** The ids the ranges name (an empty set for ""). */
export function idsOfRanges(ranges: string): Set<number> {
  const ids = new Set<number>();
  if (!ranges) return ids;
  for (const part of ranges.split(",")) {
    const [from, to = from] = part.split("-").map(Number) as [number, number?];
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return ids;
}

export type TakenSeats = { sold: Set<number>; held: Set<number> };

/**
 * The taken seats an envelope of the seat status answer names (`{status: "OK", payload: {sold,
 * held}}`), or null for any other answer: a refusal, or a body not of that shape.
 */
export function takenSeatsOf(body: unknown): TakenSeats | null {
  if (typeof body !== "object" || body === null) return null;
  const { status, payload } = body as { status?: unknown; payload?: unknown };
  if (status !== "OK" || typeof payload !== "object" || payload === null) return null;
  const { sold, held } = payload as { sold?: unknown; held?: unknown };
  if (typeof sold !== "string" || typeof held !== "string") return null;
  if (!ID_RANGES.test(sold) || !ID_RANGES.test(held)) return null;
  return { sold: idsOfRanges(sold), held: idsOfRanges(held) };
}
