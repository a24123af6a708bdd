import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { currentContracts } from "@/db/queries/contracts";
import { orderItems, orders, payments } from "@/db/schema";
import { AppError } from "../api";
import { boothStateChanged, seatStateChanged } from "../cache-tags";
import { findUsableCoupon, INVALID_COUPON } from "../coupons";
import { logJson } from "../log";
import { boothCartTotals, ticketTotals } from "../pricing";
import type { paymentRequestSchema } from "../validation";
import type { SessionVendor } from "../vendors";
import {
  checkItems,
  checkLimits,
  EMPTY_BOOTH_CART,
  EMPTY_TICKETS,
  payAmountCents,
  requestedItems,
  sessionLines,
} from "./checkout-rules";
import {
  cancelEarlierCheckouts,
  expireEarlierSessions,
  lockEarlierCheckouts,
} from "./earlier-checkouts";
import { holdItems, lockItems, newHoldExpiry, releaseHolds, type LockedItem } from "./holds";
import { providerUnavailable, stripe, VISITOR_WAITING } from "./stripe";

const SESSION_MINUTES = 31; // Stripe refuses expiry under 30 minutes

export const NO_CONTRACT =
  "This festival's vendor contract is not published yet, so its booths cannot be booked.";
export const ONE_EVENT_PER_CHECKOUT =
  "Booths of different events are checked out separately: check out one event's booths at a time.";

/** The event an order belongs to; booths of two events in one checkout are refused. */
function orderEvent(items: LockedItem[]): number {
  const booths = new Set(items.filter((i) => i.kind === "BOOTH").map((i) => i.eventId));
  if (booths.size > 1) throw new AppError("BAD_REQUEST", ONE_EVENT_PER_CHECKOUT);
  return [...booths][0] ?? items[0]!.eventId;
}

export type CheckoutReply = {
  sessionId: string;
  url: string;
  orderId: number;
  /** Until when the items are held for this checkout (ISO; a balance payment holds nothing). */
  holdExpiresAt?: string;
};
type PaymentRequest = z.output<typeof paymentRequestSchema>;

/**
 * POST /api/v1/payment: in one transaction end the account's earlier unpaid checkouts, lock the
 * items, require them available, hold them, and write a PENDING order with the server's figures;
 * then open a Checkout Session that charges exactly the server's pay amount, and expire the earlier
 * checkouts' sessions. Client amounts, URLs and vendor id are never used.
 */
export async function startCheckout(
  vendor: SessionVendor,
  request: PaymentRequest,
  origin: string,
): Promise<CheckoutReply> {
  const tickets = request.checkoutType === "TICKETS";
  const boothIds = [...new Set(request.cartItemModelList.map((i) => i.eventId))];
  const seatIds = [...new Set(request.seatIds)];
  if (tickets && boothIds.length)
    throw new AppError("BAD_REQUEST", "Tickets checkout takes seats only.");
  if (boothIds.length + seatIds.length === 0)
    throw new AppError("BAD_REQUEST", tickets ? EMPTY_TICKETS : EMPTY_BOOTH_CART);
  checkLimits(boothIds.length, seatIds.length);

  const db = await getDb();
  const held = await db.transaction(async (tx) => {
    const earlier = await lockEarlierCheckouts(tx, vendor.vendorId);
    const couponCode = request.couponCode?.trim() ? request.couponCode.trim().toUpperCase() : null;
    const coupon = couponCode ? await findUsableCoupon(couponCode, tx) : undefined;
    if (couponCode && !coupon) throw new AppError("BAD_REQUEST", INVALID_COUPON);

    // The earlier checkouts' items lock with the requested ones, in one pass ordered by id; then
    // they are released, so the account may check out again what it held a moment ago. A refusal
    // below rolls the release back.
    const locked = await lockItems(
      tx,
      [...new Set([...boothIds, ...earlier.boothIds])],
      [...new Set([...seatIds, ...earlier.seatIds])],
    );
    const freed = await cancelEarlierCheckouts(tx, earlier);
    const items = requestedItems(locked, boothIds, seatIds, earlier.orderIds);
    checkItems(items, boothIds, seatIds);
    // One order belongs to one event: its booths' event (seats from the popup ride along), or
    // the seats' event for tickets. A booth order accepts that event's current contract.
    const eventId = orderEvent(items);
    const contract = tickets ? undefined : (await currentContracts([eventId], tx)).get(eventId);
    if (boothIds.length && !contract) throw new AppError("CONFLICT", NO_CONTRACT);
    const prices = items.map((i) => i.priceCents ?? 0);
    const totals = tickets
      ? ticketTotals(prices, coupon?.percentOff)
      : boothCartTotals(prices, coupon?.percentOff);
    const payCents = payAmountCents(totals.totalCents, request.paidAmount);

    const [order] = await tx
      .insert(orders)
      .values({
        vendorId: vendor.vendorId,
        checkoutType: tickets ? "TICKETS" : "BOOTH_CART",
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        feesCents: totals.feesCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        paidCents: 0,
        balanceCents: totals.totalCents,
        couponCode: coupon?.code ?? null,
        eventId,
        contractId: contract?.id ?? null,
        contractVersion: contract?.version ?? null,
        contractAcceptedAt: contract ? sql`now()` : null,
        holdExpiresAt: newHoldExpiry,
      })
      .returning({ id: orders.id, holdExpiresAt: orders.holdExpiresAt });
    const orderId = order!.id;
    await tx.insert(orderItems).values(
      items.map((i) => ({
        orderId,
        kind: i.kind,
        boothId: i.kind === "BOOTH" ? i.id : null,
        seatId: i.kind === "SEAT" ? i.id : null,
        name: i.name,
        sectionName: i.sectionName,
        unitPriceCents: i.priceCents ?? 0,
      })),
    );
    await holdItems(tx, orderId, boothIds, seatIds);
    const [payment] = await tx
      .insert(payments)
      .values({ orderId, kind: "INITIAL", amountCents: payCents })
      .returning({ id: payments.id });
    return {
      orderId,
      holdExpiresAt: order!.holdExpiresAt!,
      paymentId: payment!.id,
      lines: sessionLines(orderId, items, totals, payCents, tickets),
      freed,
      earlierSessions: earlier.sessionIds,
    };
  });
  if (boothIds.length || held.freed.booths) boothStateChanged();
  if (seatIds.length || held.freed.seats) seatStateChanged();

  const expiring = expireEarlierSessions(held.earlierSessions);
  try {
    const session = await createSession({
      vendor,
      orderId: held.orderId,
      paymentId: held.paymentId,
      lines: held.lines,
      checkoutType: tickets ? "TICKETS" : "BOOTH_CART",
      origin,
    });
    await db
      .update(payments)
      .set({ stripeSessionId: session.id, updatedAt: sql`now()` })
      .where(eq(payments.id, held.paymentId));
    logJson({
      level: "info",
      msg: "checkout started",
      orderId: held.orderId,
      paymentId: held.paymentId,
      sessionId: session.id,
    });
    return {
      sessionId: session.id,
      url: session.url!,
      orderId: held.orderId,
      holdExpiresAt: held.holdExpiresAt.toISOString(),
    };
  } catch (error) {
    await abandonCheckout(held.orderId, held.paymentId);
    if (error instanceof AppError) throw error;
    throw providerUnavailable(error);
  } finally {
    await expiring;
  }
}

/**
 * Opens the Checkout Session for one payment. `origin` is where the visitor returns afterwards:
 * publicOrigin of their request (SITE_URL in production), never a URL the client sent.
 */
export async function createSession({
  vendor,
  orderId,
  paymentId,
  lines,
  checkoutType,
  origin,
}: {
  vendor: SessionVendor;
  orderId: number;
  paymentId: number;
  lines: { name: string; cents: number }[];
  checkoutType: string;
  origin: string;
}) {
  const session = await stripe().checkout.sessions.create(
    {
      mode: "payment",
      currency: "cad",
      line_items: lines.map((l) => ({
        quantity: 1,
        price_data: { currency: "cad", unit_amount: l.cents, product_data: { name: l.name } },
      })),
      success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/cancel?session_id={CHECKOUT_SESSION_ID}`,
      client_reference_id: String(orderId),
      customer_email: vendor.email || undefined,
      metadata: {
        order_id: String(orderId),
        payment_id: String(paymentId),
        checkout_type: checkoutType,
      },
      payment_intent_data: {
        metadata: { order_id: String(orderId), payment_id: String(paymentId) },
      },
      expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
    },
    { idempotencyKey: `order-${orderId}-payment-${paymentId}`, ...VISITOR_WAITING },
  );
  if (!session.url) throw new Error("Checkout Session has no url");
  return session;
}

/**
 * The provider could not open a session: nothing was charged, so the order ends and its holds go.
 * A timed-out request may still open one at Stripe later: nobody has its URL, its expiry changes
 * nothing (the payment is FAILED), and a payment on it is refunded: it is not the session stored
 * for the payment.
 */
async function abandonCheckout(orderId: number, paymentId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: "FAILED", updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
    await tx
      .update(orders)
      .set({
        status: "FAILED",
        holdExpiresAt: null,
        message: "The payment provider could not be reached.",
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    await releaseHolds(tx, orderId);
  });
  boothStateChanged();
  seatStateChanged();
}
