import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { everyLanguage } from "../support/addresses";

const GUID = "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01";
const LIVE = "public, s-maxage=1, stale-while-revalidate=59";

/** The headers Next adds to a request for `path` from the config's rules, the last rule winning. */
async function headersFor(path: string): Promise<Record<string, string>> {
  const rules = (await nextConfig.headers?.()) ?? [];
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const { regex } = buildCustomRoute("header", rule);
    if (!new RegExp(regex).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

describe("the config's header rules", () => {
  it("are few: Next tries every rule on every request", async () => {
    expect((await nextConfig.headers?.())?.length).toBeLessThanOrEqual(8);
  });

  it.each(
    [
      "/home",
      "/events",
      `/details/${GUID}`,
      `/exhibitions/${GUID}`,
      `/vendors/${GUID}`,
      "/stage",
      `/stage/${GUID}`,
      `/program/${GUID}`,
      `/program/${GUID}/12`,
    ].flatMap(everyLanguage),
  )(
    "a page showing booth, seat or program state may be kept a second by a CDN: %s",
    async (path) => {
      expect((await headersFor(path))["cache-control"]).toBe(LIVE);
    },
  );

  it.each([
    "/about",
    "/ar/about",
    "/contact",
    "/door",
    "/login",
    "/homepage",
    "/xhome",
    `/vendors/${GUID}/opengraph-image`,
    `/program/${GUID}/12/calendar.ics`,
    "/api/v1/events",
    "/fr/home",
  ])("other addresses keep their own caching: %s", async (path) => {
    expect((await headersFor(path))["cache-control"]).not.toBe(LIVE);
  });

  it("only the door's page may ask for the camera, in every language", async () => {
    for (const path of everyLanguage("/door")) {
      expect((await headersFor(path))["permissions-policy"], path).toContain("camera=(self)");
    }
    for (const path of ["/events", "/door/welcome", "/doors", "/ar/home"]) {
      expect((await headersFor(path))["permissions-policy"], path).toContain("camera=()");
    }
  });

  it("the service workers are never kept by the browser's HTTP cache", async () => {
    for (const path of ["/door-sw.js", "/program-sw.js"]) {
      expect((await headersFor(path))["cache-control"], path).toBe("no-cache");
    }
    expect((await headersFor("/door-swxjs"))["cache-control"]).toBeUndefined();
  });
});
