import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type DynamicRoute,
  markRoutesTheRouterHas,
  onceInTheRouter,
} from "@/scripts/lib/router-routes.mjs";

const require = createRequire(import.meta.url);

/** Next's router's set-up, as the production server runs it (the module has no types). */
const { setupFsCheck } = require("next/dist/server/lib/router-utils/filesystem") as {
  setupFsCheck(opts: object): Promise<{
    getDynamicRoutes(): { page: string; match(pathname: string): object | false }[];
  }>;
};
const { defaultConfig } = require("next/dist/server/config-shared") as {
  defaultConfig: object;
};

/** The app's routes as the build names them (app-path-routes-manifest.json): pages under
 * [locale], a dynamic route handler, and a static one the router finds without the list. */
const APP_ROUTES = {
  "/[locale]/about/page": "/[locale]/about",
  "/[locale]/(site)/program/[id]/page": "/[locale]/program/[id]",
  "/[locale]/(site)/vendors/[id]/page": "/[locale]/vendors/[id]",
  "/[locale]/(site)/vendors/[id]/opengraph-image-1595jp/route":
    "/[locale]/vendors/[id]/opengraph-image-1595jp",
  "/robots.txt/route": "/robots.txt",
};
/** An entry of the build's `dynamicRoutes` (the router builds its matcher from the page); the
 * list holds the app's dynamic routes and one page's Arabic shell the build already leaves to
 * other routers. */
const routeEntry = (page: string): DynamicRoute => ({ page });
const dynamicRoutes = () => [
  routeEntry("/[locale]/about"),
  routeEntry("/[locale]/program/[id]"),
  { ...routeEntry("/ar/vendors/[id]"), skipInternalRouting: true },
  routeEntry("/[locale]/vendors/[id]"),
  routeEntry("/[locale]/vendors/[id]/opengraph-image-1595jp"),
];

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build's files as Next's router reads them when the server starts. */
function build(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "router-routes-"));
  const dist = path.join(dir, ".next");
  fs.mkdirSync(path.join(dist, "server"), { recursive: true });
  fs.mkdirSync(path.join(dist, "static"));
  const write = (file: string, value: unknown) =>
    fs.writeFileSync(path.join(dist, file), JSON.stringify(value, null, 2));
  fs.writeFileSync(path.join(dist, "BUILD_ID"), "test");
  write("routes-manifest.json", {
    version: 3,
    basePath: "",
    redirects: [],
    headers: [],
    onMatchHeaders: [],
    rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
    dynamicRoutes: dynamicRoutes(),
    staticRoutes: [],
    dataRoutes: [],
  });
  write("app-path-routes-manifest.json", APP_ROUTES);
  write(
    "server/app-paths-manifest.json",
    Object.fromEntries(Object.keys(APP_ROUTES).map((key) => [key, `app${key}.js`])),
  );
  write("server/pages-manifest.json", {});
  write("server/functions-config-manifest.json", { version: 1, functions: {} });
  write("server/preview-props.json", {
    previewModeId: "x",
    previewModeSigningKey: "x",
    previewModeEncryptionKey: "x",
  });
  return dist;
}

/** The dynamic routes Next's router tries for an address, in its order. */
async function routerList(): Promise<string[]> {
  const checker = await setupFsCheck({
    dir,
    dev: false,
    minimalMode: false,
    config: { ...defaultConfig, distDir: ".next" },
  });
  return checker.getDynamicRoutes().map((route) => route.page);
}

describe("each dynamic route once in the router's list", () => {
  it("Next's router, from the build as Next writes it, tries each of the app's routes twice", async () => {
    build();
    const list = await routerList();
    expect(list.filter((page) => page === "/[locale]/vendors/[id]")).toHaveLength(2);
    expect(list).toHaveLength(8);
  });

  it("after the build is marked, it tries each once, in the same order, none missing", async () => {
    const dist = build();
    const before = await routerList();
    expect(onceInTheRouter(dist)).toEqual([
      "/[locale]/about",
      "/[locale]/program/[id]",
      "/[locale]/vendors/[id]",
      "/[locale]/vendors/[id]/opengraph-image-1595jp",
    ]);
    const after = await routerList();
    expect(after).toEqual([...new Set(before)]);
    expect(after.indexOf("/[locale]/vendors/[id]")).toBe(2);
  });

  it("leaves a route that is not the app's, and one already left to other routers, as they were", () => {
    const routes = {
      dynamicRoutes: [
        ...dynamicRoutes(),
        // a page of the pages router: Next's router has it from this file alone
        routeEntry("/blog/[slug]"),
      ],
    };
    markRoutesTheRouterHas(routes, APP_ROUTES);
    const flags = Object.fromEntries(
      routes.dynamicRoutes.map((route) => [route.page, route.skipInternalRouting ?? false]),
    );
    expect(flags).toEqual({
      "/[locale]/about": true,
      "/[locale]/program/[id]": true,
      "/ar/vendors/[id]": true,
      "/[locale]/vendors/[id]": true,
      "/[locale]/vendors/[id]/opengraph-image-1595jp": true,
      "/blog/[slug]": false,
    });
    // the shell was marked by the build, not here; a second pass marks nothing
    expect(markRoutesTheRouterHas(routes, APP_ROUTES)).toEqual([]);
  });

  it("writes nothing to a build that is already marked", () => {
    const dist = build();
    onceInTheRouter(dist);
    const file = path.join(dist, "routes-manifest.json");
    const written = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(0), new Date(0));
    expect(onceInTheRouter(dist)).toEqual([]);
    expect(fs.statSync(file).mtimeMs).toBe(0);
    expect(written).toBeGreaterThan(0);
  });
});
