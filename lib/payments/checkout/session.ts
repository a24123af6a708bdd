import "server-only";
import { CHECKOUT_SESSION_MINUTES } from "@/db/queries/holds";
import { setPaymentSession } from "../queries/payments";
import type { SessionAccount } from "../../accounts/session";
import { AppError } from "../../http/envelope";
import { localePath, type Locale } from "../../i18n/locales";
import { logJson } from "../../platform/log";
import { providerUnavailable, stripe, VISITOR_WAITING } from "../stripe";

// The provider's Checkout Session for a payment just written (a checkout's first payment or a
// balance): opened at Stripe, stored on the payment, and where the buyer goes to pay.

/** The buyer: the signed-in account (a vendor books booths, anyone buys tickets). */
export type Buyer = Pick<SessionAccount, "accountId" | "email">;

export type CheckoutReply = {
  sessionId: string;
  url: string;
  orderId: number;
  /** Until when the items are held for this checkout (ISO; a balance payment holds nothing). */
  holdExpiresAt?: string;
};

type SessionRequest = {
  buyer: Buyer;
  orderId: number;
  paymentId: number;
  lines: { name: string; cents: number }[];
  checkoutType: string;
  origin: string;
  /** The language of the page the payment started from: the provider returns there. */
  locale: Locale;
};

/**
 * Opens the Checkout Session for a payment just written (a first payment or a balance), stores
 * it on the payment and answers where to pay. If the provider cannot open one, nothing was
 * charged: `abandon` ends the payment (and, for a first payment, its order and holds), and the
 * caller gets a clear 503.
 */
export async function openCheckoutSession(
  request: SessionRequest,
  abandon: () => Promise<void>,
): Promise<CheckoutReply> {
  try {
    const session = await createSession(request);
    await setPaymentSession(request.paymentId, session.id);
    logJson({
      level: "info",
      msg: "checkout session opened",
      orderId: request.orderId,
      paymentId: request.paymentId,
      sessionId: session.id,
    });
    return { sessionId: session.id, url: session.url!, orderId: request.orderId };
  } catch (error) {
    await abandon();
    if (error instanceof AppError) throw error;
    throw providerUnavailable(error);
  }
}

/**
 * The Checkout Session for one payment. `origin` is where the visitor returns afterwards:
 * publicOrigin of their request (SITE_URL in production), never a URL the client sent.
 */
async function createSession({
  buyer,
  orderId,
  paymentId,
  lines,
  checkoutType,
  origin,
  locale,
}: SessionRequest) {
  const session = await stripe().checkout.sessions.create(
    {
      mode: "payment",
      currency: "cad",
      line_items: lines.map((l) => ({
        quantity: 1,
        price_data: { currency: "cad", unit_amount: l.cents, product_data: { name: l.name } },
      })),
      success_url: `${origin}${localePath(locale, "/success")}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${localePath(locale, "/cancel")}?session_id={CHECKOUT_SESSION_ID}`,
      client_reference_id: String(orderId),
      customer_email: buyer.email || undefined,
      metadata: {
        order_id: String(orderId),
        payment_id: String(paymentId),
        checkout_type: checkoutType,
      },
      payment_intent_data: {
        metadata: { order_id: String(orderId), payment_id: String(paymentId) },
      },
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_MINUTES * 60,
    },
    { idempotencyKey: `order-${orderId}-payment-${paymentId}`, ...VISITOR_WAITING },
  );
  if (!session.url) throw new Error("Checkout Session has no url");
  return session;
}
