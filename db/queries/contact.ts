import "server-only";
import { getDb } from "../client";
import { contactMessages, newsletterSubscribers } from "../schema";

export async function insertContactMessage(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): Promise<void> {
  const db = await getDb();
  await db.insert(contactMessages).values(message);
}

/** Adds a subscriber; false when the e-mail (in any letter case) is already subscribed. */
export async function insertSubscriber(email: string): Promise<boolean> {
  const db = await getDb();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
