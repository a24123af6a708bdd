import { z } from "zod";
import { cents, oneOf, optionalText, requiredName } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { besideEachOther } from "./hall";

// The seat plan of a seated event (the console's seating editor): what is sent, what is answered
// and the mapper from the saved plan, side by side. Prices are integer cents (`priceCents`), as
// stored. A hall is up to 50 rows of up to 40 seats, with aisles and sections, and wheelchair
// spaces with companion seats beside them. Client-safe.

/** Rows of a seated event's plan. */
export const MAX_SEAT_ROWS = 50;
/** Seats per row: the stage page's seat grid scrolls and zooms in its own box for wide rows. */
export const MAX_SEATS_PER_ROW = 40;
/** Wheelchair spaces and companion seats a plan may name. */
export const MAX_SEAT_KINDS = 200;
/** A section's name, in either language. */
export const MAX_SECTION_NAME = 40;
/** A row type: a word in capitals, like PREMIUM. */
export const ROW_TYPE = /^[A-Z][A-Z0-9_]{0,19}$/;

/** The kinds of seat a plan names seat by seat (every other seat is STANDARD). */
export const NAMED_SEAT_KINDS = ["WHEELCHAIR", "COMPANION"] as const;

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

const seatNumber = (field: string) =>
  fromOne(field).max(MAX_SEATS_PER_ROW, {
    error: ruleMessage("validation.field.atMost", { field, max: MAX_SEATS_PER_ROW }),
  });

/**
 * PUT: the plan, `rows` rows of `seatsPerRow` seats, priced by bands of rows covering every row;
 * aisles after the seat numbers `aisles` in every row; `sections`, named blocks of rows (rows in
 * none are simply rows); `seatKinds`, the wheelchair spaces and companion seats by row and seat
 * (each companion seat beside a wheelchair space). The plan is sent whole: what it leaves out
 * (aisles, sections, kinds) the hall no longer has.
 */
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
    aisles: z
      .array(seatNumber("aisles"), { error: ruleMessage("validation.seating.aislesNotList") })
      .max(MAX_SEATS_PER_ROW - 1, {
        error: ruleMessage("validation.seating.tooManyAisles", { max: MAX_SEATS_PER_ROW - 1 }),
      })
      .default([]),
    sections: z
      .array(
        z.object({
          name: requiredName("name", MAX_SECTION_NAME),
          nameAr: optionalText("nameAr", MAX_SECTION_NAME),
          fromRow: seatRow("fromRow"),
          toRow: seatRow("toRow"),
        }),
        { error: ruleMessage("validation.seating.sectionsNotList") },
      )
      .max(MAX_SEAT_ROWS, {
        error: ruleMessage("validation.seating.tooManySections", { max: MAX_SEAT_ROWS }),
      })
      .default([]),
    seatKinds: z
      .array(
        z.object({
          row: seatRow("row"),
          column: seatNumber("column"),
          kind: oneOf("kind", NAMED_SEAT_KINDS),
        }),
        { error: ruleMessage("validation.seating.seatKindsNotList") },
      )
      .max(MAX_SEAT_KINDS, {
        error: ruleMessage("validation.seating.tooManySeatKinds", { max: MAX_SEAT_KINDS }),
      })
      .default([]),
  })
  .superRefine((s, ctx) => {
    const say = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const sorted = [...s.bands].sort((a, b) => a.fromRow - b.fromRow);
    let next = 1;
    for (const band of sorted) {
      if (band.toRow < band.fromRow || band.fromRow !== next) break;
      next = band.toRow + 1;
    }
    if (next !== s.rows + 1 || sorted.some((b) => b.toRow < b.fromRow))
      say(["bands"], ruleMessage("validation.seating.bandsCover", { rows: s.rows }));

    s.aisles.forEach((after, i) => {
      if (after >= s.seatsPerRow)
        say(
          ["aisles", i],
          ruleMessage("validation.seating.aisleOutside", { seatsPerRow: s.seatsPerRow }),
        );
      else if (s.aisles.indexOf(after) !== i)
        say(["aisles", i], ruleMessage("validation.seating.aisleTwice", { seat: after }));
    });

    const sectionRows = new Map<number, number>();
    s.sections.forEach((section, i) => {
      if (section.toRow < section.fromRow || section.toRow > s.rows) {
        say(["sections", i], ruleMessage("validation.seating.sectionRows", { rows: s.rows }));
        return;
      }
      if (s.sections.findIndex((o) => o.name.toLowerCase() === section.name.toLowerCase()) !== i)
        say(
          ["sections", i, "name"],
          ruleMessage("validation.seating.sectionNameTwice", { name: section.name }),
        );
      for (let row = section.fromRow; row <= section.toRow; row++) {
        if (sectionRows.has(row)) {
          say(["sections", i], ruleMessage("validation.seating.sectionsOverlap", { row }));
          return;
        }
        sectionRows.set(row, i);
      }
    });

    const kindAt = new Map<string, string>();
    const at = (row: number, column: number) => `${row}:${column}`;
    s.seatKinds.forEach((seat, i) => {
      if (seat.row > s.rows || seat.column > s.seatsPerRow)
        say(
          ["seatKinds", i],
          ruleMessage("validation.seating.seatOutside", {
            row: seat.row,
            column: seat.column,
            rows: s.rows,
            seatsPerRow: s.seatsPerRow,
          }),
        );
      else if (kindAt.has(at(seat.row, seat.column)))
        say(
          ["seatKinds", i],
          ruleMessage("validation.seating.seatKindTwice", { row: seat.row, column: seat.column }),
        );
      else kindAt.set(at(seat.row, seat.column), seat.kind);
    });
    s.seatKinds.forEach((seat, i) => {
      if (seat.kind !== "COMPANION" || kindAt.get(at(seat.row, seat.column)) !== "COMPANION")
        return;
      const nextToSpace = [seat.column - 1, seat.column + 1].some(
        (column) =>
          kindAt.get(at(seat.row, column)) === "WHEELCHAIR" &&
          besideEachOther(column, seat.column, s.aisles),
      );
      if (!nextToSpace)
        say(
          ["seatKinds", i],
          ruleMessage("validation.seating.companionAlone", { row: seat.row, column: seat.column }),
        );
    });
  })
  .transform((s) => ({
    ...s,
    bands: [...s.bands].sort((a, b) => a.fromRow - b.fromRow),
    aisles: [...s.aisles].sort((a, b) => a - b),
    sections: [...s.sections]
      .sort((a, b) => a.fromRow - b.fromRow)
      .map((section) => ({ ...section, nameAr: section.nameAr ?? null })),
    seatKinds: [...s.seatKinds].sort((a, b) => a.row - b.row || a.column - b.column),
  }));
export type SeatingInput = z.output<typeof seatingRequest>;
export type SeatBand = SeatingInput["bands"][number];
export type SeatSection = SeatingInput["sections"][number];
export type NamedSeatKind = SeatingInput["seatKinds"][number];

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
  aisles: z.array(z.number().int()),
  sections: z.array(
    z.object({
      name: z.string(),
      nameAr: z.string().nullable(),
      fromRow: z.number().int(),
      toRow: z.number().int(),
    }),
  ),
  seatKinds: z.array(
    z.object({ row: z.number().int(), column: z.number().int(), kind: z.enum(NAMED_SEAT_KINDS) }),
  ),
  seats: z.number().int(),
  created: z.number().int(),
  repriced: z.number().int(),
  /** Seats whose kind, section or aisle changed. */
  rearranged: z.number().int(),
  removed: z.number().int(),
});

/**
 * A saved plan: its size, its bands (each with its row type), aisles, sections and named seats,
 * and what saving it did.
 */
export type SavedSeating = {
  eventId: number;
  rows: number;
  seatsPerRow: number;
  bands: Required<SeatBand>[];
  aisles: number[];
  sections: SeatSection[];
  seatKinds: NamedSeatKind[];
  seats: number;
  created: number;
  repriced: number;
  rearranged: number;
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
    aisles: [...s.aisles],
    sections: s.sections.map((section) => ({
      name: section.name,
      nameAr: section.nameAr ?? null,
      fromRow: section.fromRow,
      toRow: section.toRow,
    })),
    seatKinds: s.seatKinds.map((k) => ({ row: k.row, column: k.column, kind: k.kind })),
    seats: s.seats,
    created: s.created,
    repriced: s.repriced,
    rearranged: s.rearranged,
    removed: s.removed,
  }) satisfies z.input<typeof seatingAnswer>;
