import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { startCheckout } from "@/lib/payments/checkout";
import { requireVendor } from "@/lib/session";
import { paymentRequestSchema } from "@/lib/validation";

/** POST /api/v1/payment (DESIGN.md step 2): hold the items, open a Checkout Session, reply {sessionId, url}. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const vendor = await requireVendor(request);
  const reply = await startCheckout(vendor, await readJson(request, paymentRequestSchema));
  return respond(reply);
});
