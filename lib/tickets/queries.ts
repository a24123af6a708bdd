import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "../../db/client";
import type { OrderItemRow } from "../../db/queries/model";
import {
  doorScans,
  events,
  orderItems,
  orders,
  seats,
  ticketTransfers,
  tickets,
  vendors,
} from "../../db/schema";

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
        // the order's buyer holds its tickets until one is passed on
        holderAccountId: sql<number>`(select ${orders.vendorId} from ${orders} where ${orders.id} = ${orderId})`,
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
  /** The door has let it in: it can no longer be passed on. */
  admitted: boolean;
  /** The transfer waiting for a friend to accept it (the holder may cancel it). */
  pendingTransfer: { id: number; toEmail: string } | null;
  /** Passed on: the address of the friend who accepted it (the ticket is voided). */
  passedOnTo: string | null;
  /** Passed on to this account: who sent it, and the language they chose for it. */
  receivedFrom: { name: string; locale: "en" | "ar" } | null;
  event: {
    guid: string;
    name: string;
    dateText: string;
    startsAt: Date;
    endsAt: Date;
    /** The organiser's cut-off for passing tickets on, in hours before the doors open. */
    transferCutoffHours: number;
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
  transferCutoffHours: events.transferCutoffHours,
  location: events.location,
  address: events.address,
  nameAr: events.nameAr,
  dateTextAr: events.dateTextAr,
  locationAr: events.locationAr,
};

const pending = alias(ticketTransfers, "pending_transfer");
const passedOn = alias(ticketTransfers, "passed_on");
const received = alias(ticketTransfers, "received");
const sender = alias(vendors, "sender");

/**
 * The tickets the account holds or held (bought, or passed on to it; those it passed on stay
 * listed, voided), newest order first, seats in order, each with its transfers.
 */
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
      admitted: sql<boolean>`exists (select 1 from ${doorScans} where ${doorScans.ticketId} = ${tickets.id} and ${doorScans.result} in ('ADMITTED', 'ALREADY_ADMITTED', 'CONFLICT', 'EXITED'))`,
      pendingId: pending.id,
      pendingTo: pending.toEmail,
      passedOnTo: passedOn.toEmail,
      receivedFrom: sender.contactName,
      receivedLocale: received.locale,
      event: eventColumns,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .leftJoin(pending, and(eq(pending.ticketId, tickets.id), eq(pending.status, "PENDING")))
    .leftJoin(passedOn, and(eq(passedOn.ticketId, tickets.id), eq(passedOn.status, "ACCEPTED")))
    .leftJoin(received, eq(received.newTicketId, tickets.id))
    .leftJoin(sender, eq(sender.id, received.fromAccountId))
    .where(
      and(
        eq(tickets.holderAccountId, accountId),
        orderId === undefined ? undefined : eq(tickets.orderId, orderId),
      ),
    )
    .orderBy(desc(tickets.orderId), asc(tickets.seatId), asc(tickets.generation));
  return rows.map(
    ({ voidedAt, pendingId, pendingTo, receivedFrom, receivedLocale, admitted, ...t }) => ({
      ...t,
      voided: voidedAt !== null,
      admitted: Boolean(admitted),
      pendingTransfer: pendingId !== null ? { id: pendingId, toEmail: pendingTo! } : null,
      receivedFrom:
        receivedFrom !== null ? { name: receivedFrom, locale: receivedLocale ?? "en" } : null,
    }),
  );
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
