// The door app's service worker, registered by /door (scope /door) and /ar/door (scope
// /ar/door). It keeps the app itself so the door opens with no network: the door page in each
// language and the files those pages load (Next's build files, fonts, images, the manifest).
// It never keeps an API answer or any other page: those go to the network untouched. The
// device's data (the snapshot and the scans) lives in IndexedDB, not here.
//
// A new version of this file is a new cache name: the old cache is dropped when it activates.
const CACHE = "door-v1";
const PAGES = ["/door", "/ar/door"];
// Build files carry a hash in their names, fonts a version: safe to serve from the cache first.
const KEPT = /^\/(?:_next\/static\/|fonts\/|images\/)|^\/door(?:-ar)?\.webmanifest$/;
// The page is asked of the network first; after this long without an answer, the kept copy.
const NETWORK_WAIT_MS = 3000;

/** The build files a page's HTML names (scripts, styles, fonts it preloads). */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\s\\)<>]+/g)) found.add(match[0]);
  return [...found];
}

/** Keeps a page and the files it names; a file that cannot be fetched is skipped. */
async function keepPage(cache, path) {
  const response = await fetch(path, { cache: "no-store", credentials: "same-origin" });
  if (!isPage(response)) return;
  const html = await response.clone().text();
  await cache.put(path, response);
  await keepAll(cache, assetsOf(html));
}

async function keepAll(cache, urls) {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (response.ok) await cache.put(url, response);
      } catch {
        // offline or gone: the next load that needs it fetches it again
      }
    }),
  );
}

/** A page answer worth keeping: the page itself, not a redirect or an error page. */
function isPage(response) {
  return (
    response.ok &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("content-type") ?? "").includes("text/html")
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(PAGES.map((path) => keepPage(cache, path).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith("door-") && n !== CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

/**
 * After a release the door page names new build files: the other language's page is fetched
 * anew too, and the build files neither page names any more are dropped, so the cache holds one
 * release, not every release since the phone was set up. Files kept after this starts (the new
 * release's decoder, say) are left alone.
 */
async function renew(cache, html) {
  const named = assetsOf(html);
  const missing = await Promise.all(named.map(async (url) => !(await cache.match(url))));
  if (!missing.some(Boolean)) return;
  const before = (await cache.keys()).map((r) => new URL(r.url).pathname);
  await Promise.all(PAGES.map((path) => keepPage(cache, path).catch(() => undefined)));
  const current = new Set();
  for (const path of PAGES) {
    const page = await cache.match(path);
    if (page) for (const url of assetsOf(await page.text())) current.add(url);
  }
  await Promise.all(
    before
      .filter((path) => path.startsWith("/_next/static/") && !current.has(path))
      .map((path) => cache.delete(path)),
  );
}

/** The door page: the network's copy when it answers in time (kept for next time), else ours. */
async function doorPage(event, path) {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(event.request).then(async (response) => {
    if (isPage(response)) {
      const html = await response.clone().text();
      await cache.put(path, response.clone());
      const renewing = renew(cache, html).catch(() => undefined);
      try {
        event.waitUntil(renewing);
      } catch {
        // the kept copy answered first and the event is over: renewing goes on regardless
      }
    }
    return response;
  });
  const kept = await cache.match(path);
  if (!kept) return fromNetwork;
  const late = new Promise((resolve) => setTimeout(() => resolve(kept), NETWORK_WAIT_MS));
  return Promise.race([fromNetwork.catch(() => kept), late]);
}

/** A build file, font or image: ours when kept, else the network's (kept for next time). */
async function keptFile(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: false });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname.replace(/\/$/, "");
  if (request.mode === "navigate") {
    // Only the door page itself; any other page the scope reaches goes to the network.
    if (PAGES.includes(path) && !url.search) event.respondWith(doorPage(event, path));
    return;
  }
  // Next's page data requests (RSC) are not build files: never kept.
  if (request.headers.has("rsc") || url.searchParams.has("_rsc")) return;
  if (KEPT.test(url.pathname)) event.respondWith(keptFile(request));
});

// The page names the files it already loaded before this worker controlled it (its first visit),
// and the decoder it may load later, so they are kept too.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .map((u) => {
      try {
        return new URL(u, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((u) => u && u.origin === self.location.origin && KEPT.test(u.pathname))
    .map((u) => u.pathname + u.search);
  event.waitUntil(caches.open(CACHE).then((cache) => keepAll(cache, urls)));
});
