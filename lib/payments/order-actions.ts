import "server-only";
import type { z } from "zod";
import {
  failPayment,
  findPaymentBySession,
  hasOpenBalancePayment,
  insertPayment,
  lockOrder,
} from "@/db/queries/ledger";
import { loadOrderView } from "@/db/queries/order-view";
import { itemsToTryAgain, type ItemAgain } from "@/db/queries/orders";
import { transaction } from "@/db/queries/transaction";
import type { Locale } from "../i18n/locales";
import { AppError } from "../http/envelope";
import { t } from "../i18n/messages";
import { centsToDollars } from "./pricing";
import type { balancePaymentSchema } from "../validation";
import { MESSAGES, type SessionVendor } from "../accounts/accounts";
import { openCheckoutSession, type CheckoutReply } from "./checkout";
import { payAmountCents } from "./checkout-rules";
import { cancelSession, reconcileSession } from "./fulfil";
import { paymentResult, type PaymentResult } from "./order-view";
import { providerUnavailable, stripe, VISITOR_WAITING } from "./stripe";

// The API's fixed wording for a cancelled payment, the same words the cancel page shows.
export const CANCELLED_MESSAGE = t("payment.cancelled");

/** The caller's payment for a Checkout Session; anyone else's is refused like an unknown one. */
async function ownPayment(vendor: SessionVendor, sessionId: string) {
  const row = await findPaymentBySession(sessionId);
  if (!row) throw new AppError("NOT_FOUND", "We could not find this payment.");
  if (row.vendorId !== vendor.vendorId)
    throw new AppError("UNAUTHORIZED", MESSAGES.unauthorized, { message: MESSAGES.unauthorized });
  return row;
}

/**
 * POST /api/v1/order/success: if the webhook has not arrived yet, fetch the session from Stripe
 * and fulfil it the same idempotent way; answer the payment result.
 */
export async function orderSuccess(
  vendor: SessionVendor,
  sessionId: string,
): Promise<PaymentResult> {
  const payment = await ownPayment(vendor, sessionId);
  // An EXPIRED payment may still have been paid: its session was replaced by a newer checkout
  // or expired here while the visitor was paying at Stripe.
  if (payment.status === "OPEN" || payment.status === "EXPIRED") {
    let session;
    try {
      session = await stripe().checkout.sessions.retrieve(sessionId, {}, VISITOR_WAITING);
    } catch (error) {
      throw providerUnavailable(error);
    }
    await reconcileSession(session);
  }
  return paymentResult(await loadOrderView(payment.orderId));
}

/**
 * What a cancelled checkout held, as it stands now, so the cancel page can offer "Try again":
 * each item with its event and section, today's price (dollars) and whether it is still free.
 */
export type CancelledItem = Omit<ItemAgain, "priceCents"> & { price: number | null };

async function cancelledItems(orderId: number): Promise<CancelledItem[]> {
  return (await itemsToTryAgain({ orderId })).map(({ priceCents, ...item }) => ({
    ...item,
    price: priceCents === null ? null : centsToDollars(priceCents),
  }));
}

/**
 * POST /api/v1/order/cancel: expire the session at Stripe, release the holds, answer the message
 * and the items the checkout held (for "Try again").
 */
export async function orderCancel(
  vendor: SessionVendor,
  sessionId: string,
): Promise<{ message: string; checkoutType: string; items: CancelledItem[] }> {
  const payment = await ownPayment(vendor, sessionId);
  if (payment.status === "PAID")
    return {
      message: "This payment was already completed, so it cannot be cancelled.",
      checkoutType: payment.checkoutType,
      items: [],
    };
  let session;
  try {
    session = await stripe().checkout.sessions.retrieve(sessionId, {}, VISITOR_WAITING);
    if (session.status === "open")
      session = await stripe().checkout.sessions.expire(sessionId, {}, VISITOR_WAITING);
  } catch (error) {
    throw providerUnavailable(error);
  }
  if (session.payment_status === "paid") {
    await reconcileSession(session);
    return {
      message: "This payment was already completed, so it cannot be cancelled.",
      checkoutType: payment.checkoutType,
      items: [],
    };
  }
  await cancelSession(session);
  // A balance payment's items stay booked: there is nothing to put back in a cart.
  const items = payment.kind === "INITIAL" ? await cancelledItems(payment.orderId) : [];
  return { message: CANCELLED_MESSAGE, checkoutType: payment.checkoutType, items };
}

/**
 * Pays (part of) an order's balance through a new Checkout Session: at least the deposit minimum
 * of the balance, at most the balance; one balance payment at a time.
 */
export async function payBalance(
  vendor: SessionVendor,
  input: z.output<typeof balancePaymentSchema>,
  { origin, locale }: { origin: string; locale: Locale },
): Promise<CheckoutReply> {
  const created = await transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.vendorId !== vendor.vendorId)
      throw new AppError("NOT_FOUND", "We could not find this order.");
    if (order.status !== "PARTIALLY_PAID" || order.balanceCents <= 0) {
      throw new AppError("CONFLICT", "This order has no balance to pay.");
    }
    if (await hasOpenBalancePayment(tx, order.id))
      throw new AppError("CONFLICT", "A balance payment for this order is already in progress.");
    const cents = payAmountCents(order.balanceCents, input.paidAmount);
    const paymentId = await insertPayment(tx, {
      orderId: order.id,
      kind: "BALANCE",
      amountCents: cents,
    });
    return { orderId: order.id, paymentId, cents, checkoutType: order.checkoutType };
  });
  return openCheckoutSession(
    {
      vendor,
      orderId: created.orderId,
      paymentId: created.paymentId,
      lines: [{ name: `Balance on order ${created.orderId}`, cents: created.cents }],
      checkoutType: created.checkoutType,
      origin,
      locale,
    },
    () => transaction((tx) => failPayment(tx, created.paymentId).then(() => undefined)),
  );
}
