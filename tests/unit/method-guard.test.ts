import http from "node:http";
import { describe, expect, it } from "vitest";
import { API_STATUS } from "@/lib/http/envelope";
import { refusedMethod } from "@/scripts/lib/method-guard.mjs";

const API_PATHS = [
  "/api/v1/events",
  "/api/v1/sections/1",
  "/api/v1/sections/booths/5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01",
  "/api/v1/seats/1",
  "/api/v1/contact",
  "/api/auth/session",
  "/api/health?deep=1",
  "http://localhost:3000/api/v1/events",
];
const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
/** Every method Node's HTTP parser lets through to the server, except the route handlers' own. */
const OTHER_METHODS = http.METHODS.filter((m) => !ROUTE_METHODS.includes(m));

describe("request methods the site's HTTP server answers itself", () => {
  it.each(API_PATHS.flatMap((path) => OTHER_METHODS.map((method) => [method, path] as const)))(
    "%s %s: 400 with the BAD_REQUEST envelope",
    (method, path) => {
      const refused = refusedMethod(method, path);
      expect(refused?.status).toBe(400);
      expect(refused?.headers["Content-Type"]).toBe("application/json");
      const body = JSON.parse(refused!.body) as { status: keyof typeof API_STATUS };
      expect(body).toEqual({
        status: "BAD_REQUEST",
        payload: `The method ${method} is not supported.`,
      });
      expect(API_STATUS[body.status]).toBe(refused?.status);
    },
  );

  it.each(["/floor-plan/x", "/sitemap.xml", "/home", "/exhibitions/x"])(
    "TRACE %s: a plain 400, as Fetch cannot carry TRACE into the app",
    (path) => {
      expect(refusedMethod("TRACE", path)).toEqual({
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        body: "Bad Request: the method TRACE is not supported.",
      });
    },
  );

  it.each(API_PATHS.flatMap((path) => ROUTE_METHODS.map((method) => [method, path] as const)))(
    "passes %s %s on to the app",
    (method, path) => {
      expect(refusedMethod(method, path)).toBeUndefined();
    },
  );

  it.each(["PROPFIND", "PURGE", "GET", "POST"])("passes %s on a page on to the app", (method) => {
    expect(refusedMethod(method, "/home")).toBeUndefined();
  });
});
