import "server-only";
import { getDb } from "@/db/client";
import { contactMessages, newsletterSubscribers } from "@/db/schema";
import type { z } from "zod";
import type { contactSchema, newsletterSchema } from "./validation";

export const CONTACT_THANKS = "Thank you for your message! We will get back to you soon.";
export const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";
export const NEWSLETTER_ALREADY = "You are already subscribed to our newsletter.";

export async function saveContactMessage(input: z.output<typeof contactSchema>): Promise<void> {
  const db = await getDb();
  await db.insert(contactMessages).values(input);
}

/** A repeated e-mail (in any letter case) keeps its one row: the unique index on lower(email) decides. */
export async function subscribeNewsletter(
  input: z.output<typeof newsletterSchema>,
): Promise<{ created: boolean; message: string }> {
  const db = await getDb();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length
    ? { created: true, message: NEWSLETTER_THANKS }
    : { created: false, message: NEWSLETTER_ALREADY };
}
