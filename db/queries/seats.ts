import "server-only";
import { sql } from "drizzle-orm";
import { seats, type SeatKind, type SeatStatus } from "../schema";

// A seat's live status and columns, which the queries in db/ that read seats (holds, orders,
// booths, the dashboards) share with the seat map's own queries (lib/seats/queries.ts).

export type SeatView = {
  id: number;
  row: number;
  column: number;
  rowType: string;
  priceCents: number;
  status: SeatStatus;
  /** STANDARD, a WHEELCHAIR space or the COMPANION seat beside one. */
  kind: SeatKind;
  /** The named block of rows it is in, in English and Arabic (null: the hall has no sections). */
  section: string | null;
  sectionAr: string | null;
  /** An aisle follows it in its row. */
  aisleAfter: boolean;
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
  kind: seats.kind,
  section: seats.section,
  sectionAr: seats.sectionAr,
  aisleAfter: seats.aisleAfter,
};
