import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { openApiDocument } from "@/lib/openapi";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createVendor, startProvider, stopProvider, type TestVendor } from "../support/payments";
import { anonymousBrowser } from "../support/fixtures";
import { ROUTE_MODULES as modules, type RouteHandler as Handler } from "../support/route-modules";

// Hostile input over every API route, driven from the generated OpenAPI document: no answer may
// be a 5xx, and a refused request must leave the database as it was.

const NASTY: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  [1, "2", null],
  { $gt: "" },
  "",
  " ",
  "' OR 1=1 --",
  "1; DROP TABLE booths; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "\u0000\u0007\uffff\ud83d\ude00\u202e",
  "../../etc/passwd",
  "%00%0d%0aSet-Cookie: x=1",
  "x".repeat(5000),
];
const RAW_BODIES = [
  "",
  "{",
  "[]",
  "null",
  '"text"',
  '{"a":',
  "\u0000",
  "{".repeat(2000),
  JSON.stringify({ big: "y".repeat(70_000) }),
];

const TABLES = [
  "events",
  "sections",
  "booths",
  "vendors",
  "seats",
  "password_resets",
  "coupons",
  "orders",
  "order_items",
  "payments",
  "stripe_events",
  "contact_messages",
  "newsletter_subscribers",
];

async function snapshot(): Promise<string> {
  const db = await getDb();
  const parts = TABLES.map((t) => `(select count(*) from ${t})::text`).join(" || ',' || ");
  const states = `(select coalesce(string_agg(status || coalesce(held_by_order_id::text, ''), ',' order by id), '') from booths)`;
  const result = await db.execute(
    sql.raw(
      `select ${parts} || '|' || md5(${states}) || '|' || md5((select coalesce(string_agg(password_hash, ',' order by id), '') from vendors)) as s`,
    ),
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    s: string;
  }[];
  return rows[0]!.s;
}

function sampleValue(schema: Record<string, unknown> | undefined): unknown {
  if (!schema) return "x";
  if (schema.type === "integer" || schema.type === "number") return 1;
  if (schema.type === "boolean") return true;
  if (schema.type === "array") return [];
  return "sample@example.com";
}

let provider: StripeLocal;
let vendor: TestVendor;
const stats = { requests: 0, serverErrors: [] as string[], refusedChanges: [] as string[] };

beforeAll(async () => {
  provider = await startProvider();
  vendor = await createVendor("Fuzz");
});
afterAll(async () => stopProvider(provider));

async function send(
  method: string,
  path: string,
  pathParams: Record<string, string>,
  init: { body?: string; headers?: Record<string, string>; query?: string },
) {
  const template = Object.keys(modules).find((k) => k === path)!;
  const route = (await modules[template]!()) as Record<string, Handler>;
  const handler = route[method.toUpperCase()]!;
  const url = `http://localhost${path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(pathParams[k] ?? ""))}${init.query ?? ""}`;
  const before = method === "get" ? "" : await snapshot();
  const response = await handler(
    new Request(url, {
      method: method.toUpperCase(),
      headers: init.headers,
      body: method === "get" ? undefined : (init.body ?? ""),
    }),
    { params: Promise.resolve(pathParams) },
  );
  stats.requests++;
  const label = `${method.toUpperCase()} ${path} ${init.body?.slice(0, 60) ?? init.query ?? JSON.stringify(pathParams).slice(0, 60)}`;
  if (response.status >= 500) stats.serverErrors.push(`${response.status} ${label}`);
  const text = await response.text();
  expect(() => JSON.parse(text), label).not.toThrow();
  if (method !== "get" && response.status >= 400 && response.status !== 429) {
    if ((await snapshot()) !== before) stats.refusedChanges.push(label);
  }
  return response.status;
}

describe("fuzzing every API route from the OpenAPI document", () => {
  const document = openApiDocument("http://localhost");

  it("covers every route in the document", () => {
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(modules).sort());
  });

  it("answers hostile input with a 4xx and never a 5xx; refused requests change nothing", async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(
        operations as Record<
          string,
          {
            parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
            requestBody?: {
              content: {
                "application/json": {
                  schema: { properties?: Record<string, Record<string, unknown>> };
                };
              };
            };
            security?: unknown;
          }
        >,
      )) {
        const pathNames = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        const queryNames = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        for (const nasty of NASTY) {
          const value = typeof nasty === "string" ? nasty : JSON.stringify(nasty);
          if (pathNames.length)
            await send(method, path, Object.fromEntries(pathNames.map((n) => [n, value])), {});
          if (queryNames.length)
            await send(
              method,
              path,
              {},
              { query: `?${queryNames.map((n) => `${n}=${encodeURIComponent(value)}`).join("&")}` },
            );
        }
        if (method === "get") {
          await send(method, path, Object.fromEntries(pathNames.map((n) => [n, "1"])), {});
          continue;
        }
        const properties = op.requestBody?.content["application/json"].schema.properties ?? {};
        const base = Object.fromEntries(
          Object.entries(properties).map(([k, s]) => [k, sampleValue(s)]),
        );
        const withSession = {
          "content-type": "application/json",
          cookie: vendor.cookie,
          "x-xsrf-token": vendor.csrf,
          "stripe-signature": "t=1,v1=forged",
        };
        const browser = anonymousBrowser();
        const anonymous = {
          "content-type": "application/json",
          cookie: browser.cookie,
          "x-xsrf-token": browser.csrf,
        };
        // forged or missing anti-forgery pair
        await send(
          method,
          path,
          {},
          {
            body: JSON.stringify(base),
            headers: { "content-type": "application/json", cookie: vendor.cookie },
          },
        );
        await send(
          method,
          path,
          {},
          {
            body: JSON.stringify(base),
            headers: { ...withSession, "x-xsrf-token": `${vendor.csrf}-forged` },
          },
        );
        await send(method, path, {}, { body: JSON.stringify(base), headers: anonymous });
        for (const raw of RAW_BODIES)
          await send(method, path, {}, { body: raw, headers: withSession });
        for (const key of Object.keys(properties)) {
          for (const nasty of NASTY) {
            await send(
              method,
              path,
              {},
              { body: JSON.stringify({ ...base, [key]: nasty }), headers: withSession },
            );
          }
        }
      }
    }
    console.log(
      `fuzz: ${stats.requests} requests, ${stats.serverErrors.length} 5xx, ${stats.refusedChanges.length} refused requests that changed data`,
    );
    expect(stats.serverErrors).toEqual([]);
    expect(stats.refusedChanges).toEqual([]);
    expect(stats.requests).toBeGreaterThan(1000);
  }, 300_000);
});
