import "server-only";
import { logJson } from "../platform/log";
import { none, type Effects } from "./effects";
import type { CheckoutSession } from "./stripe";

/** What the site asked for when it opened a session: the payment's amount, in the order's currency. */
export type Asked = { amountCents: number; currency: string };

export const UNKNOWN_SESSION = "no payment of this site was opened with this session";

/**
 * Why a paid Checkout Session may not be applied, or null when it may. It must be the session the
 * site opened for the payment (found by the session id stored on the payment, never by metadata,
 * which anyone with API access can write) and charge exactly the amount asked, in the currency
 * asked.
 */
export function sessionMismatch(session: CheckoutSession, asked: Asked | null): string | null {
  if (!asked) return UNKNOWN_SESSION;
  if (session.amount_total !== asked.amountCents)
    return `amount_total ${String(session.amount_total)} is not the ${asked.amountCents} asked`;
  if (session.currency !== asked.currency)
    return `currency ${String(session.currency)} is not the ${asked.currency} asked`;
  return null;
}

export function paymentIntentOf(session: CheckoutSession): string | null {
  const intent: unknown = session.payment_intent;
  if (typeof intent === "string") return intent;
  const id = (intent as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : null;
}

/** Whether a session presents itself as one of this site's (our metadata or client reference). */
function claimsThisSite(session: CheckoutSession): boolean {
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  return Boolean(metadata.payment_id || metadata.order_id || session.client_reference_id);
}

/**
 * A paid session that may not be applied changes nothing and is logged. If it presents itself as
 * one of this site's payments its money goes back in full, under a key per session so that a
 * redelivery asks again without refunding twice; a session of another integration on the same
 * Stripe account is left alone.
 */
export function rejectSession(session: CheckoutSession, reason: string): Effects {
  const paymentIntent = paymentIntentOf(session);
  const refund = session.payment_status === "paid" && claimsThisSite(session) && paymentIntent;
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  logJson({
    level: "warn",
    msg: "checkout session rejected",
    sessionId: session.id,
    reason,
    orderId: metadata.order_id ?? session.client_reference_id ?? null,
    paymentId: metadata.payment_id ?? null,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntent,
    refunded: Boolean(refund),
  });
  const effects = none();
  if (refund) effects.refunds.push({ paymentIntent: refund, retry: true });
  return effects;
}
