import { AppError, handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { vendorFromRequest } from "@/lib/session";
import { profileSchema } from "@/lib/validation";
import { MESSAGES, updateProfile } from "@/lib/vendors";

/** PUT /api/profile: saves the caller's profile; the password changes only when filled. */
export const PUT = handler(async (request) => {
  assertCsrf(request);
  const caller = await vendorFromRequest(request);
  if (!caller)
    throw new AppError("UNAUTHORIZED", MESSAGES.unauthorized, { message: MESSAGES.unauthorized });
  const profile = await updateProfile(caller.vendorId, await readJson(request, profileSchema));
  return respond({ ...profile, message: MESSAGES.profileSaved });
});
