import { SEED_WAITING } from "@/db/seed-waitlist";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { openPglite } from "@/db/connect";
import { contracts, emailOutbox, events, vendors } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { currentContracts } from "@/lib/events/queries/contracts";
import { DEMO_ORGANISER, DEMO_VENDOR, SUMMER_2025_GUID } from "@/db/seed-data";
import { SEED_EXHIBITORS } from "@/db/seed-listings";
import { resetEnvForTests } from "@/config/env";
import { clientAddress, SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from "@/lib/http/request";
import { MESSAGES } from "@/lib/accounts/accounts";
import { jsonRequest, read, api } from "../support/requests";

const unique = () => Math.random().toString(36).slice(2, 10);
const freshAddress = () =>
  `10.77.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

afterEach(() => {
  trustSocketAddressHeader(false);
  vi.unstubAllEnvs();
  resetEnvForTests();
});

function registration() {
  const id = unique();
  return {
    firstName: "Omar Aziz",
    vendorName: `Aziz Imports ${id}`,
    lob: `Omar's Olives ${id}`,
    city: "London",
    phone: "519-555-0123",
    email: `limits.${id}@example.com`,
    password: `pass-${id}`,
  };
}

describe("registration", () => {
  it("is limited per client address (REGISTER_PER_ADDRESS_PER_HOUR)", async () => {
    vi.stubEnv("REGISTER_PER_ADDRESS_PER_HOUR", "3");
    resetEnvForTests();
    const address = freshAddress();
    const send = async () =>
      read(
        await api(
          jsonRequest("/api/vendor/v1/register", registration(), {
            headers: { "x-forwarded-for": address },
          }),
        ),
      );
    for (let i = 0; i < 3; i++) expect((await send()).code, `registration ${i + 1}`).toBe(201);
    expect(await send()).toMatchObject({
      code: 429,
      status: "TOO_MANY_REQUESTS",
      payload: MESSAGES.tooManyRegistrations,
    });
    const elsewhere = await api(
      jsonRequest("/api/vendor/v1/register", registration(), {
        headers: { "x-forwarded-for": freshAddress() },
      }),
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe("coupon look-ups", () => {
  it("are limited per client address, so codes cannot be guessed at speed", async () => {
    const address = freshAddress();
    const look = async (code: string) =>
      api(
        new Request(`http://localhost/api/v1/applyCouponCode?code=${code}`, {
          headers: { "x-forwarded-for": address },
        }),
      );
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await look(`GUESS${i}`)).status);
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await read(await look("FESTIVAL10"));
    expect(refused).toMatchObject({ code: 429, status: "TOO_MANY_REQUESTS" });
    const other = await api(
      new Request("http://localhost/api/v1/applyCouponCode?code=FESTIVAL10", {
        headers: { "x-forwarded-for": freshAddress() },
      }),
    );
    expect(await read(other)).toMatchObject({ code: 200, payload: { discount: 10 } });
  });
});

describe("the client address", () => {
  it("is the connection's own address behind the site's server, whatever X-Forwarded-For says", () => {
    trustSocketAddressHeader();
    const headers = (xff: string) =>
      new Headers({ "x-forwarded-for": xff, [SOCKET_ADDRESS_HEADER]: "::ffff:198.51.100.7" });
    expect(clientAddress(headers("1.2.3.4"))).toBe("198.51.100.7");
    expect(clientAddress(headers("5.6.7.8, 9.9.9.9"))).toBe("198.51.100.7");
  });

  it("is the entry TRUSTED_PROXY_HOPS from the end behind proxies the site runs", () => {
    trustSocketAddressHeader();
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    resetEnvForTests();
    const headers = new Headers({
      "x-forwarded-for": "6.6.6.6, 203.0.113.50",
      [SOCKET_ADDRESS_HEADER]: "10.0.0.2",
    });
    expect(clientAddress(headers)).toBe("203.0.113.50");
  });

  it("is the host's header on a serverless host (CLIENT_ADDRESS_HEADER)", () => {
    vi.stubEnv("CLIENT_ADDRESS_HEADER", "x-real-ip");
    resetEnvForTests();
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "203.0.113.60" });
    expect(clientAddress(headers)).toBe("203.0.113.60");
  });
});

describe("e-mail links in demo mode", () => {
  async function resetLink(url: string, host?: string): Promise<string> {
    // A fresh account each time: reset requests are limited per e-mail.
    const db = await getDb();
    const [account] = await db
      .insert(vendors)
      .values({
        email: `links.${unique()}@example.com`,
        contactName: "Links",
        legalName: "Links Ltd",
        lob: "Links",
        city: "-",
        phone: "-",
        passwordHash: "unused",
      })
      .returning({ email: vendors.email });
    const request = jsonRequest("/api/vendor/v1/lostPassword", { email: account!.email });
    const headers = new Headers(request.headers);
    if (host) headers.set("host", host);
    const moved = new Request(url, { method: "POST", headers, body: await request.text() });
    expect((await api(moved)).status).toBe(200);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, account!.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return /Reset your password: (\S+)/.exec(mail!.text)![1]!;
  }

  it("follow the loopback origin the visitor used, never another Host", async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    resetEnvForTests();
    expect(await resetLink("http://127.0.0.1:3999/api/vendor/v1/lostPassword")).toMatch(
      /^http:\/\/127\.0\.0\.1:3999\/resetpassword\?token=/,
    );
    expect(await resetLink("http://evil.example/api/vendor/v1/lostPassword")).toMatch(
      /^http:\/\/localhost:3000\/resetpassword\?token=/,
    );
    // The server's own URL says localhost; the browser's Host header says where it really was.
    const server = "http://localhost:3000/api/vendor/v1/lostPassword";
    expect(await resetLink(server, "127.0.0.1:3999")).toMatch(/^http:\/\/127\.0\.0\.1:3999\//);
    expect(await resetLink(server, "evil.example")).toMatch(/^http:\/\/localhost:3000\//);
    vi.stubEnv("DEMO_ORIGINS", "http://192.168.1.20:3000");
    resetEnvForTests();
    expect(await resetLink("http://192.168.1.20:3000/api/vendor/v1/lostPassword")).toMatch(
      /^http:\/\/192\.168\.1\.20:3000\/resetpassword/,
    );
  });
});

describe("the demo seed", () => {
  it("adds the demo vendor, organiser and exhibitors only when asked to (demo mode)", async () => {
    const emails = async (connection: Awaited<ReturnType<typeof openPglite>>) =>
      (await connection.db.select({ email: vendors.email, role: vendors.role }).from(vendors)).map(
        (r) => `${r.role} ${r.email}`,
      );
    const connection = await openPglite("memory://", { migrate: true });
    await seedDemoData(connection.db, { demoAccounts: false });
    expect(await emails(connection)).toEqual([]);
    await seedDemoData(connection.db, { demoAccounts: true });
    expect((await emails(connection)).sort()).toEqual(
      [
        `organiser ${DEMO_ORGANISER.email}`,
        `vendor ${DEMO_VENDOR.email}`,
        ...SEED_EXHIBITORS.map((e) => `vendor ${e.email}`),
        // the sold-out show's line (db/seed-waitlist.ts)
        ...SEED_WAITING.map((v) => `visitor ${v.email}`),
      ].sort(),
    );
    await connection.close();
  });

  it("gives a database seeded before the summer contract's correction the corrected version", async () => {
    const connection = await openPglite("memory://", { migrate: true });
    const { db } = connection;
    await seedDemoData(db, { demoAccounts: false });
    const [summer] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.guid, SUMMER_2025_GUID));
    const current = async () => (await currentContracts([summer!.id], db)).get(summer!.id)!;
    const versions = async () =>
      (await db.select({ version: contracts.version }).from(contracts))
        .map((c) => c.version)
        .filter((v) => v.startsWith("2025-summer"))
        .sort();

    // seeded fresh, the corrected version is the current one
    expect((await current()).version).toBe("2025-summer-v2");

    // as a database seeded before the correction: the first version alone
    await db.delete(contracts).where(eq(contracts.version, "2025-summer-v2"));
    expect((await current()).body).toContain("before the Festival closes on February 2, 2025.");

    await seedDemoData(db, { demoAccounts: false });
    const corrected = await current();
    expect(corrected.version).toBe("2025-summer-v2");
    expect(corrected.body).toContain("before the Festival closes on July 6, 2025.");
    expect(corrected.summaryAr).toContain("6 يوليو 2025");
    // the version orders may have accepted stays, and seeding again adds nothing
    await seedDemoData(db, { demoAccounts: false });
    expect(await versions()).toEqual(["2025-summer-v1", "2025-summer-v2"]);
    await connection.close();
  });
});
