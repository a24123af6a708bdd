import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { openApiDocument } from "@/lib/http/openapi";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createVendor, startProvider, stopProvider, type TestVendor } from "../support/payments";
import { anonymousBrowser } from "../support/fixtures";
import { api } from "../support/requests";

// Hostile input over every API endpoint, driven from the generated OpenAPI document, one test per
// endpoint: no answer may be a 5xx, a refused request must leave the database as it was, and an
// accepted one answers the payload its declaration promises.

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

/**
 * Changes to what a refused request must not touch, counted by triggers as they are made (a row
 * added to or removed from any of TABLES, a booth's status or hold, a vendor's password): the
 * count is read before and after each request, in constant time however full the tables are.
 */
const COUNTED = [
  ...TABLES.map(
    (t) =>
      `create trigger fuzz_change after insert or delete on ${t} for each row execute function fuzz_count_change()`,
  ),
  `create trigger fuzz_change_booth after update on booths for each row
     when (old.status is distinct from new.status or old.held_by_order_id is distinct from new.held_by_order_id)
     execute function fuzz_count_change()`,
  `create trigger fuzz_change_password after update on vendors for each row
     when (old.password_hash is distinct from new.password_hash)
     execute function fuzz_count_change()`,
];

async function countChanges() {
  const db = await getDb();
  await db.execute(sql.raw("create table fuzz_changes (n bigint not null)"));
  await db.execute(sql.raw("insert into fuzz_changes values (0)"));
  await db.execute(
    sql.raw(`create function fuzz_count_change() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1; return null; end $$`),
  );
  for (const statement of COUNTED) await db.execute(sql.raw(statement));
}

async function stopCounting() {
  const db = await getDb();
  for (const t of TABLES) await db.execute(sql.raw(`drop trigger fuzz_change on ${t}`));
  await db.execute(sql.raw("drop trigger fuzz_change_booth on booths"));
  await db.execute(sql.raw("drop trigger fuzz_change_password on vendors"));
  await db.execute(sql.raw("drop function fuzz_count_change()"));
  await db.execute(sql.raw("drop table fuzz_changes"));
}

async function snapshot(): Promise<string> {
  const db = await getDb();
  const result = await db.execute(sql.raw("select n::text as s from fuzz_changes"));
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

type Operation = {
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: {
    content: {
      // absent for a multipart/form-data body (an upload): such an endpoint gets no fields
      "application/json"?: { schema: { properties?: Record<string, Record<string, unknown>> } };
    };
  };
};

const document = openApiDocument(ENDPOINTS, "http://localhost");
const OPERATIONS = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations as Record<string, Operation>).map(([method, op]) => ({
    method,
    path,
    op,
  })),
);

let provider: StripeLocal;
let vendor: TestVendor;

beforeAll(async () => {
  provider = await startProvider();
  vendor = await createVendor("Fuzz");
  await countChanges();
});
afterAll(async () => {
  await stopCounting();
  await stopProvider(provider);
});

type Findings = {
  requests: number;
  serverErrors: string[];
  refusedChanges: string[];
  badAnswers: string[];
};

async function send(
  findings: Findings,
  method: string,
  path: string,
  pathParams: Record<string, string>,
  init: { body?: string; headers?: Record<string, string>; query?: string },
) {
  const url = `http://localhost${path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(pathParams[k] ?? ""))}${init.query ?? ""}`;
  const before = method === "get" ? "" : await snapshot();
  const response = await api(
    new Request(url, {
      method: method.toUpperCase(),
      headers: init.headers,
      body: method === "get" ? undefined : (init.body ?? ""),
    }),
  );
  findings.requests++;
  const label = `${method.toUpperCase()} ${path} ${init.body?.slice(0, 60) ?? init.query ?? JSON.stringify(pathParams).slice(0, 60)}`;
  if (response.status >= 500) findings.serverErrors.push(`${response.status} ${label}`);
  const text = await response.text();
  expect(() => JSON.parse(text), label).not.toThrow();
  const endpoint = ENDPOINTS.find((e) => e.path === path && e.method === method.toUpperCase())!;
  if (response.status < 300) {
    const body = JSON.parse(text);
    const answer = endpoint.answer.safeParse(endpoint.bare ? body : body.payload);
    if (!answer.success) findings.badAnswers.push(`${label}: ${answer.error.message}`);
  }
  if (method !== "get" && response.status >= 400 && response.status !== 429) {
    if ((await snapshot()) !== before) findings.refusedChanges.push(label);
  }
  return response.status;
}

describe("fuzzing every API endpoint from the OpenAPI document", () => {
  it("covers every declared endpoint", () => {
    expect(OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(
      ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort(),
    );
  });

  it("counts a row added and a row removed, and not an update that changes nothing", async () => {
    const db = await getDb();
    const before = await snapshot();
    await db.execute(
      sql.raw("insert into newsletter_subscribers (email) values ('seen@example.com')"),
    );
    const added = await snapshot();
    expect(added).not.toBe(before);
    await db.execute(sql.raw("update vendors set password_hash = password_hash"));
    expect(await snapshot()).toBe(added);
    await db.execute(
      sql.raw("delete from newsletter_subscribers where email = 'seen@example.com'"),
    );
    expect(await snapshot()).not.toBe(added);
  });

  it.each(OPERATIONS)(
    "$method $path answers hostile input with a 4xx; refused requests change nothing",
    async ({ method, path, op }) => {
      const findings: Findings = {
        requests: 0,
        serverErrors: [],
        refusedChanges: [],
        badAnswers: [],
      };
      const pathNames = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryNames = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      for (const nasty of NASTY) {
        const value = typeof nasty === "string" ? nasty : JSON.stringify(nasty);
        if (pathNames.length)
          await send(
            findings,
            method,
            path,
            Object.fromEntries(pathNames.map((n) => [n, value])),
            {},
          );
        if (queryNames.length)
          await send(
            findings,
            method,
            path,
            {},
            { query: `?${queryNames.map((n) => `${n}=${encodeURIComponent(value)}`).join("&")}` },
          );
      }
      if (method === "get") {
        await send(findings, method, path, Object.fromEntries(pathNames.map((n) => [n, "1"])), {});
      } else {
        const properties = op.requestBody?.content["application/json"]?.schema.properties ?? {};
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
        const body = JSON.stringify(base);
        // forged or missing anti-forgery pair
        await send(
          findings,
          method,
          path,
          {},
          {
            body,
            headers: { "content-type": "application/json", cookie: vendor.cookie },
          },
        );
        await send(
          findings,
          method,
          path,
          {},
          {
            body,
            headers: { ...withSession, "x-xsrf-token": `${vendor.csrf}-forged` },
          },
        );
        await send(findings, method, path, {}, { body, headers: anonymous });
        for (const raw of RAW_BODIES)
          await send(findings, method, path, {}, { body: raw, headers: withSession });
        for (const key of Object.keys(properties))
          for (const nasty of NASTY)
            await send(
              findings,
              method,
              path,
              {},
              {
                body: JSON.stringify({ ...base, [key]: nasty }),
                headers: withSession,
              },
            );
      }
      expect(findings.serverErrors).toEqual([]);
      expect(findings.refusedChanges).toEqual([]);
      expect(findings.badAnswers).toEqual([]);
      expect(findings.requests).toBeGreaterThan(0);
    },
  );
});

describe("the OpenAPI document's parameters", () => {
  const parameters = (method: string, path: string) =>
    (
      OPERATIONS.find((o) => o.method === method && o.path === path)?.op as {
        parameters?: { name: string; in: string; required: boolean }[];
      }
    ).parameters ?? [];

  it("marks a query parameter required only when the route refuses a request without it", () => {
    const list = parameters("get", "/api/admin/v1/orders");
    expect(list.map((p) => [p.name, p.required])).toEqual([
      ["eventId", false],
      ["status", false],
      ["q", false],
      ["page", false],
    ]);
    const dashboard = parameters("get", "/api/admin/v1/dashboard");
    expect(dashboard.find((p) => p.name === "eventId")?.required).toBe(true);
    const detail = parameters("get", "/api/admin/v1/orders/{orderId}");
    expect(detail).toEqual([
      expect.objectContaining({ name: "orderId", in: "path", required: true }),
    ]);
  });
});
