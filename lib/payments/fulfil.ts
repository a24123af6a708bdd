import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
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
import { sendEmail, type EmailMessage } from "../email/send";
import { logJson } from "../log";
import { claimable, lockItems, releaseHolds } from "./holds";
import { receiptEmail, refundEmail } from "./emails";
import { loadOrderView } from "./order-view";
import { stripe, type CheckoutSession, type StripeEvent } from "./stripe";

export const LATE_REFUND_MESSAGE =
  "Your payment arrived after your hold ended and the items were taken by someone else, so it has been refunded in full.";

/** Work to do once the transaction has committed: e-mails, refunds, cache invalidation. */
type Effects = {
  emails: EmailMessage[];
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
    await stripe().refunds.create(
      { payment_intent: refund.paymentIntent },
      { idempotencyKey: refund.key },
    );
  }
  for (const email of effects.emails) {
    try {
      await sendEmail(email);
    } catch (error) {
      console.error(
        JSON.stringify({ level: "error", msg: "receipt e-mail failed", error: String(error) }),
      );
    }
  }
}

/** The payment row behind a Checkout Session, locked with its order (serialises all work on one order). */
async function lockPayment(tx: Tx, session: CheckoutSession) {
  const byMetadata = Number(session.metadata?.payment_id);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      Number.isSafeInteger(byMetadata) && byMetadata > 0
        ? eq(payments.id, byMetadata)
        : eq(payments.stripeSessionId, session.id),
    )
    .for("update");
  if (!payment) return null;
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for("update");
  if (!order) return null;
  if (!payment.stripeSessionId) {
    await tx
      .update(payments)
      .set({ stripeSessionId: session.id })
      .where(eq(payments.id, payment.id));
  }
  return { payment, order };
}

async function settlePayment(
  tx: Tx,
  paymentId: number,
  status: "PAID" | "REFUNDED",
  paymentIntent: string | null,
) {
  await tx
    .update(payments)
    .set({ status, paymentIntentId: paymentIntent, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/**
 * A paid Checkout Session (webhook or the success page's reconcile): idempotent and
 * order-independent. A first payment books the items if they are held by this order or free; if
 * someone else has them, the money is refunded and the order marked REFUNDED (DESIGN.md step 6).
 */
export async function applyPaid(tx: Tx, session: CheckoutSession): Promise<Effects | null> {
  if (session.payment_status !== "paid") return null;
  const locked = await lockPayment(tx, session);
  if (!locked) return null;
  const { payment, order } = locked;
  if (payment.status === "PAID" || payment.status === "REFUNDED") return null;
  const amount = session.amount_total ?? payment.amountCents;
  const paymentIntent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const effects = none();

  if (payment.kind === "BALANCE") {
    const paid = Math.min(order.totalCents, order.paidCents + amount);
    await settlePayment(tx, payment.id, "PAID", paymentIntent);
    await tx
      .update(orders)
      .set({
        paidCents: paid,
        balanceCents: order.totalCents - paid,
        status: paid === order.totalCents ? "PAID" : "PARTIALLY_PAID",
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    effects.emails.push(receiptEmail(await loadOrderView(tx, order.id)));
    return effects;
  }

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const boothIds = items.flatMap((i) => (i.boothId ? [i.boothId] : []));
  const seatIds = items.flatMap((i) => (i.seatId ? [i.seatId] : []));
  const current = await lockItems(tx, boothIds, seatIds);
  effects.booths = boothIds.length > 0;
  effects.seats = seatIds.length > 0;

  if (current.length !== items.length || !current.every((item) => claimable(item, order.id))) {
    await settlePayment(tx, payment.id, "REFUNDED", paymentIntent);
    await tx
      .update(orders)
      .set({
        status: "REFUNDED",
        holdExpiresAt: null,
        message: LATE_REFUND_MESSAGE,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    await releaseHolds(tx, order.id);
    if (paymentIntent) effects.refunds.push({ paymentIntent, key: `refund-payment-${payment.id}` });
    effects.emails.push(refundEmail(await loadOrderView(tx, order.id)));
    return effects;
  }

  const [vendor] = await tx
    .select({ lob: vendors.lob })
    .from(vendors)
    .where(eq(vendors.id, order.vendorId));
  if (boothIds.length) {
    await tx
      .update(booths)
      .set({
        status: "BOOKED",
        vendorId: order.vendorId,
        lob: vendor?.lob ?? null,
        heldByOrderId: null,
        heldUntil: null,
        updatedAt: sql`now()`,
      })
      .where(inArray(booths.id, boothIds));
  }
  if (seatIds.length) {
    await tx
      .update(seats)
      .set({
        status: "SOLD",
        vendorId: order.vendorId,
        heldByOrderId: null,
        heldUntil: null,
        updatedAt: sql`now()`,
      })
      .where(inArray(seats.id, seatIds));
  }
  // The partial unique indexes on order_items make a second sale of the same item impossible.
  await tx.update(orderItems).set({ fulfilled: true }).where(eq(orderItems.orderId, order.id));
  const paid = Math.min(order.totalCents, amount);
  await settlePayment(tx, payment.id, "PAID", paymentIntent);
  await tx
    .update(orders)
    .set({
      status: paid === order.totalCents ? "PAID" : "PARTIALLY_PAID",
      paidCents: paid,
      balanceCents: order.totalCents - paid,
      holdExpiresAt: null,
      message: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  if (order.couponCode) {
    await tx
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(eq(coupons.code, order.couponCode));
  }
  effects.emails.push(receiptEmail(await loadOrderView(tx, order.id)));
  return effects;
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
  await tx
    .update(payments)
    .set({ status: outcome === "FAILED" ? "FAILED" : "EXPIRED", updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  if (payment.kind !== "INITIAL" || order.status !== "PENDING") return null;
  await tx
    .update(orders)
    .set({ status: outcome, holdExpiresAt: null, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  const freed = await releaseHolds(tx, order.id);
  return { ...none(), booths: freed.booths > 0, seats: freed.seats > 0 };
}

/**
 * POST /api/stripe/webhook after the signature check: each event id is recorded once, in the
 * same transaction as its effect, so a replayed event changes nothing.
 */
export async function handleStripeEvent(event: StripeEvent): Promise<{ duplicate: boolean }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { duplicate: true, effects: null };
    const session = event.data.object as CheckoutSession;
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
  const session = event.data.object as CheckoutSession;
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
