import { readJson, respond } from "@/lib/api";
import { resetPasswordSchema } from "@/lib/validation";
import { MESSAGES, resetPassword } from "@/lib/vendors";
import { route } from "@/lib/route";

/** POST /api/vendor/v1/resetPassword: a valid, unused, unexpired token sets the new password. */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  await resetPassword(await readJson(request, resetPasswordSchema));
  return respond({ message: MESSAGES.resetDone });
});
