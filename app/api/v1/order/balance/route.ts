import { readJson, respond } from "@/lib/api";
import { publicOrigin } from "@/lib/origin";
import { payBalance } from "@/lib/payments/order-actions";
import { route } from "@/lib/route";
import { balancePaymentSchema } from "@/lib/validation";

/** POST /api/v1/order/balance {orderId, paidAmount?}: a Checkout Session for (part of) the balance. */
export const POST = route(
  { access: ["vendor", "visitor"], csrf: true },
  async (request, _context, caller) => {
    const input = await readJson(request, balancePaymentSchema);
    return respond(await payBalance(caller, input, publicOrigin(request)));
  },
);
