import type { SeatView } from "@/db/queries/seats";
import type { Locale } from "../i18n/locales";
import { t as english, translator, type Translator } from "../i18n/messages";
import { centsToDollars } from "../payments/pricing";

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

/** The public seat record fields: seatPrice, seatRow, seatColumn, rowType; plus id and status. */
export function seatPayload(s: SeatView) {
  return {
    seatId: s.id,
    seatRow: s.row,
    seatColumn: s.column,
    seatPrice: centsToDollars(s.priceCents),
    rowType: s.rowType,
    seatStatus: s.status,
    // The API's label, in English as the API speaks; pages name seats in their own language.
    label: seatName(english, s.row, s.column),
  };
}
export type SeatPayload = ReturnType<typeof seatPayload>;
