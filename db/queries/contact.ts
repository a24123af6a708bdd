import "server-only";
import { asc, sql } from "drizzle-orm";
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

// --- The site's lists, read a page at a time for the console's exports ---

export type ContactMessageLine = {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** Messages from the contact form, oldest first. */
export async function contactMessagesPage({
  afterId,
  limit,
}: {
  afterId: number | null;
  limit: number;
}): Promise<ContactMessageLine[]> {
  const db = await getDb();
  return db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .where(afterId === null ? undefined : sql`${contactMessages.id} > ${afterId}`)
    .orderBy(asc(contactMessages.id))
    .limit(limit);
}

export type SubscriberLine = { id: number; email: string; createdAt: Date };

/** Newsletter subscribers, in the order they subscribed. */
export async function subscribersPage({
  afterId,
  limit,
}: {
  afterId: number | null;
  limit: number;
}): Promise<SubscriberLine[]> {
  const db = await getDb();
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(afterId === null ? undefined : sql`${newsletterSubscribers.id} > ${afterId}`)
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
}
