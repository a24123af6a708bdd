import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "../client";
import {
  booths,
  coupons,
  events,
  orderItems,
  orders,
  payments,
  seats,
  stripeEvents,
  vendors,
} from "../schema";
import { CHECKOUT_SESSION_MINUTES } from "./holds";
import { orderEventColumns } from "./order-view";

// The statements that record payments against orders. Each runs in the caller's transaction:
// the caller locks the payment first, so all work on one order is serialised.

export type OrderRow = typeof orders.$inferSelect;
export type OrderChange = Partial<
  Pick<OrderRow, "status" | "paidCents" | "balanceCents" | "holdExpiresAt" | "message">
>;

/**
 * The payment a Checkout Session was opened for, found by the session id stored on it (never by
 * the session's metadata), with its order (both locked: this serialises all work on one order) and
 * the vendor the receipt goes to, in one statement.
 */
export async function lockPayment(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({
      payment: payments,
      order: orders,
      vendor: {
        contactName: vendors.contactName,
        legalName: vendors.legalName,
        email: vendors.email,
        lob: vendors.lob,
      },
      event: orderEventColumns,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(eq(payments.stripeSessionId, sessionId))
    .for("update", { of: [payments, orders] });
  return row ?? null;
}

/** A payment's outcome: PAID or REFUNDED with its payment intent, or EXPIRED / FAILED unpaid. */
export function settlePayment(
  tx: Tx,
  paymentId: number,
  status: "PAID" | "REFUNDED" | "EXPIRED" | "FAILED",
  paymentIntent: string | null = null,
) {
  return tx
    .update(payments)
    .set({
      status,
      ...(paymentIntent ? { paymentIntentId: paymentIntent } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId));
}

export function updateOrder(tx: Tx, orderId: number, change: OrderChange) {
  return tx
    .update(orders)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * Books an order's booths (showing the vendor's line of business) and sells its seats, and marks
 * its items fulfilled; the partial unique indexes on order_items make a second sale of the same
 * item impossible.
 */
export function recordSale(
  tx: Tx,
  sale: { orderId: number; vendorId: number; lob: string; boothIds: number[]; seatIds: number[] },
) {
  const sold = { vendorId: sale.vendorId, heldByOrderId: null, heldUntil: null };
  return Promise.all([
    sale.boothIds.length &&
      tx
        .update(booths)
        .set({ ...sold, status: "BOOKED", lob: sale.lob, updatedAt: sql`now()` })
        .where(inArray(booths.id, sale.boothIds)),
    sale.seatIds.length &&
      tx
        .update(seats)
        .set({ ...sold, status: "SOLD", updatedAt: sql`now()` })
        .where(inArray(seats.id, sale.seatIds)),
    tx.update(orderItems).set({ fulfilled: true }).where(eq(orderItems.orderId, sale.orderId)),
  ]);
}

/** Counts one more use of a coupon. */
export function redeemCoupon(tx: Tx, code: string) {
  return tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(eq(coupons.code, code));
}

/**
 * An order to write; columns may be SQL (the hold expiry uses the database clock). `locale` is
 * the language of the page it was placed from: its receipts and tickets go out in it.
 */
export type NewOrder = PgInsertValue<typeof orders> & { locale: OrderRow["locale"] };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;

/** Writes an order with its items; answers its id and when its holds lapse. */
export async function insertOrder(tx: Tx, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await tx
    .insert(orders)
    .values(order)
    .returning({ id: orders.id, holdExpiresAt: orders.holdExpiresAt });
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

/** A payment about to be asked for: OPEN until its Checkout Session ends. */
export async function insertPayment(
  tx: Tx,
  payment: { orderId: number; kind: "INITIAL" | "BALANCE"; amountCents: number },
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
