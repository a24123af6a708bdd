import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../client";
import { events, orderItems, orders, type OrderStatus } from "../schema";

export type OrderSummary = {
  id: number;
  status: OrderStatus;
  checkoutType: "BOOTH_CART" | "TICKETS";
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  createdAt: Date;
  /** The event's name (null only for orders older than that record). */
  eventName: string | null;
  items: {
    name: string;
    kind: "BOOTH" | "SEAT";
    sectionName: string | null;
    unitPriceCents: number;
  }[];
};

/** The caller's orders, newest first, with their items (profile page). */
export async function listOrdersForVendor({
  vendorId,
}: {
  vendorId: number;
}): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({ order: orders, eventName: events.name })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.vendorId, vendorId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      kind: orderItems.kind,
      sectionName: orderItems.sectionName,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    );
  return rows.map(({ order: o, eventName }) => ({
    id: o.id,
    status: o.status,
    checkoutType: o.checkoutType,
    totalCents: o.totalCents,
    paidCents: o.paidCents,
    balanceCents: o.balanceCents,
    createdAt: o.createdAt,
    eventName,
    items: items.filter((i) => i.orderId === o.id).map(({ orderId: _orderId, ...i }) => i),
  }));
}
