import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

/**
 * No per-request nonce (it would make every page dynamic), so scripts and styles allow
 * 'unsafe-inline' for Next's inline bootstrap; everything else is limited to this origin.
 *
 * The production value holds no ':' on purpose: Next compiles a header value that contains one
 * as a parameter template on every request (4% of a cached page's cost in a CPU profile). The
 * site shows no data: or blob: images; only the development overlay does.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  process.env.NODE_ENV === "development" ? "img-src 'self' data: blob:" : "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  // Browsers ignore HSTS on plain-http localhost, so it is safe to send everywhere.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/**
 * Every address but the routes that answer with a stricter Content-Security-Policy of their
 * own: an uploaded image (`/media/{file}`), the floor plan SVG (`/floor-plan/{guid}`) and a
 * vendor's document (`/api/vendor/v1/documents/{documentId}`, sandboxed). Next sends a header set
 * here in place of the route's own, so the site-wide policy must not match them. An address with
 * a `%` keeps it: the proxy answers those with the not-found page.
 */
const siteWidePolicyPaths = "/:path((?!(?:media|floor-plan|api/vendor/v1/documents)/[^/%]+$).*)";

/**
 * One source matching pages' addresses as Next may see them: the English address ("/door"), the
 * Arabic one, and the "/en" address the site's server hands Next for an English page
 * (scripts/lib/english-pages.mjs). A `:name` segment is any one segment. Next tries every header
 * rule on every request, each an awaited match, so a rule for many addresses is one rule, not
 * one per address and language.
 */
function inEveryLanguage(paths: string[]): string {
  const pages = paths.map((path) => path.slice(1).replace(/:\w+/g, "[^/]+")).join("|");
  return `/:page((?:ar/|en/)?(?:${pages}))`;
}

/** Kept in step with scripts/lib/english-pages.mjs. */
const ENGLISH_ADDRESS_HEADER = "x-festival-english-address";

/**
 * Pages that show booth or seat state: a CDN may keep them for a second and serve a stale copy
 * while it refetches, so a booking reaches visitors within about a second.
 */
const liveStatePages = inEveryLanguage([
  "/home",
  "/events",
  "/details/:id",
  "/exhibitions/:id",
  "/vendors/:id",
  "/stage",
  "/stage/:guid",
  // the program: an organiser's change reaches visitors as fast
  "/program/:id",
  "/program/:id/:performanceId",
]);

/**
 * Addresses that are not pages: the API, Next's own files, the Arabic pages (already under their
 * language) and the download routes outside the pages' tree (contracts, the floor plan, uploaded
 * images).
 */
const notPages = [
  "api/",
  "_next/",
  "ar/",
  "ar$",
  // an English page the site's server already handed over under "/en" (a visitor's own "/en"
  // address is redirected before this rewrite)
  "en/",
  "en$",
  "contracts/",
  "floor-plan/",
  "media/",
  // the proxy's target for refused addresses, and any address with a percent sign: no page's
  // address has one, and a malformed one must reach the not-found page, not fail to decode
  "_page-not-found",
  ".*%",
].join("|");

/**
 * With REDIS_URL, 'use cache' entries and tag expirations are shared by every instance through
 * Redis (lib/cache/shared-cache.mjs); without it, Next's in-memory default. Read when the server
 * starts, so one build serves either way.
 */
const sharedCache = fileURLToPath(new URL("./lib/cache/handler.mjs", import.meta.url));
const cacheHandlers = process.env.REDIS_URL
  ? { default: sharedCache, remote: sharedCache }
  : undefined;

/**
 * Next's page cache, dating each page by when its render began (lib/cache/page-cache.mjs): a
 * render that overlapped a booking must not pass for fresh after it.
 */
const pageCache = fileURLToPath(new URL("./lib/cache/page-cache.mjs", import.meta.url));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` checks the types in a step of its own, before it builds: its build skips them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1" },
  cacheComponents: true,
  cacheHandler: pageCache,
  cacheHandlers,
  partialPrefetching: false,
  // @napi-rs/canvas (the shared links' preview pictures) is a native addon: Node loads it as is.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "exceljs", "@napi-rs/canvas"],
  experimental: {
    // Pages regenerated at run time stay in this process's memory instead of being written over
    // the build in .next: another process started from the same build (a second instance, a
    // restart, a test server on another database) must never serve booth states it did not see.
    isrFlushToDisk: false,
    // One not-found page for addresses no route matches (app/global-not-found.tsx): the pages'
    // root layout is under [locale], so there is no layout to compose it from.
    globalNotFound: true,
  },
  cacheLife: {
    // Booth and seat state: invalidated by tag on every change the app makes, and refreshed at
    // least every minute so a hold that lapses silently shows as free.
    liveState: { stale: 30, revalidate: 60, expire: 3600 },
    content: { stale: 300, revalidate: 3600, expire: 86400 },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: siteWidePolicyPaths,
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      // The Arabic font's file name carries its version: a new version is a new address.
      {
        source: "/fonts/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // The door app reads QR codes with the camera: its page alone may ask for it.
      {
        source: inEveryLanguage(["/door"]),
        headers: [
          { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
        ],
      },
      // The door's and the program's service workers change with each release: never kept by
      // the browser's HTTP cache.
      {
        source: "/:worker(door-sw\\.js|program-sw\\.js)",
        headers: [{ key: "Cache-Control", value: "no-cache" }],
      },
      {
        source: liveStatePages,
        headers: [{ key: "Cache-Control", value: "public, s-maxage=1, stale-while-revalidate=59" }],
      },
    ];
  },
  async redirects() {
    return [
      { source: "/", destination: "/home", permanent: false },
      { source: "/ar", destination: "/ar/home", permanent: false },
      // English pages have no prefix; "/en/events" is the same page under a second address.
      { source: "/en", destination: "/home", permanent: true },
      {
        source: "/en/:path*",
        destination: "/:path*",
        permanent: true,
        // not an English page's address the site's server handed over under "/en"
        missing: [{ type: "header", key: ENGLISH_ADDRESS_HEADER }],
      },
    ];
  },
  async rewrites() {
    return {
      // Every page lives under app/[locale]; an English address ("/events") is served by the
      // English page ("/en/events") without a redirect, so the spec's addresses stay as they are.
      // After the file system (public files), before the dynamic routes.
      afterFiles: [{ source: `/:path((?!${notPages}).*)`, destination: "/en/:path" }],
    };
  },
};

export default nextConfig;
