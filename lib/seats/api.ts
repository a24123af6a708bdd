import { z } from "zod";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { cents } from "../http/office-fields";

// The organiser API's seat plan of a seated event (the console's seating editor): what is sent,
// what is answered and the mapper from the saved plan, side by side, and the route. Prices are
// integer cents (`priceCents`), as stored.

/** Rows of a seated event's plan. */
export const MAX_SEAT_ROWS = 30;
/** Seats per row: the stage page's seat picker (components/seats/seat-picker.tsx) draws eight columns. */
export const MAX_SEATS_PER_ROW = 8;
/** A row type: a word in capitals, like PREMIUM. */
export const ROW_TYPE = /^[A-Z][A-Z0-9_]{0,19}$/;

const seatRow = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} is at least 1.` })
    .max(MAX_SEAT_ROWS, { error: `${label} is at most ${MAX_SEAT_ROWS}.` });

/** PUT: the plan, `rows` rows of `seatsPerRow` seats, priced by bands of rows covering every row. */
export const seatingRequest = z
  .object({
    rows: seatRow("rows"),
    seatsPerRow: z
      .number({ error: "seatsPerRow must be a whole number." })
      .int({ error: "seatsPerRow must be a whole number." })
      .min(1, { error: "seatsPerRow is at least 1." })
      .max(MAX_SEATS_PER_ROW, {
        error: `seatsPerRow is at most ${MAX_SEATS_PER_ROW} (the stage's seat map).`,
      }),
    bands: z
      .array(
        z.object({
          fromRow: seatRow("fromRow"),
          toRow: seatRow("toRow"),
          priceCents: cents("priceCents"),
          rowType: z
            .string({ error: "rowType must be text." })
            .trim()
            .regex(ROW_TYPE, {
              error: "rowType is a word in capitals, like PREMIUM (at most 20 characters).",
            })
            .optional(),
        }),
        { error: "bands must be a list of {fromRow, toRow, priceCents}." },
      )
      .min(1, { error: "bands must price every row." })
      .max(MAX_SEAT_ROWS, { error: `At most ${MAX_SEAT_ROWS} bands.` }),
  })
  .superRefine((s, ctx) => {
    const sorted = [...s.bands].sort((a, b) => a.fromRow - b.fromRow);
    let next = 1;
    for (const band of sorted) {
      if (band.toRow < band.fromRow || band.fromRow !== next) break;
      next = band.toRow + 1;
    }
    if (next !== s.rows + 1 || sorted.some((b) => b.toRow < b.fromRow)) {
      ctx.addIssue({
        code: "custom",
        path: ["bands"],
        message: `bands must cover rows 1 to ${s.rows}, each row once (fromRow to toRow, no gaps or overlaps).`,
      });
    }
  })
  .transform((s) => ({ ...s, bands: [...s.bands].sort((a, b) => a.fromRow - b.fromRow) }));
export type SeatingInput = z.output<typeof seatingRequest>;
export type SeatBand = SeatingInput["bands"][number];

export const seatingAnswer = z.object({
  eventId: z.number().int(),
  rows: z.number().int(),
  seatsPerRow: z.number().int(),
  bands: z.array(
    z.object({
      fromRow: z.number().int(),
      toRow: z.number().int(),
      priceCents: z.number().int(),
      rowType: z.string(),
    }),
  ),
  seats: z.number().int(),
  created: z.number().int(),
  repriced: z.number().int(),
  removed: z.number().int(),
});

/** A saved plan: its size, its bands (each with its row type) and what saving it did. */
export type SavedSeating = {
  eventId: number;
  rows: number;
  seatsPerRow: number;
  bands: Required<SeatBand>[];
  seats: number;
  created: number;
  repriced: number;
  removed: number;
};

export const seatingOf = (s: SavedSeating) =>
  ({
    eventId: s.eventId,
    rows: s.rows,
    seatsPerRow: s.seatsPerRow,
    bands: s.bands.map((b) => ({
      fromRow: b.fromRow,
      toRow: b.toRow,
      priceCents: b.priceCents,
      rowType: b.rowType,
    })),
    seats: s.seats,
    created: s.created,
    repriced: s.repriced,
    removed: s.removed,
  }) satisfies z.input<typeof seatingAnswer>;

export const SEATING_ROUTES = {
  setSeating: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/seating",
    params: z.object({ eventId: eventIdSchema }),
    body: seatingRequest,
    answer: seatingAnswer,
  }),
};
