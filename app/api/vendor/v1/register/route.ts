import { readJson, respond } from "@/lib/api";
import { registerSchema } from "@/lib/validation";
import { MESSAGES, registerVendor } from "@/lib/vendors";
import { publicOrigin } from "@/lib/origin";
import { clientAddress } from "@/lib/request";
import { route } from "@/lib/route";

/** POST /api/vendor/v1/register: 201 with a message; a taken e-mail is BAD_REQUEST. */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  const { vendorId } = await registerVendor(await readJson(request, registerSchema), {
    address: clientAddress(request),
    origin: publicOrigin(request),
  });
  return respond({ vendorId, message: MESSAGES.registered }, "CREATED");
});
