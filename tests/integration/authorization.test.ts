import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import { ROLES, vendors, type Role } from "@/db/schema";
import { ENDPOINTS } from "@/lib/http/endpoints";
import type { DeclaredHandler, RouteDeclaration } from "@/lib/http/access";
import { anonymousBrowser, signInAs, type SignedIn } from "../support/fixtures";
import { api } from "../support/requests";

// Every API endpoint and every other route handler under app/ declares who may call it; this
// test reads every declaration (the endpoint registry, and each route file but the one that
// serves the registry), refuses a route file whose handlers carry none, and checks each
// declaration against the running handler: an anonymous caller gets 401 from a signed-in route,
// an account of a role the route does not allow gets 403, and an allowed account gets through
// (whatever its answer). Staff (the door team) get 403 from every route that does not name them,
// "signed-in" ones too. A route the host's scheduler calls (a bearer secret instead of a
// session) gets 401 from every caller without the secret, signed in or not, and runs with it.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const root = path.resolve(import.meta.dirname, "../..");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** A route to call: `file` is its route file, or the path of a registry endpoint. */
type Found = { file: string; method: string; handler: DeclaredHandler<unknown> };

/** The route file that serves every registry endpoint. */
const REGISTRY_FILE = path.join("app", "api", "[...path]", "route.ts");

/** A registry endpoint as a declared handler, called at its path (parameters filled with "1"). */
function fromRegistry(endpoint: (typeof ENDPOINTS)[number]): Found {
  const handler = (request: Request) => api(request);
  return {
    file: endpoint.path,
    method: endpoint.method,
    handler: Object.assign(handler, { declaration: endpoint }),
  };
}

async function allHandlers(): Promise<Found[]> {
  const found: Found[] = ENDPOINTS.map(fromRegistry);
  for (const file of routeFiles(path.join(root, "app"))) {
    if (path.relative(root, file) === REGISTRY_FILE) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof mod[method] === "function")
        found.push({
          file: path.relative(root, file),
          method,
          handler: mod[method] as DeclaredHandler<unknown>,
        });
    }
  }
  return found;
}

/** A URL and route parameters that fit the file's path (placeholders for dynamic segments). */
function target(file: string) {
  const params: Record<string, string | string[]> = {};
  const urlPath = path
    .dirname(file)
    .replace(/^app/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\[\.\.\.(\w+)\]/g, (_, name: string) => ((params[name] = ["session"]), "session"))
    .replace(/\[(\w+)\]/g, (_, name: string) => ((params[name] = "1"), "1"));
  return { url: `http://localhost${urlPath}`, context: { params: Promise.resolve(params) } };
}

/**
 * An id no row has: roles are checked before an id is read, and an allowed caller must never
 * change seed data here (an organiser's DELETE of booth 1 would delete a seed booth).
 */
const NO_SUCH_ID = "2147483647";

function call(found: Found, browser: SignedIn, headers: Record<string, string> = {}) {
  const { url, context } = found.file.startsWith("/")
    ? {
        url: `http://localhost${found.file.replace(/\{\w+\}/g, NO_SUCH_ID)}`,
        context: undefined,
      }
    : target(found.file);
  const body = found.method === "GET" ? undefined : "{}";
  return found.handler(
    new Request(url, {
      method: found.method,
      headers: {
        "content-type": "application/json",
        cookie: browser.cookie,
        "x-xsrf-token": browser.csrf,
        ...headers,
      },
      body,
    }),
    context,
  );
}

const accounts = {} as Record<Role, SignedIn>;
let handlers: Found[];

beforeAll(async () => {
  handlers = await allHandlers();
  const db = await getDb();
  for (const role of ROLES) {
    const email = `${role}.${randomUUID().slice(0, 8)}@example.com`;
    const [row] = await db
      .insert(vendors)
      .values({
        email,
        role,
        contactName: role,
        legalName: `${role} account`,
        lob: role,
        city: "-",
        phone: "-",
        passwordHash: "unused",
      })
      .returning({ id: vendors.id });
    accounts[role] = await signInAs({ vendorId: row!.id, vendorName: `${role} account`, email });
  }
});

describe("route declarations", () => {
  it("every route handler under app/ declares who may call it", () => {
    expect(handlers.length).toBeGreaterThan(20);
    const undeclared = handlers
      .filter((h) => !(h.handler as { declaration?: RouteDeclaration }).declaration)
      .map((h) => `${h.method} ${h.file}`);
    expect(undeclared).toEqual([]);
  });

  it("an anonymous caller gets 401 from every route that needs an account", async () => {
    const guarded = handlers.filter((h) => h.handler.declaration.access !== "public");
    expect(guarded.length).toBeGreaterThan(0);
    for (const found of guarded) {
      const response = await call(found, anonymousBrowser());
      expect(response.status, `${found.method} ${found.file}`).toBe(401);
    }
  });

  it("each role gets 403 where it is not allowed and gets through where it is", async () => {
    const byRole = handlers.filter((h) => Array.isArray(h.handler.declaration.access));
    expect(byRole.length).toBeGreaterThan(0);
    for (const found of byRole) {
      const allowed = found.handler.declaration.access as readonly Role[];
      for (const role of ROLES) {
        const response = await call(found, accounts[role]);
        const label = `${role} ${found.method} ${found.file}`;
        if (allowed.includes(role)) expect([401, 403], label).not.toContain(response.status);
        else expect(response.status, label).toBe(403);
      }
    }
  });

  it("any signed-in account but staff gets through a route open to every account", async () => {
    const signedIn = handlers.filter((h) => h.handler.declaration.access === "signed-in");
    expect(signedIn.length).toBeGreaterThan(0);
    for (const found of signedIn)
      for (const role of ROLES) {
        const response = await call(found, accounts[role]);
        const label = `${role} ${found.method} ${found.file}`;
        if (role === "staff") expect(response.status, label).toBe(403);
        else expect([401, 403], label).not.toContain(response.status);
      }
  });

  it("staff get 403 from every route that does not name them, route files included", async () => {
    const guarded = handlers.filter((h) => h.handler.declaration.access !== "public");
    const doorOnes: string[] = [];
    for (const found of guarded) {
      const access = found.handler.declaration.access;
      const label = `${found.method} ${found.file}`;
      const response = await call(found, accounts.staff);
      if (Array.isArray(access) && access.includes("staff")) doorOnes.push(label);
      else expect(response.status, label).toBe(403);
    }
    // what staff may call: the door's routes and the void list it downloads
    expect(doorOnes.filter((r) => !r.includes(" /api/door/v1/"))).toEqual([
      "GET /api/tickets/v1/voided",
    ]);
  });
});

describe("routes called with a bearer secret", () => {
  const SECRET = "authorization-test-cron-secret";
  const bearerOf = (found: Found) => (found.handler.declaration as { bearer?: string }).bearer;

  it("answer 401 to every caller without the secret, and run with it", async () => {
    const scheduled = handlers.filter((h) => bearerOf(h) === "CRON_SECRET");
    expect(scheduled.map((h) => `${h.method} ${h.file}`)).toEqual([
      "GET /api/cron/daily",
      "POST /api/cron/daily",
    ]);
    vi.stubEnv("CRON_SECRET", SECRET);
    resetEnvForTests();
    try {
      for (const found of scheduled) {
        const label = `${found.method} ${found.file}`;
        expect((await call(found, anonymousBrowser())).status, label).toBe(401);
        for (const role of ROLES)
          expect((await call(found, accounts[role])).status, `${role} ${label}`).toBe(401);
        const wrong = await call(found, anonymousBrowser(), { authorization: `Bearer ${SECRET}!` });
        expect(wrong.status, label).toBe(401);
        const right = await call(found, anonymousBrowser(), { authorization: `Bearer ${SECRET}` });
        expect(right.status, label).toBe(200);
      }
    } finally {
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
  });
});
