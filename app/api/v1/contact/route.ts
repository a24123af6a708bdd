import { handler, readJson, respond } from "@/lib/api";
import { CONTACT_THANKS, saveContactMessage } from "@/lib/contact";
import { assertCsrf } from "@/lib/csrf";
import { contactSchema } from "@/lib/validation";

/** POST /api/v1/contact: the contact form (name, email, subject, message). */
export const POST = handler(async (request) => {
  assertCsrf(request);
  await saveContactMessage(await readJson(request, contactSchema));
  return respond({ message: CONTACT_THANKS }, "CREATED");
});
