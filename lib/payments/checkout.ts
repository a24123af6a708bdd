import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { orderItems, orders, payments } from "@/db/schema";
import { AppError } from "../api";
import { boothStateChanged, seatStateChanged } from "../cache-tags";
import { findUsableCoupon, INVALID_COUPON } from "../coupons";
import { CONTRACT_VERSION } from "../contract";
import { env, siteUrl } from "../env";
import { logJson } from "../log";
import {
  allocateDiscount,
  boothCartTotals,
  dollarsToCents,
  formatCad,
  minimumPayCents,
  ticketTotals,
  type Totals,
} from "../pricing";
import type { paymentRequestSchema } from "../validation";
import type { SessionVendor } from "../vendors";
import { holdItems, HOLD_MINUTES, lockItems, releaseHolds, type LockedItem } from "./holds";
import { providerUnavailable, stripe, VISITOR_WAITING } from "./stripe";

export const EMPTY_BOOTH_CART = "Please add Booth to your cart !!"; // spec §8
export const EMPTY_TICKETS = "Please add Seat to your cart !!"; // spec §8
const SESSION_MINUTES = 31; // Stripe refuses expiry under 30 minutes

export type CheckoutReply = { sessionId: string; url: string; orderId: number };
type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** Which amount is charged now: the total, or a deposit from the minimum up to the total. */
export function payAmountCents(
  totalCents: number,
  requestedDollars: number | null | undefined,
): number {
  const min = minimumPayCents(totalCents, env().DEPOSIT_MIN_PERCENT);
  const requested =
    requestedDollars === null || requestedDollars === undefined
      ? totalCents
      : dollarsToCents(requestedDollars);
  if (requested < min || requested > totalCents) {
    throw new AppError(
      "BAD_REQUEST",
      `Pay Amount must be between ${formatCad(min)} and ${formatCad(totalCents)}.`,
    );
  }
  return requested;
}

function checkItems(items: LockedItem[], boothIds: number[], seatIds: number[]): void {
  const found = new Set(items.map((i) => `${i.kind}:${i.id}`));
  const missing = [
    ...boothIds.filter((id) => !found.has(`BOOTH:${id}`)).map((id) => `booth ${id}`),
    ...seatIds.filter((id) => !found.has(`SEAT:${id}`)).map((id) => `seat ${id}`),
  ];
  if (missing.length) throw new AppError("NOT_FOUND", `Not found: ${missing.join(", ")}.`);
  const unpriced = items.filter((i) => i.priceCents === null);
  if (unpriced.length) {
    throw new AppError(
      "BAD_REQUEST",
      `${unpriced.map((i) => i.name).join(", ")} has no price yet and cannot be booked.`,
    );
  }
  const taken = items.filter((i) => i.status !== "AVAILABLE" || !i.eventActive);
  if (taken.length) {
    throw new AppError(
      "CONFLICT",
      `Sorry, ${taken.length === 1 ? "this item is" : "these items are"} no longer available: ${taken.map((i) => i.name).join(", ")}.`,
    );
  }
}

/** The Checkout Session's lines: the items after the discount, Fees and HST; or one deposit line. */
function sessionLines(
  orderId: number,
  items: LockedItem[],
  totals: Totals,
  payCents: number,
  tickets: boolean,
) {
  if (payCents !== totals.totalCents)
    return [{ name: `Deposit on order ${orderId}`, cents: payCents }];
  const discounted = allocateDiscount(
    items.map((i) => i.priceCents ?? 0),
    totals.discountCents,
  );
  return [
    ...items.map((item, i) => ({
      name: item.kind === "SEAT" ? `Seat: ${item.name}` : `Booth ${item.name}`,
      cents: discounted[i]!,
    })),
    { name: tickets ? "Service Fees (2.9%)" : "Fees (3.5%)", cents: totals.feesCents },
    { name: "HST 13%", cents: totals.taxCents },
  ].filter((l) => l.cents > 0);
}

/**
 * DESIGN.md step 2: in one transaction lock the items, require them available, hold them, and
 * write a PENDING order with the server's figures; then open a Checkout Session that charges
 * exactly the server's pay amount. Client amounts, URLs and vendor id are never used.
 */
export async function startCheckout(
  vendor: SessionVendor,
  request: PaymentRequest,
): Promise<CheckoutReply> {
  const tickets = request.checkoutType === "TICKETS";
  const boothIds = [...new Set(request.cartItemModelList.map((i) => i.eventId))];
  const seatIds = [...new Set(request.seatIds)];
  if (tickets && boothIds.length)
    throw new AppError("BAD_REQUEST", "Tickets checkout takes seats only.");
  if (boothIds.length + seatIds.length === 0)
    throw new AppError("BAD_REQUEST", tickets ? EMPTY_TICKETS : EMPTY_BOOTH_CART);

  const db = await getDb();
  const held = await db.transaction(async (tx) => {
    const couponCode = request.couponCode?.trim() ? request.couponCode.trim().toUpperCase() : null;
    const coupon = couponCode ? await findUsableCoupon(couponCode, tx) : undefined;
    if (couponCode && !coupon) throw new AppError("BAD_REQUEST", INVALID_COUPON);

    const items = await lockItems(tx, boothIds, seatIds);
    checkItems(items, boothIds, seatIds);
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
        contractVersion: CONTRACT_VERSION,
        holdExpiresAt: sql`now() + (${HOLD_MINUTES} * interval '1 minute')`,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values(
      items.map((i) => ({
        orderId,
        kind: i.kind,
        boothId: i.kind === "BOOTH" ? i.id : null,
        seatId: i.kind === "SEAT" ? i.id : null,
        name: i.name,
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
      paymentId: payment!.id,
      lines: sessionLines(orderId, items, totals, payCents, tickets),
    };
  });
  if (boothIds.length) boothStateChanged();
  if (seatIds.length) seatStateChanged();

  try {
    const session = await createSession(
      vendor,
      held.orderId,
      held.paymentId,
      held.lines,
      tickets ? "TICKETS" : "BOOTH_CART",
    );
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
    return { sessionId: session.id, url: session.url!, orderId: held.orderId };
  } catch (error) {
    await abandonCheckout(held.orderId, held.paymentId);
    if (error instanceof AppError) throw error;
    throw providerUnavailable(error);
  }
}

export async function createSession(
  vendor: SessionVendor,
  orderId: number,
  paymentId: number,
  lines: { name: string; cents: number }[],
  checkoutType: string,
) {
  const base = siteUrl();
  const session = await stripe().checkout.sessions.create(
    {
      mode: "payment",
      currency: "cad",
      line_items: lines.map((l) => ({
        quantity: 1,
        price_data: { currency: "cad", unit_amount: l.cents, product_data: { name: l.name } },
      })),
      success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/cancel?session_id={CHECKOUT_SESSION_ID}`,
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
 * nothing (the payment is FAILED), and a payment on it would take DESIGN.md step 6's late path.
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
