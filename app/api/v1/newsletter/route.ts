import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { subscribeNewsletter } from "@/lib/contact";
import { newsletterSchema } from "@/lib/validation";

/** POST /api/v1/newsletter: subscribe an e-mail once; a repeat is acknowledged, not stored twice. */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const result = await subscribeNewsletter(await readJson(request, newsletterSchema));
  return respond({ message: result.message }, result.created ? "CREATED" : "OK");
});
