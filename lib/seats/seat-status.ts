import { z } from "zod";

// Which seats of a seated event are taken right now, in a compact form: the one answer that
// changes with every sale, polled by the seat pickers while the page itself stays cached whole.
// Client-safe.

/** Seat ids as ascending ranges, "12-15,18,20-40" ("" for none). */
const ID_RANGES = /^(?:\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)?$/;

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

const ranges = (description: string) => z.string().regex(ID_RANGES).meta({ description });

/** GET /api/v1/events/{eventId}/seat-status: the seats that are not free, by id. */
export const seatStatusAnswer = z.object({
  eventId: z.number().int(),
  sold: ranges("Seat ids sold, as ascending ranges: 12-15,18"),
  held: ranges("Seat ids held by a checkout under way, as ascending ranges"),
});
export type SeatStatusAnswer = z.output<typeof seatStatusAnswer>;

/** The answer from the event's sold and held seat ids. */
export const seatStatusOf = (s: { eventId: number; sold: number[]; held: number[] }) =>
  ({
    eventId: s.eventId,
    sold: idRanges(s.sold),
    held: idRanges(s.held),
  }) satisfies z.input<typeof seatStatusAnswer>;
