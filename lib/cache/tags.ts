import "server-only";

/** Tags on the cached reads behind public pages. */
export const TAGS = {
  events: "events",
  booths: "booths",
  seats: "seats",
  settings: "settings",
  listings: "listings",
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

/** An event's own data changed (text, status, booking open, contract): every public read of it. */
export function eventsChanged(): void {
  expire(TAGS.events);
}

/** One event's plan: the pages that draw it (its booths' state comes with the `booths` tag). */
export const planTag = (eventId: number) => `plan-${eventId}`;

/** An organiser saved an event's plan: the pages that draw it. */
export function planChanged(eventId: number): void {
  expire(planTag(eventId));
}

/**
 * A vendor's public listing or an event's vendor tags changed: the vendor directories. (They
 * also carry the booths' tag, so a booth booked, refunded or given back shows there at once.)
 */
export function listingsChanged(): void {
  expire(TAGS.listings);
}

/** The site's facts changed (console site settings): the home and about pages. */
export function siteSettingsChanged(): void {
  expire(TAGS.settings);
}

type ExpireTag = (tag: string) => void;

// On globalThis: Next may load this module once per server bundle, and every copy must see the
// page cache the app registered.
const PAGE_CACHE = Symbol.for("festival.page-cache");
const registry = globalThis as { [PAGE_CACHE]?: ExpireTag };

/**
 * The Next app registers how its page cache expires a tag (the API's route file does, before it
 * serves a request). Domain code only says what changed: outside Next (scripts, app processes,
 * tests calling domain code directly) there is no page cache and nothing to expire.
 */
export function registerPageCache(expire: ExpireTag): void {
  registry[PAGE_CACHE] = expire;
}

function expire(tag: string): void {
  registry[PAGE_CACHE]?.(tag);
}
