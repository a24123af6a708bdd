import { z } from "zod";
import { cents } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// The seat plan of a seated event (the console's seating editor): what is sent, what is answered
// and the mapper from the saved plan, side by side. Prices are integer cents (`priceCents`), as
// stored. Client-safe.

/** Rows of a seated event's plan. */
export const MAX_SEAT_ROWS = 30;
/** Seats per row: the stage page's seat picker (components/seats/seat-picker.tsx) draws eight columns. */
export const MAX_SEATS_PER_ROW = 8;
/** A row type: a word in capitals, like PREMIUM. */
export const ROW_TYPE = /^[A-Z][A-Z0-9_]{0,19}$/;

/** A whole number from 1 (its most is the caller's). */
const fromOne = (field: string) => {
  const whole = ruleMessage("validation.field.wholeNumber", { field });
  return z
    .number({ error: whole })
    .int({ error: whole })
    .min(1, { error: ruleMessage("validation.field.atLeast", { field, min: 1 }) });
};

const seatRow = (field: string) =>
  fromOne(field).max(MAX_SEAT_ROWS, {
    error: ruleMessage("validation.field.atMost", { field, max: MAX_SEAT_ROWS }),
  });

/** PUT: the plan, `rows` rows of `seatsPerRow` seats, priced by bands of rows covering every row. */
export const seatingRequest = z
  .object({
    rows: seatRow("rows"),
    seatsPerRow: fromOne("seatsPerRow").max(MAX_SEATS_PER_ROW, {
      error: ruleMessage("validation.seating.seatsPerRowTooMany", { max: MAX_SEATS_PER_ROW }),
    }),
    bands: z
      .array(
        z.object({
          fromRow: seatRow("fromRow"),
          toRow: seatRow("toRow"),
          priceCents: cents("priceCents"),
          rowType: z
            .string({ error: ruleMessage("validation.field.text", { field: "rowType" }) })
            .trim()
            .regex(ROW_TYPE, { error: ruleMessage("validation.seating.rowTypeInvalid") })
            .optional(),
        }),
        { error: ruleMessage("validation.seating.bandsNotList") },
      )
      .min(1, { error: ruleMessage("validation.seating.bandsEmpty") })
      .max(MAX_SEAT_ROWS, {
        error: ruleMessage("validation.seating.tooManyBands", { max: MAX_SEAT_ROWS }),
      }),
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
        message: ruleMessage("validation.seating.bandsCover", { rows: s.rows }),
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
