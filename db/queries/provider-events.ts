import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { orders, payments, refunds, stripeEvents } from "../schema";

// The payment provider's side of the ledger (ledger.ts): the webhook events already recorded, and
// the refunds still waiting for the provider's answer, to ask again.

/**
 * A webhook event already recorded, with the payment its session belongs to (if any): what a
 * redelivery needs, in one read.
 */
export async function findRecordedEvent(eventId: string, sessionId: string) {
  const db = await getDb();
  const [seen] = await db
    .select({
      id: stripeEvents.id,
      payment: {
        id: payments.id,
        status: payments.status,
        intent: payments.paymentIntentId,
        amountCents: payments.amountCents,
        // whether a refund of it still waits for the provider (a redelivery asks again)
        refundPending: sql<boolean>`exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'PENDING')`,
      },
      currency: orders.currency,
    })
    .from(stripeEvents)
    .leftJoin(payments, eq(payments.stripeSessionId, sessionId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(stripeEvents.id, eventId));
  return seen;
}

/** Records a webhook event once; false when it was already recorded. */
export async function recordEvent(tx: Tx, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** Refunds through the provider still PENDING that match `where`, oldest first, as asks to send again. */
async function pendingRefunds(where: SQL, limit = 1000) {
  const db = await getDb();
  const rows = await db
    .select({
      refundId: refunds.id,
      amountCents: refunds.amountCents,
      intent: payments.paymentIntentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, "PENDING"), sql`${payments.paymentIntentId} is not null`, where))
    .orderBy(refunds.id)
    .limit(limit);
  return rows.map((r) => ({
    refundId: r.refundId,
    amountCents: r.amountCents,
    paymentIntent: r.intent!,
    retry: true,
  }));
}

/** A payment's refunds still waiting for the provider's answer. */
export function pendingRefundAsks(paymentId: number) {
  return pendingRefunds(eq(refunds.paymentId, paymentId));
}

/**
 * Refunds still waiting for the provider's answer after `minutes` (the call failed and no
 * redelivery asked again).
 */
export function staleRefundAsks({ minutes, limit }: { minutes: number; limit: number }) {
  return pendingRefunds(
    sql`${refunds.createdAt} < now() - (${minutes} * interval '1 minute')`,
    limit,
  );
}
