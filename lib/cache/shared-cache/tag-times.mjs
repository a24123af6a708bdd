// @ts-check
// Each instance's mirror of every tag's expiry time (lib/cache/shared-cache.mjs), in the same
// shape as Next's own: { stale?, expired? } per tag, in ms. Entries are checked against it.

/** @typedef {import("../../cache/shared-cache.d.mts").CacheEntry} CacheEntry */
/** @typedef {import("../../cache/shared-cache.d.mts").TagTimes} TagTimes */

/**
 * An expiry another instance announces within this much of this instance's own clock counts as
 * "now" here: clocks of different machines differ, and entries are dated by the local one.
 */
const SAME_MOMENT_MS = 5000;

/**
 * The mirror over the process's tag times (`tags`, which Next's page cache reads too).
 * @param {{ tags: Map<string, TagTimes>, now: () => number }} state
 */
export function createTagMirror({ tags, now }) {
  /** @param {string} tag @param {number} stale @param {number} expired */
  function mergeTag(tag, stale, expired) {
    const current = tags.get(tag) ?? {};
    /** @type {TagTimes} */
    const next = { ...current };
    if (stale > (current.stale ?? 0)) next.stale = stale;
    if (expired > (current.expired ?? 0)) next.expired = expired;
    if (next.stale !== current.stale || next.expired !== current.expired) tags.set(tag, next);
  }

  /**
   * "tag,stale,expired;..." as stored and announced (a tag holds no ',' or ';'). `announced`:
   * just sent by another instance, so a time close to this clock's now is taken as now.
   */
  function mergeTagList(/** @type {string} */ text, announced = false) {
    const at = Math.floor(now());
    const local = (/** @type {number} */ t) =>
      announced && t > 0 && Math.abs(t - at) < SAME_MOMENT_MS ? Math.max(t, at) : t;
    for (const item of text.split(";")) {
      const parts = item.split(",");
      const [stale, expired] = [Number(parts[1]), Number(parts[2])];
      if (parts.length !== 3 || !Number.isFinite(stale) || !Number.isFinite(expired)) continue;
      mergeTag(/** @type {string} */ (parts[0]), local(stale), local(expired));
    }
  }

  /** Past its expiry (and expired after the entry was made): a miss. */
  function isExpired(/** @type {Omit<CacheEntry, "value">} */ meta) {
    const at = now();
    if (at > meta.timestamp + meta.revalidate * 1000) return true;
    return meta.tags.some((tag) => {
      const expired = tags.get(tag)?.expired;
      return typeof expired === "number" && expired <= at && expired > meta.timestamp;
    });
  }

  /** Marked stale after the entry was made: served once more while Next renders a new one. */
  function isStale(/** @type {Omit<CacheEntry, "value">} */ meta) {
    return meta.tags.some((tag) => (tags.get(tag)?.stale ?? 0) > meta.timestamp);
  }

  return { mergeTag, mergeTagList, isExpired, isStale };
}
