import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { events, siteSettings, type OpeningHours } from "../schema";

// The content the home and about pages take from the database: the featured event (the home
// page's festival) and the site's facts (one row of site_settings).

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
