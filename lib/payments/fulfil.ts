import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  booths,
  coupons,
  orderItems,
  orders,
  payments,
  seats,
  stripeEvents,
  vendors,
} from "@/db/schema";
import { boothStateChanged, seatStateChanged } from "../cache-tags";
import { deliverEmail, enqueueEmail, type QueuedEmail } from "../email/send";
import { logJson } from "../log";
import { claimable, lockOrderItems, releaseHolds } from "./holds";
import { receiptEmail, refundEmail } from "./emails";
import { orderView } from "./order-view";
import { providerUnavailable, stripe, type CheckoutSession, type StripeEvent } from "./stripe";

export const LATE_REFUND_MESSAGE =
  "Your payment arrived after your hold ended and the items were taken by someone else, so it has been refunded in full.";

/** Work to do once the transaction has committed: e-mails, refunds, cache invalidation. */
type Effects = {
  emails: QueuedEmail[];
  refunds: { paymentIntent: string; key: string }[];
  booths: boolean;
  seats: boolean;
};
const none = (): Effects => ({ emails: [], refunds: [], booths: false, seats: false });

async function runEffects(effects: Effects | null): Promise<void> {
  if (!effects) return;
  if (effects.booths) boothStateChanged();
  if (effects.seats) seatStateChanged();
  for (const refund of effects.refunds) {
    try {
      await stripe().refunds.create(
        { payment_intent: refund.paymentIntent },
        { idempotencyKey: refund.key },
      );
    } catch (error) {
      // Already refunded (a retry after the idempotency key's 24 h) is done; anything else
      // answers 503 so that Stripe redelivers the event, which retries the refund.
      if ((error as { code?: string }).code !== "charge_already_refunded")
        throw providerUnavailable(error);
    }
  }
  for (const email of effects.emails) {
    try {
      await deliverEmail(email);
    } catch (error) {
      console.error(
        JSON.stringify({ level: "error", msg: "receipt e-mail failed", error: String(error) }),
      );
    }
  }
}

/**
 * The payment row behind a Checkout Session with its order (both locked: this serialises all work
 * on one order) and the vendor the receipt goes to, in one statement.
 */
async function lockPayment(tx: Tx, session: CheckoutSession) {
  const byMetadata = Number(session.metadata?.payment_id);
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
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      Number.isSafeInteger(byMetadata) && byMetadata > 0
        ? eq(payments.id, byMetadata)
        : eq(payments.stripeSessionId, session.id),
    )
    .for("update", { of: [payments, orders] });
  if (!row) return null;
  if (!row.payment.stripeSessionId) {
    await tx
      .update(payments)
      .set({ stripeSessionId: session.id })
      .where(eq(payments.id, row.payment.id));
  }
  return row;
}

function settlePayment(
  tx: Tx,
  paymentId: number,
  status: "PAID" | "REFUNDED",
  paymentIntent: string | null,
) {
  return tx
    .update(payments)
    .set({ status, paymentIntentId: paymentIntent, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

type OrderChange = Partial<
  Pick<
    typeof orders.$inferSelect,
    "status" | "paidCents" | "balanceCents" | "holdExpiresAt" | "message"
  >
>;

function updateOrder(tx: Tx, orderId: number, change: OrderChange) {
  return tx
    .update(orders)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * A paid Checkout Session (webhook or the success page's reconcile): idempotent and
 * order-independent. A first payment books the items if they are held by this order or free; if
 * someone else has them, the money is refunded and the order marked REFUNDED (DESIGN.md step 6).
 * Statements that do not depend on each other are sent together (one round trip to PostgreSQL),
 * and the receipt is composed from the rows already read.
 */
export async function applyPaid(tx: Tx, session: CheckoutSession): Promise<Effects | null> {
  if (session.payment_status !== "paid") return null;
  const locked = await lockPayment(tx, session);
  if (!locked) return null;
  const { payment, order, vendor } = locked;
  if (payment.status === "PAID" || payment.status === "REFUNDED") return null;
  const amount = session.amount_total ?? payment.amountCents;
  const paymentIntent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const effects = none();
  const receipt = (change: OrderChange, items: (typeof orderItems.$inferSelect)[]) =>
    receiptEmail(orderView({ ...order, ...change }, vendor, items));

  if (payment.kind === "BALANCE") {
    const paid = Math.min(order.totalCents, order.paidCents + amount);
    const change: OrderChange = {
      paidCents: paid,
      balanceCents: order.totalCents - paid,
      status: paid === order.totalCents ? "PAID" : "PARTIALLY_PAID",
    };
    const [items] = await Promise.all([
      orderItemsOf(tx, order.id),
      settlePayment(tx, payment.id, "PAID", paymentIntent),
      updateOrder(tx, order.id, change),
    ]);
    effects.emails.push(await enqueueEmail(tx, receipt(change, items)));
    return effects;
  }

  const [items, current] = await Promise.all([
    orderItemsOf(tx, order.id),
    lockOrderItems(tx, order.id),
  ]);
  const boothIds = items.flatMap((i) => (i.boothId ? [i.boothId] : []));
  const seatIds = items.flatMap((i) => (i.seatId ? [i.seatId] : []));
  effects.booths = boothIds.length > 0;
  effects.seats = seatIds.length > 0;

  if (current.length !== items.length || !current.every((item) => claimable(item, order.id))) {
    const change: OrderChange = {
      status: "REFUNDED",
      holdExpiresAt: null,
      message: LATE_REFUND_MESSAGE,
    };
    const [, , , email] = await Promise.all([
      settlePayment(tx, payment.id, "REFUNDED", paymentIntent),
      updateOrder(tx, order.id, change),
      releaseHolds(tx, order.id),
      enqueueEmail(tx, refundEmail(orderView({ ...order, ...change }, vendor, items))),
    ]);
    if (paymentIntent) effects.refunds.push({ paymentIntent, key: `refund-payment-${payment.id}` });
    effects.emails.push(email);
    return effects;
  }

  const paid = Math.min(order.totalCents, amount);
  const change: OrderChange = {
    status: paid === order.totalCents ? "PAID" : "PARTIALLY_PAID",
    paidCents: paid,
    balanceCents: order.totalCents - paid,
    holdExpiresAt: null,
    message: null,
  };
  const sold = { vendorId: order.vendorId, heldByOrderId: null, heldUntil: null };
  const [email] = await Promise.all([
    enqueueEmail(tx, receipt(change, items)),
    boothIds.length &&
      tx
        .update(booths)
        .set({ ...sold, status: "BOOKED", lob: vendor.lob, updatedAt: sql`now()` })
        .where(inArray(booths.id, boothIds)),
    seatIds.length &&
      tx
        .update(seats)
        .set({ ...sold, status: "SOLD", updatedAt: sql`now()` })
        .where(inArray(seats.id, seatIds)),
    // The partial unique indexes on order_items make a second sale of the same item impossible.
    tx.update(orderItems).set({ fulfilled: true }).where(eq(orderItems.orderId, order.id)),
    settlePayment(tx, payment.id, "PAID", paymentIntent),
    updateOrder(tx, order.id, change),
    order.couponCode &&
      tx
        .update(coupons)
        .set({ redemptions: sql`${coupons.redemptions} + 1` })
        .where(eq(coupons.code, order.couponCode)),
  ]);
  effects.emails.push(email);
  return effects;
}

function orderItemsOf(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** A session that ended unpaid (expired, failed or cancelled): a pending order ends and releases its holds. */
export async function applyUnpaid(
  tx: Tx,
  session: CheckoutSession,
  outcome: "EXPIRED" | "FAILED" | "CANCELLED",
): Promise<Effects | null> {
  const locked = await lockPayment(tx, session);
  if (!locked) return null;
  const { payment, order } = locked;
  if (payment.status !== "OPEN") return null;
  const ended = tx
    .update(payments)
    .set({ status: outcome === "FAILED" ? "FAILED" : "EXPIRED", updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  if (payment.kind !== "INITIAL" || order.status !== "PENDING") {
    await ended;
    return null;
  }
  const [, , freed] = await Promise.all([
    ended,
    updateOrder(tx, order.id, { status: outcome, holdExpiresAt: null }),
    releaseHolds(tx, order.id),
  ]);
  return { ...none(), booths: freed.booths > 0, seats: freed.seats > 0 };
}

function retryRefund(refund: { id: number; intent: string | null } | null): Effects | null {
  if (!refund?.intent) return null;
  return {
    ...none(),
    refunds: [{ paymentIntent: refund.intent, key: `refund-payment-${refund.id}` }],
  };
}

/**
 * POST /api/stripe/webhook after the signature check: each event id is recorded once, in the
 * same transaction as its effect, so a replayed event changes nothing.
 */
export async function handleStripeEvent(event: StripeEvent): Promise<{ duplicate: boolean }> {
  const db = await getDb();
  // Stripe delivers at least once: a redelivery of an event already applied (its id is committed
  // with its effect) is answered after one read, without opening a transaction. A refund that
  // delivery decided is asked for again under the same idempotency key, so a refund call that
  // failed after the event was recorded is retried by Stripe's redelivery.
  const session = event.data.object as CheckoutSession;
  const [seen] = await db
    .select({ id: stripeEvents.id, refund: { id: payments.id, intent: payments.paymentIntentId } })
    .from(stripeEvents)
    .leftJoin(
      payments,
      and(eq(payments.stripeSessionId, String(session.id)), eq(payments.status, "REFUNDED")),
    )
    .where(eq(stripeEvents.id, event.id));
  const result = seen
    ? { duplicate: true, effects: retryRefund(seen.refund) }
    : await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (inserted.length === 0) return { duplicate: true, effects: null };
        switch (event.type) {
          case "checkout.session.completed":
          case "checkout.session.async_payment_succeeded":
            return { duplicate: false, effects: await applyPaid(tx, session) };
          case "checkout.session.async_payment_failed":
            return { duplicate: false, effects: await applyUnpaid(tx, session, "FAILED") };
          case "checkout.session.expired":
            return { duplicate: false, effects: await applyUnpaid(tx, session, "EXPIRED") };
          default:
            return { duplicate: false, effects: null };
        }
      });
  logJson({
    level: "info",
    msg: "payment event",
    eventId: event.id,
    type: event.type,
    orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
    sessionId: session.id,
    duplicate: result.duplicate,
  });
  await runEffects(result.effects);
  return { duplicate: result.duplicate };
}

/** Fulfils from a session fetched from Stripe (success page arriving before the webhook). */
export async function reconcileSession(session: CheckoutSession): Promise<void> {
  const db = await getDb();
  const effects = await db.transaction((tx) => applyPaid(tx, session));
  await runEffects(effects);
}

/** Ends a session's order as CANCELLED (the cancel page), releasing its holds. */
export async function cancelSession(session: CheckoutSession): Promise<void> {
  const db = await getDb();
  const effects = await db.transaction((tx) => applyUnpaid(tx, session, "CANCELLED"));
  await runEffects(effects);
}
