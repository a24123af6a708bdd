import "server-only";
import Stripe from "stripe";
import { AppError } from "../api";
import { env } from "../env";

let client: Stripe | undefined;
let clientKey: string | undefined;

/**
 * The official SDK; with STRIPE_API_BASE it talks plain HTTP to a Stripe-compatible server on
 * loopback (the local provider in demo mode and tests), otherwise to Stripe itself. Same code path.
 */
export function stripe(): Stripe {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) {
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "Card payments are not configured on this site right now.",
    );
  }
  const key = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_BASE ?? ""}`;
  if (client && clientKey === key) return client;
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  client = new Stripe(e.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
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

export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw new AppError("SERVICE_UNAVAILABLE", "Payment notifications are not configured.");
  return secret;
}

export type CheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;

/** Stripe's own failures (network, 5xx, rate limits) read as "the provider is unavailable" to callers. */
export function providerUnavailable(error: unknown): AppError {
  console.error(
    JSON.stringify({ level: "error", msg: "payment provider error", error: String(error) }),
  );
  return new AppError(
    "SERVICE_UNAVAILABLE",
    "We could not reach the payment provider. Nothing was charged; please try again in a moment.",
  );
}
