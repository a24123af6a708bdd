// Types of lib/cache/page-cache.mjs: Next's file-system cache as a page cache handler.
export default class PageCache {
  constructor(options: {
    fs?: object;
    flushToDisk?: boolean;
    serverDistDir?: string;
    revalidatedTags?: string[];
    maxMemoryCacheSize?: number;
  });
  /** When the render that will store each page began, by cache key. */
  static renderStarts: Map<string, number>;
  get(key: string, ctx: { kind: string }): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
