import { z } from "zod";
import type { RouteInput } from "@/lib/http/route-contract";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { besideEachOther } from "@/lib/seats/hall";
import type { SEATING_ROUTES } from "@/lib/seats/api";
import {
  MAX_SEAT_ROWS as MAX_ROWS,
  MAX_SEATS_PER_ROW,
  MAX_SECTION_NAME,
  ROW_TYPE,
} from "@/lib/seats/resource";
import { seatName } from "@/lib/seats/seat-shapes";
import type { EditorSeat } from "@/lib/seats/seating-plan";
import { MAX_PRICE_CENTS, MIN_PRICE_CENTS } from "./booth-editor-parts";
import {
  aisleNumbers,
  COMPANION_SIDES,
  seatKindsOf,
  sizeChange,
  whole,
  type CompanionSide,
} from "./seating-values";

// The seating editor's rules, in words for the organiser in the page's language (the server checks
// them again), and the plan as the API takes it once they hold.

/** The plan as the API takes it (prices in cents). */
export type SeatingBody = RouteInput<typeof SEATING_ROUTES.setSeating>["body"];

/** A band's fields, as the form names them. */
type BandField = "fromRow" | "toRow" | "price" | "rowType";

export const seatingValues = z.object({
  rows: z.string(),
  seatsPerRow: z.string(),
  bands: z.array(
    z.object({
      key: z.number(),
      fromRow: z.string(),
      toRow: z.string(),
      price: z.string(),
      rowType: z.string(),
    }),
  ),
  aisles: z.string(),
  sections: z.array(
    z.object({
      key: z.number(),
      name: z.string(),
      nameAr: z.string(),
      fromRow: z.string(),
      toRow: z.string(),
    }),
  ),
  spaces: z.array(
    z.object({
      key: z.number(),
      row: z.string(),
      seat: z.string(),
      companion: z.enum(COMPANION_SIDES),
    }),
  ),
});

export type Values = z.infer<typeof seatingValues>;

/** A seat's state in the editor's words ("sold"). */
export const STATUS_KEYS = {
  SOLD: "seatingEditor.now.status.sold",
  HELD: "seatingEditor.now.status.held",
  AVAILABLE: "seatingEditor.now.status.available",
} as const satisfies Record<EditorSeat["status"], string>;

/** Names in a line, the first `max` of them and how many more (none: nothing). */
export function namesInLine(t: Translator, names: string[], max = 12): string {
  const shown = names
    .slice(0, max)
    .reduce<string | null>(
      (first, rest) => (first === null ? rest : t("seatingEditor.now.join", { first, rest })),
      null,
    );
  if (shown === null) return "";
  return names.length > max
    ? t("seatingEditor.names", { names: shown, count: names.length - max })
    : shown;
}

/** A price typed in dollars, in cents, or null when it is none the plan may have. */
function priceCents(text: string): number | null {
  const cents = parseTypedDollars(text);
  return cents !== null && cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS ? cents : null;
}

/**
 * The form's rules: the size (held and sold seats, of `seats`, must stay), the bands covering every
 * row once, the aisles, the sections (not overlapping, each named once) and the wheelchair spaces
 * (in the plan, each once, their companion seats beside them).
 */
export function seatingRules(t: Translator, locale: Locale, seats: EditorSeat[]) {
  const statusWord = (status: EditorSeat["status"]) => t(STATUS_KEYS[status]);
  return seatingValues
    .superRefine((v, ctx) => {
      const say = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: "custom", path, message });
      const { rows, seatsPerRow, removing } = sizeChange(seats, v.rows, v.seatsPerRow);
      let rowsError: string | undefined;
      let seatsError: string | undefined;
      if (rows === null || rows < 1 || rows > MAX_ROWS)
        rowsError = t("seatingEditor.rules.rows", { max: MAX_ROWS });
      if (seatsPerRow === null || seatsPerRow < 1 || seatsPerRow > MAX_SEATS_PER_ROW)
        seatsError = t("seatingEditor.rules.seatsPerRow", { max: MAX_SEATS_PER_ROW });
      const busySeats = removing.filter((s) => s.status !== "AVAILABLE");
      if (busySeats.length) {
        const names = namesInLine(
          t,
          busySeats.map((s) => `${seatName(t, s.row, s.column)} (${statusWord(s.status)})`),
        );
        const keepRows = Math.max(...busySeats.map((s) => s.row));
        const keepSeats = Math.max(...busySeats.map((s) => s.column));
        if (rows !== null && keepRows > rows)
          rowsError = t("seatingEditor.rules.keepRows", { names, count: keepRows });
        if (seatsPerRow !== null && keepSeats > seatsPerRow)
          seatsError = t("seatingEditor.rules.keepSeats", { names, count: keepSeats });
      }
      if (rowsError) say(["rows"], rowsError);
      if (seatsError) say(["seatsPerRow"], seatsError);
      const lastRow = rows !== null && !rowsError ? rows : MAX_ROWS;
      const lastSeat = seatsPerRow !== null && !seatsError ? seatsPerRow : MAX_SEATS_PER_ROW;
      const rowNumber = t("seatingEditor.rules.rowNumber", { max: lastRow });

      let bandErrors = false;
      const parsed = v.bands.map((b, i) => {
        const sayBand = (field: BandField, message: string) => {
          bandErrors = true;
          say(["bands", i, field], message);
        };
        const from = whole(b.fromRow);
        const to = whole(b.toRow);
        if (from === null || from < 1 || from > MAX_ROWS) sayBand("fromRow", rowNumber);
        if (to === null || to < 1 || to > MAX_ROWS) sayBand("toRow", rowNumber);
        else if (from !== null && to < from)
          sayBand("toRow", t("seatingEditor.rules.atLeast", { min: from }));
        if (priceCents(b.price) === null)
          sayBand(
            "price",
            t("seatingEditor.rules.price", {
              min: formatCad(MIN_PRICE_CENTS, locale),
              max: formatCad(MAX_PRICE_CENTS, locale),
            }),
          );
        if (b.rowType.trim() && !ROW_TYPE.test(b.rowType.trim()))
          sayBand("rowType", t("seatingEditor.rules.rowType"));
        return { fromRow: from ?? 0, toRow: to ?? 0 };
      });
      if (!bandErrors && rows !== null && !rowsError) {
        // Every row from 1 to `rows` in exactly one band.
        const cover = new Map<number, number>();
        for (const b of parsed)
          for (let r = b.fromRow; r <= b.toRow; r++) cover.set(r, (cover.get(r) ?? 0) + 1);
        const missing = [...Array(rows).keys()].map((i) => i + 1).filter((r) => !cover.has(r));
        const twice = [...cover].filter(([, n]) => n > 1).map(([r]) => r);
        const beyond = [...cover.keys()].filter((r) => r > rows);
        const rowList = (list: number[]) => namesInLine(t, list.map(String), 20);
        const problems = [
          missing.length &&
            t("seatingEditor.rules.unpriced", { count: missing.length, rows: rowList(missing) }),
          twice.length &&
            t("seatingEditor.rules.twice", { count: twice.length, rows: rowList(twice) }),
          beyond.length && t("seatingEditor.rules.pastEnd", { rows }),
        ].filter((p): p is string => Boolean(p));
        if (problems.length)
          say(
            ["bands"],
            t("seatingEditor.rules.bandsCover", {
              problems: problems.reduce((first, rest) =>
                t("seatingEditor.rules.join", { first, rest }),
              ),
            }),
          );
      }

      const aisles = aisleNumbers(v.aisles);
      if (
        aisles === null ||
        aisles.some((a, i) => a < 1 || a >= lastSeat || aisles.indexOf(a) !== i)
      )
        say(
          ["aisles"],
          lastSeat <= 1
            ? t("seatingEditor.rules.noAisles")
            : t("seatingEditor.rules.aisles", { max: lastSeat - 1 }),
        );

      const inSection = new Map<number, string>();
      v.sections.forEach((s, i) => {
        const name = s.name.trim();
        if (!name || name.length > MAX_SECTION_NAME)
          say(
            ["sections", i, "name"],
            t("seatingEditor.rules.sectionName", { max: MAX_SECTION_NAME }),
          );
        else if (
          v.sections.findIndex((o) => o.name.trim().toLowerCase() === name.toLowerCase()) !== i
        )
          say(["sections", i, "name"], t("seatingEditor.rules.sectionNameTwice", { name }));
        if (s.nameAr.trim().length > MAX_SECTION_NAME)
          say(
            ["sections", i, "nameAr"],
            t("seatingEditor.rules.sectionName", { max: MAX_SECTION_NAME }),
          );
        const from = whole(s.fromRow);
        const to = whole(s.toRow);
        const fromOk = from !== null && from >= 1 && from <= lastRow;
        if (!fromOk) say(["sections", i, "fromRow"], rowNumber);
        if (to === null || to < 1 || to > lastRow) say(["sections", i, "toRow"], rowNumber);
        else if (fromOk && to < from)
          say(["sections", i, "toRow"], t("seatingEditor.rules.atLeast", { min: from }));
        else if (fromOk) {
          for (let row = from; row <= to; row++) {
            const other = inSection.get(row);
            if (other !== undefined) {
              say(
                ["sections", i, "fromRow"],
                t("seatingEditor.rules.sectionOverlap", { row, name: other }),
              );
              break;
            }
          }
          for (let row = from; row <= to; row++) if (!inSection.has(row)) inSection.set(row, name);
        }
      });

      const spaceAt = new Set<string>();
      const parsedSpaces = v.spaces.map((s, i) => {
        const row = whole(s.row);
        const seat = whole(s.seat);
        const rowOk = row !== null && row >= 1 && row <= lastRow;
        const seatOk = seat !== null && seat >= 1 && seat <= lastSeat;
        if (!rowOk) say(["spaces", i, "row"], rowNumber);
        if (!seatOk)
          say(["spaces", i, "seat"], t("seatingEditor.rules.seatNumber", { max: lastSeat }));
        if (rowOk && seatOk) {
          if (spaceAt.has(`${row}:${seat}`))
            say(
              ["spaces", i, "seat"],
              t("seatingEditor.rules.spaceTwice", { seat: seatName(t, row, seat) }),
            );
          spaceAt.add(`${row}:${seat}`);
        }
        return rowOk && seatOk ? { row, seat, companion: s.companion } : null;
      });
      const gaps = aisles ?? [];
      parsedSpaces.forEach((s, i) => {
        if (!s) return;
        const sides = { none: [], before: [-1], after: [1], both: [-1, 1] }[s.companion];
        for (const side of sides) {
          const column = s.seat + side;
          if (column < 1 || column > lastSeat || !besideEachOther(s.seat, column, gaps))
            say(["spaces", i, "companion"], t("seatingEditor.rules.companionMissing"));
          else if (spaceAt.has(`${s.row}:${column}`))
            say(
              ["spaces", i, "companion"],
              t("seatingEditor.rules.companionOnSpace", { seat: seatName(t, s.row, column) }),
            );
        }
      });
    })
    .transform((v): SeatingBody => ({
      rows: whole(v.rows)!,
      seatsPerRow: whole(v.seatsPerRow)!,
      bands: v.bands.map((b) => {
        const rowType = b.rowType.trim();
        return {
          fromRow: whole(b.fromRow)!,
          toRow: whole(b.toRow)!,
          priceCents: priceCents(b.price)!,
          ...(rowType ? { rowType } : {}),
        };
      }),
      aisles: aisleNumbers(v.aisles)!,
      sections: v.sections.map((s) => ({
        name: s.name.trim(),
        ...(s.nameAr.trim() ? { nameAr: s.nameAr.trim() } : {}),
        fromRow: whole(s.fromRow)!,
        toRow: whole(s.toRow)!,
      })),
      seatKinds: seatKindsOf(
        v.spaces.map((s) => ({
          row: whole(s.row)!,
          seat: whole(s.seat)!,
          companion: s.companion as CompanionSide,
        })),
      ),
    }));
}
