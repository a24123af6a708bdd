import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { vendorFromRequest } from "@/lib/session";
import { profileInfoSchema } from "@/lib/validation";
import { profileFor } from "@/lib/vendors";

/** POST /api/profile/info {vendorId}: the caller's own profile; anyone else's is UNAUTHORIZED. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const caller = await vendorFromRequest(request);
  const { vendorId } = await readJson(request, profileInfoSchema);
  return respond(await profileFor(caller, vendorId));
});
