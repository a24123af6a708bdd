import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  booths,
  events,
  eventVendorTags,
  orderItems,
  orders,
  sections,
  vendorListings,
  vendors,
} from "@/db/schema";
import type { VendorTag } from "./resource";

// The vendor directory's reads and writes: booked orders and their listings, the events' tag
// lists, and the booths a directory lists with their vendors.

/** An order paid in full or in part (not pending, cancelled, refunded, expired or failed). */
const LIVE = inArray(orders.status, ["PAID", "PARTIALLY_PAID"]);

/** A booth item of the order that is still the vendor's: fulfilled and not given back. */
const heldBooth = and(
  eq(orderItems.kind, "BOOTH"),
  eq(orderItems.fulfilled, true),
  isNull(orderItems.releasedAt),
);

/** The order holds a booth booked to its vendor (paid, not given back). */
const holdsBookedBooth = sql<boolean>`exists (select 1 from ${orderItems} join ${booths} on ${booths.id} = ${orderItems.boothId} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'BOOTH' and ${orderItems.fulfilled} and ${orderItems.releasedAt} is null and ${booths.status} = 'BOOKED' and ${booths.vendorId} = ${orders.vendorId})`;

/** An order as the listing needs it: whose it is, its event, and whether it is booked. */
export type ListingOrder = {
  orderId: number;
  vendorId: number;
  eventId: number;
  eventGuid: string;
  eventName: string;
  eventNameAr: string | null;
  /** Paid in full or in part, and holding a booth booked to its vendor. */
  booked: boolean;
};

const listingOrderColumns = {
  orderId: orders.id,
  vendorId: orders.vendorId,
  eventId: events.id,
  eventGuid: events.guid,
  eventName: events.name,
  eventNameAr: events.nameAr,
  booked: sql<boolean>`(${orders.status} in ('PAID', 'PARTIALLY_PAID') and ${holdsBookedBooth})`,
};

/** One order with its event (undefined: no such order, or one of no event); in `tx` when given. */
export async function findListingOrder(
  orderId: number,
  tx?: Tx,
): Promise<ListingOrder | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(listingOrderColumns)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The vendor's booked orders (their listings are on the profile), oldest first. */
export async function bookedOrdersOfVendor(vendorId: number): Promise<ListingOrder[]> {
  const db = await getDb();
  const rows = await db
    .select(listingOrderColumns)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.vendorId, vendorId), eq(orders.checkoutType, "BOOTH_CART"), LIVE))
    .orderBy(asc(orders.id));
  return rows.filter((r) => r.booked);
}

/** A listing as stored. */
export type ListingRow = {
  description: string | null;
  descriptionAr: string | null;
  logo: string | null;
  tags: string[];
  listed: boolean;
  updatedAt: Date;
};

const listingColumns = {
  description: vendorListings.description,
  descriptionAr: vendorListings.descriptionAr,
  logo: vendorListings.logo,
  tags: vendorListings.tags,
  listed: vendorListings.listed,
  updatedAt: vendorListings.updatedAt,
};

/** The order's listing, or undefined while it has none. */
export async function findListing(orderId: number, tx?: Tx): Promise<ListingRow | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(listingColumns)
    .from(vendorListings)
    .where(eq(vendorListings.orderId, orderId));
  return row;
}

/** Writes the order's whole listing (made on its first save). */
export async function saveListing(
  tx: Tx,
  orderId: number,
  listing: Omit<ListingRow, "updatedAt">,
): Promise<ListingRow> {
  const [row] = await tx
    .insert(vendorListings)
    .values({ orderId, ...listing })
    .onConflictDoUpdate({
      target: vendorListings.orderId,
      set: { ...listing, updatedAt: sql`now()` },
    })
    .returning(listingColumns);
  return row!;
}

/** Sets the order's logo, keeping the rest of its listing (made listed and empty when none). */
export async function setListingLogo(tx: Tx, orderId: number, logo: string): Promise<void> {
  await tx
    .insert(vendorListings)
    .values({ orderId, logo })
    .onConflictDoUpdate({
      target: vendorListings.orderId,
      set: { logo, updatedAt: sql`now()` },
    });
}

// --- the events' tag lists ---

/** An event as its tag list's page names it (undefined: no such event). */
export async function findTagEvent(
  eventId: number,
  tx?: Tx,
): Promise<{ id: number; name: string } | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** The event's tags, in the list's order. */
export async function eventTags(eventId: number, tx?: Tx): Promise<VendorTag[]> {
  const db = tx ?? (await getDb());
  return db
    .select({
      key: eventVendorTags.key,
      label: eventVendorTags.label,
      labelAr: eventVendorTags.labelAr,
    })
    .from(eventVendorTags)
    .where(eq(eventVendorTags.eventId, eventId))
    .orderBy(asc(eventVendorTags.position), asc(eventVendorTags.id));
}

/** The event's tag list becomes `tags`, in that order (the event's row is locked first). */
export async function replaceEventTags(
  tx: Tx,
  eventId: number,
  tags: readonly VendorTag[],
): Promise<void> {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
  await tx.delete(eventVendorTags).where(eq(eventVendorTags.eventId, eventId));
  if (tags.length)
    await tx
      .insert(eventVendorTags)
      .values(tags.map((t, position) => ({ eventId, ...t, position })));
}

/**
 * A copied event's tag list (next year's festival from this year's), in the copy's transaction:
 * every tag of `fromEventId` on `toEventId`, in the same order. Answers how many were copied.
 */
export async function copyEventTags(
  tx: Tx,
  { fromEventId, toEventId }: { fromEventId: number; toEventId: number },
): Promise<number> {
  const rows = await tx
    .select()
    .from(eventVendorTags)
    .where(eq(eventVendorTags.eventId, fromEventId))
    .orderBy(asc(eventVendorTags.position), asc(eventVendorTags.id));
  if (rows.length)
    await tx
      .insert(eventVendorTags)
      .values(rows.map(({ id: _id, ...tag }) => ({ ...tag, eventId: toEventId })));
  return rows.length;
}

// --- the public directory ---

/** A public event (not a draft) by its guid, as the directory heads its page. */
export type DirectoryEvent = {
  id: number;
  guid: string;
  name: string;
  nameAr: string | null;
  status: "DRAFT" | "ACTIVE" | "PAST";
  hasSeating: boolean;
};

export async function findDirectoryEvent(guid: string): Promise<DirectoryEvent | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: events.id,
      guid: events.guid,
      name: events.name,
      nameAr: events.nameAr,
      status: events.status,
      hasSeating: events.hasSeating,
    })
    .from(events)
    .where(and(eq(events.guid, guid), ne(events.status, "DRAFT")));
  return row;
}

/**
 * One booked booth of the event with its order, vendor and the order's listing (null fields
 * while the order has none): a booth BOOKED to the vendor of a PAID or PARTIALLY_PAID order
 * whose item for it is fulfilled and not given back.
 */
export type DirectoryBooth = {
  boothId: number;
  boothName: string;
  sectionName: string;
  sectionNameAr: string | null;
  orderId: number;
  vendorId: number;
  vendorName: string;
  vendorLob: string;
  boothLob: string | null;
  description: string | null;
  descriptionAr: string | null;
  logo: string | null;
  tags: string[] | null;
  listed: boolean | null;
  listingUpdatedAt: Date | null;
};

/** The event's booked booths with their vendors, by section then booth name. */
export async function directoryBooths(eventId: number): Promise<DirectoryBooth[]> {
  const db = await getDb();
  return db
    .select({
      boothId: booths.id,
      boothName: booths.name,
      sectionName: sections.name,
      sectionNameAr: sections.nameAr,
      orderId: orders.id,
      vendorId: vendors.id,
      vendorName: vendors.legalName,
      vendorLob: vendors.lob,
      boothLob: booths.lob,
      description: vendorListings.description,
      descriptionAr: vendorListings.descriptionAr,
      logo: vendorListings.logo,
      tags: vendorListings.tags,
      listed: vendorListings.listed,
      listingUpdatedAt: vendorListings.updatedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(booths, eq(booths.id, orderItems.boothId))
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(vendorListings, eq(vendorListings.orderId, orders.id))
    .where(
      and(
        eq(sections.eventId, eventId),
        heldBooth,
        LIVE,
        eq(booths.status, "BOOKED"),
        eq(booths.vendorId, orders.vendorId),
      ),
    )
    .orderBy(asc(sections.position), asc(booths.name), desc(orders.id));
}
