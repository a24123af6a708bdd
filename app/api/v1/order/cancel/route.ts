import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { orderCancel } from "@/lib/payments/orders";
import { requireVendor } from "@/lib/session";
import { sessionIdSchema } from "@/lib/validation";

/** POST /api/v1/order/cancel {sessionId}: expire the session, release the holds, answer the message. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const vendor = await requireVendor(request);
  const { sessionId } = await readJson(request, sessionIdSchema);
  return respond(await orderCancel(vendor, sessionId));
});
