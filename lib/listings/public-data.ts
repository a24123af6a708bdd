import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { servesCachedReads, TAGS } from "../cache/tags";
import { vendorDirectory, type VendorDirectory } from "./directory";

/**
 * An event's vendor directory for the public pages: read once, served from the cache, expired at
 * once when a listing or the event's tags change (`listingsChanged`), when a booth is booked,
 * refunded, cancelled or given back (`boothStateChanged`: the booths' tag) and when the event
 * itself changes; refreshed at least every minute ('liveState'), as the booth pages are.
 */
export async function getVendorDirectory(guid: string): Promise<VendorDirectory | null> {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.booths, TAGS.listings);
  return vendorDirectory(guid);
}

/**
 * GET /api/v1/events/{eventGuid}/vendors: inside Next, the pages' cached directory (searched per
 * request); elsewhere (an app process, the tests) the database's answer, which is the same.
 */
export async function publicVendorDirectory(guid: string): Promise<VendorDirectory | null> {
  return servesCachedReads() ? getVendorDirectory(guid) : vendorDirectory(guid);
}
