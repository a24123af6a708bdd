import "server-only";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb, type Tx } from "../../db/client";
import type { OrderItemRow } from "../../db/queries/model";
import { events, orderItems, orders, seats, tickets } from "../../db/schema";

/**
 * One ticket per seat item of an order (a seat already ticketed for the order is skipped), in
 * the payment's transaction, each under its own seat's event (not the order's: a voided ticket
 * is listed for its event's scanners); answers the tickets issued now.
 */
export async function insertTickets(
  tx: Tx,
  orderId: number,
  holderName: string,
  seatItems: OrderItemRow[],
) {
  const seatRows = await tx
    .select({ id: seats.id, eventId: seats.eventId })
    .from(seats)
    .where(
      inArray(
        seats.id,
        seatItems.map((i) => i.seatId!),
      ),
    );
  const eventOf = new Map(seatRows.map((s) => [s.id, s.eventId]));
  return tx
    .insert(tickets)
    .values(
      seatItems.map((i) => ({
        orderId,
        seatId: i.seatId!,
        eventId: eventOf.get(i.seatId!)!,
        seatLabel: i.name,
        holderName,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** The events of tickets just issued, by id (an order's seats may belong to several). */
export async function findEventsForTickets(tx: Tx, eventIds: number[]) {
  const rows = await tx.select().from(events).where(inArray(events.id, eventIds));
  return new Map(rows.map((event) => [event.id, event]));
}

export type AccountTicket = {
  id: string;
  orderId: number;
  seatLabel: string;
  holderName: string;
  /** The number printed under the QR code, typed at the door when a camera cannot read it. */
  shortCode: string;
  voided: boolean;
  event: {
    guid: string;
    name: string;
    dateText: string;
    startsAt: Date;
    endsAt: Date;
    location: string;
    address: string;
    /** The organiser's Arabic text, where written. */
    nameAr: string | null;
    dateTextAr: string | null;
    locationAr: string | null;
  };
};

const eventColumns = {
  guid: events.guid,
  name: events.name,
  dateText: events.dateText,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  address: events.address,
  nameAr: events.nameAr,
  dateTextAr: events.dateTextAr,
  locationAr: events.locationAr,
};

/** The account's tickets, newest order first, seats in order. */
export async function listTicketsForAccount({
  accountId,
  orderId,
}: {
  accountId: number;
  orderId?: number;
}): Promise<AccountTicket[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      seatLabel: tickets.seatLabel,
      holderName: tickets.holderName,
      shortCode: tickets.shortCode,
      voidedAt: tickets.voidedAt,
      event: eventColumns,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(
      and(
        eq(orders.vendorId, accountId),
        orderId === undefined ? undefined : eq(tickets.orderId, orderId),
      ),
    )
    .orderBy(desc(tickets.orderId), asc(tickets.seatId));
  return rows.map(({ voidedAt, ...t }) => ({ ...t, voided: voidedAt !== null }));
}

export type SeatOrderAwaitingTickets = {
  orderId: number;
  eventName: string;
  dateText: string;
  /** The organiser's Arabic name and date line, where written. */
  eventNameAr: string | null;
  dateTextAr: string | null;
  seats: string[];
  balanceCents: number;
  totalCents: number;
};

/** Seat orders paid in part: their seats are kept, their tickets come with the last payment. */
export async function listSeatOrdersWithBalance({
  accountId,
}: {
  accountId: number;
}): Promise<SeatOrderAwaitingTickets[]> {
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orders.id,
      eventName: events.name,
      dateText: events.dateText,
      eventNameAr: events.nameAr,
      dateTextAr: events.dateTextAr,
      balanceCents: orders.balanceCents,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.vendorId, accountId),
        eq(orders.checkoutType, "TICKETS"),
        eq(orders.status, "PARTIALLY_PAID"),
      ),
    )
    .orderBy(desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.orderId),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((r) => ({
    ...r,
    seats: items.filter((i) => i.orderId === r.orderId).map((i) => i.name),
  }));
}

/** The event's voided tickets (refunds, cancellations), most recently voided first. */
export async function listVoidedTickets(eventId: number) {
  const db = await getDb();
  return db
    .select({ id: tickets.id, seatLabel: tickets.seatLabel, voidedAt: tickets.voidedAt })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), isNotNull(tickets.voidedAt)))
    .orderBy(desc(tickets.voidedAt), asc(tickets.id));
}
