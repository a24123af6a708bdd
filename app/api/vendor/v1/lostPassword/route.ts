import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { lostPasswordSchema } from "@/lib/validation";
import { MESSAGES, requestPasswordReset } from "@/lib/vendors";

/** POST /api/vendor/v1/lostPassword: the same answer whether or not the e-mail has an account. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  await requestPasswordReset(await readJson(request, lostPasswordSchema));
  return respond({ message: MESSAGES.resetSent });
});
