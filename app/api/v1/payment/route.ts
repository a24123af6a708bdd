import { AppError, readJson, respond } from "@/lib/api";
import { publicOrigin } from "@/lib/origin";
import { startCheckout } from "@/lib/payments/checkout";
import { route } from "@/lib/route";
import { paymentRequestSchema } from "@/lib/validation";
import { MESSAGES } from "@/lib/vendors";

/** POST /api/v1/payment: hold the items, open a Checkout Session, reply {sessionId, url}. */
export const POST = route(
  { access: ["vendor", "visitor"], csrf: true },
  async (request, _context, caller) => {
    const input = await readJson(request, paymentRequestSchema);
    // Visitor accounts buy tickets; booths are booked by vendors, under the vendor contract.
    if (caller.role === "visitor" && input.cartItemModelList.length > 0)
      throw new AppError("FORBIDDEN", MESSAGES.visitorsBuyTickets);
    const reply = await startCheckout(caller, input, publicOrigin(request));
    return respond(reply);
  },
);
