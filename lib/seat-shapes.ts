import type { SeatView } from "@/db/queries/seats";
import { centsToDollars } from "./pricing";

/** The public seat record fields: seatPrice, seatRow, seatColumn, rowType; plus id and status. */
export function seatPayload(s: SeatView) {
  return {
    seatId: s.id,
    seatRow: s.row,
    seatColumn: s.column,
    seatPrice: centsToDollars(s.priceCents),
    rowType: s.rowType,
    seatStatus: s.status,
    label: `Row ${s.row}, Seat ${s.column}`,
  };
}
export type SeatPayload = ReturnType<typeof seatPayload>;
