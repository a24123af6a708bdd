// @ts-check
// Next's cache handler for 'use cache' entries when the site runs as several instances: entries
// and tag expirations are kept in Redis, so a booking made through one instance is seen by all.
// Plain JavaScript: Next imports the handler file by path when the server starts (no build step).
//
// Every instance keeps two things in its own memory:
// - a front copy of the entries it used, so a cached page costs no round trip to Redis;
// - a mirror of every tag's expiry time, updated at once through Redis pub/sub, which both these
//   entries and Next's own page cache read (see handler.mjs).
// Redis holds the entries (read when the front has none: a new instance starts warm), the tag
// times (hash `<prefix>tags`, read on every (re)connection) and the channel they are announced on.
//
// Redis down or slow: every call gives up after `timeoutMs`, requests go on from memory or are
// rendered afresh, the fault is logged once, tag expirations wait in a queue, and on reconnection
// the queue is written and the tag times read again.
import { createClient, ErrorReply, RESP_TYPES } from "@redis/client";
import { bufferOf, decode, encode, streamOf } from "./shared-cache/entries.mjs";
import { bounded, describe, MERGE_TAGS } from "./shared-cache/redis.mjs";
import { createTagMirror } from "./shared-cache/tag-times.mjs";

/** @typedef {import("./shared-cache.d.mts").CacheEntry} CacheEntry */
/** @typedef {import("./shared-cache/entries.mjs").Stored} Stored */

const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** @type {(fields: Record<string, unknown>) => void} */
const defaultLog = (fields) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), ...fields }));

/**
 * @param {import("./shared-cache.d.mts").SharedCacheOptions} options
 * @returns {import("./shared-cache.d.mts").SharedCache}
 */
export function createSharedCache(options) {
  const {
    url,
    prefix = "festival:",
    tags,
    maxBytes = DEFAULT_MAX_BYTES,
    timeoutMs = 250,
    log = defaultLog,
    now = () => performance.timeOrigin + performance.now(),
  } = options;
  const entryKey = (/** @type {string} */ cacheKey) => `${prefix}entry:${cacheKey}`;
  const TAGS_KEY = `${prefix}tags`;
  const CHANNEL = `${prefix}tag-updates`;
  const { mergeTag, mergeTagList, isExpired, isStale } = createTagMirror({ tags, now });

  // --- the front copy: least recently used entries dropped beyond maxBytes ---

  /** @type {Map<string, Stored>} */
  const front = new Map();
  let frontBytes = 0;
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();

  function remember(/** @type {string} */ cacheKey, /** @type {Stored} */ stored) {
    forget(cacheKey);
    if (stored.value.byteLength > maxBytes) return;
    front.set(cacheKey, stored);
    frontBytes += stored.value.byteLength;
    for (const [oldest, old] of front) {
      if (frontBytes <= maxBytes) break;
      front.delete(oldest);
      frontBytes -= old.value.byteLength;
    }
  }

  function forget(/** @type {string} */ cacheKey) {
    const old = front.get(cacheKey);
    if (!old) return;
    front.delete(cacheKey);
    frontBytes -= old.value.byteLength;
  }

  /** @returns {CacheEntry} */
  function served(/** @type {Stored} */ stored) {
    const revalidate = isStale(stored.meta) ? -1 : stored.meta.revalidate;
    return { ...stored.meta, revalidate, value: streamOf(stored.value) };
  }

  // --- Redis ---

  let available = false;
  let closing = false;
  /** Tag times written while Redis was unreachable, merged per tag, written on reconnection. */
  /** @type {Map<string, { stale: number, expired: number }>} */
  const unsent = new Map();

  const client = url
    ? createClient({
        url,
        disableOfflineQueue: true,
        commandOptions: { timeout: timeoutMs },
        socket: {
          connectTimeout: Math.max(timeoutMs, 1000),
          reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1000),
        },
      })
    : undefined;
  const binary = client?.withCommandOptions({
    timeout: timeoutMs,
    typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer },
  });
  const subscriber = client?.duplicate();

  /** Logged on the way down and on the way back up, not on every failed call. */
  function down(/** @type {unknown} */ error) {
    if (!available || closing) return;
    available = false;
    log({ level: "warn", event: "cache.redis.unavailable", error: describe(error) });
  }

  /**
   * Redis answered with an error (out of memory, a read-only replica): it is there, so this is
   * not a fault of the connection; logged once until a write succeeds again.
   */
  let refusing = false;
  function refused(/** @type {unknown} */ error) {
    if (refusing) return;
    refusing = true;
    log({ level: "warn", event: "cache.redis.refused", error: describe(error) });
  }

  function failed(/** @type {unknown} */ error) {
    if (error instanceof ErrorReply) refused(error);
    else down(error);
  }

  let connectedOnce = false;
  let subscribed = false;
  async function onReady() {
    try {
      await flushUnsent();
      const all = await bounded(
        /** @type {NonNullable<typeof client>} */ (client).hGetAll(TAGS_KEY),
        timeoutMs,
      );
      for (const [tag, value] of Object.entries(all)) mergeTagList(`${tag},${value}`);
      if (!available) {
        available = true;
        log({ level: "info", event: connectedOnce ? "cache.redis.back" : "cache.redis.connected" });
        connectedOnce = true;
      }
      // expirations queued while the tag times were being read
      while (unsent.size > 0) await flushUnsent();
    } catch (error) {
      down(error);
    }
  }

  /** Subscribes once the subscriber is connected; the client renews it after a reconnection. */
  async function subscribe() {
    if (subscribed || !subscriber?.isReady) return;
    subscribed = true;
    try {
      await bounded(
        subscriber.subscribe(CHANNEL, (message) => mergeTagList(message, true)),
        timeoutMs,
      );
    } catch (error) {
      subscribed = false; // tried again by the probe
      down(error);
    }
  }

  /** @type {NodeJS.Timeout | undefined} */
  let probe;
  if (client && subscriber) {
    let unreachableLogged = false;
    /** @param {unknown} error */
    const onError = (error) => {
      if (available) down(error);
      else if (!unreachableLogged && !connectedOnce) {
        unreachableLogged = true;
        log({ level: "warn", event: "cache.redis.unreachable", error: describe(error) });
      }
    };
    client.on("error", onError);
    subscriber.on("error", onError);
    client.on("end", () => down("connection closed"));
    // Either connection coming (back) up re-reads the tag times: announcements may have been
    // missed while the subscriber was away.
    client.on("ready", () => void onReady());
    subscriber.on("ready", async () => {
      await subscribe();
      if (client.isReady) await onReady();
    });
    client.connect().catch(onError);
    subscriber.connect().catch(onError);
    // A call that timed out leaves the connection open (a stalled server): no 'ready' will come,
    // so every second an instance without Redis (or without its subscription) tries again.
    probe = setInterval(() => {
      if (!subscribed) void subscribe();
      if (!available && client.isReady) void onReady();
    }, 1000);
    probe.unref();
  }

  async function flushUnsent() {
    if (!client || unsent.size === 0) return;
    const batch = [...unsent];
    unsent.clear();
    try {
      await writeTags(batch);
    } catch (error) {
      if (error instanceof ErrorReply) {
        // Redis answered, and refused (out of memory, read-only replica): sending the same
        // batch again would fail the same way. This instance keeps the times; others re-read
        // tags on their next expiry of them.
        refused(error);
        return;
      }
      for (const [tag, times] of batch) queueUnsent(tag, times.stale, times.expired);
      throw error;
    }
  }

  function queueUnsent(
    /** @type {string} */ tag,
    /** @type {number} */ stale,
    /** @type {number} */ expired,
  ) {
    const queued = unsent.get(tag);
    unsent.set(tag, {
      stale: Math.max(stale, queued?.stale ?? 0),
      expired: Math.max(expired, queued?.expired ?? 0),
    });
  }

  /** @param {[string, { stale: number, expired: number }][]} batch */
  function writeTags(batch) {
    const args = batch.flatMap(([tag, t]) => [
      tag,
      String(Math.round(t.stale)),
      String(Math.round(t.expired)),
    ]);
    const call = /** @type {NonNullable<typeof client>} */ (client).eval(MERGE_TAGS, {
      keys: [TAGS_KEY, CHANNEL],
      arguments: args,
    });
    return bounded(call, timeoutMs);
  }

  /** @returns {Promise<Stored | undefined>} */
  async function readRedis(/** @type {string} */ cacheKey) {
    if (!binary || !available) return undefined;
    try {
      const raw = await bounded(binary.get(entryKey(cacheKey)), timeoutMs);
      return raw ? decode(/** @type {Buffer} */ (raw)) : undefined;
    } catch (error) {
      failed(error);
      return undefined;
    }
  }

  async function writeRedis(/** @type {string} */ cacheKey, /** @type {Stored} */ stored) {
    if (!binary || !available) return;
    const ttl = Math.floor(stored.meta.timestamp + stored.meta.revalidate * 1000 - now());
    if (ttl <= 0) return;
    try {
      const options = { expiration: { type: /** @type {const} */ ("PX"), value: ttl } };
      await bounded(binary.set(entryKey(cacheKey), encode(stored), options), timeoutMs);
      refusing = false;
    } catch (error) {
      failed(error);
    }
  }

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      const local = front.get(cacheKey);
      if (local) {
        if (!isExpired(local.meta)) {
          // most recently used last, so it is dropped last
          front.delete(cacheKey);
          front.set(cacheKey, local);
          return served(local);
        }
        forget(cacheKey);
      }
      const shared = await readRedis(cacheKey);
      if (!shared || isExpired(shared.meta)) return undefined;
      remember(cacheKey, shared);
      return served(shared);
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let settle = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (settle = () => resolve(undefined))));
      /** @type {Stored | undefined} */
      let stored;
      try {
        const entry = await pendingEntry;
        // An entry that expires at once is dynamic: Next renders it on every read anyway.
        if (entry.expire === 0) return;
        const { value, ...meta } = entry;
        stored = { meta, value: await bufferOf(value) };
        remember(cacheKey, stored);
      } catch {
        // a failed render is not cached; Next reports the error itself
      } finally {
        pendingSets.delete(cacheKey);
        settle();
      }
      if (stored) await writeRedis(cacheKey, stored);
    },

    // The mirror is kept current by the subscription: nothing to fetch per request.
    async refreshTags() {},

    async getExpiration(tagList) {
      let latest = 0;
      for (const tag of tagList) latest = Math.max(latest, tags.get(tag)?.expired ?? 0);
      return latest;
    },

    async updateTags(tagList, durations) {
      const at = Math.floor(now());
      // Next's own rule: with durations, stale now and expired after `expire` seconds;
      // without, expired now.
      const stale = durations ? at : 0;
      const expired = durations
        ? durations.expire === undefined
          ? 0
          : at + durations.expire * 1000
        : at;
      for (const tag of tagList) mergeTag(tag, stale, expired);
      if (!client) return;
      for (const tag of tagList) queueUnsent(tag, stale, expired);
      if (!available) return;
      try {
        await flushUnsent();
      } catch (error) {
        down(error);
      }
    },

    async close() {
      closing = true;
      clearInterval(probe);
      await Promise.all(
        [client, subscriber].map((c) =>
          // a stalled server never answers the QUIT: give up on it
          c?.isOpen ? bounded(c.close(), 1000).catch(() => c.destroy()) : undefined,
        ),
      );
    },

    get available() {
      return available && (subscribed || !subscriber);
    },
  };
}
