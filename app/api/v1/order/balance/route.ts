import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { payBalance } from "@/lib/payments/orders";
import { requireVendor } from "@/lib/session";
import { balancePaymentSchema } from "@/lib/validation";

/** POST /api/v1/order/balance {orderId, paidAmount?}: a Checkout Session for (part of) the balance. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const vendor = await requireVendor(request);
  return respond(await payBalance(vendor, await readJson(request, balancePaymentSchema)));
});
