import "server-only";
import { revalidateTag } from "next/cache";

/** Tags on the cached reads behind public pages (DESIGN.md "Cached pages and per-visitor state"). */
export const TAGS = {
  events: "events",
  booths: "booths",
  seats: "seats",
} as const;

/**
 * Expire at once (not stale-while-revalidate): the very next request for any page that shows
 * booth state renders fresh data, so a booking shows everywhere within a second.
 */
export function boothStateChanged(): void {
  revalidateTag(TAGS.booths, { expire: 0 });
}

export function seatStateChanged(): void {
  revalidateTag(TAGS.seats, { expire: 0 });
}

export function eventsChanged(): void {
  revalidateTag(TAGS.events, { expire: 0 });
}
