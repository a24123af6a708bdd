import { createHash, randomInt } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { DEMO_VENDOR } from "@/db/seed-data";
import { authAttempts, emailOutbox, passwordResets, vendors } from "@/db/schema";
import { resetEnvForTests } from "@/config/env";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { attemptsInWindow } from "@/lib/accounts/queries/attempts";
import { LIMITS } from "@/lib/http/rate-limit";
import { auth, sessionCookieName } from "@/lib/accounts/session";
import { MESSAGES } from "@/lib/accounts/accounts";
import { anonymousBrowser, unique, vendorInput, type SignedIn } from "../support/fixtures";
import { legacyScryptHash } from "../support/legacy-password";
import { read, api } from "../support/requests";

const SECRET = "vendor-accounts-test-secret-0123456789";
/** A fresh client address per use, so the per-address login limit never leaks between tests. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * A JSON request as the site's pages send it: the anti-forgery cookie and header (unless
 * `csrf: false`), the session cookie when given, and an X-Forwarded-For address.
 */
function apiRequest(
  url: string,
  body: unknown,
  {
    method = "POST",
    csrf = true,
    session,
    ip = address(),
  }: { method?: string; csrf?: boolean; session?: SignedIn; ip?: string } = {},
): Request {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": ip });
  const browser = session ?? anonymousBrowser();
  headers.set("cookie", browser.cookie);
  if (csrf) headers.set("x-xsrf-token", browser.csrf);
  return new Request(`http://localhost${url}`, { method, headers, body: JSON.stringify(body) });
}

async function call(url: string, body: unknown, options?: Parameters<typeof apiRequest>[2]) {
  const response = await api(apiRequest(url, body, options));
  return { response, ...(await read(response)) };
}

/** Registers a fresh vendor through the API and answers its input and id. */
async function registerVendor(overrides: Record<string, unknown> = {}) {
  const input = vendorInput(overrides);
  const res = await call("/api/vendor/v1/register", input);
  expect(res.code, JSON.stringify(res.payload)).toBe(201);
  return { ...input, email: input.email.toLowerCase(), vendorId: res.payload.vendorId as number };
}

const doLogin = (email: string, password: string, ip = address()) =>
  call("/api/vendor/v1/login", { email, password }, { ip });

/** An anonymous browser that also sends `cookie`. */
function withCookie(cookie: string): SignedIn {
  const browser = anonymousBrowser();
  return { cookie: `${browser.cookie}; ${cookie}`, csrf: browser.csrf };
}

/** What the browser sends after a login: the cookies it was given and its anti-forgery token. */
function sessionFrom(response: Response): SignedIn {
  const pairs = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  expect(pairs.find((p) => p.startsWith(`${sessionCookieName()}=`))).toBeDefined();
  const csrf = pairs.find((p) => p.startsWith("XSRF-TOKEN="))!.slice("XSRF-TOKEN=".length);
  return { cookie: pairs.join("; "), csrf };
}

async function signIn(email: string, password: string): Promise<SignedIn> {
  const res = await doLogin(email, password);
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  return sessionFrom(res.response);
}

async function vendorRows(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${email.toLowerCase()}`);
}

async function mails(to: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
}

async function resetCount(vendorId?: number) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(vendorId === undefined ? undefined : eq(passwordResets.vendorId, vendorId));
  return row!.n;
}

/** Asks for a reset e-mail and answers the token it carries. */
async function resetTokenFor(email: string): Promise<string> {
  const res = await call("/api/vendor/v1/lostPassword", { email });
  expect(res.code).toBe(200);
  const [mail] = await mails(email);
  const token = /Your reset token is: (\S+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

async function insertAttempts(kind: string, key: string, n: number, createdAt = new Date()) {
  const db = await getDb();
  await db.insert(authAttempts).values(Array.from({ length: n }, () => ({ kind, key, createdAt })));
}

beforeAll(() => {
  // env() is parsed once and cached; stub the secret, then drop the cache so it is re-read.
  vi.stubEnv("NEXTAUTH_SECRET", SECRET);
  resetEnvForTests();
});

afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("POST /api/vendor/v1/register", () => {
  it("creates the account: 201 with a message, an argon2id hash and a welcome e-mail", async () => {
    const input = vendorInput({ email: `New.Vendor.${unique()}@Example.COM` });
    const email = input.email.toLowerCase();
    const res = await call("/api/vendor/v1/register", input);
    expect(res).toMatchObject({
      code: 201,
      status: "CREATED",
      payload: { vendorId: expect.any(Number), message: MESSAGES.registered },
    });
    expect(res.response.headers.get("cache-control")).toBe("no-store");

    const rows = await vendorRows(email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      id: res.payload.vendorId,
      contactName: input.firstName,
      legalName: input.vendorName,
      lob: input.lob,
      city: input.city,
      phone: input.phone,
      email,
      role: "vendor",
    });
    expect(row.passwordHash).not.toContain(input.password);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(await verifyPassword(input.password, row.passwordHash)).toBe(true);

    const outbox = await mails(email);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toContain("Welcome");
    expect(outbox[0]!.text).toContain(`Hello ${input.firstName},`);
    expect(outbox[0]!.text).toContain("/login");
  });

  it("answers a taken e-mail (in another letter case) as a new registration, makes no second account and e-mails its owner", async () => {
    const owner = await registerVendor();
    const fresh = await call("/api/vendor/v1/register", vendorInput());
    const again = await call(
      "/api/vendor/v1/register",
      vendorInput({ email: owner.email.toUpperCase(), password: "someone-elses-password" }),
    );
    for (const res of [fresh, again]) {
      expect(res).toMatchObject({
        code: 201,
        status: "CREATED",
        payload: { vendorId: expect.any(Number), message: MESSAGES.registered },
      });
      expect(Object.keys(res.payload)).toEqual(["vendorId", "message"]);
    }
    expect(again.response.headers.getSetCookie()).toEqual(fresh.response.headers.getSetCookie());
    // an id taken as a new account's is, which no account has
    expect(again.payload.vendorId).toBeGreaterThan(fresh.payload.vendorId);
    const db = await getDb();
    expect(await db.select().from(vendors).where(eq(vendors.id, again.payload.vendorId))).toEqual(
      [],
    );

    expect(await vendorRows(owner.email)).toHaveLength(1);
    expect((await doLogin(owner.email, "someone-elses-password")).code).toBe(401);
    expect((await doLogin(owner.email, owner.password)).code).toBe(200);

    const [notice, welcome] = await mails(owner.email);
    expect(welcome!.subject).toContain("Welcome");
    expect(notice!.subject).toBe("Mahrajan Events: someone tried to register with your address");
    expect(notice!.text).toContain(`Hello ${owner.firstName},`);
    expect(notice!.text).toContain("Someone tried to register a new account with your e-mail");
    expect(notice!.text).toMatch(/Log in: \S+\/login\n/);
    expect(notice!.text).toMatch(/Reset your password: \S+\/lostpassword\n/);
    expect(notice!.sentAt).toBeNull();

    // Of an address's registrations in an hour, the first 3 (the owner's own among them) act:
    // later tries, from other client addresses, tell the owner nothing more.
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/vendor/v1/register", vendorInput({ email: owner.email }));
      expect(res.code).toBe(201);
    }
    const notices = (await mails(owner.email)).filter((m) => m.subject.includes("someone tried"));
    expect(notices).toHaveLength(2);
  });

  it("answers each missing field with the spec's message and stores nothing", async () => {
    const input = vendorInput();
    const required: [keyof typeof input, string][] = [
      ["firstName", "Contact Name is required"],
      ["vendorName", "Legal Name Of Business is required"],
      ["lob", "Operating Name Of Business is required"],
      ["city", "City is required"],
      ["phone", "Phone is required"],
      ["email", "Email is required"],
      ["password", "Password is required"],
    ];
    for (const [field, message] of required) {
      for (const value of [undefined, "", "   "]) {
        if (field === "password" && value === "   ") continue; // spaces are a (short) password
        const body: Record<string, unknown> = { ...input, [field]: value };
        if (value === undefined) delete body[field];
        const res = await call("/api/vendor/v1/register", body);
        expect(res, `${field}=${JSON.stringify(value)}`).toMatchObject({
          code: 400,
          status: "BAD_REQUEST",
          payload: message,
          errors: [message],
        });
      }
    }
    const empty = await call("/api/vendor/v1/register", {});
    expect(empty).toMatchObject({ code: 400, status: "BAD_REQUEST", payload: required[0]![1] });
    expect(empty.errors).toEqual(required.map(([, message]) => message));
    expect(await vendorRows(input.email)).toHaveLength(0);
  });

  it("limits business names to 50 characters", async () => {
    const cases = [
      ["vendorName", "Legal Name Of Business must be at most 50 characters"],
      ["lob", "Operating Name Of Business must be at most 50 characters"],
    ] as const;
    for (const [field, message] of cases) {
      const input = vendorInput({ [field]: "x".repeat(51) });
      const res = await call("/api/vendor/v1/register", input);
      expect(res).toMatchObject({ code: 400, status: "BAD_REQUEST", payload: message });
      expect(await vendorRows(input.email)).toHaveLength(0);
    }
    const atLimit = vendorInput({ vendorName: "v".repeat(50), lob: "l".repeat(50) });
    const res = await call("/api/vendor/v1/register", atLimit);
    expect(res.code).toBe(201);
  });

  it("refuses a password under 8 characters and accepts 8", async () => {
    const short = vendorInput({ password: "1234567" });
    const res = await call("/api/vendor/v1/register", short);
    expect(res).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "Password must be at least 8 characters",
    });
    expect(await vendorRows(short.email)).toHaveLength(0);
    const eight = vendorInput({ password: "12345678" });
    expect((await call("/api/vendor/v1/register", eight)).code).toBe(201);
  });

  it("refuses an invalid e-mail address", async () => {
    for (const email of ["not-an-email", "a@b.c", "two words@example.com", "a@example.museum1"]) {
      const res = await call("/api/vendor/v1/register", vendorInput({ email }));
      expect(res, email).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: "Invalid email address.",
      });
    }
  });

  it("refuses a request without the anti-forgery pair and stores nothing", async () => {
    const input = vendorInput();
    const res = await call("/api/vendor/v1/register", input, { csrf: false });
    expect(res).toMatchObject({ code: 403, status: "FORBIDDEN" });
    expect(await vendorRows(input.email)).toHaveLength(0);
    expect(await mails(input.email)).toHaveLength(0);
  });
});

describe("POST /api/vendor/v1/login", () => {
  it("signs in: the vendor with a message and the session and signed-in cookies", async () => {
    const vendor = await registerVendor();
    const res = await doLogin(vendor.email, vendor.password);
    expect(res).toMatchObject({ code: 200, status: "OK" });
    expect(res.payload).toEqual({
      vendorId: vendor.vendorId,
      vendorName: vendor.vendorName,
      email: vendor.email,
      role: "vendor",
      message: MESSAGES.firstLogin,
    });
    expect(res.response.headers.get("cache-control")).toBe("no-store");

    const cookies = res.response.headers.getSetCookie();
    expect(cookies).toHaveLength(4);
    const session = cookies.find((c) => c.startsWith(`${sessionCookieName()}=`));
    const flag = cookies.find((c) => c.startsWith("signed_in="));
    // the site's menu reads the role: a vendor's menu has no 'My tickets'
    const role = cookies.find((c) => c.startsWith("account_role="));
    expect(role).toMatch(/^account_role=vendor; Path=\/; SameSite=Lax; Max-Age=604800/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Max-Age=604800/);
    expect(flag).toMatch(/^signed_in=1;/);
    expect(flag).not.toMatch(/HttpOnly/i);

    const decoded = await auth(
      new Request("http://localhost/", { headers: { cookie: sessionFrom(res.response).cookie } }),
    );
    expect(decoded).toMatchObject({
      accountId: vendor.vendorId,
      vendorName: vendor.vendorName,
      email: vendor.email,
      role: "vendor",
    });
  });

  it("signs in the seeded demo vendor", async () => {
    const res = await doLogin(DEMO_VENDOR.email, DEMO_VENDOR.password);
    expect(res).toMatchObject({
      code: 200,
      payload: { email: DEMO_VENDOR.email, vendorName: DEMO_VENDOR.legalName },
    });
  });

  it("matches the e-mail case-insensitively", async () => {
    const vendor = await registerVendor();
    const res = await doLogin(`  ${vendor.email.toUpperCase()} `, vendor.password);
    expect(res).toMatchObject({
      code: 200,
      payload: { vendorId: vendor.vendorId, email: vendor.email },
    });

    // A row stored in mixed case (e.g. imported) is found too.
    const mixed = `Mixed.Case.${unique()}@Example.com`;
    const db = await getDb();
    const [row] = await db
      .insert(vendors)
      .values({
        contactName: "Imported",
        legalName: "Imported Ltd",
        lob: "Imported",
        city: "Ottawa",
        phone: "613-555-0100",
        email: mixed,
        passwordHash: await hashPassword("imported-password"),
      })
      .returning({ id: vendors.id });
    const imported = await doLogin(mixed.toLowerCase(), "imported-password");
    expect(imported).toMatchObject({ code: 200, payload: { vendorId: row!.id } });
  });

  it("stores argon2id hashes, and replaces an older scrypt hash at the next login", async () => {
    const vendor = await registerVendor();
    const db = await getDb();
    const stored = async () =>
      (await db.select().from(vendors).where(eq(vendors.id, vendor.vendorId)))[0]!.passwordHash;
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);

    await db
      .update(vendors)
      .set({ passwordHash: await legacyScryptHash(vendor.password) })
      .where(eq(vendors.id, vendor.vendorId));
    expect(await doLogin(vendor.email, "not-the-password")).toMatchObject({ code: 401 });
    expect(await stored()).toMatch(/^scrypt\$/); // a failed login changes nothing
    expect(await doLogin(vendor.email, vendor.password)).toMatchObject({ code: 200 });
    const upgraded = await stored();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verifyPassword(vendor.password, upgraded)).toBe(true);
    expect(await doLogin(vendor.email, vendor.password)).toMatchObject({ code: 200 });
  });

  it("answers a wrong password or an unknown e-mail with 401 and no cookie", async () => {
    const vendor = await registerVendor();
    for (const [email, password] of [
      [vendor.email, "wrong-password"],
      [`nobody.${unique()}@example.com`, vendor.password],
    ] as const) {
      const res = await doLogin(email, password);
      expect(res).toMatchObject({
        code: 401,
        status: "UNAUTHORIZED",
        payload: MESSAGES.badCredentials,
      });
      expect(typeof res.payload).toBe("string");
      expect(res.response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answers invalid input with 400 and a missing anti-forgery pair with 403", async () => {
    expect(await call("/api/vendor/v1/login", {})).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "Email is required",
      errors: ["Email is required", "Password is required"],
    });
    expect(
      await call("/api/vendor/v1/login", { email: "nope", password: "whatever1" }),
    ).toMatchObject({ code: 400, payload: "Invalid email address." });
    const res = await call(
      "/api/vendor/v1/login",
      { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password },
      { csrf: false },
    );
    expect(res).toMatchObject({ code: 403, status: "FORBIDDEN" });
    expect(res.response.headers.getSetCookie()).toEqual([]);
  });

  it("locks an e-mail at one address for 15 minutes after 5 failed logins there, not elsewhere", async () => {
    const vendor = await registerVendor();
    const attacker = address();
    for (let i = 0; i < 5; i++) {
      // Different letter case: the count is per (lowercased e-mail, client address).
      const email = i % 2 ? vendor.email.toUpperCase() : vendor.email;
      const res = await doLogin(email, `wrong-password-${i}`, attacker);
      expect(res.code, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await doLogin(vendor.email, vendor.password, attacker);
    expect(locked).toMatchObject({
      code: 429,
      status: "TOO_MANY_REQUESTS",
      payload: MESSAGES.tooManyLogins,
    });
    expect(locked.response.headers.getSetCookie()).toEqual([]);

    // The owner, from their own address, is not locked out by the attacker's failures.
    expect((await doLogin(vendor.email, vendor.password, address())).code).toBe(200);
    // Another vendor is not affected either.
    const other = await registerVendor();
    expect((await doLogin(other.email, other.password, attacker)).code).toBe(200);
  });

  it("keeps the e-mail limit under concurrent failed logins", async () => {
    // A burst of parallel guesses must not get more password checks than the limit allows.
    const vendor = await registerVendor();
    const ip = address();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => doLogin(vendor.email, `wrong-password-${i}`, ip)),
    );
    const codes = burst.map((r) => r.code);
    expect(
      codes.every((c) => c === 401 || c === 429),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 401).length, codes.join()).toBeLessThanOrEqual(
      LIMITS.loginEmail.max,
    );
    expect(await doLogin(vendor.email, vendor.password, ip)).toMatchObject({
      code: 429,
      payload: MESSAGES.tooManyLogins,
    });
  });

  it("counts only failed logins inside the 15-minute window", async () => {
    const vendor = await registerVendor();
    const ip = address();
    await insertAttempts(
      LIMITS.loginEmail.kind,
      `${vendor.email} ${ip}`,
      5,
      new Date(Date.now() - 16 * 60_000),
    );
    expect((await doLogin(vendor.email, vendor.password, ip)).code).toBe(200);
  });

  it("does not count successful logins", async () => {
    const vendor = await registerVendor();
    const ip = address();
    for (let i = 0; i < 10; i++) {
      const res = await doLogin(vendor.email, vendor.password, ip);
      expect(res.code, `login ${i + 1}`).toBe(200);
    }
    expect(await attemptsInWindow(LIMITS.loginEmail, `${vendor.email} ${ip}`)).toBe(0);
    expect(await attemptsInWindow(LIMITS.loginAddress, ip)).toBe(0);
  });

  it("locks an address after 50 failed logins, whatever X-Forwarded-For entries the client adds", async () => {
    const vendor = await registerVendor();
    const ip = address();
    await insertAttempts(LIMITS.loginAddress.kind, ip, LIMITS.loginAddress.max - 1);
    // The 50th failure, with a made-up entry in front: only the nearest hop counts.
    const failed = await doLogin(
      `nobody.${unique()}@example.com`,
      "wrong-password",
      `203.0.113.9, ${ip}`,
    );
    expect(failed.code).toBe(401);
    expect(await attemptsInWindow(LIMITS.loginAddress, ip)).toBe(LIMITS.loginAddress.max);

    const locked = await doLogin(
      vendor.email,
      vendor.password,
      `198.51.100.${randomInt(255)}, ${ip}`,
    );
    expect(locked).toMatchObject({
      code: 429,
      status: "TOO_MANY_REQUESTS",
      payload: MESSAGES.tooManyFromAddress,
    });
    // The same vendor from another address is fine, and so are old attempts.
    expect((await doLogin(vendor.email, vendor.password)).code).toBe(200);
    const oldIp = address();
    await insertAttempts(LIMITS.loginAddress.kind, oldIp, 60, new Date(Date.now() - 16 * 60_000));
    expect((await doLogin(vendor.email, vendor.password, oldIp)).code).toBe(200);
  });
});

describe("POST /api/vendor/v1/lostPassword", () => {
  it("answers a known and an unknown e-mail alike; only the known one gets a token", async () => {
    const vendor = await registerVendor();
    const resetsBefore = await resetCount();

    const unknownEmail = `nobody.${unique()}@example.com`;
    const unknown = await call("/api/vendor/v1/lostPassword", {
      email: unknownEmail,
    });
    const known = await call("/api/vendor/v1/lostPassword", {
      email: vendor.email.toUpperCase(),
    });
    for (const res of [known, unknown]) {
      expect(res).toMatchObject({
        code: 200,
        status: "OK",
        payload: { message: MESSAGES.resetSent },
      });
    }
    expect(known.payload).toEqual(unknown.payload);
    expect(await mails(unknownEmail)).toHaveLength(0);
    expect(await resetCount()).toBe(resetsBefore + 1);

    const outbox = await mails(vendor.email);
    const mail = outbox.find((m) => m.text.includes("reset token"));
    expect(mail).toBeDefined();
    const token = /Your reset token is: (\S+)/.exec(mail!.text)?.[1];
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(mail!.text).toContain(`/resetpassword?token=${encodeURIComponent(token!)}`);
    expect(mail!.html).toContain(`/resetpassword?token=${encodeURIComponent(token!)}`);

    const db = await getDb();
    const rows = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.vendorId, vendor.vendorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token!));
    expect(rows[0]!.usedAt).toBeNull();
    const inAnHour = Date.now() + 60 * 60_000;
    expect(Math.abs(rows[0]!.expiresAt.getTime() - inAnHour)).toBeLessThan(60_000);
    expect(JSON.stringify(rows)).not.toContain(token!);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(sql`position(${token!} in ${passwordResets.tokenHash}) > 0`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("allows 3 requests per e-mail an hour; the 4th is 429", async () => {
    const vendor = await registerVendor();
    for (let i = 0; i < 3; i++) {
      const email = i === 1 ? vendor.email.toUpperCase() : vendor.email;
      const res = await call("/api/vendor/v1/lostPassword", { email });
      expect(res.code, `request ${i + 1}`).toBe(200);
    }
    const fourth = await call("/api/vendor/v1/lostPassword", {
      email: vendor.email,
    });
    expect(fourth).toMatchObject({
      code: 429,
      status: "TOO_MANY_REQUESTS",
      payload: MESSAGES.tooManyResets,
    });
    expect(await resetCount(vendor.vendorId)).toBe(3);
    const resetMails = (await mails(vendor.email)).filter((m) => m.text.includes("reset token"));
    expect(resetMails).toHaveLength(3);
  });

  it("keeps the limit under concurrent requests", async () => {
    // Several bursts: a race between uncommitted attempts shows up in some of them, not all.
    for (let round = 0; round < 5; round++) {
      const vendor = await registerVendor();
      const burst = await Promise.all(
        Array.from({ length: 12 }, () =>
          call("/api/vendor/v1/lostPassword", { email: vendor.email }),
        ),
      );
      const codes = burst.map((r) => r.code);
      expect(codes.filter((c) => c === 200).length, codes.join()).toBe(LIMITS.lostPassword.max);
      expect(codes.filter((c) => c === 429).length, codes.join()).toBe(
        12 - LIMITS.lostPassword.max,
      );
      expect(await resetCount(vendor.vendorId)).toBe(LIMITS.lostPassword.max);
    }
  });

  it("answers a missing or invalid e-mail with the spec's messages", async () => {
    for (const body of [{}, { email: "" }, { email: "  " }]) {
      expect(await call("/api/vendor/v1/lostPassword", body)).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: "Email is required",
      });
    }
    for (const email of ["nope", "a@b.c", "a@@example.com"]) {
      expect(await call("/api/vendor/v1/lostPassword", { email })).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: "Email is invalid",
      });
    }
    const res = await call(
      "/api/vendor/v1/lostPassword",
      { email: DEMO_VENDOR.email },
      { csrf: false },
    );
    expect(res).toMatchObject({ code: 403, status: "FORBIDDEN" });
  });
});

describe("POST /api/vendor/v1/resetPassword", () => {
  it("sets the new password once with the e-mailed token", async () => {
    const vendor = await registerVendor();
    const token = await resetTokenFor(vendor.email);
    const newPassword = `new-${unique()}`;

    const res = await call("/api/vendor/v1/resetPassword", {
      token,
      password: newPassword,
    });
    expect(res).toMatchObject({
      code: 200,
      status: "OK",
      payload: { message: MESSAGES.resetDone },
    });
    expect((await doLogin(vendor.email, newPassword)).code).toBe(200);
    expect(await doLogin(vendor.email, vendor.password)).toMatchObject({
      code: 401,
      payload: MESSAGES.badCredentials,
    });

    const db = await getDb();
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(row!.usedAt).toBeInstanceOf(Date);

    const reused = await call("/api/vendor/v1/resetPassword", {
      token,
      password: `other-${unique()}`,
    });
    expect(reused).toMatchObject({
      code: 401,
      status: "UNAUTHORIZED",
      payload: { message: MESSAGES.resetInvalid },
    });
    expect((await doLogin(vendor.email, newPassword)).code).toBe(200);
  });

  it("lets only one of several concurrent requests use a token", async () => {
    const vendor = await registerVendor();
    const token = await resetTokenFor(vendor.email);
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call("/api/vendor/v1/resetPassword", {
          token,
          password: `concurrent-${i}-password`,
        }),
      ),
    );
    const codes = burst.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 401)).toHaveLength(4);
    const winner = codes.indexOf(200);
    expect((await doLogin(vendor.email, `concurrent-${winner}-password`)).code).toBe(200);
  });

  it("refuses an expired or unknown token and keeps the password", async () => {
    const vendor = await registerVendor();
    const token = await resetTokenFor(vendor.email);
    const db = await getDb();
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));

    for (const t of [token, `${token}x`, "not-a-real-token"]) {
      const res = await call("/api/vendor/v1/resetPassword", {
        token: t,
        password: "brand-new-password",
      });
      expect(res, t).toMatchObject({
        code: 401,
        status: "UNAUTHORIZED",
        payload: { message: MESSAGES.resetInvalid },
      });
    }
    expect((await doLogin(vendor.email, vendor.password)).code).toBe(200);
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(row!.usedAt).toBeNull();
  });

  it("answers invalid input with the spec's messages and keeps the token usable", async () => {
    const vendor = await registerVendor();
    const token = await resetTokenFor(vendor.email);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "long-enough-1" }, "Token is required"],
      [{ token: "   ", password: "long-enough-1" }, "Token is required"],
      [{ token }, "Password is required"],
      [{ token, password: "" }, "Password is required"],
      [{ token, password: "short" }, "Password is invalid"],
      [{ token, password: "1234567" }, "Password is invalid"],
    ];
    for (const [body, message] of cases) {
      const res = await call("/api/vendor/v1/resetPassword", body);
      expect(res, JSON.stringify(body)).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: message,
      });
    }
    const forged = await call(
      "/api/vendor/v1/resetPassword",
      { token, password: "forged-password" },
      { csrf: false },
    );
    expect(forged).toMatchObject({ code: 403, status: "FORBIDDEN" });

    // None of the refused requests used the token.
    const ok = await call("/api/vendor/v1/resetPassword", {
      token,
      password: "12345678",
    });
    expect(ok.code).toBe(200);
    expect((await doLogin(vendor.email, "12345678")).code).toBe(200);
  });
});

describe("POST /api/profile/info", () => {
  it("answers the caller's own profile", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const res = await call("/api/profile/info", { vendorId: vendor.vendorId }, { session });
    expect(res).toMatchObject({ code: 200, status: "OK" });
    expect(res.payload).toEqual({
      vendorId: vendor.vendorId,
      firstName: vendor.firstName,
      vendorName: vendor.vendorName,
      lob: vendor.lob,
      city: vendor.city,
      phone: vendor.phone,
      email: vendor.email,
    });
    expect(JSON.stringify(res.payload)).not.toContain("argon2");
  });

  it("refuses another vendor's profile and callers without a valid session", async () => {
    const vendor = await registerVendor();
    const other = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const forged = `${sessionCookieName()}=${await encode({
      token: { vendorId: other.vendorId, vendorName: other.vendorName, email: other.email },
      secret: "some-other-secret-0123456789abcdef",
    })}`;
    const unauthorized = {
      code: 401,
      status: "UNAUTHORIZED",
      payload: { message: "Unauthorized access" },
    };
    for (const [label, options] of [
      ["another vendor's id", { session }],
      ["no session", {}],
      ["garbage session", { session: withCookie(`${sessionCookieName()}=garbage`) }],
      ["token signed with another secret", { session: withCookie(forged) }],
    ] as const) {
      const res = await call("/api/profile/info", { vendorId: other.vendorId }, options);
      expect(res, label).toMatchObject(unauthorized);
      expect(JSON.stringify(res.payload)).not.toContain(other.email);
    }
    const own = await call("/api/profile/info", { vendorId: vendor.vendorId });
    expect(own, "own id without a session").toMatchObject(unauthorized);
  });

  it("answers a malformed vendorId with 400", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    for (const vendorId of ["abc", -1, 0, 1.5, null, undefined]) {
      const res = await call("/api/profile/info", { vendorId }, { session });
      expect(res, String(vendorId)).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    }
    const forged = await call(
      "/api/profile/info",
      { vendorId: vendor.vendorId },
      { session, csrf: false },
    );
    expect(forged).toMatchObject({ code: 403, status: "FORBIDDEN" });
  });
});

describe("PUT /api/profile", () => {
  const put = (body: unknown, session?: SignedIn, csrf = true) =>
    call("/api/profile", body, { method: "PUT", session, csrf });

  function profileBody(overrides: Record<string, unknown> = {}) {
    const id = unique();
    return {
      firstName: `Nadia ${id}`,
      vendorName: `Nadia Foods ${id}`,
      lob: `Nadia's Kitchen ${id}`,
      city: "Hamilton",
      phone: "905-555-0123",
      ...overrides,
    };
  }

  it("saves the fields; an empty or missing password keeps the old one", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const [before] = await vendorRows(vendor.email);

    for (const password of ["", undefined]) {
      const body = profileBody({ password });
      const res = await put(body, session);
      expect(res).toMatchObject({ code: 200, status: "OK" });
      expect(res.payload).toEqual({
        vendorId: vendor.vendorId,
        firstName: body.firstName,
        vendorName: body.vendorName,
        lob: body.lob,
        city: body.city,
        phone: body.phone,
        email: vendor.email,
        message: MESSAGES.profileSaved,
      });
      const [row] = await vendorRows(vendor.email);
      expect(row).toMatchObject({
        contactName: body.firstName,
        legalName: body.vendorName,
        lob: body.lob,
        city: body.city,
        phone: body.phone,
        passwordHash: before!.passwordHash,
      });
    }
    expect(await doLogin(vendor.email, vendor.password)).toMatchObject({ code: 200 });
  });

  it("changes the password when a new one of 8 or more characters is given", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const newPassword = `changed-${unique()}`;
    const change = profileBody({ password: newPassword, currentPassword: vendor.password });
    expect((await put(change, session)).code).toBe(200);
    expect((await doLogin(vendor.email, newPassword)).code).toBe(200);
    expect((await doLogin(vendor.email, vendor.password)).code).toBe(401);
  });

  it("refuses a short password and saves nothing", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const res = await put(profileBody({ password: "1234567" }), session);
    expect(res).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "Password must be at least 8 characters",
    });
    const [row] = await vendorRows(vendor.email);
    expect(row).toMatchObject({ contactName: vendor.firstName, legalName: vendor.vendorName });
    expect((await doLogin(vendor.email, vendor.password)).code).toBe(200);
  });

  it("answers the spec's messages for missing fields", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const res = await put({}, session);
    expect(res).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "Contact Name is required",
    });
    expect(res.errors).toEqual([
      "Contact Name is required",
      "Company Name is required",
      "LOB is required",
      "City is required",
      "Phone is required",
    ]);
  });

  it("refuses callers without a session or the anti-forgery pair", async () => {
    const vendor = await registerVendor();
    const body = profileBody();
    expect(await put(body)).toMatchObject({
      code: 401,
      status: "UNAUTHORIZED",
      payload: { message: "Unauthorized access" },
    });
    const session = await signIn(vendor.email, vendor.password);
    expect(await put(body, session, false)).toMatchObject({ code: 403, status: "FORBIDDEN" });
    const [row] = await vendorRows(vendor.email);
    expect(row).toMatchObject({ contactName: vendor.firstName, legalName: vendor.vendorName });
  });

  it("never changes the e-mail", async () => {
    const vendor = await registerVendor();
    const session = await signIn(vendor.email, vendor.password);
    const newEmail = `hijack.${unique()}@example.com`;
    const res = await put(profileBody({ email: newEmail }), session);
    expect(res).toMatchObject({ code: 200, payload: { email: vendor.email } });
    expect(await vendorRows(vendor.email)).toHaveLength(1);
    expect(await vendorRows(newEmail)).toHaveLength(0);
    expect((await doLogin(vendor.email, vendor.password)).code).toBe(200);
  });
});
