import { describe, expect, it } from "vitest";
import {
  ENGLISH_ADDRESS_HEADER,
  englishPageTarget,
  handToNext,
  pageSegments,
  REWRITTEN_PATH_HEADER,
} from "@/scripts/lib/english-pages.mjs";

/** Route files to addresses, as the build lists them in app-path-routes-manifest.json. */
const MANIFEST = {
  "/[locale]/(site)/about/page": "/[locale]/about",
  "/[locale]/(site)/vendors/[id]/page": "/[locale]/vendors/[id]",
  "/[locale]/(site)/vendors/[id]/opengraph-image--metadata/route": "/[locale]/vendors/[id]/og",
  "/[locale]/(admin)/admin/orders/page": "/[locale]/admin/orders",
  "/[locale]/door/page": "/[locale]/door",
  "/api/[...path]/route": "/api/[...path]",
  "/robots.txt/route": "/robots.txt",
  "/_not-found/page": "/_not-found",
  "/media/[file]/route": "/media/[file]",
};
const segments = pageSegments(MANIFEST);

describe("the pages the site's server hands Next under /en", () => {
  it("are the first segments of the pages under [locale]", () => {
    expect([...segments].sort()).toEqual(["about", "admin", "door", "vendors"]);
  });

  it.each([
    ["/about", "/en/about"],
    ["/vendors/5a1f7c2e?q=%D8%B4", "/en/vendors/5a1f7c2e?q=%D8%B4"],
    ["/admin/orders", "/en/admin/orders"],
    ["/door?x=1", "/en/door?x=1"],
  ])("%s is handed over as %s", (target, expected) => {
    expect(englishPageTarget(target, segments)).toBe(expected);
  });

  it.each([
    "/",
    "/?x=1",
    "/about/",
    "/vendors/%C0%AE",
    "/api/v1/events",
    "/ar/about",
    "/en/about",
    "/images/logo.svg",
    "/robots.txt",
    "/media/a.webp",
    "/aboutus",
    "//about",
    "http://localhost/about",
    "*",
    "",
    undefined,
  ])("%s is left to Next as it came", (target) => {
    expect(englishPageTarget(target, segments)).toBeUndefined();
  });
});

/** A request as the site's server receives it, handed to Next; what Next gets and answers with. */
function handed(url: string, headers: Record<string, string> = {}, pages = segments) {
  const request = { url, headers: { ...headers } as Record<string, string | undefined> };
  const answer: Record<string, string> = {};
  handToNext(
    request,
    { setHeader: (name: string, value: string) => (answer[name] = value) },
    pages,
  );
  return { url: request.url, headers: request.headers, answer };
}

describe("a request the site's server hands Next under /en", () => {
  it("is marked, and a navigation's data request is answered naming the page rendered", () => {
    expect(
      handed("/details/5a1f?x=1", { rsc: "1" }, pageSegments({ d: "/[locale]/details/[id]" })),
    ).toEqual({
      url: "/en/details/5a1f?x=1",
      headers: { rsc: "1", [ENGLISH_ADDRESS_HEADER]: "1" },
      answer: { [REWRITTEN_PATH_HEADER]: "/en/details/5a1f" },
    });
  });

  it("names nothing in the answer to a page's own request", () => {
    expect(handed("/about").answer).toEqual({});
  });

  it("is not one for an address left to Next, and keeps no mark a visitor sent", () => {
    expect(handed("/api/health", { rsc: "1" })).toEqual({
      url: "/api/health",
      headers: { rsc: "1" },
      answer: {},
    });
    expect(handed("/en/events", { [ENGLISH_ADDRESS_HEADER]: "1" }).headers).toEqual({});
  });
});
