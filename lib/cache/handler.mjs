// @ts-check
// The file next.config.ts names as Next's 'use cache' handler when REDIS_URL is set. Its tag
// times are the ones Next's page cache reads (the process-wide tag manifest), so a tag expired
// on another instance makes this instance's cached pages render afresh too, not only the
// 'use cache' entries inside them.
import { createRequire } from "node:module";
import { createSharedCache } from "./shared-cache.mjs";

const require = createRequire(import.meta.url);
/** @type {{ tagsManifest: Map<string, import("./shared-cache.d.mts").TagTimes> }} */
const {
  tagsManifest,
} = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

// `next build` prerenders with this handler too; it must not depend on (or write to) Redis.
const building = process.env.NEXT_PHASE === "phase-production-build";

export default createSharedCache({
  url: building ? undefined : process.env.REDIS_URL || undefined,
  prefix: process.env.REDIS_KEY_PREFIX || undefined,
  tags: tagsManifest,
});
