import "server-only";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { effectiveBoothStatus } from "@/db/queries/holds";
import { booths, events, sections, type BoothStatus } from "@/db/schema";

/** The statuses the public sees: a DRAFT event is the organisers' alone. */
export type PublicEventStatus = "ACTIVE" | "PAST";

export type EventSummary = {
  id: number;
  guid: string;
  name: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  dateText: string;
  address: string;
  details: string;
  image: string;
  status: PublicEventStatus;
  priceCents: number;
  hasSeating: boolean;
  /** Whether the event's booths may be checked out now; when not, pages hide 'Book this Booth'. */
  bookingOpen: boolean;
  /** Whether the event's booth (ticket) sales have ended: pages show no Book (Buy) buttons. */
  boothSalesEnded: boolean;
  ticketSalesEnded: boolean;
  /** The Arabic text of the event; null where an organiser has not written it yet. */
  nameAr: string | null;
  descriptionAr: string | null;
  locationAr: string | null;
  dateTextAr: string | null;
  detailsAr: string | null;
};

const eventColumns = {
  id: events.id,
  guid: events.guid,
  name: events.name,
  description: events.description,
  location: events.location,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  dateText: events.dateText,
  address: events.address,
  details: events.details,
  image: events.image,
  // The public reads below never return a DRAFT (`isPublic`).
  status: sql<PublicEventStatus>`${events.status}`,
  priceCents: events.priceCents,
  hasSeating: events.hasSeating,
  bookingOpen: events.bookingOpen,
  boothSalesEnded: sql<boolean>`coalesce(${events.boothSalesEnd} <= now(), false)`,
  ticketSalesEnded: sql<boolean>`coalesce(${events.ticketSalesEnd} <= now(), false)`,
  nameAr: events.nameAr,
  descriptionAr: events.descriptionAr,
  locationAr: events.locationAr,
  dateTextAr: events.dateTextAr,
  detailsAr: events.detailsAr,
};

/** An event the public may see: every status but DRAFT. */
const isPublic = ne(events.status, "DRAFT");

/** All public events (no drafts): ACTIVE first by date, then PAST newest first. */
export async function listEvents(): Promise<EventSummary[]> {
  const db = await getDb();
  return db
    .select(eventColumns)
    .from(events)
    .where(isPublic)
    .orderBy(
      asc(events.status),
      sql`case when ${events.status} = 'ACTIVE' then ${events.startsAt} end asc`,
      desc(events.startsAt),
    );
}

export async function findEventByGuid({
  guid,
}: {
  guid: string;
}): Promise<EventSummary | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.guid, guid), isPublic));
  return row;
}

/** A public event by id (undefined for a DRAFT, as for an unknown id). */
export async function findEventById({ id }: { id: number }): Promise<EventSummary | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), isPublic));
  return row;
}

/** Whether an event (any status, drafts too) exists; read in `tx` when given. */
export async function eventExists(eventId: number, tx?: Tx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return Boolean(row);
}

/** Whether the event takes booth bookings now (read in the checkout's transaction). */
export async function isBookingOpen(tx: Tx, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ bookingOpen: events.bookingOpen })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.bookingOpen ?? false;
}

/**
 * Of the given events, those whose booth sales (`boothEventIds`) or ticket sales (`seatEventIds`)
 * have ended by the database's clock; read in the checkout's transaction.
 */
export async function salesEnded(
  tx: Tx,
  boothEventIds: number[],
  seatEventIds: number[],
): Promise<{ booths: boolean; seats: boolean }> {
  const ids = [...new Set([...boothEventIds, ...seatEventIds])];
  if (ids.length === 0) return { booths: false, seats: false };
  const rows = await tx
    .select({
      id: events.id,
      boothsEnded: sql<boolean>`coalesce(${events.boothSalesEnd} <= now(), false)`,
      seatsEnded: sql<boolean>`coalesce(${events.ticketSalesEnd} <= now(), false)`,
    })
    .from(events)
    .where(inArray(events.id, ids));
  return {
    booths: rows.some((r) => r.boothsEnded && boothEventIds.includes(r.id)),
    seats: rows.some((r) => r.seatsEnded && seatEventIds.includes(r.id)),
  };
}

export type SectionSummary = {
  id: number;
  name: string;
  position: number;
  inclusions: string;
  isFood: boolean;
  nameAr: string | null;
  inclusionsAr: string | null;
};

export async function listSections({ eventId }: { eventId: number }): Promise<SectionSummary[]> {
  const db = await getDb();
  return db
    .select({
      id: sections.id,
      name: sections.name,
      position: sections.position,
      inclusions: sections.inclusions,
      isFood: sections.isFood,
      nameAr: sections.nameAr,
      inclusionsAr: sections.inclusionsAr,
    })
    .from(sections)
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(sections.position));
}

export type BoothView = {
  id: number;
  name: string;
  priceCents: number | null;
  status: BoothStatus;
  lob: string | null;
  sectionName: string;
  sectionNameAr: string | null;
};

export type SectionWithBooths = SectionSummary & { booths: BoothView[] };

/** A booth as the lists of booths read it, its status with a lapsed hold counted as AVAILABLE. */
export const boothListColumns = {
  id: booths.id,
  sectionId: booths.sectionId,
  name: booths.name,
  priceCents: booths.priceCents,
  status: effectiveBoothStatus,
};

export async function listSectionsWithBooths({
  eventId,
}: {
  eventId: number;
}): Promise<SectionWithBooths[]> {
  const db = await getDb();
  const [sectionRows, boothRows] = await Promise.all([
    listSections({ eventId }),
    db
      .select({
        ...boothListColumns,
        lob: booths.lob,
        sectionName: sections.name,
        sectionNameAr: sections.nameAr,
      })
      .from(booths)
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .where(eq(sections.eventId, eventId))
      .orderBy(asc(sections.position), asc(booths.name)),
  ]);
  return sectionRows.map((section) => ({
    ...section,
    booths: boothRows
      .filter((b) => b.sectionId === section.id)
      .map(({ sectionId: _sectionId, ...b }) => ({
        ...b,
        lob: b.status === "BOOKED" ? b.lob : null,
      })),
  }));
}

export type MarqueeEntry = { boothStatus: BoothStatus; totalCount: number };

const STATUS_ORDER: Record<string, number> = { AVAILABLE: 0, HELD: 1, BOOKED: 2, RESERVED: 3 };

/** Counts of booths per status across the events still open for booking (the marquee). */
export async function boothMarquee(): Promise<MarqueeEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ boothStatus: effectiveBoothStatus, totalCount: sql<number>`count(*)::int` })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .innerJoin(events, eq(events.id, sections.eventId))
    .where(eq(events.status, "ACTIVE"))
    .groupBy(effectiveBoothStatus);
  return rows.sort(
    (a, b) => (STATUS_ORDER[a.boothStatus] ?? 9) - (STATUS_ORDER[b.boothStatus] ?? 9),
  );
}
