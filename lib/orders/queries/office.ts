import "server-only";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { filterWhere, type OrderFilter } from "@/db/queries/search";
import { getDb, type Tx } from "@/db/client";
import { seatGivenUp } from "@/db/queries/holds";
import {
  booths,
  depositInspections,
  emailOutbox,
  events,
  orderCharges,
  orderItems,
  orders,
  payments,
  refunds,
  seats,
  tickets,
  vendors,
  type OrderStatus,
  type PaymentKind,
  type PaymentMethod,
} from "@/db/schema";

// The organiser console's reads and writes of orders and their money. Writes run in the caller's
// transaction after it has locked the order (lockOrder in lib/payments/queries/payments.ts), so all work on one order is
// serialised with checkout and the webhook, which lock it too.

export type OrderListRow = {
  id: number;
  vendorId: number;
  vendorName: string;
  email: string;
  eventId: number | null;
  eventName: string | null;
  status: OrderStatus;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
  createdAt: Date;
  items: string[];
};

/** One page of orders, newest first, with how many match in all. */
export async function listOrders(
  filter: OrderFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const db = await getDb();
  const where = filterWhere(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        vendorId: orders.vendorId,
        vendorName: vendors.legalName,
        email: vendors.email,
        eventId: orders.eventId,
        eventName: events.name,
        status: orders.status,
        totalCents: orders.totalCents,
        paidCents: orders.paidCents,
        refundedCents: orders.refundedCents,
        balanceCents: orders.balanceCents,
        createdAt: orders.createdAt,
        items: sql<
          string[]
        >`coalesce((select array_agg(${orderItems.name} order by ${orderItems.id}) from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '{}')`,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(events, eq(events.id, orders.eventId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(where),
  ]);
  return { rows, total: count!.n };
}

/** An order as the console shows it: its rows here, and its deposit's inspection (lib/deposits). */
export type OrderDetailRows = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>> & {
  inspection: typeof depositInspections.$inferSelect | null;
};

/** An order with everything the console shows of it, or undefined. */
export async function findOrderDetail(orderId: number, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [head] = await db
    .select({
      order: orders,
      vendor: {
        id: vendors.id,
        legalName: vendors.legalName,
        contactName: vendors.contactName,
        lob: vendors.lob,
        email: vendors.email,
        phone: vendors.phone,
      },
      event: { id: events.id, guid: events.guid, name: events.name, endsAt: events.endsAt },
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!head) return undefined;
  const [items, paid, given, charges, emails] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db
      .select()
      .from(orderCharges)
      .where(eq(orderCharges.orderId, orderId))
      .orderBy(asc(orderCharges.id)),
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        error: emailOutbox.error,
        nextAttemptAt: emailOutbox.nextAttemptAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(asc(emailOutbox.id)),
  ]);
  return {
    ...head,
    items,
    payments: paid,
    refunds: given,
    charges,
    emails,
  };
}

/** Records a payment made at the office (cheque, e-Transfer, cash): PAID at once. */
export async function insertOfflinePayment(
  tx: Tx,
  payment: {
    orderId: number;
    kind: PaymentKind;
    method: Exclude<PaymentMethod, "STRIPE">;
    reference: string | null;
    amountCents: number;
    recordedBy: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, status: "PAID" })
    .returning({ id: payments.id });
  return row!.id;
}

/** A PAID payment of the order and how much of it is not yet refunded (failed refunds aside). */
export type RefundablePayment = {
  id: number;
  method: PaymentMethod;
  paymentIntentId: string | null;
  amountCents: number;
  refundedCents: number;
};

/**
 * The order's PAID payments, newest first, each with what was already given back: those of its
 * price, or (`deposit`) those of its damage deposit, which only the deposit's return refunds.
 */
export async function refundablePayments(
  tx: Tx,
  orderId: number,
  { deposit = false }: { deposit?: boolean } = {},
): Promise<RefundablePayment[]> {
  return tx
    .select({
      id: payments.id,
      method: payments.method,
      paymentIntentId: payments.paymentIntentId,
      amountCents: payments.amountCents,
      // the outer row named in full: this select has one table, which drizzle leaves unqualified
      refundedCents: sql<number>`coalesce((select sum(r.amount_cents) from refunds r
        where r.payment_id = ${sql.raw(`"payments"."id"`)} and r.status <> 'FAILED'), 0)`.mapWith(
        Number,
      ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, "PAID"),
        deposit ? eq(payments.kind, "DEPOSIT") : sql`${payments.kind} <> 'DEPOSIT'`,
      ),
    )
    .orderBy(desc(payments.id));
}

export type NewRefund = {
  orderId: number;
  paymentId: number;
  amountCents: number;
  /** The part that lowers the order's price (a goodwill refund) rather than gives back items. */
  creditCents?: number;
  reason: string;
  status: "PENDING" | "SUCCEEDED";
  createdBy: number | null;
  stripeRefundId?: string | null;
};

export async function insertRefunds(tx: Tx, rows: NewRefund[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(refunds)
    .values(rows.map((r) => ({ ...r, settledAt: r.status === "SUCCEEDED" ? sql`now()` : null })))
    .returning({ id: refunds.id });
  return inserted.map((r) => r.id);
}

/** Stripe's answer to a refund asked for: SUCCEEDED with its id, or FAILED. */
export async function settleRefund(
  tx: Tx,
  refundId: number,
  outcome: { status: "SUCCEEDED" | "FAILED"; stripeRefundId?: string },
): Promise<{ orderId: number; amountCents: number; was: string } | undefined> {
  const [before] = await tx
    .select({ orderId: refunds.orderId, amountCents: refunds.amountCents, was: refunds.status })
    .from(refunds)
    .where(eq(refunds.id, refundId))
    .for("update");
  if (!before) return undefined;
  if (before.was !== "PENDING") {
    // the webhook said so first: keep Stripe's id for the refund all the same
    if (before.was === "SUCCEEDED" && outcome.stripeRefundId)
      await tx
        .update(refunds)
        .set({ stripeRefundId: outcome.stripeRefundId })
        .where(and(eq(refunds.id, refundId), isNull(refunds.stripeRefundId)));
    return before;
  }
  await tx
    .update(refunds)
    .set({
      status: outcome.status,
      ...(outcome.stripeRefundId ? { stripeRefundId: outcome.stripeRefundId } : {}),
      settledAt: sql`now()`,
    })
    .where(eq(refunds.id, refundId));
  return before;
}

/** Items of the order still the buyer's (sold, not given back), by id. */
export async function heldItems(tx: Tx, orderId: number) {
  return tx
    .select({
      id: orderItems.id,
      kind: orderItems.kind,
      name: orderItems.name,
      boothId: orderItems.boothId,
      seatId: orderItems.seatId,
      /** The booth an add-on is for (null for a booth or a seat). */
      forBoothId: orderItems.forBoothId,
      fulfilled: orderItems.fulfilled,
      cents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.releasedAt)))
    .orderBy(asc(orderItems.id));
}

/**
 * Gives items of an order back: the booths AVAILABLE and the seats AVAILABLE at once (a hold of
 * this order on them ends too; a seat its waitlist offer's holder was checking out goes back to
 * that offer while it is open), the items no longer fulfilled (so they can be sold again), and
 * the tickets of the seats voided. Answers the voided tickets' ids.
 */
export async function releaseItems(
  tx: Tx,
  orderId: number,
  items: { id: number; boothId: number | null; seatId: number | null }[],
  reason: string,
): Promise<string[]> {
  if (items.length === 0) return [];
  const boothIds = items.flatMap((i) => (i.boothId ? [i.boothId] : []));
  const seatIds = items.flatMap((i) => (i.seatId ? [i.seatId] : []));
  const free = { heldByOrderId: null, heldUntil: null, vendorId: null, updatedAt: sql`now()` };
  // only rows this order holds or bought: a booth sold again since is someone else's (the
  // updated row named in full, as drizzle leaves an update's columns unqualified)
  const ours = (table: typeof booths | typeof seats, column: "booth_id" | "seat_id") =>
    or(
      eq(table.heldByOrderId, orderId),
      sql`exists (select 1 from order_items i where i.order_id = ${orderId} and i.fulfilled
        and i.${sql.raw(column)} = ${sql.raw(`"${column === "booth_id" ? "booths" : "seats"}"."id"`)})`,
    );
  await Promise.all([
    boothIds.length &&
      tx
        .update(booths)
        .set({ ...free, status: "AVAILABLE", lob: null })
        .where(and(inArray(booths.id, boothIds), ours(booths, "booth_id"))),
    // a seat its waitlist offer's holder was checking out goes back to that offer while it lasts
    seatIds.length &&
      tx
        .update(seats)
        .set({ ...seatGivenUp, vendorId: null })
        .where(and(inArray(seats.id, seatIds), ours(seats, "seat_id"))),
  ]);
  await tx
    .update(orderItems)
    .set({ fulfilled: false, releasedAt: sql`now()` })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(
          orderItems.id,
          items.map((i) => i.id),
        ),
      ),
    );
  if (seatIds.length === 0) return [];
  const voided = await tx
    .update(tickets)
    .set({ voidedAt: sql`now()`, voidReason: reason })
    .where(
      and(eq(tickets.orderId, orderId), inArray(tickets.seatId, seatIds), isNull(tickets.voidedAt)),
    )
    .returning({ id: tickets.id });
  return voided.map((t) => t.id);
}

/** A PAID payment found by its payment intent, with its order (both locked). */
export async function lockPaymentByIntent(tx: Tx, paymentIntentId: string) {
  const [row] = await tx
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      kind: payments.kind,
    })
    .from(payments)
    .where(eq(payments.paymentIntentId, paymentIntentId))
    .limit(1)
    .for("update");
  return row;
}

/** The refunds asked for through one payment, oldest first (failed ones aside). */
export async function refundsOfPayment(tx: Tx, paymentId: number) {
  return tx
    .select({
      id: refunds.id,
      amountCents: refunds.amountCents,
      status: refunds.status,
      stripeRefundId: refunds.stripeRefundId,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), sql`${refunds.status} <> 'FAILED'`))
    .orderBy(asc(refunds.id))
    .for("update");
}

/** A charge added to a locked order (the order's figures are derived again by the caller). */
export async function insertCharge(
  tx: Tx,
  charge: {
    orderId: number;
    description: string;
    amountCents: number;
    taxCents: number;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await tx.insert(orderCharges).values(charge).returning({ id: orderCharges.id });
  return row!.id;
}
