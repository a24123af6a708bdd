import { AppError, handler, respond } from "@/lib/api";
import { handleStripeEvent } from "@/lib/payments/fulfil";
import { stripe, webhookSecret } from "@/lib/payments/stripe";

const MAX_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook: the raw body's signature is verified before anything else; each event
 * id is applied once. No anti-forgery cookie here: the signature is the proof.
 */
export const POST = handler(async (request) => {
  const signature = request.headers.get("stripe-signature");
  const body = await request.text();
  if (!signature || body.length > MAX_BYTES)
    throw new AppError("BAD_REQUEST", "Missing or invalid signature.");
  let event;
  try {
    event = stripe().webhooks.constructEvent(body, signature, webhookSecret());
  } catch {
    throw new AppError("BAD_REQUEST", "Missing or invalid signature.");
  }
  const { duplicate } = await handleStripeEvent(event);
  return respond({ received: true, duplicate });
});
