import { readJson, respond } from "@/lib/api";
import { clientAddress } from "@/lib/request";
import { route } from "@/lib/route";
import { profileSchema } from "@/lib/validation";
import { MESSAGES, updateProfile } from "@/lib/vendors";

/**
 * PUT /api/profile: saves the caller's profile. A new password needs the current one; it ends
 * every other session of the account and re-issues this one (new cookies in the answer).
 */
export const PUT = route(
  { access: "signed-in", csrf: true, unauthorized: MESSAGES.unauthorized },
  async (request, _context, caller) => {
    const { profile, cookies } = await updateProfile(
      caller,
      await readJson(request, profileSchema),
      clientAddress(request),
    );
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    const message = cookies.length ? MESSAGES.passwordChanged : MESSAGES.profileSaved;
    return respond({ ...profile, message }, "OK", { headers });
  },
);
