import "server-only";
import { revalidateTag } from "next/cache";

/** Tags on the cached reads behind public pages. */
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
  expire(TAGS.booths);
}

export function seatStateChanged(): void {
  expire(TAGS.seats);
}

/**
 * Outside a Next.js request (scripts, tests calling domain code directly) there is no page cache
 * to invalidate, and revalidateTag throws; that case is not an error.
 */
function expire(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!String(error).includes("static generation store missing")) throw error;
  }
}
