import type { SeatView } from "@/db/queries/seats";
import type { Locale } from "../i18n/locales";
import { t as english, translator, type Translator } from "../i18n/messages";

/** A seat's name, "Row 1, Seat 3", in the translator's language. */
export function seatName(t: Translator, row: number, column: number): string {
  return t("seats.seatName", { row: String(row), column: String(column) });
}

/** A seat's name as the catalogues write it, in English or Arabic: its row and seat. */
const SEAT_NAMES = [/^Row (\d+), Seat (\d+)$/, /^الصف (\d+)، المقعد (\d+)$/];

/**
 * A seat label in `locale`: one the server wrote ("Row 1, Seat 3": orders, tickets) or a page
 * stored in its own language (a cart or a seat selection kept in the browser, then read on a
 * page in the other language); any other text comes back as it was.
 */
export function seatLabelIn(label: string, locale: Locale): string {
  for (const pattern of SEAT_NAMES) {
    const match = pattern.exec(label);
    if (match) return seatName(translator(locale), Number(match[1]), Number(match[2]));
  }
  return label;
}

/**
 * A seat as the seat grid shows it: where it is, its price in cents, whether it is free and its
 * kind (a seat, a wheelchair space or a companion seat). Pages build it from the stored seat, with
 * the hall's layout (its section, an aisle after it); the spec's seat map (`seatsOnMap` in
 * lib/http/spec-fields.ts) carries no layout, so a grid refreshed from it keeps the layout it has
 * (`withStatuses`).
 */
export type SeatOnMap = {
  seatId: number;
  seatRow: number;
  seatColumn: number;
  priceCents: number;
  rowType: string;
  seatStatus: SeatView["status"];
  seatKind: SeatView["kind"];
  /** In English, as the API speaks; pages name seats in their own language. */
  label: string;
  /** The section's name in English and Arabic (null or absent: the hall has no sections). */
  section?: string | null;
  sectionAr?: string | null;
  /** An aisle follows this seat in its row. */
  aisleAfter?: boolean;
};

export const seatOnMap = (s: SeatView): SeatOnMap => ({
  seatId: s.id,
  seatRow: s.row,
  seatColumn: s.column,
  priceCents: s.priceCents,
  rowType: s.rowType,
  seatStatus: s.status,
  seatKind: s.kind,
  label: seatName(english, s.row, s.column),
  section: s.section,
  sectionAr: s.sectionAr,
  aisleAfter: s.aisleAfter,
});

/** Rows that follow one another at one price ("Rows 1-2: $100.00"), front to back. */
export type RowPriceBand = { from: number; to: number; priceCents: number };

/** The seat map's prices by row, consecutive rows of one price together, for the line above it. */
export function rowPriceBands(
  seats: readonly Pick<SeatOnMap, "seatRow" | "priceCents">[],
): RowPriceBand[] {
  const byRow = new Map<number, number>();
  for (const s of seats) if (!byRow.has(s.seatRow)) byRow.set(s.seatRow, s.priceCents);
  const bands: RowPriceBand[] = [];
  for (const [row, priceCents] of [...byRow].sort((a, b) => a[0] - b[0])) {
    const last = bands.at(-1);
    if (last && last.priceCents === priceCents && last.to === row - 1) last.to = row;
    else bands.push({ from: row, to: row, priceCents });
  }
  return bands;
}
