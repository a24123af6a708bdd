import "server-only";
import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  addons,
  booths,
  events,
  orderItems,
  orders,
  sections,
  tickets,
  vendors,
} from "@/db/schema";

// What the door's codes name: an event's tickets and voids, its booked booths (vendors' passes)
// and their add-ons, and what a typed short code names.

/** Orders whose booths are the vendor's: paid in part or in full (not holds, not ended ones). */
const BOOKED = ["PARTIALLY_PAID", "PAID"] as const;

/** The event's tickets (issued or voided since `since` when given): id, seat, and whether voided. */
export async function doorTickets(eventId: number, since?: Date) {
  const db = await getDb();
  return db
    .select({
      id: tickets.id,
      seatLabel: tickets.seatLabel,
      shortCode: tickets.shortCode,
      voidedAt: tickets.voidedAt,
      voidReason: tickets.voidReason,
      issuedAt: tickets.issuedAt,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, eventId),
        since ? or(gte(tickets.issuedAt, since), gte(tickets.voidedAt, since)) : undefined,
      ),
    )
    .orderBy(asc(tickets.issuedAt), asc(tickets.seatId));
}

/** Booked booths (of an event, a vendor or an order): order, booth, section, business, garbage. */
export async function bookedBooths(
  filter: { eventId: number } | { vendorId: number } | { orderId: number },
  tx?: Tx,
) {
  const db = tx ?? (await getDb());
  return db
    .select({
      orderId: orders.id,
      eventId: orders.eventId,
      eventGuid: events.guid,
      eventName: events.name,
      eventNameAr: events.nameAr,
      vendorId: orders.vendorId,
      boothId: booths.id,
      booth: booths.name,
      shortCode: orderItems.shortCode,
      section: orderItems.sectionName,
      sectionAr: sections.nameAr,
      business: vendors.lob,
      legalName: vendors.legalName,
      ownGarbage: orders.ownGarbage,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(booths, eq(booths.id, orderItems.boothId))
    .leftJoin(sections, eq(sections.id, booths.sectionId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        "eventId" in filter
          ? eq(orders.eventId, filter.eventId)
          : "orderId" in filter
            ? eq(orders.id, filter.orderId)
            : eq(orders.vendorId, filter.vendorId),
        eq(orders.checkoutType, "BOOTH_CART"),
        inArray(orders.status, [...BOOKED]),
        eq(orderItems.kind, "BOOTH"),
        isNull(orderItems.releasedAt),
      ),
    )
    .orderBy(asc(orders.id), asc(booths.id));
}

/** The add-ons each booked booth carries (charged order items), by order. */
export async function boothAddons(orderIds: number[], tx?: Tx) {
  if (!orderIds.length) return [];
  const db = tx ?? (await getDb());
  return db
    .select({
      orderId: orderItems.orderId,
      boothId: orderItems.forBoothId,
      name: orderItems.name,
      nameAr: addons.nameAr,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(addons, eq(addons.id, orderItems.addonId))
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        eq(orderItems.kind, "ADDON"),
        isNull(orderItems.releasedAt),
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** The tickets a batch names, locked in id order (one ticket's scans are decided one at a time). */
export async function lockTickets(tx: Tx, ids: string[]) {
  if (!ids.length) return [];
  const sorted = [...new Set(ids)].sort();
  return tx
    .select({
      id: tickets.id,
      eventId: tickets.eventId,
      seatLabel: tickets.seatLabel,
      voidedAt: tickets.voidedAt,
      voidReason: tickets.voidReason,
    })
    .from(tickets)
    .where(inArray(tickets.id, sorted))
    .orderBy(asc(tickets.id))
    .for("update");
}

/**
 * What typed short codes name: tickets (id, seat, event) and booked booths' passes (order, booth,
 * event). A code that names nothing is absent.
 */
export async function shortCodeTargets(shortCodes: string[], tx?: Tx) {
  if (!shortCodes.length) return { tickets: [], passes: [] };
  const db = tx ?? (await getDb());
  const [ticketRows, passRows] = await Promise.all([
    db
      .select({
        shortCode: tickets.shortCode,
        ticketId: tickets.id,
        seatLabel: tickets.seatLabel,
        eventGuid: events.guid,
      })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(inArray(tickets.shortCode, shortCodes)),
    db
      .select({
        shortCode: orderItems.shortCode,
        orderId: orderItems.orderId,
        boothId: orderItems.boothId,
        eventGuid: events.guid,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(and(inArray(orderItems.shortCode, shortCodes), eq(orderItems.kind, "BOOTH"))),
  ]);
  return {
    tickets: ticketRows,
    passes: passRows.flatMap((p) => (p.boothId === null ? [] : [{ ...p, boothId: p.boothId }])),
  };
}
