// The festival program's service worker, registered by the program's pages with the scope of
// their language (/program/ and /ar/program/). It keeps the program and performance pages a
// visitor opened, and the files they load, so the program (and the visitor's plan, which the
// pages keep in local storage) can be read on the festival grounds without a network.
//
// Pages: the network first (kept for next time); when it fails, or has not answered in a few
// seconds on a weak network, the kept copy. Build files (their names carry a hash), fonts and
// images: the network first too, the kept copy when it fails. It never keeps an API answer or a
// page outside the program. Separate from the door's worker (public/door-sw.js): its own cache.
//
// A new version of this file is a new cache name: the old cache is dropped when it activates.
const CACHE = "program-v1";
const PAGE = /^\/(?:ar\/)?program\/[0-9a-f-]{36}(?:\/\d{1,10})?\/?$/;
const KEPT = /^\/(?:_next\/static\/|_next\/image|fonts\/|images\/|media\/)/;
const NETWORK_WAIT_MS = 4000;

/** A page answer worth keeping: the page itself, not a redirect or an error page. */
function isPage(response) {
  return (
    response.ok &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("content-type") ?? "").includes("text/html")
  );
}

/** The build files a page's HTML names (scripts, styles, fonts it preloads). */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\s\\)<>]+/g)) found.add(match[0]);
  return [...found];
}

async function keepFiles(cache, urls) {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (response.ok && response.type === "basic") await cache.put(url, response);
      } catch {
        // offline or gone: the next load that needs it fetches it again
      }
    }),
  );
}

/** Keeps a page as the network gives it now, and the build files it names. */
async function keepPage(cache, path) {
  const response = await fetch(path, { cache: "no-store", credentials: "same-origin" });
  if (!isPage(response)) return;
  const html = await response.clone().text();
  await cache.put(path, response);
  await keepFiles(cache, assetsOf(html));
}

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith("program-") && n !== CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

/** A program page: the network's copy when it answers in time (kept), else the kept one. */
async function programPage(event, key) {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(event.request).then(async (response) => {
    if (isPage(response)) {
      const html = await response.clone().text();
      await cache.put(key, response.clone());
      const keeping = keepFiles(cache, assetsOf(html)).catch(() => undefined);
      try {
        event.waitUntil(keeping);
      } catch {
        // the kept copy answered first and the event is over: keeping goes on regardless
      }
    }
    return response;
  });
  const kept = (await cache.match(key)) ?? (await cache.match(key, { ignoreSearch: true }));
  if (!kept) return fromNetwork;
  const late = new Promise((resolve) => setTimeout(() => resolve(kept), NETWORK_WAIT_MS));
  return Promise.race([fromNetwork.catch(() => kept), late]);
}

/** A build file, font or image: the network's (kept), or the kept one when the network fails. */
async function keptFile(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (PAGE.test(url.pathname)) event.respondWith(programPage(event, url.pathname + url.search));
    return;
  }
  // Next's page data requests (RSC) are not files: never kept (offline, a link is then followed
  // as a plain page load, which the kept page answers).
  if (request.headers.has("rsc") || url.searchParams.has("_rsc")) return;
  if (KEPT.test(url.pathname)) event.respondWith(keptFile(request));
});

// A page names itself and the files it loaded before this worker controlled it (its first
// visit), so they are kept too.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep") return;
  const same = (u) => {
    try {
      const url = new URL(u, self.location.origin);
      return url.origin === self.location.origin ? url : null;
    } catch {
      return null;
    }
  };
  const page = typeof data.page === "string" ? same(data.page) : null;
  const urls = (Array.isArray(data.urls) ? data.urls : [])
    .map(same)
    .filter((u) => u && KEPT.test(u.pathname))
    .map((u) => u.pathname + u.search);
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      if (page && PAGE.test(page.pathname) && !(await cache.match(page.pathname + page.search)))
        await keepPage(cache, page.pathname + page.search).catch(() => undefined);
      await keepFiles(cache, urls);
    }),
  );
});
