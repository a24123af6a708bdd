import type { OrderItemKind } from "@/db/schema";
import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  booths,
  depositInspections,
  events,
  orderItems,
  orders,
  seats,
  sections,
  type OrderStatus,
} from "@/db/schema";
import { effectiveBoothStatus } from "@/db/queries/holds";
import { orderItemArabicColumns } from "@/db/queries/order-item-names";
import { isLive } from "./view";
import { effectiveSeatStatus } from "@/db/queries/seats";

export type OrderSummary = {
  id: number;
  status: OrderStatus;
  checkoutType: "BOOTH_CART" | "TICKETS";
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  createdAt: Date;
  /** Until when a PENDING order's items are held. */
  holdExpiresAt: Date | null;
  /** What the site tells the buyer about the order (a refund it made and why), or null. */
  message: string | null;
  /** The event's name (null only for orders older than that record). */
  eventName: string | null;
  /** The organiser's Arabic name of the event, where written. */
  eventNameAr: string | null;
  items: {
    name: string;
    kind: OrderItemKind;
    sectionName: string | null;
    /** The add-on's and the booth's section's Arabic names (null where not written). */
    nameAr: string | null;
    sectionNameAr: string | null;
    unitPriceCents: number;
  }[];
  /** The damage deposit (apart from the amounts above): owed, received, returned, kept. */
  depositCents: number;
  depositPaidCents: number;
  depositReturnedCents: number;
  depositKeptCents: number;
  /** Why part of the deposit was kept (the inspection's reason), or null. */
  depositReason: string | null;
  /** The day everything is owed, the deposit too (the event's balance due date). */
  balanceDueDate: string | null;
};

/** The caller's orders, newest first, with their items (profile page). */
export async function listOrdersForVendor({
  vendorId,
}: {
  vendorId: number;
}): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      order: orders,
      eventName: events.name,
      eventNameAr: events.nameAr,
      balanceDueDate: events.balanceDueDate,
      depositReason: depositInspections.reason,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoin(depositInspections, eq(depositInspections.orderId, orders.id))
    .where(eq(orders.vendorId, vendorId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      kind: orderItems.kind,
      sectionName: orderItems.sectionName,
      ...orderItemArabicColumns,
      unitPriceCents: orderItems.unitPriceCents,
      releasedAt: orderItems.releasedAt,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    );
  return rows.map(({ order: o, eventName, eventNameAr, balanceDueDate, depositReason }) => ({
    id: o.id,
    status: o.status,
    checkoutType: o.checkoutType,
    totalCents: o.totalCents,
    // what the order holds: paid less refunded
    paidCents: o.paidCents - o.refundedCents,
    balanceCents: o.balanceCents,
    createdAt: o.createdAt,
    holdExpiresAt: o.holdExpiresAt,
    message: o.message,
    eventName,
    eventNameAr,
    // a live order lists what it still holds; an ended one, what it held
    items: items
      .filter((i) => i.orderId === o.id && (i.releasedAt === null || !isLive(o.status)))
      .map(({ orderId: _orderId, releasedAt: _releasedAt, ...i }) => i),
    depositCents: o.depositCents,
    depositPaidCents: o.depositPaidCents,
    depositReturnedCents: o.depositReturnedCents,
    depositKeptCents: o.depositKeptCents,
    depositReason,
    balanceDueDate,
  }));
}

export type ItemAgain = {
  kind: "BOOTH" | "SEAT";
  id: number;
  name: string;
  sectionName: string | null;
  eventGuid: string;
  eventName: string;
  priceCents: number | null;
  available: boolean;
};

/**
 * An order's booths and seats as they stand now (today's price, whether anyone can book them),
 * so a cancelled checkout can be tried again.
 */
export async function itemsToTryAgain({ orderId }: { orderId: number }): Promise<ItemAgain[]> {
  const db = await getDb();
  const [boothRows, seatRows] = await Promise.all([
    db
      .select({
        id: booths.id,
        name: booths.name,
        sectionName: sections.name,
        eventGuid: events.guid,
        eventName: events.name,
        priceCents: booths.priceCents,
        status: effectiveBoothStatus,
        eventStatus: events.status,
      })
      .from(orderItems)
      .innerJoin(booths, eq(booths.id, orderItems.boothId))
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .innerJoin(events, eq(events.id, sections.eventId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: seats.id,
        name: orderItems.name,
        eventGuid: events.guid,
        eventName: events.name,
        priceCents: seats.priceCents,
        status: effectiveSeatStatus,
        eventStatus: events.status,
      })
      .from(orderItems)
      .innerJoin(seats, eq(seats.id, orderItems.seatId))
      .innerJoin(events, eq(events.id, seats.eventId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
  ]);
  const available = (r: { status: string; eventStatus: string; priceCents: number | null }) =>
    r.status === "AVAILABLE" && r.eventStatus === "ACTIVE" && r.priceCents !== null;
  return [
    ...boothRows.map((r) => ({
      kind: "BOOTH" as const,
      id: r.id,
      name: r.name,
      sectionName: r.sectionName,
      eventGuid: r.eventGuid,
      eventName: r.eventName,
      priceCents: r.priceCents,
      available: available(r),
    })),
    ...seatRows.map((r) => ({
      kind: "SEAT" as const,
      id: r.id,
      name: r.name,
      sectionName: null,
      eventGuid: r.eventGuid,
      eventName: r.eventName,
      priceCents: r.priceCents,
      available: available(r),
    })),
  ];
}
