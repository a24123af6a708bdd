import "server-only";
import { insertContactMessage, insertSubscriber } from "@/db/queries/contact";
import type { z } from "zod";
import type { contactSchema, newsletterSchema } from "../validation";

export const CONTACT_THANKS = "Thank you for your message! We will get back to you soon.";
export const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";
export const NEWSLETTER_ALREADY = "You are already subscribed to our newsletter.";

export async function saveContactMessage(input: z.output<typeof contactSchema>): Promise<void> {
  await insertContactMessage(input);
}

/** A repeated e-mail (in any letter case) keeps its one row: the unique index on lower(email) decides. */
export async function subscribeNewsletter(
  input: z.output<typeof newsletterSchema>,
): Promise<{ created: boolean; message: string }> {
  return (await insertSubscriber(input.email))
    ? { created: true, message: NEWSLETTER_THANKS }
    : { created: false, message: NEWSLETTER_ALREADY };
}
