import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "../client";
import { events, seats, type SeatStatus } from "../schema";

export type SeatView = {
  id: number;
  row: number;
  column: number;
  rowType: string;
  priceCents: number;
  status: SeatStatus;
};

/** An expired hold counts as AVAILABLE, so nothing depends on a timer releasing it. */
export const effectiveSeatStatus = sql<SeatStatus>`case when ${seats.status} = 'HELD' and ${seats.heldUntil} <= now() then 'AVAILABLE' else ${seats.status} end`;

const seatEventColumns = {
  id: events.id,
  guid: events.guid,
  name: events.name,
  dateText: events.dateText,
  location: events.location,
  nameAr: events.nameAr,
  dateTextAr: events.dateTextAr,
  locationAr: events.locationAr,
  /** Whether the event's ticket sales have ended: /stage shows no Purchase button. */
  ticketSalesEnded: sql<boolean>`coalesce(${events.ticketSalesEnd} <= now(), false)`,
};

export async function findStageEvent() {
  const db = await getDb();
  const [row] = await db
    .select(seatEventColumns)
    .from(events)
    .where(and(eq(events.hasSeating, true), eq(events.status, "ACTIVE")))
    .orderBy(asc(events.startsAt))
    .limit(1);
  return row;
}

/** A seat as `SeatView` has it. */
export const seatColumns = {
  id: seats.id,
  row: seats.row,
  column: seats.column,
  rowType: seats.rowType,
  priceCents: seats.priceCents,
  status: effectiveSeatStatus,
};

/** Every seat of the event by row and seat number. */
export async function listSeats({ eventId }: { eventId: number }): Promise<SeatView[]> {
  const db = await getDb();
  return db
    .select(seatColumns)
    .from(seats)
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seats.row), asc(seats.column));
}

export async function findSeatEvent({ eventId }: { eventId: number }) {
  const db = await getDb();
  const [row] = await db
    .select(seatEventColumns)
    .from(events)
    // A draft is not public: its seat map is not either.
    .where(and(eq(events.id, eventId), eq(events.hasSeating, true), ne(events.status, "DRAFT")));
  return row;
}
