import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { effectiveSeatStatus, seatColumns, type SeatView } from "../../db/queries/seats";
import { events, seats } from "../../db/schema";

// The seat maps' reads: the current stage event, a seated event, and its seats with their live
// statuses.

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
  /** When they end (null: no end set), for the offers in the page's structured data. */
  ticketSalesEnd: events.ticketSalesEnd,
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

/** A seated show on sale (ACTIVE) by its guid, as the stage's is read; undefined otherwise. */
export async function findSeatShow(guid: string) {
  const db = await getDb();
  const [row] = await db
    .select(seatEventColumns)
    .from(events)
    .where(and(eq(events.guid, guid), eq(events.hasSeating, true), eq(events.status, "ACTIVE")));
  return row;
}

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

/**
 * The event's seats that are not free now, by id (a lapsed hold is free), and in how many seconds
 * the first hold still running lapses (null: none is running), for the seat status answer.
 */
export async function takenSeats({ eventId }: { eventId: number }) {
  const db = await getDb();
  const rows = await db
    .select({
      id: seats.id,
      status: effectiveSeatStatus,
      lapsesIn: sql<number | null>`extract(epoch from ${seats.heldUntil} - now())::float8`,
    })
    .from(seats)
    .where(and(eq(seats.eventId, eventId), sql`${effectiveSeatStatus} <> 'AVAILABLE'`))
    .orderBy(asc(seats.id));
  const held = rows.filter((r) => r.status === "HELD");
  return {
    sold: rows.filter((r) => r.status === "SOLD").map((r) => r.id),
    held: held.map((r) => r.id),
    nextLapseIn: held.length ? Math.min(...held.map((r) => Number(r.lapsesIn))) : null,
  };
}
