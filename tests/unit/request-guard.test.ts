import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { guardRequest, hasMalformedEncoding } from "@/lib/http/request-guard";
import { SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from "@/lib/http/request";

const get = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers });

/** Where a proxy answer sends the request instead, if it rewrites it. */
const rewrittenTo = (response: Response | undefined) => {
  const target = response?.headers.get("x-middleware-rewrite");
  return target ? new URL(target).pathname : undefined;
};

beforeEach(() => {
  trustSocketAddressHeader(true);
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DEMO_MAILBOX_PUBLIC", "");
  resetEnvForTests();
});
afterEach(() => {
  trustSocketAddressHeader(false);
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const MALFORMED = ["%C0%AE", "%", "%zz", "%E0%A4%A", "%ED%A0%80", "abc%"];

describe("addresses with malformed percent-encoding", () => {
  it.each(
    [
      "/api/v1/sections/",
      "/api/v1/sections/booths/",
      "/api/v1/seats/",
      "/api/auth/",
      "/api/",
    ].flatMap((route) => MALFORMED.map((bad) => `${route}${bad}`)),
  )("API %s answers 400 with the BAD_REQUEST envelope", async (path) => {
    const response = guardRequest(get(path));
    expect(response?.status).toBe(400);
    expect(response?.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response?.json()).toEqual({
      status: "BAD_REQUEST",
      payload: "The address is not valid: it has malformed percent-encoding.",
      code: "errors.http.malformedPercentEncoding",
    });
  });

  it.each(
    ["/exhibitions/", "/details/", "/floor-plan/", "/home/", "/"].flatMap((route) =>
      MALFORMED.map((bad) => `${route}${bad}`),
    ),
  )("page %s shows the not-found page", (path) => {
    expect(rewrittenTo(guardRequest(get(path)))).toBe("/_page-not-found");
  });

  it.each([
    "/exhibitions/5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01",
    "/exhibitions/%35a1f7c2e",
    "/api/v1/sections/%31",
    "/api/v1/sections/%2F",
    "/details/%E2%82%AC",
    "/home",
  ])("leaves a well-formed address %s to the app", (path) => {
    expect(guardRequest(get(path))).toBeUndefined();
  });

  it("tells malformed from well-formed encoding", () => {
    expect(MALFORMED.map(hasMalformedEncoding)).toEqual(MALFORMED.map(() => true));
    expect(["/a%20b", "/%E2%82%AC", "/plain", "/%25"].map(hasMalformedEncoding)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("a query with a control character", () => {
  it.each([
    "/admin/orders?q=%00",
    "/admin/vendors?q=%1B",
    "/admin/audit?entity=%7F",
    "/cart?x=%0A",
  ])("page %s shows the not-found page instead of failing", (path) => {
    expect(rewrittenTo(guardRequest(get(path)))).toBe("/_page-not-found");
  });

  it("under /api answers the BAD_REQUEST envelope", async () => {
    const response = guardRequest(get("/api/admin/v1/orders/%31?q=%00"));
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      status: "BAD_REQUEST",
      payload:
        "The address is not valid: it must not contain control characters such as NUL (%00).",
      code: "errors.http.controlCharacters",
    });
  });

  it.each(["/admin/orders?q=%D8%B3%D9%88%D9%82", "/admin/orders?q=100%25", "/admin/vendors?q=a+b"])(
    "leaves %s to the app",
    (path) => {
      expect(guardRequest(get(path))).toBeUndefined();
    },
  );
});

describe("the demo mailbox", () => {
  it("is left to the page for a browser on the demo's own computer", () => {
    expect(guardRequest(get("/dev/mailbox", { [SOCKET_ADDRESS_HEADER]: "127.0.0.1" }))).toBe(
      undefined,
    );
  });

  it("is the not-found page for another computer, whatever X-Forwarded-For says", () => {
    const request = get("/dev/mailbox", {
      [SOCKET_ADDRESS_HEADER]: "192.168.1.20",
      "x-forwarded-for": "127.0.0.1",
    });
    expect(rewrittenTo(guardRequest(request))).toBe("/_page-not-found");
  });

  it.each(["/en/dev/mailbox", "/ar/dev/mailbox"])(
    "is the not-found page for another computer at %s too",
    (path) => {
      const request = get(path, { [SOCKET_ADDRESS_HEADER]: "192.168.1.20" });
      expect(rewrittenTo(guardRequest(request))).toBe("/_page-not-found");
    },
  );

  it("is the not-found page outside demo mode", () => {
    vi.stubEnv("DATABASE_URL", "postgres://db.internal/festival");
    resetEnvForTests();
    const request = get("/dev/mailbox", { [SOCKET_ADDRESS_HEADER]: "127.0.0.1" });
    expect(rewrittenTo(guardRequest(request))).toBe("/_page-not-found");
  });
});
