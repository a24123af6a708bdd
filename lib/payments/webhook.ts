import "server-only";
import { findRecordedEvent, pendingRefundAsks, recordEvent } from "./queries/payments";
import { transaction } from "@/db/queries/transaction";
import { AppError, appError } from "../http/envelope";
import { logJson } from "../platform/log";
import { none, type Effects } from "./effects";
import { applyMoneyEvent, finishMoneyEvent } from "./gate";
import type { MoneyEvent } from "./money-events";
import { rejectSession, sessionMismatch } from "./session-check";
import { stripe, webhookSecret, type CheckoutSession, type StripeEvent } from "./stripe";

// The endpoint stops reading at 1 MiB (Stripe's largest events are a few hundred KiB); this is
// the same limit, for a body handed in whole.
const MAX_BYTES = 1024 * 1024;
/** A signature is accepted within 5 minutes of its timestamp, either side (clock drift). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const invalidSignature = () => appError("BAD_REQUEST", "errors.payments.invalidSignature");
const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/** The `t=` of a Stripe-Signature header, read as the Stripe SDK reads it (the last one counts). */
function signedAt(header: string): number {
  let at = Number.NaN;
  for (const item of header.split(",")) {
    const [key, value = ""] = item.split("=");
    if (key === "t") at = Number.parseInt(value, 10);
  }
  return at;
}

/** Ids and types are short printable ASCII; anything else never reaches a query. */
const plainText = (value: unknown): value is string =>
  typeof value === "string" && /^[\x20-\x7e]{1,255}$/.test(value);

function isEvent(value: unknown): value is StripeEvent {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const event = value as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  if (!plainText(event.id) || !plainText(event.type)) return false;
  const object = event.data && typeof event.data === "object" ? event.data.object : undefined;
  if (!object || typeof object !== "object" || Array.isArray(object)) return false;
  const objectId = (object as { id?: unknown }).id;
  if (event.type.startsWith("checkout.session.")) return plainText(objectId);
  return objectId === undefined || plainText(objectId);
}

/**
 * The event in a webhook request, once its signature is proven: signed with our secret within the
 * tolerance on either side of now (the SDK alone refuses only old ones), and shaped like an event
 * (an id, a type and a data object). Anything else is a 400 and records nothing.
 */
export function verifyStripeEvent(body: string, signature: string | null): StripeEvent {
  if (!signature || body.length > MAX_BYTES) throw invalidSignature();
  const skew = Math.floor(Date.now() / 1000) - signedAt(signature);
  if (!(Math.abs(skew) <= SIGNATURE_TOLERANCE_SECONDS)) throw invalidSignature();
  let event: unknown;
  try {
    event = stripe().webhooks.constructEvent(
      body,
      signature,
      webhookSecret(),
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidSignature();
  }
  if (!isEvent(event)) throw appError("BAD_REQUEST", "errors.payments.notStripeEvent");
  return event;
}

type Seen = {
  payment: {
    id: number;
    status: string;
    intent: string | null;
    amountCents: number;
    refundPending: boolean;
  } | null;
  currency: string | null;
};

/**
 * A redelivered event changes nothing, but the refunds its first delivery decided are asked for
 * again under the same idempotency keys while they are not confirmed: the call may have failed
 * after the event was recorded.
 */
async function refundAgain(
  event: StripeEvent,
  session: CheckoutSession,
  seen: Seen,
): Promise<Effects | null> {
  const { payment } = seen;
  const asks = payment?.refundPending ? await pendingRefundAsks(payment.id) : [];
  if (asks.length) return { ...none(), refunds: asks };
  if (!PAID_EVENTS.has(event.type) || session.payment_status !== "paid") return null;
  if (payment?.status === "PAID" || payment?.status === "REFUNDED") return null;
  const mismatch = sessionMismatch(
    session,
    payment && seen.currency ? { amountCents: payment.amountCents, currency: seen.currency } : null,
  );
  return mismatch ? rejectSession(session, mismatch) : null;
}

/** The money event a provider event is, or null for the types the site does not act on. */
function moneyEvent(event: StripeEvent): MoneyEvent | null {
  const session = event.data.object as CheckoutSession;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return { kind: "provider-paid", session };
    case "checkout.session.async_payment_failed":
      return { kind: "provider-unpaid", session, outcome: "FAILED" };
    case "checkout.session.expired":
      return { kind: "provider-unpaid", session, outcome: "EXPIRED" };
    case "charge.refunded":
      return { kind: "provider-refunded", charge: event.data.object };
    default:
      return null;
  }
}

/**
 * POST /api/stripe/webhook after the signature check: each event id is recorded once, in the
 * same transaction as its effect (through the money gate), so a replayed event changes nothing.
 */
export async function handleStripeEvent(event: StripeEvent): Promise<{ duplicate: boolean }> {
  const session = event.data.object as CheckoutSession;
  // Stripe delivers at least once: a redelivery of an event already applied (its id is committed
  // with its effect) is answered after one read, without opening a transaction.
  const seen = await findRecordedEvent(event.id, String(session.id));
  const result = seen
    ? { duplicate: true, effects: await refundAgain(event, session, seen) }
    : await transaction(async (tx) => {
        if (!(await recordEvent(tx, { id: event.id, type: event.type })))
          return { duplicate: true, effects: null };
        const money = moneyEvent(event);
        return {
          duplicate: false,
          effects: money ? (await applyMoneyEvent(tx, money)).effects : null,
        };
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
  if (result.effects) await finishMoneyEvent(result.effects);
  return { duplicate: result.duplicate };
}
