import "server-only";
// The gate's handlers for what the payment provider (and the scheduled work) reports: a Checkout
// Session paid or ended unpaid, a refund made or refused, a lapsed hold, a free checkout.
import {
  insertRefunds,
  lockPaymentByIntent,
  refundsOfPayment,
  settleRefund,
} from "@/lib/orders/queries/office";
import { releaseHolds } from "@/db/queries/holds";
import { claimable, lockOrderItems } from "@/lib/booths/queries/holds";
import { lockLapsedCheckout } from "./queries/lapsed-holds";
import {
  lockOrderForMoney,
  lockPayment,
  readLedgerRows,
  recordSale,
  releaseCoupon,
  reserveCoupon,
  settlePayment,
} from "./queries/ledger";
import type { Tx } from "@/db/queries/model";
import { orderItemsOf } from "@/lib/orders/queries/view";
import { codedReason } from "../orders/reasons";
import { none, type RefundAsk } from "./effects";
import { nothing, type Decision, type EventOf, type Locked } from "./money-events";
import { isLive, quote } from "./figures";
import { depositPaid, depositRefundedOutside } from "../deposits/money-events";
import { paymentIntentOf, rejectSession, sessionMismatch, UNKNOWN_SESSION } from "./session-check";
import { leaveLinesOnPurchase, openOfferIdsOf } from "../waitlist/queries/offers";
import { isOffered } from "../waitlist/offers";

// The reasons of the refunds made here are stored as codes: the vendor reads them in their
// language on the profile page, the payment result, the e-mail and the credit note.
const LATE_REFUND = codedReason("reasons.lateRefund");
const COUPON_GONE_REFUND = codedReason("reasons.couponGone");
const endedRefund = (amountCents: number) => codedReason("reasons.orderEnded", { amountCents });
const nothingOwedRefund = (amountCents: number) =>
  codedReason("reasons.nothingOwed", { amountCents });
const excessRefund = (excessCents: number, owedCents: number) =>
  codedReason("reasons.overpaid", { owedCents, excessCents });
const REFUNDED_AT_PROVIDER = codedReason("reasons.refundedAtProvider");

/** Gives back `amountCents` of one received provider payment, automatically, with a reason. */
async function refundReceived(
  tx: Tx,
  payment: { id: number; orderId: number; amountCents: number },
  intent: string | null,
  amountCents: number,
  reason: string,
): Promise<RefundAsk[]> {
  const [refundId] = await insertRefunds(tx, [
    {
      orderId: payment.orderId,
      paymentId: payment.id,
      amountCents,
      reason,
      status: "PENDING",
      createdBy: null,
    },
  ]);
  if (amountCents === payment.amountCents) await settlePayment(tx, payment.id, "REFUNDED");
  return intent ? [{ refundId: refundId!, paymentIntent: intent, amountCents, retry: true }] : [];
}

/**
 * A first payment books the order's items when they are held by it or free, and its coupon's use
 * is (still, or again) its own; otherwise its money goes back and the order is REFUNDED.
 */
async function bookOrRefund(
  tx: Tx,
  locked: Locked,
  payment: { id: number; orderId: number; amountCents: number },
  intent: string | null,
  arrived: Promise<unknown> = Promise.resolve(),
): Promise<Decision<null>> {
  const { order, vendor } = locked;
  const [, items, current] = await Promise.all([
    arrived,
    orderItemsOf(tx, order.id),
    lockOrderItems(tx, order.id),
  ]);
  const boothIds = items.flatMap((i) => (i.boothId ? [i.boothId] : []));
  const seatIds = items.flatMap((i) => (i.seatId ? [i.seatId] : []));
  const effects = { ...none(), booths: boothIds.length > 0, seats: seatIds.length > 0 };
  // add-ons hold nothing: the booths and seats decide
  const holding = boothIds.length + seatIds.length;
  // a seat still held for the buyer's open waitlist offer is theirs (their checkout's hold ended
  // while the offer lasts)
  const offers = current.some((i) => i.heldByOfferId !== null)
    ? new Set(await openOfferIdsOf(tx, order.vendorId))
    : new Set<number>();
  const free =
    current.length === holding &&
    current.every((i) => claimable(i, order.id) || isOffered(i, offers));
  const couponOk =
    !order.couponCode ||
    order.couponReserved ||
    (free && (await reserveCoupon(tx, order.couponCode)));
  if (!free || !couponOk) {
    await releaseHolds(tx, order.id);
    if (order.couponReserved) await releaseCoupon(tx, order);
    const reason = free ? COUPON_GONE_REFUND : LATE_REFUND;
    return {
      answer: null,
      locked,
      effects,
      change: { status: "REFUNDED", holdExpiresAt: null, message: reason, couponReserved: false },
      refunds:
        payment.amountCents > 0
          ? await refundReceived(tx, payment, intent, payment.amountCents, reason)
          : [],
      lateNotice: payment.amountCents > 0 && !free ? true : undefined,
      notice:
        payment.amountCents > 0 && free
          ? { amountCents: payment.amountCents, reason, released: [], cancelled: false }
          : undefined,
    };
  }
  return {
    answer: null,
    locked,
    effects,
    items,
    writes: [
      recordSale(tx, {
        orderId: order.id,
        vendorId: order.vendorId,
        lob: vendor.lob,
        boothIds,
        seatIds,
      }),
      // a buyer of seats leaves the waitlist of their show
      leaveLinesOnPurchase(tx, order.vendorId, seatIds),
    ],
    receipt: true,
    change: {
      status: "PARTIALLY_PAID",
      holdExpiresAt: null,
      message: null,
      couponReserved: Boolean(order.couponCode),
    },
  };
}

/** A paid Checkout Session (webhook, the success page's reconcile, or a checkout closed late). */
export async function providerPaid(
  tx: Tx,
  { session }: EventOf<"provider-paid">,
): Promise<Decision<null>> {
  if (session.payment_status !== "paid") return nothing(null);
  const found = await lockPayment(tx, session.id);
  if (!found) return { ...nothing(null), effects: rejectSession(session, UNKNOWN_SESSION) };
  const { payment, order } = found;
  if (payment.status === "PAID" || payment.status === "REFUNDED") return nothing(null);
  const mismatch = sessionMismatch(session, {
    amountCents: payment.amountCents,
    currency: order.currency,
  });
  if (mismatch) return { ...nothing(null), effects: rejectSession(session, mismatch) };
  const intent = paymentIntentOf(session);
  const locked: Locked = { order, vendor: found.vendor, event: found.event };
  // The money has arrived: it is recorded whatever happens to it next. (A query runs when it is
  // awaited: a read that must see the payment awaits this first.)
  const arrived = settlePayment(tx, payment.id, "PAID", intent);
  const amount = payment.amountCents;
  const giveBack = async (cents: number, reason: string): Promise<Decision<null>> => {
    await arrived;
    return {
      answer: null,
      locked,
      change: { message: reason },
      refunds: await refundReceived(tx, payment, intent, cents, reason),
      notice: { amountCents: cents, reason, released: [], cancelled: false },
    };
  };

  if (payment.kind === "DEPOSIT") return depositPaid(tx, locked, payment, arrived, giveBack);
  if (payment.kind === "INITIAL") {
    // An order the office cancelled never comes back; a checkout that lapsed, failed or was
    // replaced by the vendor's newer one does, if its items are still free.
    const revivable = ["PENDING", "EXPIRED", "FAILED", "CANCELLED"].includes(order.status);
    if (revivable && order.cancelledBy === null)
      return bookOrRefund(tx, locked, payment, intent, arrived);
    return giveBack(amount, endedRefund(amount));
  }
  if (order.status !== "PARTIALLY_PAID" && order.status !== "PAID")
    return giveBack(amount, endedRefund(amount));
  await arrived;
  const rows = await readLedgerRows(tx, order.id);
  const cost = quote({
    ...rows,
    checkoutType: order.checkoutType,
    couponPercent: order.couponPercent,
  });
  const owed = Math.max(0, cost.totalCents - (rows.receivedCents - amount - rows.refundedCents));
  if (owed === 0) return giveBack(amount, nothingOwedRefund(amount));
  if (amount <= owed) return { answer: null, locked, receipt: true, change: { message: null } };
  const excess = amount - owed;
  const reason = excessRefund(excess, owed);
  return { ...(await giveBack(excess, reason)), receipt: true };
}

/** A Checkout Session that ended unpaid: a pending order ends and gives back its holds and coupon use. */
export async function providerUnpaid(
  tx: Tx,
  { session, outcome }: EventOf<"provider-unpaid">,
): Promise<Decision<null>> {
  const found = await lockPayment(tx, session.id);
  if (!found || found.payment.status !== "OPEN") return nothing(null);
  const { payment, order } = found;
  const locked: Locked = { order, vendor: found.vendor, event: found.event };
  await settlePayment(tx, payment.id, outcome === "FAILED" ? "FAILED" : "EXPIRED");
  if (payment.kind !== "INITIAL" || order.status !== "PENDING") return { answer: null, locked };
  const freed = await releaseHolds(tx, order.id);
  if (order.couponReserved) await releaseCoupon(tx, order);
  return {
    answer: null,
    locked,
    change: { status: outcome, holdExpiresAt: null, couponReserved: false },
    effects: { ...none(), booths: freed.booths > 0, seats: freed.seats > 0 },
  };
}

/** An order a 100% coupon made free: its $0 payment is recorded; the items are booked. */
export async function freeCheckout(
  tx: Tx,
  { orderId }: EventOf<"free-checkout">,
): Promise<Decision<null>> {
  const locked = await lockOrderForMoney(tx, orderId);
  if (!locked || locked.order.status !== "PENDING") return nothing(null);
  return bookOrRefund(tx, locked, { id: 0, orderId, amountCents: 0 }, null);
}

/** A checkout whose hold lapsed without its session's expiry arriving: as if it had. */
export async function holdLapsed(tx: Tx, { orderId }: EventOf<"hold-lapsed">) {
  const checkout = await lockLapsedCheckout(tx, orderId);
  const locked = checkout && (await lockOrderForMoney(tx, orderId));
  if (!checkout || !locked) return nothing(null);
  await Promise.all(checkout.paymentIds.map((id) => settlePayment(tx, id, "EXPIRED")));
  const freed = await releaseHolds(tx, orderId);
  if (locked.order.couponReserved) await releaseCoupon(tx, locked.order);
  return {
    answer: { sessionIds: checkout.sessionIds },
    locked,
    change: { status: "EXPIRED" as const, holdExpiresAt: null, couponReserved: false },
    effects: { ...none(), booths: freed.booths > 0, seats: freed.seats > 0 },
  };
}

/**
 * `charge.refunded`: Stripe says how much of a payment has been given back in all. Our refunds of
 * that payment are marked SUCCEEDED up to that sum (oldest first), whichever of this and our own
 * call's answer arrives first; money refunded outside the site (Stripe's dashboard) is recorded as
 * a refund of its own, so what the order holds stays right.
 */
export async function providerRefunded(
  tx: Tx,
  { charge }: EventOf<"provider-refunded">,
): Promise<Decision<null>> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : null;
  const total = typeof charge.amount_refunded === "number" ? charge.amount_refunded : null;
  if (!intent || total === null) return nothing(null);
  const payment = await lockPaymentByIntent(tx, intent);
  if (!payment || (payment.status !== "PAID" && payment.status !== "REFUNDED"))
    return nothing(null);
  const locked = await lockOrderForMoney(tx, payment.orderId);
  if (!locked) return nothing(null);
  let covered = 0;
  for (const refund of await refundsOfPayment(tx, payment.paymentId)) {
    covered += refund.amountCents;
    if (refund.status === "PENDING" && covered <= total)
      await settleRefund(tx, refund.id, { status: "SUCCEEDED" });
  }
  // a deposit's payment: what Stripe gave back beyond our refunds counts as the deposit returned
  if (payment.kind === "DEPOSIT")
    return depositRefundedOutside(tx, locked, payment.paymentId, total - covered);
  const { order } = locked;
  const outside = Math.min(total - covered, order.paidCents - order.refundedCents);
  if (outside <= 0) return { answer: null, locked };
  await insertRefunds(tx, [
    {
      orderId: order.id,
      paymentId: payment.paymentId,
      amountCents: outside,
      // on a live order it lowers the price: the vendor does not owe it again
      creditCents: isLive(order.status) ? outside : 0,
      reason: REFUNDED_AT_PROVIDER,
      status: "SUCCEEDED",
      createdBy: null,
    },
  ]);
  return { answer: null, locked, change: { keptCents: Math.max(0, order.keptCents - outside) } };
}

/** A refund the provider refused: it no longer counts, so the order holds that money again. */
export async function refundFailed(tx: Tx, { refundId }: EventOf<"refund-failed">) {
  const before = await settleRefund(tx, refundId, { status: "FAILED" });
  if (!before || before.was !== "PENDING") return nothing(null);
  return { answer: null, locked: await lockOrderForMoney(tx, before.orderId) };
}
