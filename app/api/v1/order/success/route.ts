import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { orderSuccess } from "@/lib/payments/orders";
import { requireVendor } from "@/lib/session";
import { sessionIdSchema } from "@/lib/validation";

/** POST /api/v1/order/success {sessionId}: the payment result, reconciling with Stripe if needed. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const vendor = await requireVendor(request);
  const { sessionId } = await readJson(request, sessionIdSchema);
  return respond(await orderSuccess(vendor, sessionId));
});
