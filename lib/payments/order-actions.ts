import "server-only";
import {
  failPayment,
  findPaymentBySession,
  hasOpenBalancePayment,
  insertPayment,
  lockOrder,
} from "./queries/payments";
import { findOrderView, type OrderView } from "@/lib/orders/queries/view";
import { itemsToTryAgain, type ItemAgain } from "@/lib/orders/queries/vendor";
import { transaction } from "@/db/queries/transaction";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { appError, messageError } from "../http/envelope";
import { formatCad } from "./pricing";
import { openCheckoutSession, type Buyer, type CheckoutReply } from "./checkout/session";
import { payAmountCents } from "./checkout-rules";
import { cancelSession, reconcileSession } from "./fulfil";
import { providerUnavailable, stripe, VISITOR_WAITING } from "./stripe";

// The API's fixed wording for a cancelled payment, the same words the cancel page shows.
export const CANCELLED_CODE = "payment.cancelled";
export const ALREADY_PAID_CODE = "payment.alreadyCompleted";

/** The caller's payment for a Checkout Session; anyone else's is refused like an unknown one. */
async function ownPayment(buyer: Buyer, sessionId: string) {
  const row = await findPaymentBySession(sessionId);
  if (!row) throw appError("NOT_FOUND", "errors.payments.notFound");
  if (row.vendorId !== buyer.accountId) throw messageError("UNAUTHORIZED", "account.unauthorized");
  return row;
}

/**
 * POST /api/v1/order/success: if the webhook has not arrived yet, fetch the session from Stripe
 * and fulfil it the same idempotent way; answer the order as it now stands.
 */
export async function orderSuccess(buyer: Buyer, sessionId: string): Promise<OrderView> {
  const payment = await ownPayment(buyer, sessionId);
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
  const view = await findOrderView(payment.orderId);
  if (!view) throw appError("NOT_FOUND", "errors.orders.notFound");
  if (payment.kind !== "DEPOSIT") return view;
  // a damage deposit is not a payment of the order's price: the page says what became of it
  const now = await findPaymentBySession(sessionId);
  return { ...view, message: depositMessage(now ?? payment, view.locale) };
}

/** What the success page says of a damage deposit payment, in the order's language. */
function depositMessage(
  payment: { status: string; amountCents: number },
  locale: Locale,
): string | null {
  const amount = formatCad(payment.amountCents, locale);
  if (payment.status === "PAID") return translator(locale)("deposits.success", { amount });
  if (payment.status === "REFUNDED")
    return translator(locale)("deposits.successRefunded", { amount });
  return null;
}

/**
 * What a cancel answers: its message's code (cancelled, or already paid) and, so the cancel page
 * can offer "Try again", what the checkout held as it stands now: each item with its event and
 * section, today's price and whether it is still free.
 */
export type Cancelled = {
  code: typeof CANCELLED_CODE | typeof ALREADY_PAID_CODE;
  checkoutType: string;
  items: ItemAgain[];
};

/**
 * POST /api/v1/order/cancel: expire the session at Stripe, release the holds, answer the message
 * and the items the checkout held (for "Try again").
 */
export async function orderCancel(buyer: Buyer, sessionId: string): Promise<Cancelled> {
  const payment = await ownPayment(buyer, sessionId);
  if (payment.status === "PAID")
    return { code: ALREADY_PAID_CODE, checkoutType: payment.checkoutType, items: [] };
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
    return { code: ALREADY_PAID_CODE, checkoutType: payment.checkoutType, items: [] };
  }
  await cancelSession(session);
  // A balance payment's items stay booked: there is nothing to put back in a cart.
  const items =
    payment.kind === "INITIAL" ? await itemsToTryAgain({ orderId: payment.orderId }) : [];
  return { code: CANCELLED_CODE, checkoutType: payment.checkoutType, items };
}

/**
 * Pays (part of) an order's balance through a new Checkout Session: at least the deposit minimum
 * of the balance, at most the balance; one balance payment at a time.
 */
export async function payBalance(
  buyer: Buyer,
  input: { orderId: number; payCents: number | null },
  { origin, locale }: { origin: string; locale: Locale },
): Promise<CheckoutReply> {
  const created = await transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.vendorId !== buyer.accountId)
      throw appError("NOT_FOUND", "errors.orders.notFound");
    if (order.status !== "PARTIALLY_PAID" || order.balanceCents <= 0) {
      throw appError("CONFLICT", "errors.orders.noBalance");
    }
    if (await hasOpenBalancePayment(tx, order.id))
      throw appError("CONFLICT", "errors.orders.balancePaymentInProgress");
    const cents = payAmountCents(order.balanceCents, input.payCents);
    const paymentId = await insertPayment(tx, {
      orderId: order.id,
      kind: "BALANCE",
      amountCents: cents,
    });
    return {
      orderId: order.id,
      paymentId,
      cents,
      checkoutType: order.checkoutType,
      locale: order.locale,
    };
  });
  return openCheckoutSession(
    {
      buyer,
      orderId: created.orderId,
      paymentId: created.paymentId,
      lines: [
        {
          // named in the order's language, as its first checkout was
          name: translator(created.locale)("checkout.lines.balance", {
            order: String(created.orderId),
          }),
          cents: created.cents,
        },
      ],
      checkoutType: created.checkoutType,
      origin,
      locale,
    },
    () => transaction((tx) => failPayment(tx, created.paymentId).then(() => undefined)),
  );
}
