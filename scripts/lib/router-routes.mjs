// @ts-check
// Each dynamic route once in the list Next's router walks (see scripts/build.mjs, which calls
// this after Next's build).
//
// For an address no file matches as it is ("/en/vendors/{guid}": every page is under
// app/[locale]), Next's router tries the app's dynamic routes one after another until one
// matches, on every request. It builds that list from two files of the build: the app's routes
// (app-paths-manifest.json) and the build's `dynamicRoutes` (routes-manifest.json), which names
// the same app routes again. So every route stands in the list twice, side by side, and an
// address matched late pays for each route before it twice (the vendors directory's is the
// 137th of 140 tried). The second of a pair is never reached: the first one matches the same
// addresses and answers.
//
// Next's own flag `skipInternalRouting` on an entry of `dynamicRoutes` keeps it out of that list
// and leaves it to whatever else reads the file (a host's router); here it is set on the entries
// the router already has from the app's routes. docs/performance.md has the measurements.
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {{ page: string, skipInternalRouting?: boolean }} DynamicRoute
 * @typedef {{ dynamicRoutes: DynamicRoute[] }} RoutesManifest
 */

/**
 * Marks, in a routes manifest, each dynamic route that is one of the app's routes (the values of
 * app-path-routes-manifest.json: "/[locale]/vendors/[id]") as left to other routers; returns the
 * pages marked. Others (pages of the pages router, routes already marked) stay as they are.
 * @param {RoutesManifest} routes
 * @param {Record<string, string>} appRoutes
 * @returns {string[]}
 */
export function markRoutesTheRouterHas(routes, appRoutes) {
  const app = new Set(Object.values(appRoutes));
  const marked = [];
  for (const route of routes.dynamicRoutes) {
    if (route.skipInternalRouting || !app.has(route.page)) continue;
    route.skipInternalRouting = true;
    marked.push(route.page);
  }
  return marked;
}

/** Applies `markRoutesTheRouterHas` to a build (`.next`); returns the pages marked. */
export function onceInTheRouter(distDir) {
  const file = path.join(distDir, "routes-manifest.json");
  /** @type {RoutesManifest} */
  const routes = JSON.parse(fs.readFileSync(file, "utf8"));
  const appRoutes = JSON.parse(
    fs.readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8"),
  );
  const marked = markRoutesTheRouterHas(routes, appRoutes);
  if (marked.length > 0) fs.writeFileSync(file, JSON.stringify(routes, null, 2));
  return marked;
}
