import { readJson, respond } from "@/lib/api";
import { orderSuccess } from "@/lib/payments/order-actions";
import { sessionIdSchema } from "@/lib/validation";
import { route } from "@/lib/route";

/** POST /api/v1/order/success {sessionId}: the payment result, reconciling with Stripe if needed. */
export const POST = route(
  { access: ["vendor", "visitor"], csrf: true },
  async (request, _context, caller) => {
    const { sessionId } = await readJson(request, sessionIdSchema);
    return respond(await orderSuccess(caller, sessionId));
  },
);
