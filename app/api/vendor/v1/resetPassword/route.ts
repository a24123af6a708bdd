import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { resetPasswordSchema } from "@/lib/validation";
import { MESSAGES, resetPassword } from "@/lib/vendors";

/** POST /api/vendor/v1/resetPassword: a valid, unused, unexpired token sets the new password. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  await resetPassword(await readJson(request, resetPasswordSchema));
  return respond({ message: MESSAGES.resetDone });
});
