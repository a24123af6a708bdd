import "server-only";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { recordAudit } from "../console/queries/audit";
import { appError, fieldError } from "../http/envelope";
import { listingsChanged } from "../cache/tags";
import {
  bookedOrdersOfVendor,
  eventTags,
  findListing,
  findListingOrder,
  findTagEvent,
  replaceEventTags,
  saveListing,
  type ListingOrder,
} from "./queries";
import {
  vendorListingOf,
  type ListingSave,
  type VendorListing,
  type VendorTag,
  type VendorTagsAnswer,
} from "./resource";

// A booked order's public listing, as its vendor writes it on the profile, and the tag lists the
// organisers keep per event. Every change expires the vendor directories at once. (The logo's
// upload is ./logo.ts, apart: the profile page imports this module, never the image pipeline.)

/**
 * The order the caller may list: theirs (FORBIDDEN otherwise, NOT_FOUND unknown) and booked,
 * paid in full or in part and holding a booth (CONFLICT otherwise: pending, cancelled, refunded,
 * or every booth given back).
 */
export async function listingOrderFor(
  accountId: number,
  orderId: number,
  tx?: Tx,
): Promise<ListingOrder> {
  const order = await findListingOrder(orderId, tx);
  if (!order) throw appError("NOT_FOUND", "errors.orders.notFound");
  if (order.vendorId !== accountId) throw appError("FORBIDDEN", "errors.orders.notYours");
  if (!order.booked) throw appError("CONFLICT", "errors.listings.notBooked", { orderId });
  return order;
}

/** The order's listing with its event's tags to choose from (listed and empty before a save). */
export async function listingView(order: ListingOrder, tx?: Tx): Promise<VendorListing> {
  const row = await findListing(order.orderId, tx);
  const tagOptions = await eventTags(order.eventId, tx);
  return vendorListingOf({
    orderId: order.orderId,
    eventGuid: order.eventGuid,
    eventName: order.eventName,
    eventNameAr: order.eventNameAr,
    description: row?.description ?? null,
    descriptionAr: row?.descriptionAr ?? null,
    logo: row?.logo ?? null,
    tags: row?.tags ?? [],
    listed: row?.listed ?? true,
    updatedAt: row?.updatedAt ?? null,
    tagOptions,
  });
}

/** A booked order's listing, for its vendor. */
export async function vendorListing(accountId: number, orderId: number): Promise<VendorListing> {
  return listingView(await listingOrderFor(accountId, orderId));
}

/** The listing of each of the vendor's booked orders, for the profile. */
export async function vendorListingsOf(accountId: number): Promise<VendorListing[]> {
  const orders = await bookedOrdersOfVendor(accountId);
  return Promise.all(orders.map((order) => listingView(order)));
}

/**
 * Saves the whole listing. Refused (BAD_REQUEST, on its field): a tag not on the event's list
 * (naming them), a logo other than the one uploaded for this listing (a new logo comes through
 * the upload) or none.
 */
export async function writeListing(
  accountId: number,
  orderId: number,
  input: ListingSave,
): Promise<VendorListing> {
  const view = await transaction(async (tx) => {
    const order = await listingOrderFor(accountId, orderId, tx);
    const known = new Set((await eventTags(order.eventId, tx)).map((t) => t.key));
    const unknown = input.tags.filter((key) => !known.has(key));
    if (unknown.length)
      throw fieldError("BAD_REQUEST", "tags", "errors.listings.unknownTags", {
        tags: unknown.join(", "),
      });
    const current = await findListing(orderId, tx);
    if (input.logo !== null && input.logo !== current?.logo)
      throw fieldError("BAD_REQUEST", "logo", "errors.listings.logoNotUploaded");
    await saveListing(tx, orderId, {
      description: input.description,
      descriptionAr: input.descriptionAr,
      logo: input.logo,
      tags: input.tags,
      listed: input.listed,
    });
    return listingView(order, tx);
  });
  listingsChanged();
  return view;
}

// --- the organisers' tag lists ---

/** The event's tag list; NOT_FOUND for an unknown event. */
export async function vendorTagsOf(eventId: number): Promise<VendorTagsAnswer> {
  if (!(await findTagEvent(eventId))) throw appError("NOT_FOUND", "errors.events.notFound");
  return { eventId, tags: await eventTags(eventId) };
}

/**
 * The event's tag list becomes the one given, in its order (audited as a change of the event).
 * A tag left out disappears from the listings that chose it; a vendor chooses again from the
 * list as it is.
 */
export async function saveVendorTags(
  actorId: number,
  eventId: number,
  tags: readonly VendorTag[],
): Promise<VendorTagsAnswer> {
  const answer = await transaction(async (tx) => {
    if (!(await findTagEvent(eventId, tx))) throw appError("NOT_FOUND", "errors.events.notFound");
    const before = await eventTags(eventId, tx);
    await replaceEventTags(tx, eventId, tags);
    if (JSON.stringify(before) !== JSON.stringify(tags))
      await recordAudit(tx, {
        actorId,
        entity: "event",
        entityId: eventId,
        action: "update",
        before: { vendorTags: before },
        after: { vendorTags: tags },
      });
    return { eventId, tags: await eventTags(eventId, tx) };
  });
  listingsChanged();
  return answer;
}
