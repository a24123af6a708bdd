import { z } from "zod";
import { ID_RANGES, idRanges } from "./seat-ranges";

// The seat status answer's schema, for the route's declaration and its OpenAPI; the seat pickers
// read the answer without it (seat-ranges.ts).

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
