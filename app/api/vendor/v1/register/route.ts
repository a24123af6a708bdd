import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { registerSchema } from "@/lib/validation";
import { MESSAGES, registerVendor } from "@/lib/vendors";

/** POST /api/vendor/v1/register (spec §7): 201 with a message; a taken e-mail is BAD_REQUEST. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const { vendorId } = await registerVendor(await readJson(request, registerSchema));
  return respond({ vendorId, message: MESSAGES.registered }, "CREATED");
});
