// @ts-check
// English pages have no language prefix: "/events" is the page app/[locale]/(site)/events in
// English, and next.config.ts rewrites it to "/en/events". Next applies that rewrite on every
// request (it compiles the destination, re-resolves the route and, for a page with a dynamic
// segment, re-derives its parameters from the rewritten address): about 60 µs of a cached
// page's 750 and 100 µs of the vendors directory's 850 on a two-core machine. The site's HTTP
// server (scripts/serve.mjs) hands Next the "/en/..." address of an English page itself, and
// marks the request so that Next's redirect of "/en/..." addresses (one page, one address) lets
// it through. Addresses it does not recognise go to Next as they came, and Next's rewrite still
// serves them.
//
// Next's client router learns of a rewrite from its answer to a navigation's data request (the
// `rsc: 1` header): `x-nextjs-rewritten-path` names the address the page was rendered for, from
// which the router reads the page's parameters ("/en/details/{id}" against
// "/[locale]/details/[id]"). Without it the router reads them from "/details/{id}", takes
// "details" for the language and keeps one event's page for every event's address. The server
// sends that header as Next's own rewrite does.

/** The header the site's server sets on an English page's request it mapped to "/en/...". */
export const ENGLISH_ADDRESS_HEADER = "x-festival-english-address";

/** Next's answer header naming the address a navigation's page data was rendered for. */
export const REWRITTEN_PATH_HEADER = "x-nextjs-rewritten-path";

/**
 * The first segments of the pages' addresses ("events", "vendors", "admin"), from the build's
 * `app-path-routes-manifest.json` (route file to address: "/[locale]/vendors/[id]").
 * @param {Record<string, string>} manifest
 * @returns {Set<string>}
 */
export function pageSegments(manifest) {
  const segments = new Set();
  for (const address of Object.values(manifest)) {
    const [first, locale, segment] = address.split("/");
    if (first !== "" || locale !== "[locale]" || !segment) continue;
    if (/^[[(@_]/.test(segment)) continue;
    segments.add(segment);
  }
  return segments;
}

/**
 * The address Next is handed for a request target: "/en" before an English page's address
 * ("/vendors/x?q=1" is "/en/vendors/x?q=1"), or undefined to pass the target on as it is.
 * Left to Next: "/" (its redirect), an address ending in "/" (its redirect), one holding a `%`
 * (the proxy's guard), one whose first segment no page has ("/api/...", "/ar/...", "/en/...",
 * "/images/logo.svg"), and anything not in origin form.
 * @param {string | undefined} target
 * @param {Set<string>} segments
 */
export function englishPageTarget(target, segments) {
  if (!target || target[0] !== "/") return undefined;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.length < 2 || path.endsWith("/") || path.includes("%")) return undefined;
  const slash = path.indexOf("/", 1);
  const first = slash === -1 ? path.slice(1) : path.slice(1, slash);
  return segments.has(first) ? `/en${target}` : undefined;
}

/**
 * Hands a request to Next: an English page's under "/en", marked, and a navigation's data
 * request answered naming the page rendered, as Next's own rewrite answers it; any other as it
 * came. Either way without the mark a visitor may have sent.
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {{ setHeader(name: string, value: string): unknown }} response
 * @param {Set<string>} segments
 */
export function handToNext(request, response, segments) {
  delete request.headers[ENGLISH_ADDRESS_HEADER];
  const url = englishPageTarget(request.url, segments);
  if (!url) return;
  request.url = url;
  request.headers[ENGLISH_ADDRESS_HEADER] = "1";
  if (request.headers.rsc === "1") response.setHeader(REWRITTEN_PATH_HEADER, url.split("?", 1)[0]);
}
