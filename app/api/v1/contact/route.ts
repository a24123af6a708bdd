import { readJson, respond } from "@/lib/api";
import { CONTACT_THANKS, saveContactMessage } from "@/lib/contact";
import { contactSchema } from "@/lib/validation";
import { route } from "@/lib/route";

/** POST /api/v1/contact: the contact form (name, email, subject, message). */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  await saveContactMessage(await readJson(request, contactSchema));
  return respond({ message: CONTACT_THANKS }, "CREATED");
});
