import { respond } from "@/lib/api";
import { handleStripeEvent, verifyStripeEvent } from "@/lib/payments/webhook";
import { route } from "@/lib/route";

/**
 * POST /api/stripe/webhook: the raw body's signature is verified before anything else; each event
 * id is applied once. No anti-forgery cookie here: the signature is the proof.
 */
export const POST = route({ access: "public", csrf: false }, async (request) => {
  const body = await request.text();
  const event = verifyStripeEvent(body, request.headers.get("stripe-signature"));
  const { duplicate } = await handleStripeEvent(event);
  return respond({ received: true, duplicate });
});
