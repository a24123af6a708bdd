import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  contactMessages,
  emailOutbox,
  events,
  newsletterSubscribers,
  siteSettings,
  type OpeningHours,
} from "@/db/schema";

// The site's reads and writes: the content the home and about pages take from the database (the
// featured event, the home page's festival, and the site's facts, one row of site_settings), the
// contact form's messages and the newsletter's subscribers, and the demo mailbox.

export type { OpeningHours };

/** The home page's festival as stored: the featured event, when it is public (not a DRAFT). */
export type FeaturedEvent = {
  guid: string;
  name: string;
  nameAr: string | null;
  featuredTitle: string | null;
  featuredTitleAr: string | null;
  image: string;
  openingHours: OpeningHours[];
  /** Where and when, as its page says them (the home page's description names them). */
  location: string;
  locationAr: string | null;
  dateText: string;
  dateTextAr: string | null;
  /** When it begins: its season says which attendance the home page quotes. */
  startsAt: Date;
};

export async function findFeaturedEvent(): Promise<FeaturedEvent | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      guid: events.guid,
      name: events.name,
      nameAr: events.nameAr,
      featuredTitle: events.featuredTitle,
      featuredTitleAr: events.featuredTitleAr,
      image: events.image,
      openingHours: events.openingHours,
      location: events.location,
      locationAr: events.locationAr,
      dateText: events.dateText,
      dateTextAr: events.dateTextAr,
      startsAt: events.startsAt,
    })
    .from(events)
    .where(and(eq(events.featured, true), ne(events.status, "DRAFT")));
  return row ?? null;
}

/**
 * Unmarks the featured event other than `eventId` (one at a time: the partial unique index
 * events_one_featured_key refuses two). Answers the rows as they were and are, for the audit.
 */
export async function unfeatureOthers(
  tx: Tx,
  eventId: number,
): Promise<{ before: typeof events.$inferSelect; after: typeof events.$inferSelect }[]> {
  const before = await tx
    .select()
    .from(events)
    .where(and(eq(events.featured, true), ne(events.id, eventId)))
    .for("update");
  const changed = [];
  for (const row of before) {
    const [after] = await tx
      .update(events)
      .set({ featured: false })
      .where(eq(events.id, row.id))
      .returning();
    changed.push({ before: row, after: after! });
  }
  return changed;
}

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SiteFacts = Omit<SiteSettingsRow, "id" | "updatedAt">;

/** The site's facts; null when none are stored (the pages then leave them out). */
export async function findSiteSettings(tx?: Tx): Promise<SiteSettingsRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ?? null;
}

/** Writes the site's facts (the one row), answering it; the row is locked until `tx` ends. */
export async function saveSiteSettings(tx: Tx, facts: SiteFacts): Promise<SiteSettingsRow> {
  const [row] = await tx
    .insert(siteSettings)
    .values({ id: 1, ...facts })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...facts, updatedAt: new Date() } })
    .returning();
  return row!;
}

// --- The contact form and the newsletter ---

export async function insertContactMessage(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): Promise<void> {
  const db = await getDb();
  await db.insert(contactMessages).values(message);
}

/**
 * Adds a subscriber; false when the e-mail (in any letter case) is already subscribed: the unique
 * index on lower(email) decides, so a repeated e-mail keeps its one row.
 */
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

// --- The demo mailbox: the e-mails written, newest first ---

export async function listOutbox({ limit = 50 }: { limit?: number } = {}) {
  const db = await getDb();
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
