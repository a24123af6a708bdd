import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, vendors } from "@/db/schema";
import { auth } from "@/lib/accounts/session";
import { MESSAGES } from "@/lib/accounts/accounts";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { browserAfter } from "../support/fixtures";
import { jsonRequest, read, api } from "../support/requests";
import { createBooths, createSeats, startProvider, stopProvider } from "../support/payments";

// Concert-goers buy tickets without registering a business: a visitor account is a name, an
// e-mail and a password, signed in at once and welcomed as a ticket buyer.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const unique = () => Math.random().toString(36).slice(2, 10);
const ip = () => `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function signUp(body: Record<string, unknown>) {
  const response = await api(
    jsonRequest("/api/visitor/v1/register", body, { headers: { "x-forwarded-for": ip() } }),
  );
  return { response, ...(await read(response)) };
}

describe("POST /api/visitor/v1/register", () => {
  it("creates a visitor, signs it in and welcomes it as a ticket buyer", async () => {
    const email = `fan.${unique()}@example.com`;
    const answer = await signUp({ name: "Rana Haddad", email, password: "oud-and-violin" });
    expect(answer).toMatchObject({
      code: 201,
      status: "CREATED",
      payload: {
        vendorName: "Rana Haddad",
        email,
        role: "visitor",
        message: MESSAGES.visitorRegistered,
      },
    });
    const browser = browserAfter(answer.response);
    const signedIn = await auth(new Headers({ cookie: browser.cookie }));
    expect(signedIn).toMatchObject({ email, role: "visitor" });
    // a readable cookie names the role, so the menu offers 'My tickets' and booths say vendors only
    const roleCookie = answer.response.headers
      .getSetCookie()
      .find((c) => c.startsWith("account_role="));
    expect(roleCookie).toMatch(/^account_role=visitor; Path=\/; SameSite=Lax;/);
    expect(roleCookie).not.toMatch(/HttpOnly/i);

    const db = await getDb();
    const [row] = await db.select().from(vendors).where(eq(vendors.email, email));
    expect(row).toMatchObject({ role: "visitor", contactName: "Rana Haddad", lob: "" });
    const [welcome] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id));
    expect(welcome!.text).toContain("Choose your seats");
    expect(welcome!.text).not.toMatch(/booth|vendor/i);
    expect(welcome!.html).toContain(`/stage`);
  });

  it("answers missing fields with their messages", async () => {
    expect(await signUp({})).toMatchObject({
      code: 400,
      payload: "Name is required",
      errors: ["Name is required", "Email is required", "Password is required"],
    });
  });

  it("answers a taken e-mail as a new sign-up, with cookies that sign no one in, and e-mails the owner in the account's language", async () => {
    const email = `taken.${unique()}@example.com`;
    const first = await signUp({ name: "Owner", email, password: "long-enough-1" });
    expect(first.code).toBe(201);
    const db = await getDb();
    await db.update(vendors).set({ locale: "ar" }).where(eq(vendors.email, email));

    const fresh = await signUp({
      name: "B",
      email: `new.${unique()}@example.com`,
      password: "x-long-enough",
    });
    const again = await signUp({
      name: "B",
      email: email.toUpperCase(),
      password: "long-enough-2",
    });
    for (const answer of [fresh, again]) {
      expect(answer).toMatchObject({
        code: 201,
        status: "CREATED",
        payload: {
          vendorId: expect.any(Number),
          vendorName: "B",
          role: "visitor",
          message: MESSAGES.visitorRegistered,
        },
      });
      expect(Object.keys(answer.payload).sort()).toEqual([
        "email",
        "message",
        "role",
        "vendorId",
        "vendorName",
      ]);
    }
    expect(again.payload.email).toBe(email);
    const cookieNames = (answer: typeof fresh) =>
      answer.response.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(cookieNames(again)).toEqual(cookieNames(fresh));
    expect(await auth(new Headers({ cookie: browserAfter(fresh.response).cookie }))).toMatchObject({
      vendorName: "B",
    });
    expect(await auth(new Headers({ cookie: browserAfter(again.response).cookie }))).toBeNull();
    expect(again.payload.vendorId).not.toBe(first.payload.vendorId);

    const rows = await db.select().from(vendors).where(eq(vendors.email, email));
    expect(rows).toEqual([
      expect.objectContaining({ id: first.payload.vendorId, contactName: "Owner" }),
    ]);
    const [notice] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id));
    expect(notice!.subject).toBe("Mahrajan Events: حاول أحدهم التسجيل بعنوان بريدك");
    expect(notice!.html).toContain('dir="rtl"');
    expect(notice!.text).toContain("/ar/login");
    expect(notice!.text).toContain("/ar/lostpassword");
  });

  it("a visitor buys seats but cannot book booths", async () => {
    const answer = await signUp({
      name: "Sami",
      email: `seats.${unique()}@example.com`,
      password: "dabke-all-night",
    });
    const browser = browserAfter(answer.response);
    const pay = (body: Record<string, unknown>) =>
      api(
        new Request("http://localhost/api/v1/payment", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: browser.cookie,
            "x-xsrf-token": browser.csrf,
          },
          body: JSON.stringify({ termsAccepted: true, ...body }),
        }),
      );
    const { ids } = await createBooths([30000]);
    expect(await read(await pay({ cartItemModelList: [{ eventId: ids[0] }] }))).toMatchObject({
      code: 403,
      payload: MESSAGES.visitorsBuyTickets,
    });
    const seatIds = await createSeats([5000]);
    expect(
      (await read(await pay({ checkoutType: "TICKETS", cartItemModelList: [], seatIds }))).code,
    ).toBe(200);
  });
});
