import { readJson, respond } from "@/lib/api";
import { orderCancel } from "@/lib/payments/order-actions";
import { sessionIdSchema } from "@/lib/validation";
import { route } from "@/lib/route";

/** POST /api/v1/order/cancel {sessionId}: expire the session, release the holds, answer the message. */
export const POST = route(
  { access: ["vendor", "visitor"], csrf: true },
  async (request, _context, caller) => {
    const { sessionId } = await readJson(request, sessionIdSchema);
    return respond(await orderCancel(caller, sessionId));
  },
);
