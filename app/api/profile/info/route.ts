import { readJson, respond } from "@/lib/api";
import { route } from "@/lib/route";
import { profileInfoSchema } from "@/lib/validation";
import { MESSAGES, profileFor } from "@/lib/vendors";

/** POST /api/profile/info {vendorId}: the caller's own profile; anyone else's is UNAUTHORIZED. */
export const POST = route(
  { access: "signed-in", csrf: true, unauthorized: MESSAGES.unauthorized },
  async (request, _context, caller) => {
    const { vendorId } = await readJson(request, profileInfoSchema);
    return respond(await profileFor(caller, vendorId));
  },
);
