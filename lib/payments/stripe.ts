import "server-only";
import Stripe from "stripe";
import { appError, type AppError } from "../http/envelope";
import { env } from "../../config/env";
import { errorText } from "../platform/log";

let client: Stripe | undefined;
let clientKey: string | undefined;

/**
 * The official SDK; with STRIPE_API_BASE it talks plain HTTP to a Stripe-compatible server on
 * loopback (the local provider in demo mode and tests), otherwise to Stripe itself. Same code path.
 */
export function stripe(): Stripe {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) {
    throw appError("SERVICE_UNAVAILABLE", "errors.payments.cardsNotConfigured");
  }
  const key = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_BASE ?? ""}|${e.STRIPE_TIMEOUT_MS}`;
  if (client && clientKey === key) return client;
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  client = new Stripe(e.STRIPE_SECRET_KEY, {
    // One retry (same idempotency key) for calls nobody waits on, e.g. refunds after a webhook;
    // calls a visitor waits on pass VISITOR_WAITING.
    maxNetworkRetries: 1,
    timeout: e.STRIPE_TIMEOUT_MS,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  clientKey = key;
  return client;
}

/**
 * Request options for a call a visitor is waiting on (opening a Checkout Session): one attempt, so
 * a slow Stripe costs at most STRIPE_TIMEOUT_MS before a clear 503 instead of twice that plus a
 * backoff. A retry after a timeout would rarely help: the first request may still be running at
 * Stripe. The SDK still retries a reset connection once, under the caller's idempotency key.
 */
export const VISITOR_WAITING = { maxNetworkRetries: 0 } as const;

export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw appError("SERVICE_UNAVAILABLE", "errors.payments.webhookNotConfigured");
  return secret;
}

export type CheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;

/** Stripe's own failures (network, 5xx, rate limits) read as "the provider is unavailable" to callers. */
export function providerUnavailable(error: unknown): AppError {
  console.error(
    JSON.stringify({ level: "error", msg: "payment provider error", error: errorText(error) }),
  );
  return appError("SERVICE_UNAVAILABLE", "errors.payments.providerUnreachable");
}
