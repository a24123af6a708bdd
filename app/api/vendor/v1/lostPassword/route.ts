import { readJson, respond } from "@/lib/api";
import { lostPasswordSchema } from "@/lib/validation";
import { MESSAGES, requestPasswordReset } from "@/lib/vendors";
import { publicOrigin } from "@/lib/origin";
import { route } from "@/lib/route";

/** POST /api/vendor/v1/lostPassword: the same answer whether or not the e-mail has an account. */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  await requestPasswordReset(await readJson(request, lostPasswordSchema), publicOrigin(request));
  return respond({ message: MESSAGES.resetSent });
});
