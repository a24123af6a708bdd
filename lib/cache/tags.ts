import "server-only";

/** Tags on the cached reads behind public pages. */
export const TAGS = {
  events: "events",
  booths: "booths",
  /** Which seats are held or sold (changes with every sale). */
  seats: "seats",
  /** Where seated events' seats are and their prices (changes when an organiser saves a plan). */
  seatPlans: "seat-plans",
  settings: "settings",
  listings: "listings",
  /** Which events have a program, and their performances (the sitemap). */
  programs: "programs",
} as const;

/** The tag of one event's program: its program and performance pages and the program API. */
export const programTag = (eventId: number) => `program-${eventId}`;

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
 * A seated event's plan was saved (seats added, removed or repriced): the pages that draw the
 * hall, and the seats' statuses.
 */
export function seatPlanChanged(): void {
  expire(TAGS.seatPlans);
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

/** An event's program changed (a performance added, edited, moved or deleted). */
export function programChanged(eventId: number): void {
  expire(programTag(eventId));
  expire(TAGS.programs);
}

type ExpireTag = (tag: string) => void;

// On globalThis: Next may load this module once per server bundle, and every copy must see the
// page cache the app registered.
const PAGE_CACHE = Symbol.for("festival.page-cache");
const CACHED_READS = Symbol.for("festival.cached-reads");
const registry = globalThis as { [PAGE_CACHE]?: ExpireTag; [CACHED_READS]?: boolean };

/**
 * The Next app registers how its page cache expires a tag (the API's route file does, before it
 * serves a request), and with `cachedReads` that its API may answer from the pages' cached reads
 * ('use cache' functions, which exist only inside Next). Domain code only says what changed:
 * outside Next (scripts, app processes, tests calling domain code directly) there is no page
 * cache, nothing to expire, and an endpoint reads the database itself.
 */
export function registerPageCache(
  expire: ExpireTag,
  { cachedReads = false }: { cachedReads?: boolean } = {},
): void {
  registry[PAGE_CACHE] = expire;
  registry[CACHED_READS] = cachedReads;
}

/** Whether this process answers public reads from Next's cache (see registerPageCache). */
export function servesCachedReads(): boolean {
  return registry[CACHED_READS] === true;
}

function expire(tag: string): void {
  registry[PAGE_CACHE]?.(tag);
}
