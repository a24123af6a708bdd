import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { doorScans, events, ticketTransfers, tickets, vendors } from "@/db/schema";

// The transfers' reads and writes: a ticket locked for a transfer, whether the door has let it
// in, the transfer rows, and the ticket that replaces one passed on.

export type TransferRow = typeof ticketTransfers.$inferSelect;

/** A ticket with its event's start, locked: a transfer and a door scan of it wait on each other. */
export async function lockTicket(tx: Tx, ticketId: string) {
  const [row] = await tx
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      seatId: tickets.seatId,
      eventId: tickets.eventId,
      seatLabel: tickets.seatLabel,
      holderName: tickets.holderName,
      holderAccountId: tickets.holderAccountId,
      generation: tickets.generation,
      voidedAt: tickets.voidedAt,
      startsAt: events.startsAt,
      transferCutoffHours: events.transferCutoffHours,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.id, ticketId))
    .for("update", { of: tickets });
  return row;
}

/** Whether the door has let a ticket in (a scan admitted it, or two phones both did). */
export async function ticketAdmitted(tx: Tx, ticketId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: doorScans.id })
    .from(doorScans)
    .where(
      and(
        eq(doorScans.ticketId, ticketId),
        inArray(doorScans.result, ["ADMITTED", "ALREADY_ADMITTED", "CONFLICT", "EXITED"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The ticket's transfer waiting to be accepted, if any. */
export async function pendingTransferOf(tx: Tx, ticketId: string) {
  const [row] = await tx
    .select({ id: ticketTransfers.id })
    .from(ticketTransfers)
    .where(and(eq(ticketTransfers.ticketId, ticketId), eq(ticketTransfers.status, "PENDING")));
  return row;
}

export async function insertTransfer(
  tx: Tx,
  values: Pick<TransferRow, "ticketId" | "fromAccountId" | "toEmail" | "locale" | "tokenHash">,
): Promise<TransferRow> {
  const [row] = await tx.insert(ticketTransfers).values(values).returning();
  return row!;
}

/** A transfer, locked, with the seat of its ticket. */
export async function lockTransfer(tx: Tx, transferId: number) {
  const [row] = await tx
    .select({ transfer: ticketTransfers, seatLabel: tickets.seatLabel })
    .from(ticketTransfers)
    .innerJoin(tickets, eq(tickets.id, ticketTransfers.ticketId))
    .where(eq(ticketTransfers.id, transferId))
    .for("update", { of: ticketTransfers });
  return row;
}

export async function updateTransfer(
  tx: Tx,
  transferId: number,
  changes: Partial<
    Pick<TransferRow, "status" | "acceptedBy" | "acceptedAt" | "cancelledAt" | "newTicketId">
  >,
): Promise<TransferRow> {
  const [row] = await tx
    .update(ticketTransfers)
    .set(changes)
    .where(eq(ticketTransfers.id, transferId))
    .returning();
  return row!;
}

/**
 * Passes a ticket on, in the transaction that accepts its transfer: the ticket is voided as
 * TRANSFERRED and the next generation issued for the same order and seat, held by `holder`
 * (a new id, so a new signed code, and a new short code from the database). The seat's partial
 * unique index (one valid ticket per seat) holds across the two writes.
 */
export async function passTicketOn(
  tx: Tx,
  ticket: {
    id: string;
    orderId: number;
    seatId: number;
    eventId: number;
    seatLabel: string;
    generation: number;
  },
  holder: { accountId: number; name: string },
  voidReason: string,
) {
  const voided = await tx
    .update(tickets)
    .set({ voidedAt: sql`now()`, voidReason })
    .where(and(eq(tickets.id, ticket.id), isNull(tickets.voidedAt)))
    .returning({ id: tickets.id });
  if (voided.length !== 1) throw new Error(`ticket ${ticket.id} was not valid`);
  const [issued] = await tx
    .insert(tickets)
    .values({
      orderId: ticket.orderId,
      seatId: ticket.seatId,
      eventId: ticket.eventId,
      seatLabel: ticket.seatLabel,
      holderName: holder.name,
      holderAccountId: holder.accountId,
      generation: ticket.generation + 1,
    })
    .returning();
  return issued!;
}

/** The event a ticket belongs to, as its PDF and calendar file print it. */
export async function ticketEvent(tx: Tx, eventId: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId));
  return row!;
}

/** An account's name, e-mail and language. */
export async function accountOf(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({
      id: vendors.id,
      name: vendors.contactName,
      email: vendors.email,
      locale: vendors.locale,
    })
    .from(vendors)
    .where(eq(vendors.id, accountId));
  return row;
}

/** A transfer for the page that accepts it: the ticket's seat and event, and who sent it. */
export async function findTransferForAccept(transferId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      transfer: ticketTransfers,
      seatLabel: tickets.seatLabel,
      voided: sql<boolean>`${tickets.voidedAt} is not null`,
      fromName: vendors.contactName,
      event: {
        name: events.name,
        nameAr: events.nameAr,
        dateText: events.dateText,
        dateTextAr: events.dateTextAr,
        startsAt: events.startsAt,
        transferCutoffHours: events.transferCutoffHours,
        endsAt: events.endsAt,
        location: events.location,
        locationAr: events.locationAr,
        address: events.address,
        guid: events.guid,
      },
    })
    .from(ticketTransfers)
    .innerJoin(tickets, eq(tickets.id, ticketTransfers.ticketId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(vendors, eq(vendors.id, ticketTransfers.fromAccountId))
    .where(eq(ticketTransfers.id, transferId));
  return row;
}

/**
 * An order's tickets for the console, every generation: the seat, who holds it (name and
 * e-mail), whether it is valid, and the transfer that passed it on (to whom, when).
 */
export async function orderTicketHolders(orderId: number) {
  const db = await getDb();
  return db
    .select({
      ticketId: tickets.id,
      seatLabel: tickets.seatLabel,
      generation: tickets.generation,
      holderName: tickets.holderName,
      holderEmail: vendors.email,
      issuedAt: tickets.issuedAt,
      voidedAt: tickets.voidedAt,
      voidReason: tickets.voidReason,
      passedOnTo: ticketTransfers.toEmail,
      passedOnAt: ticketTransfers.acceptedAt,
    })
    .from(tickets)
    .innerJoin(vendors, eq(vendors.id, tickets.holderAccountId))
    .leftJoin(
      ticketTransfers,
      and(eq(ticketTransfers.ticketId, tickets.id), eq(ticketTransfers.status, "ACCEPTED")),
    )
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.seatId), asc(tickets.generation));
}
