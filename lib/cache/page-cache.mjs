// @ts-check
// The file next.config.ts names as Next's page cache (`cacheHandler`): Next's own file-system
// cache, with one change. Next dates a page it stores by when the render ended; a render that
// read the booths before an organiser's change and ended after the change expired their tag
// would then pass for fresh, and the page would show the old booths until its next expiry.
// Here a page is dated by when the render that produced it began: the first read since the
// page was last stored that found it missing or stale (the read that starts a render; Next
// runs one render per page at a time and every request in between joins it).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** @type {{ default: FileSystemCacheClass }} */
const {
  default: FileSystemCache,
} = require("next/dist/server/lib/incremental-cache/file-system-cache.js");
/** @type {{ areTagsStale(tags: string[], timestamp: number): boolean }} */
const {
  areTagsStale,
} = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

/**
 * @typedef {{ new (options: object): {
 *     get(key: string, ctx: { kind: string }): Promise<StoredPage | null>,
 *     set(key: string, data: unknown, ctx: object): Promise<void> },
 *   memoryCache?: { get(key: string): StoredPage | undefined } }} FileSystemCacheClass
 * @typedef {{ value: { headers?: Record<string, unknown> } | null, lastModified: number,
 *   cacheControl?: { revalidate?: number | false } }} StoredPage
 */

/** The kinds of entry that are rendered pages or route answers, not data reads. */
const RENDERED = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);
/** Renders begun and not yet stored, at most this many (addresses nobody stores are dropped). */
const MAX_PENDING = 10_000;

/**
 * Whether Next renders the page after this read: none stored, past its revalidation time, or a
 * tag marked stale since it was stored (an expired tag already makes the read answer none).
 * @param {StoredPage | null} page
 * @param {number} now
 */
function leadsToRender(page, now) {
  if (!page) return true;
  const revalidate = page.cacheControl?.revalidate;
  // Unknown (a page from the build): counted as a render, which can only date a page earlier.
  if (revalidate === undefined) return true;
  if (typeof revalidate === "number" && page.lastModified + revalidate * 1000 < now) return true;
  const tags = page.value?.headers?.["x-next-cache-tags"];
  return typeof tags === "string" && areTagsStale(tags.split(","), page.lastModified);
}

export default class PageCache extends FileSystemCache {
  /** When the render that will store each page began, by cache key (one table per process). */
  static renderStarts = new Map();

  /** @param {string} key @param {{ kind: string }} ctx */
  async get(key, ctx) {
    const readAt = Date.now();
    const page = await super.get(key, ctx);
    if (!RENDERED.has(ctx.kind)) return page;
    const starts = PageCache.renderStarts;
    if (!leadsToRender(page, readAt)) starts.delete(key);
    else if (!starts.has(key)) {
      if (starts.size >= MAX_PENDING) starts.delete(starts.keys().next().value);
      starts.set(key, readAt);
    }
    return page;
  }

  /** @param {string} key @param {unknown} data @param {object} ctx */
  async set(key, data, ctx) {
    const began = PageCache.renderStarts.get(key);
    PageCache.renderStarts.delete(key);
    // Next writes its in-memory entry before its first await, dated now: re-date it at once.
    const stored = super.set(key, data, ctx);
    const entry = began === undefined ? undefined : FileSystemCache.memoryCache?.get(key);
    if (entry && entry.value === data) entry.lastModified = began;
    await stored;
  }
}
