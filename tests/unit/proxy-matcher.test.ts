import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import type { ProxyMatcher } from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { everyLanguage } from "../support/addresses";

const GUID = "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01";

// The proxy's matcher compiled as Next compiles it (the build's function, exported but not typed),
// and asked as Next's router asks it on every request (each matcher's expression built and tried
// in turn).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers(matcher: string[], nextConfig: object): ProxyMatcher[];
};
const matchers = getMiddlewareMatchers(config.matcher, {});
const proxyRuns = getMiddlewareRouteMatcher(matchers);
const runsOn = (path: string) =>
  proxyRuns(path, { headers: {} } as never, {} as Parameters<typeof proxyRuns>[2]);

describe("the proxy's matcher", () => {
  it("is a few expressions: Next's router builds and tries each one twice a request", () => {
    expect(matchers.length).toBeLessThanOrEqual(4);
  });

  it.each([
    // signed in only, and the old exhibitions address the proxy redirects
    ...["/exhibitions", "/contact1", "/cart", "/checkout", "/tickets"].flatMap(everyLanguage),
    ...["/tickets/transfer", `/tickets/transfer/${GUID}`].flatMap(everyLanguage),
    ...["/invoices", "/invoices/INV-2025-0001", "/invoices/INV-2025-0001/pdf"].flatMap(
      everyLanguage,
    ),
    // the console, in English and as the server hands it to Next
    ...["/admin", "/admin/events/3/plan", "/admin/orders"].flatMap((path) => [path, `/en${path}`]),
    // the demo mailbox, and any address holding a `%` (the request guard's)
    ...everyLanguage("/dev/mailbox"),
    "/events/%E0%A4%A",
    "/ar/%zz",
    `/vendors/${GUID}%2F..`,
    // the same pages as the client router fetches them
    "/cart.rsc",
    "/en/admin/orders.rsc",
    "/ar/tickets.segments/_tree.segment.rsc",
  ])("runs on %s", (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each([
    "/",
    "/ar",
    ...[
      "/about",
      "/home",
      "/events",
      "/stage",
      "/login",
      "/contact",
      `/exhibitions/${GUID}`,
      `/details/${GUID}`,
      `/vendors/${GUID}`,
      `/program/${GUID}`,
      `/program/${GUID}/12`,
      `/tickets/${GUID}/calendar.ics`,
      "/cartx",
      "/invoicesx",
      "/admins",
    ].flatMap(everyLanguage),
    "/ar/admin",
    "/api/v1/events",
    "/media/poster.webp",
    "/_next/static/chunks/main.js",
  ])("leaves %s alone", (path) => {
    expect(runsOn(path)).toBe(false);
  });
});
