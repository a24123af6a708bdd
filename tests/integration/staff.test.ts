import { randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, emailOutbox, vendors } from "@/db/schema";
import { ENDPOINTS } from "@/lib/http/endpoints";
import type { Role } from "@/db/queries/model";
import { touchDevice } from "@/lib/staff/team";
import { staffAnswer } from "@/lib/staff/resource";
import { auth } from "@/lib/accounts/session";
import {
  anonymousBrowser,
  browserAfter,
  createOrganiser,
  signInAs,
  unique,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import { api, jsonRequest, read } from "../support/requests";

// Staff accounts: the console creates one (the invitation's link sets its password), lists the
// devices it is signed in on by the name the door app gave them, signs one out and disables the
// account; staff reach the door's routes and get 403 from every other route that needs an account.

let organiser: Organiser;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb(), "Door Office");
});

/** A fresh client address per call, so no per-address limit leaks between tests. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function send(
  method: string,
  url: string,
  body: unknown,
  session: SignedIn = organiser,
): Promise<Awaited<ReturnType<typeof read>> & { response: Response }> {
  const request =
    method === "GET"
      ? new Request(`http://localhost${url}`, {
          headers: { cookie: session.cookie, "x-xsrf-token": session.csrf },
        })
      : jsonRequest(url, body, {
          method,
          session,
          headers: { "x-forwarded-for": address() },
        });
  const response = await api(request);
  return { response, ...(await read(response.clone())) };
}

const createStaff = (body: unknown, session?: SignedIn) =>
  send("POST", "/api/admin/v1/staff", body, session);

const login = (email: string, password: string) =>
  api(
    jsonRequest(
      "/api/vendor/v1/login",
      { email, password },
      { headers: { "x-forwarded-for": address() } },
    ),
  );

async function invitation(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id));
}

/** The set-password link of the newest invitation to `email`, as the English part gives it. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await invitation(email);
  const token = /\/door\/welcome\?token=([\w-]+)/.exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeTruthy();
  return token!;
}

/** A staff member created through the console who set a password with the invitation's link. */
async function staffWithPassword(name = "Rania Haddad") {
  const email = `door.${unique()}@example.com`;
  const created = await createStaff({ name, email });
  expect(created.code, JSON.stringify(created.payload)).toBe(201);
  const password = `door-${unique()}`;
  const set = await send(
    "POST",
    "/api/vendor/v1/resetPassword",
    { token: await invitationToken(email), password },
    anonymousBrowser(),
  );
  expect(set.code, JSON.stringify(set.payload)).toBe(200);
  return { accountId: created.payload.accountId as number, email, password, name };
}

async function signInStaff(email: string, password: string): Promise<SignedIn> {
  const response = await login(email, password);
  expect(response.status).toBe(200);
  return browserAfter(response);
}

const staffList = async () => {
  const list = await send("GET", "/api/admin/v1/staff", undefined);
  expect(list.code).toBe(200);
  return list.payload.staff as ReturnType<typeof staffAnswer.parse>[];
};

describe("POST /api/admin/v1/staff", () => {
  it("creates a staff account whose invitation sets the password, and signs in as staff", async () => {
    const email = `Door.${unique()}@Example.com`;
    const created = await createStaff({ name: "Omar Saleh", email });
    expect(created.code, JSON.stringify(created.payload)).toBe(201);
    expect(created.payload).toEqual({ accountId: expect.any(Number) });
    const accountId = created.payload.accountId as number;

    const db = await getDb();
    const [row] = await db.select().from(vendors).where(eq(vendors.id, accountId));
    expect(row).toMatchObject({
      role: "staff",
      contactName: "Omar Saleh",
      email: email.toLowerCase(),
    });

    const mails = await invitation(email.toLowerCase());
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain("door team");
    expect(mail.subject).toContain("فريق البوابة");
    expect(mail.text).toContain("Hello Omar Saleh,");
    expect(mail.text).toContain("expires in 7 days");
    expect(mail.text).toContain("عيِّن كلمة المرور");
    const token = await invitationToken(email.toLowerCase());
    expect(mail.text).toContain(`/ar/door/welcome?token=${token}`);
    expect(mail.html).toContain(`/door/welcome?token=${token}`);

    // no password works before the link is used
    expect((await login(email, "anything-at-all")).status).toBe(401);

    const set = await send(
      "POST",
      "/api/vendor/v1/resetPassword",
      { token, password: "gate-two-2030" },
      anonymousBrowser(),
    );
    expect(set.code).toBe(200);
    const signedIn = await login(email, "gate-two-2030");
    expect(signedIn.status).toBe(200);
    const answer = await read(signedIn);
    expect(answer.payload).toMatchObject({ vendorId: accountId, role: "staff" });
    // the link works once
    const again = await send(
      "POST",
      "/api/vendor/v1/resetPassword",
      { token, password: "another-password" },
      anonymousBrowser(),
    );
    expect(again.code).toBe(401);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "vendor"), eq(auditLog.entityId, accountId)));
    expect(audit).toMatchObject({ actorId: organiser.id, action: "create" });
  });

  it("refuses an e-mail that already has an account (any letter case) with 409", async () => {
    const email = `taken.${unique()}@example.com`;
    expect((await createStaff({ name: "First", email })).code).toBe(201);
    const twice = await createStaff({ name: "Second", email: email.toUpperCase() });
    expect(twice.code).toBe(409);
    expect(twice.payload.message).toBe(
      "An account with this e-mail address already exists. Use another address for the staff member.",
    );
    expect(await invitation(email)).toHaveLength(1);
    const vendorEmail = organiser.email;
    expect((await createStaff({ name: "Organiser's twin", email: vendorEmail })).code).toBe(409);
  });

  it("refuses bad input with 400 and a message", async () => {
    const noName = await createStaff({ name: "  ", email: `x.${unique()}@example.com` });
    expect(noName.code).toBe(400);
    expect(JSON.stringify(noName.errors ?? noName.payload)).toContain("Name is required");
    const badEmail = await createStaff({ name: "Nadia", email: "not-an-address" });
    expect(badEmail.code).toBe(400);
    expect(JSON.stringify(badEmail.errors ?? badEmail.payload)).toContain("Invalid email address.");
    expect(
      (await createStaff({ name: "Line\nbreak", email: `y.${unique()}@example.com` })).code,
    ).toBe(400);
    expect((await createStaff({})).code).toBe(400);
  });

  it("is for organisers only: a vendor, a visitor and a staff member get 403", async () => {
    const db = await getDb();
    for (const role of ["vendor", "visitor", "staff"] as const) {
      const email = `${role}.${unique()}@example.com`;
      const [row] = await db
        .insert(vendors)
        .values({
          email,
          role,
          contactName: role,
          legalName: role,
          lob: role,
          city: "-",
          phone: "-",
          passwordHash: "unused",
        })
        .returning({ id: vendors.id });
      const browser = await signInAs({ vendorId: row!.id, vendorName: role });
      const refused = await createStaff(
        { name: "Sneaky", email: `s.${unique()}@example.com` },
        browser,
      );
      expect(refused.code, role).toBe(403);
      expect((await send("GET", "/api/admin/v1/staff", undefined, browser)).code, role).toBe(403);
    }
    const anonymous = await createStaff(
      { name: "Nobody", email: `n.${unique()}@example.com` },
      anonymousBrowser(),
    );
    expect(anonymous.code).toBe(401);
  });
});

describe("staff use the door app and nothing else", () => {
  /** An id no row has, for every path parameter (roles are checked before any id is read). */
  const NO_SUCH_ID = "2147483647";
  const allows = (access: (typeof ENDPOINTS)[number]["access"], role: Role) =>
    Array.isArray(access) && access.includes(role);

  it("every registry route that does not name staff answers 403 to staff; the door's let them in", async () => {
    const staff = await staffWithPassword("Registry Walker");
    const browser = await signInStaff(staff.email, staff.password);
    const doorRoutes: string[] = [];
    const refusedRoutes: string[] = [];
    for (const endpoint of ENDPOINTS) {
      if (endpoint.access === "public" || endpoint.bearer) continue;
      const url = endpoint.path.replace(/\{\w+\}/g, NO_SUCH_ID);
      const label = `${endpoint.method} ${endpoint.path}`;
      const answer = await send(endpoint.method, url, {}, browser);
      if (allows(endpoint.access, "staff")) {
        doorRoutes.push(label);
        expect([401, 403], label).not.toContain(answer.code);
      } else {
        refusedRoutes.push(label);
        expect(answer.code, label).toBe(403);
        expect(answer.errorCode, label).toBe("errors.auth.staffDoorOnly");
      }
    }
    expect(doorRoutes).toContain("PUT /api/door/v1/device");
    // the door's routes, and the void list the door downloads: nothing else admits staff
    const outsideDoor = doorRoutes.filter((r) => !r.includes(" /api/door/v1/"));
    expect(outsideDoor).toEqual(["GET /api/tickets/v1/voided"]);
    expect(refusedRoutes).toContain("POST /api/profile/info");
    expect(refusedRoutes).toContain("POST /api/v1/payment");
    expect(refusedRoutes).toContain("GET /api/admin/v1/staff");
    // public routes stay public
    const events = await send("GET", "/api/v1/events", undefined, browser);
    expect([401, 403]).not.toContain(events.code);
  });
});

describe("a staff member's devices", () => {
  it("lists each device by the name the door gave it, and signs one out from the console", async () => {
    const staff = await staffWithPassword("Device Keeper");
    const gate2 = await signInStaff(staff.email, staff.password);
    const spare = await signInStaff(staff.email, staff.password);

    const badName = await send("PUT", "/api/door/v1/device", { name: "" }, gate2);
    expect(badName.code).toBe(400);
    expect(JSON.stringify(badName.errors ?? badName.payload)).toContain("Name this device");
    const named = await send("PUT", "/api/door/v1/device", { name: "  Gate 2 phone " }, gate2);
    expect(named.code, JSON.stringify(named.payload)).toBe(200);
    const deviceId = named.payload.deviceId as string;
    expect(named.payload).toEqual({ deviceId: expect.any(String), name: "Gate 2 phone" });
    expect((await send("GET", "/api/door/v1/device", undefined, gate2)).payload).toEqual({
      deviceId,
      name: "Gate 2 phone",
    });

    // the door's sync marks the device as seen
    const session = await auth(new Headers({ cookie: gate2.cookie }));
    await touchDevice(session!.sessionId);

    const member = (await staffList()).find((s) => s.accountId === staff.accountId)!;
    expect(staffAnswer.safeParse(member).success).toBe(true);
    expect(member).toMatchObject({ name: "Device Keeper", email: staff.email, disabled: false });
    expect(member.devices).toHaveLength(2);
    const listed = member.devices.find((d) => d.deviceId === deviceId)!;
    expect(listed).toMatchObject({ deviceName: "Gate 2 phone", lastSeenAt: expect.any(String) });
    expect(member.devices.find((d) => d.deviceId !== deviceId)!.deviceName).toBeNull();
    // the session's own id (the cookie's secret) never leaves the server
    expect(JSON.stringify(member)).not.toContain(session!.sessionId);

    const out = await send(
      "DELETE",
      `/api/admin/v1/staff/${staff.accountId}/devices/${deviceId}`,
      {},
    );
    expect(out.code, JSON.stringify(out.payload)).toBe(200);
    expect(out.payload.devices.map((d: { deviceId: string }) => d.deviceId)).not.toContain(
      deviceId,
    );
    expect((await send("GET", "/api/door/v1/device", undefined, gate2)).code).toBe(401);
    expect((await send("PUT", "/api/door/v1/device", { name: "Again" }, gate2)).code).toBe(401);
    // the other device stays signed in
    expect((await send("GET", "/api/door/v1/device", undefined, spare)).code).toBe(200);
    const twice = await send(
      "DELETE",
      `/api/admin/v1/staff/${staff.accountId}/devices/${deviceId}`,
      {},
    );
    expect(twice.code).toBe(404);
    expect(
      (await send("DELETE", `/api/admin/v1/staff/${staff.accountId}/devices/not-a-uuid`, {})).code,
    ).toBe(400);

    const db = await getDb();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "vendor"), eq(auditLog.entityId, staff.accountId)));
    expect(audits.map((a) => a.after)).toContainEqual({
      device: { deviceId, name: "Gate 2 phone", signedIn: false },
    });
  });

  it("a disabled staff member is signed out everywhere and cannot sign in", async () => {
    const staff = await staffWithPassword("Soon Disabled");
    const browser = await signInStaff(staff.email, staff.password);
    expect((await send("GET", "/api/door/v1/device", undefined, browser)).code).toBe(200);

    const off = await send("PUT", `/api/admin/v1/staff/${staff.accountId}`, { disabled: true });
    expect(off.code).toBe(200);
    expect(off.payload).toMatchObject({ disabled: true, devices: [] });
    expect((await send("GET", "/api/door/v1/device", undefined, browser)).code).toBe(401);
    const refused = await login(staff.email, staff.password);
    expect(refused.status).toBe(403);
    expect((await read(refused)).payload).toContain("disabled");

    const on = await send("PUT", `/api/admin/v1/staff/${staff.accountId}`, { disabled: false });
    expect(on.payload.disabled).toBe(false);
    expect((await login(staff.email, staff.password)).status).toBe(200);

    // the staff routes are for staff accounts: a vendor's id is not found
    expect(
      (await send("PUT", `/api/admin/v1/staff/${organiser.id}`, { disabled: true })).code,
    ).toBe(404);
  });

  it("a new invitation voids the first link", async () => {
    const email = `reinvite.${unique()}@example.com`;
    const created = await createStaff({ name: "Late Reader", email });
    const first = await invitationToken(email);
    const again = await send(
      "POST",
      `/api/admin/v1/staff/${created.payload.accountId}/invitation`,
      {},
    );
    expect(again.code).toBe(200);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const old = await send(
      "POST",
      "/api/vendor/v1/resetPassword",
      { token: first, password: "first-link-1" },
      anonymousBrowser(),
    );
    expect(old.code).toBe(401);
    const fresh = await send(
      "POST",
      "/api/vendor/v1/resetPassword",
      { token: second, password: "second-link-2" },
      anonymousBrowser(),
    );
    expect(fresh.code).toBe(200);
  });
});
