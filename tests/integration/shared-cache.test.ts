import { createClient } from "@redis/client";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  createSharedCache,
  type CacheEntry,
  type SharedCache,
  type SharedCacheOptions,
  type TagTimes,
} from "@/lib/cache/shared-cache.mjs";
import {
  MACHINE_REDIS_URL,
  startPrivateRedis,
  uniquePrefix,
  type PrivateRedis,
} from "../support/redis";

// Next's 'use cache' handler for several instances, against real Redis: each "instance" here is
// one handler with its own tag times, as each server process has its own.

const open: SharedCache[] = [];
const privateServers: PrivateRedis[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((cache) => cache.close()));
});
afterAll(async () => {
  await Promise.all(privateServers.map((redis) => redis.kill()));
});

type Instance = {
  cache: SharedCache;
  tags: Map<string, TagTimes>;
  logs: Record<string, unknown>[];
};

function instance(options: Partial<SharedCacheOptions> & { prefix: string }): Instance {
  const tags = new Map<string, TagTimes>();
  const logs: Record<string, unknown>[] = [];
  const cache = createSharedCache({
    url: MACHINE_REDIS_URL,
    tags,
    log: (fields) => logs.push(fields),
    ...options,
  });
  open.push(cache);
  return { cache, tags, logs };
}

/** Two instances on the same keys, both connected; `prefix` for a third one later. */
async function twoInstances(name: string, options: Partial<SharedCacheOptions> = {}) {
  const prefix = uniquePrefix(name);
  const a = instance({ prefix, ...options });
  const b = instance({ prefix, ...options });
  await until(() => a.cache.available && b.cache.available);
  return { a, b, prefix };
}

async function until(condition: () => boolean | Promise<boolean>, withinMs = 5000) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function entry(text: string, tags: string[], overrides: Partial<CacheEntry> = {}): CacheEntry {
  return {
    value: new Response(text).body!,
    tags,
    stale: 30,
    timestamp: performance.timeOrigin + performance.now(),
    expire: 3600,
    revalidate: 60,
    ...overrides,
  };
}

/** Expiry times are whole milliseconds: an expiry in the millisecond an entry was made misses it. */
const nextMillisecond = () => new Promise((r) => setTimeout(r, 2));

/** Entries kept and expired in the instance's own memory. */
async function expectMemoryAlone(cache: SharedCache) {
  await cache.set("k", Promise.resolve(entry("kept", ["booths"])));
  expect(await text(await cache.get("k", []))).toBe("kept");
  await nextMillisecond();
  await cache.updateTags(["booths"], { expire: 0 });
  expect(await cache.get("k", [])).toBeUndefined();
}

async function text(found: CacheEntry | undefined) {
  return found ? new Response(found.value).text() : undefined;
}

describe("the shared cache on Redis", () => {
  it("serves an entry one instance made to another instance", async () => {
    const { a, b } = await twoInstances("share");

    await a.cache.set("booths:1", Promise.resolve(entry("T-01 AVAILABLE", ["booths"])));
    const found = await b.cache.get("booths:1", []);
    expect(await text(found)).toBe("T-01 AVAILABLE");
    expect(found?.tags).toEqual(["booths"]);
    expect(found?.revalidate).toBe(60);
    // read again from the instance's own memory: the same bytes, as a fresh stream
    expect(await text(await b.cache.get("booths:1", []))).toBe("T-01 AVAILABLE");
  });

  it("expires a tag on every instance within a second, and tells instances started later", async () => {
    const { a, b, prefix } = await twoInstances("expire");
    await a.cache.set("booths:1", Promise.resolve(entry("T-01 AVAILABLE", ["events", "booths"])));
    expect(await text(await b.cache.get("booths:1", []))).toBe("T-01 AVAILABLE");

    // what revalidateTag(tag, { expire: 0 }) asks of every handler
    await nextMillisecond();
    await a.cache.updateTags(["booths"], { expire: 0 });
    const expiredAt = a.tags.get("booths")!.expired!;
    expect(await a.cache.get("booths:1", [])).toBeUndefined();
    await until(async () => (await b.cache.get("booths:1", [])) === undefined, 1000);
    expect(b.tags.get("booths")?.expired).toBeGreaterThanOrEqual(expiredAt);
    expect(await b.cache.getExpiration(["events", "booths"])).toBeGreaterThanOrEqual(expiredAt);

    const c = instance({ prefix });
    await until(() => c.cache.available);
    expect(c.tags.get("booths")?.expired).toBeGreaterThanOrEqual(expiredAt);
    // an entry made after the expiry is served again
    await nextMillisecond();
    await c.cache.set("booths:1", Promise.resolve(entry("T-01 HELD", ["events", "booths"])));
    expect(await text(await a.cache.get("booths:1", []))).toBe("T-01 HELD");
  });

  it("serves an entry once more, marked for renewal, when its tag is only stale", async () => {
    const { a, b } = await twoInstances("stale");
    await a.cache.set("events:1", Promise.resolve(entry("Summer festival", ["events"])));
    await nextMillisecond();
    await a.cache.updateTags(["events"], {});
    await until(() => b.tags.get("events")?.stale !== undefined, 1000);
    const found = await b.cache.get("events:1", []);
    expect(await text(found)).toBe("Summer festival");
    expect(found?.revalidate).toBe(-1);
  });

  it("keeps the later time when two instances expire the same tag", async () => {
    let clock = 2_000_000_000_000;
    const { a, b, prefix } = await twoInstances("merge", { now: () => clock });
    clock += 100;
    await b.cache.updateTags(["seats"]);
    clock -= 50; // a slower clock on the other machine
    await a.cache.updateTags(["seats"]);
    const later = instance({ prefix });
    await until(() => later.cache.available);
    expect(later.tags.get("seats")?.expired).toBe(2_000_000_000_100);
    await until(() => a.tags.get("seats")?.expired === 2_000_000_000_100, 1000);
  });

  it("keeps no entry that expires at once, nor one past its revalidation time", async () => {
    const { a, b } = await twoInstances("lifetimes");
    await a.cache.set("dynamic", Promise.resolve(entry("per request", [], { expire: 0 })));
    expect(await a.cache.get("dynamic", [])).toBeUndefined();
    const old = performance.timeOrigin + performance.now() - 61_000;
    await a.cache.set("old", Promise.resolve(entry("a minute ago", [], { timestamp: old })));
    expect(await a.cache.get("old", [])).toBeUndefined();
    expect(await b.cache.get("old", [])).toBeUndefined();
  });

  it("works from memory alone without a Redis URL", async () => {
    const cache = createSharedCache({ tags: new Map() });
    open.push(cache);
    await expectMemoryAlone(cache);
    expect(cache.available).toBe(false);
  });

  it("drops the least recently used entries beyond its memory limit", async () => {
    const cache = createSharedCache({ tags: new Map(), maxBytes: 10 });
    open.push(cache);
    await cache.set("first", Promise.resolve(entry("12345", [])));
    await cache.set("second", Promise.resolve(entry("12345", [])));
    await cache.get("first", []);
    await cache.set("third", Promise.resolve(entry("12345", [])));
    expect(await text(await cache.get("first", []))).toBe("12345");
    expect(await cache.get("second", [])).toBeUndefined();
    expect(await text(await cache.get("third", []))).toBe("12345");
  });
});

describe("the shared cache when Redis fails", () => {
  it("goes on from memory while Redis is down, logs it, and shares the tags again when it is back", async () => {
    const redis = await startPrivateRedis();
    privateServers.push(redis);
    const { a, b } = await twoInstances("down", { url: redis.url });
    await a.cache.set("booths:1", Promise.resolve(entry("T-01 AVAILABLE", ["booths"])));

    await redis.kill();
    await until(() => !a.cache.available && !b.cache.available);
    expect(a.logs.map((l) => l.event)).toContain("cache.redis.unavailable");
    // nothing throws; this instance's own entries and expiries still work
    expect(await text(await a.cache.get("booths:1", []))).toBe("T-01 AVAILABLE");
    expect(await b.cache.get("booths:1", [])).toBeUndefined();
    await b.cache.set("seats:1", Promise.resolve(entry("A-1 AVAILABLE", ["seats"])));
    await a.cache.updateTags(["booths"], { expire: 0 });
    const expiredAt = a.tags.get("booths")!.expired!;
    expect(await a.cache.get("booths:1", [])).toBeUndefined();
    expect(b.tags.get("booths")).toBeUndefined();

    await redis.start(); // empty: it kept nothing
    await until(() => a.cache.available && b.cache.available, 10_000);
    // the expiry made while Redis was down reaches the other instance once it is back
    await until(() => (b.tags.get("booths")?.expired ?? 0) >= expiredAt, 2000);
    expect(b.logs.map((l) => l.event)).toContain("cache.redis.back");
    await b.cache.set("seats:2", Promise.resolve(entry("A-2 AVAILABLE", ["seats"])));
    expect(await text(await a.cache.get("seats:2", []))).toBe("A-2 AVAILABLE");
  });

  it("gives up on a stalled Redis after its timeout and recovers when it answers again", async () => {
    const redis = await startPrivateRedis();
    privateServers.push(redis);
    const { a, b } = await twoInstances("stalled", { url: redis.url, timeoutMs: 100 });

    let expiredAt = Infinity;
    redis.pause();
    try {
      // a miss, not a hang until Redis answers again: the request renders the data itself.
      // Answered while Redis is still stalled, within a bound well above the 100 ms timeout,
      // which a busy test machine can take several times over to notice
      const asked = Date.now();
      expect(await b.cache.get("never-made", [])).toBeUndefined();
      expect(Date.now() - asked).toBeLessThan(2_000);
      expect(b.cache.available).toBe(false);
      await a.cache.updateTags(["events"], { expire: 0 });
      expiredAt = a.tags.get("events")!.expired!;
      expect(a.cache.available).toBe(false);
      expect(a.logs.map((l) => l.event)).toContain("cache.redis.unavailable");
    } finally {
      redis.resume();
    }
    await until(() => a.cache.available && b.cache.available, 5000);
    await until(() => (b.tags.get("events")?.expired ?? 0) >= expiredAt, 2000);
  });

  it("keeps reading from a Redis that refuses writes, and says so once", async () => {
    const redis = await startPrivateRedis();
    privateServers.push(redis);
    const { a, b } = await twoInstances("refused", { url: redis.url });
    await a.cache.set("before", Promise.resolve(entry("written before", ["booths"])));
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      await admin.configSet({ maxmemory: "1", "maxmemory-policy": "noeviction" });
      await a.cache.set("during", Promise.resolve(entry("refused", ["booths"])));
      await a.cache.set("during-2", Promise.resolve(entry("refused", ["booths"])));
      await a.cache.updateTags(["seats"], { expire: 0 });
      expect(a.logs.filter((l) => l.event === "cache.redis.refused")).toHaveLength(1);
      expect(a.logs.map((l) => l.event)).not.toContain("cache.redis.unavailable");
      expect(a.cache.available).toBe(true);
      expect(await text(await b.cache.get("before", []))).toBe("written before");
      expect(await b.cache.get("during", [])).toBeUndefined();
      expect(await text(await a.cache.get("during", []))).toBe("refused");
    } finally {
      await admin.configSet({ maxmemory: "0" });
      await admin.close();
    }
    await a.cache.set("after", Promise.resolve(entry("written after", ["booths"])));
    expect(await text(await b.cache.get("after", []))).toBe("written after");
  });

  it("starts and serves from memory when Redis cannot be reached at all", async () => {
    const logs: Record<string, unknown>[] = [];
    const cache = createSharedCache({
      url: "redis://127.0.0.1:1",
      tags: new Map(),
      log: (fields) => logs.push(fields),
    });
    open.push(cache);
    await expectMemoryAlone(cache);
    await until(() => logs.some((l) => l.event === "cache.redis.unreachable"));
  });
});
