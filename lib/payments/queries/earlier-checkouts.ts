import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orderItems, orders, payments, vendors } from "@/db/schema";
import { releaseHolds } from "@/db/queries/holds";
import { releaseCoupons } from "./ledger";

/** An account's unpaid checkouts: their orders, the items they name and their open sessions. */
export type EarlierCheckouts = {
  orderIds: number[];
  boothIds: number[];
  seatIds: number[];
  sessionIds: string[];
};

/**
 * An account holds items for one unpaid checkout at a time: a new checkout ends the account's
 * PENDING orders (nothing paid on them yet). This locks them, after the vendor's row (FOR NO KEY
 * UPDATE), so two checkouts by one account run one after the other and the second one sees the
 * first one's order. Orders lock before items, as in fulfilment.
 */
export async function lockEarlierCheckouts(tx: Tx, vendorId: number): Promise<EarlierCheckouts> {
  await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for("no key update");
  const rows = await tx
    .select({
      orderId: orders.id,
      paymentStatus: payments.status,
      sessionId: payments.stripeSessionId,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.vendorId, vendorId), eq(orders.status, "PENDING")))
    .orderBy(asc(orders.id))
    .for("update", { of: [orders, payments] });
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const items = orderIds.length
    ? await tx
        .select({ boothId: orderItems.boothId, seatId: orderItems.seatId })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
    : [];
  return {
    orderIds,
    boothIds: items.flatMap((i) => (i.boothId ? [i.boothId] : [])),
    seatIds: items.flatMap((i) => (i.seatId ? [i.seatId] : [])),
    sessionIds: rows.flatMap((r) =>
      r.paymentStatus === "OPEN" && r.sessionId ? [r.sessionId] : [],
    ),
  };
}

/**
 * Ends the earlier checkouts as the cancel page does: orders CANCELLED, open payments EXPIRED,
 * holds released. The caller has locked their items. A session paid anyway later takes the
 * late-payment path: booked if its items are still free, refunded otherwise.
 */
export async function cancelEarlierCheckouts(
  tx: Tx,
  earlier: EarlierCheckouts,
  message: string,
): Promise<{ booths: number; seats: number }> {
  if (earlier.orderIds.length === 0) return { booths: 0, seats: 0 };
  // nothing was paid on them: the coupon uses they reserved go back
  await releaseCoupons(tx, earlier.orderIds);
  const [, , freed] = await Promise.all([
    tx
      .update(orders)
      .set({
        status: "CANCELLED",
        holdExpiresAt: null,
        balanceCents: 0,
        couponReserved: false,
        message,
        updatedAt: sql`now()`,
      })
      .where(inArray(orders.id, earlier.orderIds)),
    tx
      .update(payments)
      .set({ status: "EXPIRED", updatedAt: sql`now()` })
      .where(and(inArray(payments.orderId, earlier.orderIds), eq(payments.status, "OPEN"))),
    releaseHolds(tx, earlier.orderIds),
  ]);
  return freed;
}
