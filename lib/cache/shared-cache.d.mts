// Types for shared-cache.mjs, which Next imports by path without a build step.

/** One 'use cache' entry as Next hands it over and takes it back (times in ms, lifetimes in s). */
export type CacheEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};

/** When a tag was last marked stale and when it expires (ms since the epoch). */
export type TagTimes = { stale?: number; expired?: number };

export type SharedCacheOptions = {
  /** redis:// or rediss:// URL; without it the cache is this process's memory alone. */
  url?: string;
  /** Prefix of every key and of the channel, so several sites can share one Redis. */
  prefix?: string;
  /** The process's tag times, which the handler keeps in step with every other instance. */
  tags: Map<string, TagTimes>;
  /** The front copy's size limit in bytes (default 50 MB). */
  maxBytes?: number;
  /** How long any Redis call may take before the request goes on without it (default 250 ms). */
  timeoutMs?: number;
  log?: (fields: Record<string, unknown>) => void;
  now?: () => number;
};

/** Next's cache handler interface, plus what tests and shutdown need. */
export type SharedCache = {
  get(cacheKey: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  close(): Promise<void>;
  /** Connected and subscribed, and the tag times read since the last fault. */
  readonly available: boolean;
};

export function createSharedCache(options: SharedCacheOptions): SharedCache;
