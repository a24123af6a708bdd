import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orders, payments } from "@/db/schema";

const lapsed = and(eq(orders.status, "PENDING"), lte(orders.holdExpiresAt, sql`now()`));

/** Unpaid checkouts whose hold has lapsed (the database's clock): their order ids, oldest first. */
export async function listLapsedCheckouts({ limit }: { limit: number }): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(lapsed)
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Locks a lapsed checkout: its order with its payments, in one statement as fulfilment locks a
 * payment with its order, so the two never wait on each other in opposite orders. Answers the
 * payments still OPEN and their Checkout Sessions; null when the order is no longer an unpaid
 * checkout with a lapsed hold (paid, cancelled or ended meanwhile).
 */
export async function lockLapsedCheckout(
  tx: Tx,
  orderId: number,
): Promise<{ paymentIds: number[]; sessionIds: string[] } | null> {
  const rows = await tx
    .select({ id: payments.id, status: payments.status, sessionId: payments.stripeSessionId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.id, orderId), lapsed))
    .for("update", { of: [payments, orders] });
  if (rows.length === 0) return null;
  const open = rows.filter((r) => r.status === "OPEN");
  return {
    paymentIds: open.map((r) => r.id),
    sessionIds: open.flatMap((r) => (r.sessionId ? [r.sessionId] : [])),
  };
}
