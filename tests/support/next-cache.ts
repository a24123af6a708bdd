// `next/cache` for the integration tests. Outside Next there is no cache: the site's cached reads
// ('use cache' functions) run as plain functions, and what they would tell Next's cache (their
// tags and lifetime) is recorded here, so a test can check how a read is kept and expired.

type Recorded = { tags: string[]; lives: string[] };

const RECORDED = Symbol.for("festival.tests.next-cache");
const registry = globalThis as { [RECORDED]?: Recorded };

/** What the cached reads have told the cache since the last `forgetCacheRecord()`. */
export function cacheRecord(): Recorded {
  return (registry[RECORDED] ??= { tags: [], lives: [] });
}

export function forgetCacheRecord(): void {
  registry[RECORDED] = { tags: [], lives: [] };
}

export function cacheTag(...tags: string[]): void {
  cacheRecord().tags.push(...tags);
}

export function cacheLife(profile: string): void {
  cacheRecord().lives.push(profile);
}

/** The API's route file registers this as how tags expire; there is nothing here to expire. */
export function revalidateTag(): void {}
