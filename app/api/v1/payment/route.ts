import { readJson, respond } from "@/lib/api";
import { publicOrigin } from "@/lib/origin";
import { startCheckout } from "@/lib/payments/checkout";
import { route } from "@/lib/route";
import { paymentRequestSchema } from "@/lib/validation";

/** POST /api/v1/payment: hold the items, open a Checkout Session, reply {sessionId, url}. */
export const POST = route(
  { access: ["vendor", "visitor"], csrf: true },
  async (request, _context, caller) => {
    const reply = await startCheckout(
      caller,
      await readJson(request, paymentRequestSchema),
      publicOrigin(request),
    );
    return respond(reply);
  },
);
