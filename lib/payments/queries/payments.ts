import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orders, payments, refunds, stripeEvents } from "@/db/schema";
import { CHECKOUT_SESSION_MINUTES } from "@/db/queries/holds";
import type { PaymentKind } from "@/db/schema";
import { settlePayment, type OrderRow } from "./ledger";

// A payment's own rows, beside the order's ledger: a payment written and given its Checkout
// Session, failed or found by it, the provider's events recorded once, and the refunds still to
// ask the provider for.

/** A payment about to be asked for: OPEN until its Checkout Session ends. */
export async function insertPayment(
  tx: Tx,
  payment: { orderId: number; kind: PaymentKind; amountCents: number },
): Promise<number> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}

/** Stores the Checkout Session opened for a payment (the only session fulfilment accepts). */
export async function setPaymentSession(paymentId: number, sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(payments)
    .set({ stripeSessionId: sessionId, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** A payment whose Checkout Session could not be opened. */
export function failPayment(tx: Tx, paymentId: number) {
  return settlePayment(tx, paymentId, "FAILED");
}

/** A payment by its Checkout Session id, with the order it pays for. */
export async function findPaymentBySession(sessionId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      paymentId: payments.id,
      kind: payments.kind,
      status: payments.status,
      amountCents: payments.amountCents,
      orderId: orders.id,
      vendorId: orders.vendorId,
      checkoutType: orders.checkoutType,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.stripeSessionId, sessionId));
  return row;
}

/** An order, locked for the rest of the transaction. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/** Whether a balance payment of the order is still payable (its session not yet ended). */
export async function hasOpenBalancePayment(tx: Tx, orderId: number): Promise<boolean> {
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, "BALANCE"),
        eq(payments.status, "OPEN"),
        sql`${payments.createdAt} > now() - (${CHECKOUT_SESSION_MINUTES} * interval '1 minute')`,
      ),
    );
  return open.length > 0;
}

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

/** Ends the order's payments still OPEN (an organiser's change closes its checkouts). */
export async function expireOpenPayments(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "EXPIRED", updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "OPEN")));
}

/** The Checkout Sessions of the order's payments still OPEN. */
export async function openSessionsOf(orderId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ sessionId: payments.stripeSessionId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "OPEN")));
  return rows.flatMap((r) => (r.sessionId ? [r.sessionId] : []));
}

/** A payment the site recorded as made without the provider: an order a 100% coupon made free. */
export async function insertFreePayment(tx: Tx, orderId: number, sessionId: string) {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId,
      kind: "INITIAL",
      method: "COUPON",
      amountCents: 0,
      status: "PAID",
      stripeSessionId: sessionId,
    })
    .returning({ id: payments.id });
  return row!.id;
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
