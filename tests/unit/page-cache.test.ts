import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import PageCache from "@/lib/cache/page-cache.mjs";

// Next's page cache as the site configures it, driven the way Next's response cache drives it:
// a read that finds no page (or a stale one) starts a render, and the render stores its page.

const require = createRequire(import.meta.url);
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js") as { nodeFs: object };

const CONTEXT = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

function pageCache() {
  return new PageCache({
    fs: nodeFs,
    flushToDisk: false,
    serverDistDir: mkdtempSync(join(tmpdir(), "page-cache-")),
    revalidatedTags: [],
    maxMemoryCacheSize: 10 * 1024 * 1024,
  });
}

let pages = 0;
/** A page tagged as the exhibitions page is, with a tag of its own so that tests stay apart. */
function renderedPage(html: string) {
  pages += 1;
  const tag = `booths-${pages}-${Date.now()}`;
  return {
    key: `/en/exhibitions/${pages}`,
    tag,
    page: {
      kind: "APP_PAGE",
      html,
      rscData: undefined,
      headers: { "x-next-cache-tags": `${tag},_N_T_/layout` },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    },
  };
}

const STORE = { ...CONTEXT, cacheControl: { revalidate: 60, expire: 3600 } };
/** Long enough for the clock to move between steps. */
const tick = () => sleep(5);

describe("the page cache", () => {
  it("does not serve a page whose render began before a booking expired its tag and ended after", async () => {
    const cache = pageCache();
    const { key, tag, page } = renderedPage("<p>Booth A-01: Available</p>");

    expect(await cache.get(key, CONTEXT)).toBeNull(); // the render begins
    await tick();
    await cache.revalidateTag(tag, { expire: 0 }); // a vendor books A-01 meanwhile
    await tick();
    await cache.set(key, page, STORE); // the render, which read "Available", ends

    expect(await cache.get(key, CONTEXT)).toBeNull();
  });

  it("serves a page rendered after the expiry until the next one", async () => {
    const cache = pageCache();
    const { key, tag, page } = renderedPage("<p>Booth A-01: Booked</p>");

    await cache.revalidateTag(tag, { expire: 0 });
    await tick();
    expect(await cache.get(key, CONTEXT)).toBeNull();
    await tick();
    await cache.set(key, page, STORE);

    expect((await cache.get(key, CONTEXT))?.value).toEqual(page);
    await tick();
    await cache.revalidateTag(tag, { expire: 0 });
    expect(await cache.get(key, CONTEXT)).toBeNull();
  });

  it("dates the page by the first read of the render, not by readers who joined it later", async () => {
    const cache = pageCache();
    const { key, tag, page } = renderedPage("<p>Booth A-01: Available</p>");

    expect(await cache.get(key, CONTEXT)).toBeNull(); // the render begins
    await tick();
    await cache.revalidateTag(tag, { expire: 0 });
    await tick();
    expect(await cache.get(key, CONTEXT)).toBeNull(); // a second visitor waits for it
    await tick();
    await cache.set(key, page, STORE);

    expect(await cache.get(key, CONTEXT)).toBeNull();
  });

  it("dates a page refreshed in the background by the read that found it past its time", async () => {
    const cache = pageCache();
    const { key, tag, page } = renderedPage("<p>Booth A-01: Available</p>");
    const shortLived = { ...CONTEXT, cacheControl: { revalidate: 0.01, expire: 3600 } };

    expect(await cache.get(key, CONTEXT)).toBeNull();
    await cache.set(key, page, shortLived);
    await sleep(20);
    // Past its time: served as it is while a render begins in the background.
    expect((await cache.get(key, CONTEXT))?.value).toEqual(page);
    await tick();
    await cache.revalidateTag(tag, { expire: 0 });
    await tick();
    await cache.set(key, page, shortLived);

    expect(await cache.get(key, CONTEXT)).toBeNull();
  });
});
