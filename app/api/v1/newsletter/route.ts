import { readJson, respond } from "@/lib/api";
import { subscribeNewsletter } from "@/lib/contact";
import { newsletterSchema } from "@/lib/validation";
import { route } from "@/lib/route";

/** POST /api/v1/newsletter: subscribe an e-mail once; a repeat is acknowledged, not stored twice. */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  const result = await subscribeNewsletter(await readJson(request, newsletterSchema));
  return respond({ message: result.message }, result.created ? "CREATED" : "OK");
});
