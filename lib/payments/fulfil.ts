import "server-only";
import {
  lockPayment,
  recordSale,
  redeemCoupon,
  settlePayment,
  updateOrder,
  type OrderChange,
} from "@/db/queries/ledger";
import type { Tx } from "@/db/queries/model";
import { orderItemsOf, orderView, type OrderItemRow } from "@/db/queries/order-view";
import { transaction } from "@/db/queries/transaction";
import { enqueueEmail } from "../email/send";
import { issueTickets } from "../ticketing/issue";
import { none, runEffects, type Effects } from "./effects";
import { claimable, lockOrderItems, releaseHolds } from "@/db/queries/holds";
import { receiptEmail, refundEmail } from "./emails";
import { paymentIntentOf, rejectSession, sessionMismatch, UNKNOWN_SESSION } from "./session-check";
import type { CheckoutSession } from "./stripe";

export const LATE_REFUND_MESSAGE =
  "Your payment arrived after your hold ended and the items were taken by someone else, so it has been refunded in full.";

/**
 * A paid Checkout Session (webhook or the success page's reconcile): idempotent and
 * order-independent. Only the session the site opened for a payment, charging exactly what was
 * asked, is applied; any other is refused and refunded (rejectSession). A first payment books the
 * items if they are held by this order or free; if someone else has them, the money is refunded
 * and the order marked REFUNDED. Statements that do not depend on each other are sent together
 * (one round trip to PostgreSQL), and the receipt is composed from the rows already read.
 */
export async function applyPaid(tx: Tx, session: CheckoutSession): Promise<Effects | null> {
  if (session.payment_status !== "paid") return null;
  const locked = await lockPayment(tx, session.id);
  if (!locked) return rejectSession(session, UNKNOWN_SESSION);
  const { payment, order, vendor, event } = locked;
  if (payment.status === "PAID" || payment.status === "REFUNDED") return null;
  const mismatch = sessionMismatch(session, {
    amountCents: payment.amountCents,
    currency: order.currency,
  });
  if (mismatch) return rejectSession(session, mismatch);
  const amount = payment.amountCents;
  const paymentIntent = paymentIntentOf(session);
  const effects = none();
  const receipt = (change: OrderChange, items: OrderItemRow[]) =>
    receiptEmail(orderView({ ...order, ...change }, vendor, items, event));

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
    effects.emails.push(
      await enqueueEmail(tx, { ...(await receipt(change, items)), orderId: order.id }),
    );
    if (change.status === "PAID") {
      const ticketsMail = await issueTickets(
        tx,
        { id: order.id, paidCents: paid, locale: order.locale },
        vendor,
        items,
      );
      if (ticketsMail) effects.emails.push(ticketsMail);
    }
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
      refundEmail(orderView({ ...order, ...change }, vendor, items, event)).then((mail) =>
        enqueueEmail(tx, { ...mail, orderId: order.id }),
      ),
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
  const [email] = await Promise.all([
    receipt(change, items).then((mail) => enqueueEmail(tx, { ...mail, orderId: order.id })),
    recordSale(tx, {
      orderId: order.id,
      vendorId: order.vendorId,
      lob: vendor.lob,
      boothIds,
      seatIds,
    }),
    settlePayment(tx, payment.id, "PAID", paymentIntent),
    updateOrder(tx, order.id, change),
    order.couponCode && redeemCoupon(tx, order.couponCode),
  ]);
  effects.emails.push(email);
  // Seats are ticketed once the order is paid in full (a deposit keeps them, without tickets).
  if (change.status === "PAID") {
    const ticketsMail = await issueTickets(
      tx,
      { id: order.id, paidCents: paid, locale: order.locale },
      vendor,
      items,
    );
    if (ticketsMail) effects.emails.push(ticketsMail);
  }
  return effects;
}

/** A session that ended unpaid (expired, failed or cancelled): a pending order ends and releases its holds. */
export async function applyUnpaid(
  tx: Tx,
  session: CheckoutSession,
  outcome: "EXPIRED" | "FAILED" | "CANCELLED",
): Promise<Effects | null> {
  const locked = await lockPayment(tx, session.id);
  if (!locked) return null;
  const { payment, order } = locked;
  if (payment.status !== "OPEN") return null;
  const ended = settlePayment(tx, payment.id, outcome === "FAILED" ? "FAILED" : "EXPIRED");
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

/** Fulfils from a session fetched from Stripe (success page arriving before the webhook). */
export async function reconcileSession(session: CheckoutSession): Promise<void> {
  const effects = await transaction((tx) => applyPaid(tx, session));
  await runEffects(effects);
}

/** Ends a session's order as CANCELLED (the cancel page), releasing its holds. */
export async function cancelSession(session: CheckoutSession): Promise<void> {
  const effects = await transaction((tx) => applyUnpaid(tx, session, "CANCELLED"));
  await runEffects(effects);
}
