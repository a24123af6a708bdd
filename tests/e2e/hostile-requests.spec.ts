import http from "node:http";
import { expect, test } from "@playwright/test";
import { SUMMER } from "./helpers";

// Requests a fuzzer sends to the built app, byte for byte (a browser or fetch would normalise
// the address or refuse the method before sending it).

type Raw = { status: number; type: string; body: string };

function raw(
  baseURL: string | undefined,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Raw> {
  const base = new URL(baseURL ?? "http://127.0.0.1:3100");
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"] ?? ""),
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.end();
  });
}

const MALFORMED = ["%C0%AE", "%", "%zz", "%E0%A4%A"];
const API_ROUTES = [
  "/api/v1/sections/",
  "/api/v1/sections/booths/",
  "/api/v1/seats/",
  "/api/auth/",
];
const PAGE_ROUTES = ["/exhibitions/", "/details/", "/floor-plan/"];

test.describe("hostile requests to the built app", () => {
  test("a malformed percent-encoding in an API route's parameter is a 400 envelope", async ({
    baseURL,
  }) => {
    const answers: string[] = [];
    for (const route of API_ROUTES)
      for (const bad of MALFORMED) {
        const { status, type, body } = await raw(baseURL, "GET", `${route}${bad}`);
        answers.push(`${status} ${type.split(";")[0]} ${body} GET ${route}${bad}`);
      }
    const payload = "The address is not valid: it has malformed percent-encoding.";
    const code = "errors.http.malformedPercentEncoding";
    expect(answers).toEqual(
      API_ROUTES.flatMap((route) =>
        MALFORMED.map(
          (bad) =>
            `400 application/json ${JSON.stringify({ status: "BAD_REQUEST", payload, code })} GET ${route}${bad}`,
        ),
      ),
    );
  });

  test("a malformed percent-encoding in a page's address is the not-found page", async ({
    baseURL,
  }) => {
    for (const route of PAGE_ROUTES)
      for (const bad of MALFORMED) {
        const { status, type, body } = await raw(baseURL, "GET", `${route}${bad}`);
        expect(`${status} ${type.split(";")[0]}`, `GET ${route}${bad}`).toBe("404 text/html");
        expect(body, `GET ${route}${bad}`).toContain("Page not found");
      }
  });

  test("TRACE and other methods no route handler takes are a 400 envelope on API routes", async ({
    baseURL,
  }) => {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "MKCOL", "SEARCH"])
      for (const path of [
        "/api/v1/events",
        "/api/v1/sections/1",
        "/api/health",
        "/api/v1/contact",
      ]) {
        const { status, type, body } = await raw(baseURL, method, path);
        expect(status, `${method} ${path}`).toBe(400);
        expect(type, `${method} ${path}`).toMatch(/^application\/json/);
        expect(JSON.parse(body), `${method} ${path}`).toEqual({
          status: "BAD_REQUEST",
          payload: `The method ${method} is not supported.`,
        });
      }
  });

  test("TRACE to a route handler outside the API is a 400, not a 500", async ({ baseURL }) => {
    for (const path of [`/floor-plan/${SUMMER}`, "/sitemap.xml", "/robots.txt"]) {
      const { status, body } = await raw(baseURL, "TRACE", path);
      expect(`${status} ${body}`, path).toBe("400 Bad Request: the method TRACE is not supported.");
    }
  });

  test("well-formed addresses still answer as before", async ({ baseURL }) => {
    expect((await raw(baseURL, "GET", "/api/v1/sections/%31")).status).toBe(200);
    expect((await raw(baseURL, "GET", "/api/v1/sections/%2F")).status).toBe(400);
    expect((await raw(baseURL, "GET", `/exhibitions/${SUMMER}`)).status).toBe(200);
    expect((await raw(baseURL, "GET", `/floor-plan/${SUMMER}`)).type).toMatch(/^image\/svg/);
  });
});

test.describe("the demo mailbox", () => {
  test("opens for a browser on the demo's own computer", async ({ page }) => {
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("heading", { name: "Demo mailbox" })).toBeVisible();
  });

  test("is a 404 for a visitor a tunnel on this computer forwards", async ({ baseURL }) => {
    const { status, body } = await raw(baseURL, "GET", "/dev/mailbox", {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(status).toBe(404);
    expect(body).toContain("Page not found");
    expect(body).not.toContain("Demo mailbox");
  });
});
