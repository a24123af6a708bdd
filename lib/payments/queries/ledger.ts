import "server-only";
import { and, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Tx } from "@/db/client";
import {
  booths,
  coupons,
  events,
  orderCharges,
  orderItems,
  orders,
  payments,
  refunds,
  seats,
  vendors,
} from "@/db/schema";
import { orderEventColumns } from "@/db/queries/order-event";

// The statements that record payments against orders. Each runs in the caller's transaction:
// the caller locks the payment first, so all work on one order is serialised.

export type OrderRow = typeof orders.$inferSelect;
export type OrderChange = Partial<
  Pick<
    OrderRow,
    | "status"
    | "paidCents"
    | "balanceCents"
    | "holdExpiresAt"
    | "message"
    | "couponReserved"
    | "keptCents"
    | "cancelledBy"
    | "depositKeptCents"
  >
>;

/** The columns the ledger's figures are written to (lib/payments/figures). */
export type FigureColumns = Pick<
  OrderRow,
  | "subtotalCents"
  | "discountCents"
  | "feesCents"
  | "taxCents"
  | "chargesCents"
  | "creditsCents"
  | "totalCents"
  | "paidCents"
  | "refundedCents"
  | "balanceCents"
  | "status"
  | "depositPaidCents"
  | "depositReturnedCents"
>;

/** The party columns an order's e-mails need, as lockPayment answers them. */
const partyColumns = {
  vendor: {
    contactName: vendors.contactName,
    legalName: vendors.legalName,
    email: vendors.email,
    lob: vendors.lob,
  },
  event: orderEventColumns,
};

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
      ...partyColumns,
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
        .set({ ...sold, status: "SOLD", heldByOfferId: null, updatedAt: sql`now()` })
        .where(inArray(seats.id, sale.seatIds)),
    tx.update(orderItems).set({ fulfilled: true }).where(eq(orderItems.orderId, sale.orderId)),
  ]);
}

/**
 * Takes one use of a coupon for an order, if the coupon is usable now (active, in date, a use
 * left); false otherwise. The row lock and the table's check make the limit hold for any number
 * of checkouts at once.
 */
export async function reserveCoupon(tx: Tx, code: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.active, true),
        sql`${coupons.percentOff} > 0`,
        or(isNull(coupons.validFrom), lte(coupons.validFrom, sql`now()`)),
        or(isNull(coupons.validUntil), gte(coupons.validUntil, sql`now()`)),
        or(isNull(coupons.maxRedemptions), sql`${coupons.redemptions} < ${coupons.maxRedemptions}`),
      ),
    )
    .returning({ code: coupons.code });
  return taken.length > 0;
}

/** Gives back the use of its coupon an order holds (a checkout that ended unpaid). */
export function releaseCoupon(tx: Tx, order: Pick<OrderRow, "id">) {
  return releaseCoupons(tx, [order.id]);
}

/**
 * Gives back the coupon uses these orders hold, once each: the orders' flag is cleared in the
 * same statement that counts them.
 */
export async function releaseCoupons(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    with released as (
      update ${orders} set coupon_reserved = false
      where ${inArray(orders.id, orderIds)} and ${orders.couponReserved}
      returning ${orders.couponCode} as code
    ), counted as (select code, count(*)::int as n from released where code is not null group by code)
    update ${coupons} set redemptions = greatest(${coupons.redemptions} - counted.n, 0)
    from counted where ${coupons.code} = counted.code`);
}

/** An order locked for a money event, with the parties its e-mails name. */
export async function lockOrderForMoney(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ order: orders, ...partyColumns })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId))
    .for("update", { of: orders });
  return row ?? null;
}

/** A refund of the order's damage deposit (a refund row of a DEPOSIT payment). */
// (the outer row named in full: a one-table select leaves its columns unqualified)
const ofDeposit = sql`exists (select 1 from ${payments} p where p.id = ${sql.raw(`"refunds"."payment_id"`)} and p.kind = 'DEPOSIT')`;

/**
 * The rows an order's figures derive from: the items it still holds, its charges, the money that
 * reached the site (payments PAID, or REFUNDED after arriving) and the money given back (refunds
 * not FAILED). The damage deposit's payments and their refunds are kept apart: they never enter
 * what the order is paid, refunded or owes, and answer as the deposit received and returned.
 * Read in the caller's transaction, after it locked the order.
 */
export async function readLedgerRows(tx: Tx, orderId: number) {
  const [items, charges, received, refunded] = await Promise.all([
    tx
      .select({ cents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.releasedAt)))
      .orderBy(orderItems.id),
    tx
      .select({ amountCents: orderCharges.amountCents, taxCents: orderCharges.taxCents })
      .from(orderCharges)
      .where(eq(orderCharges.orderId, orderId)),
    tx
      .select({
        deposit: sql<boolean>`${payments.kind} = 'DEPOSIT'`,
        cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["PAID", "REFUNDED"])))
      .groupBy(sql`1`),
    tx
      .select({
        deposit: sql<boolean>`${ofDeposit}`,
        cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number),
        credits: sql<number>`coalesce(sum(${refunds.creditCents}), 0)`.mapWith(Number),
      })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), sql`${refunds.status} <> 'FAILED'`))
      .groupBy(sql`1`),
  ]);
  const part = <R extends { deposit: boolean }>(rows: R[], deposit: boolean) =>
    rows.find((r) => Boolean(r.deposit) === deposit);
  return {
    liveItemCents: items.map((i) => Number(i.cents)),
    charges,
    receivedCents: part(received, false)?.cents ?? 0,
    refundedCents: part(refunded, false)?.cents ?? 0,
    creditsCents: part(refunded, false)?.credits ?? 0,
    depositReceivedCents: part(received, true)?.cents ?? 0,
    depositReturnedCents: part(refunded, true)?.cents ?? 0,
  };
}

/** Writes an order's figures and status (with any other change decided with them). */
export function writeFigures(tx: Tx, orderId: number, figures: FigureColumns & OrderChange) {
  return tx
    .update(orders)
    .set({ ...figures, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
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
