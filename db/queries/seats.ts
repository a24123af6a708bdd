import "server-only";
import { sql } from "drizzle-orm";
import { seats, type SeatStatus } from "../schema";

// A seat's live status and columns, which the queries in db/ that read seats (holds, orders,
// booths, the dashboards) share with the seat map's own queries (lib/seats/queries.ts).

export type SeatView = {
  id: number;
  row: number;
  column: number;
  rowType: string;
  priceCents: number;
  status: SeatStatus;
};

/**
 * An expired hold counts as AVAILABLE, so nothing depends on a timer releasing it; a seat held
 * for a waitlist offer stays HELD until the offer's end passes it on to the next in line.
 */
export const effectiveSeatStatus = sql<SeatStatus>`case when ${seats.status} = 'HELD' and ${seats.heldUntil} <= now() and ${seats.heldByOfferId} is null then 'AVAILABLE' else ${seats.status} end`;

/** A seat as `SeatView` has it. */
export const seatColumns = {
  id: seats.id,
  row: seats.row,
  column: seats.column,
  rowType: seats.rowType,
  priceCents: seats.priceCents,
  status: effectiveSeatStatus,
};
