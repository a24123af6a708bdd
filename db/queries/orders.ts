import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../client";
import { orderItems, orders, type OrderStatus } from "../schema";

export type OrderSummary = {
  id: number;
  status: OrderStatus;
  checkoutType: "BOOTH_CART" | "TICKETS";
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  createdAt: Date;
  items: { name: string; kind: "BOOTH" | "SEAT"; unitPriceCents: number }[];
};

/** The caller's orders, newest first, with their items (profile page). */
export async function listOrdersForVendor({
  vendorId,
}: {
  vendorId: number;
}): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.vendorId, vendorId))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      kind: orderItems.kind,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    );
  return rows.map((o) => ({
    id: o.id,
    status: o.status,
    checkoutType: o.checkoutType,
    totalCents: o.totalCents,
    paidCents: o.paidCents,
    balanceCents: o.balanceCents,
    createdAt: o.createdAt,
    items: items.filter((i) => i.orderId === o.id).map(({ orderId: _orderId, ...i }) => i),
  }));
}
