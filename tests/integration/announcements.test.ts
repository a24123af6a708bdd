import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import { announcements, auditLog, emailOutbox, events, vendors } from "@/db/schema";
import { boothCartTotals } from "@/lib/payments/pricing";
import { ANNOUNCEMENTS_ENDPOINTS } from "@/lib/console/endpoints";
import { dispatcher } from "@/lib/http/endpoint";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { insertThousandDollarOrder } from "../support/orders";
import { createOrganiser, type Organiser } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { jsonRequest, read } from "../support/requests";

// The festival office's announcements as an organiser sends them and as vendors receive them:
// who is written to, in which language, and what a stand-in for Resend's batch endpoint gets.

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const announcementsApi = dispatcher(ANNOUNCEMENTS_ENDPOINTS);

async function announce(eventId: number | string, body: unknown) {
  return read(
    await announcementsApi(
      jsonRequest(`/api/admin/v1/events/${eventId}/announcements`, body, { session: organiser }),
    ),
  );
}

type Status = "PAID" | "PARTIALLY_PAID" | "EXPIRED";

/** An order of $1,000 for the event: paid in full, a $250 deposit paid, or lapsed unpaid. */
async function orderOf(vendorId: number, eventId: number, status: Status) {
  await insertThousandDollarOrder(vendorId, eventId, status);
}

async function setVendor(vendor: TestVendor, change: Partial<typeof vendors.$inferInsert>) {
  const db = await getDb();
  await db.update(vendors).set(change).where(eq(vendors.id, vendor.vendorId));
}

/** The outbox rows addressed to these vendors, oldest first. */
async function mailTo(...to: TestVendor[]) {
  const db = await getDb();
  return db
    .select()
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.to,
        to.map((v) => v.email),
      ),
    )
    .orderBy(asc(emailOutbox.id));
}

const NOTE = {
  subject: "Load-in times for Saturday",
  body: "Please arrive by 7 a.m.\nThe east gate opens at 6:30.\n\nBring <b>your</b> permit & ID.",
};

/** An event with an Arabic name, and its vendors in every situation an announcement meets. */
async function festival() {
  const { eventId } = await createBooths([100_000]);
  const db = await getDb();
  const [event] = await db
    .update(events)
    .set({ nameAr: "مهرجان الاختبار" })
    .where(eq(events.id, eventId))
    .returning({ name: events.name });
  const twoOrders = await createVendor("Two orders");
  await orderOf(twoOrders.vendorId, eventId, "PAID");
  await orderOf(twoOrders.vendorId, eventId, "PARTIALLY_PAID");
  const arabic = await createVendor("Arabic");
  await setVendor(arabic, { locale: "ar", contactName: "سلمى" });
  await orderOf(arabic.vendorId, eventId, "PAID");
  const expired = await createVendor("Expired");
  await orderOf(expired.vendorId, eventId, "EXPIRED");
  const disabled = await createVendor("Disabled");
  await orderOf(disabled.vendorId, eventId, "PAID");
  await setVendor(disabled, { disabledAt: new Date() });
  const elsewhere = await createVendor("Elsewhere");
  await orderOf(elsewhere.vendorId, (await createBooths([100_000])).eventId, "PAID");
  return { eventId, eventName: event!.name, twoOrders, arabic, expired, disabled, elsewhere };
}

/** A vendor who checked out a booth of its own event and paid a deposit through Checkout. */
async function depositPayer(): Promise<{ vendor: TestVendor; eventId: number }> {
  const vendor = await createVendor("Deposit");
  const { eventId, ids } = await createBooths([100_000]);
  const paidAmount = Math.round(boothCartTotals([100_000]).totalCents * 0.4) / 100;
  const res = await checkout(vendor, { ...boothCart(ids), paidAmount });
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  return { vendor, eventId };
}

describe("POST /api/admin/v1/events/{eventId}/announcements", () => {
  it("writes once to every vendor who booked, in the vendor's language, and records it", async () => {
    const f = await festival();
    const res = await announce(f.eventId, { ...NOTE, audience: "ALL" });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(res.payload).toEqual({
      announcementId: expect.any(Number),
      eventId: f.eventId,
      audience: "ALL",
      recipients: 2,
    });

    const mail = await mailTo(f.twoOrders, f.arabic, f.expired, f.disabled, f.elsewhere);
    expect(mail.map((m) => m.to).sort()).toEqual([f.twoOrders.email, f.arabic.email].sort());
    for (const m of mail) {
      expect(m.subject).toBe(NOTE.subject);
      expect(m.orderId).toBeNull();
      expect(m.sentAt).toBeNull(); // no provider configured: the outbox is the mailbox
    }

    const english = mail.find((m) => m.to === f.twoOrders.email)!;
    expect(english.text).toContain("Hello Test Vendor,");
    expect(english.text).toContain(`A message from the festival office about ${f.eventName}:`);
    expect(english.text).toContain("Please arrive by 7 a.m.\nThe east gate opens at 6:30.");
    expect(english.text).toContain("Bring <b>your</b> permit & ID.");
    expect(english.html).toContain("Bring &lt;b&gt;your&lt;/b&gt; permit &amp; ID.");
    expect(english.html).not.toContain("<b>your</b>");

    const arabic = mail.find((m) => m.to === f.arabic.email)!;
    expect(arabic.text).toContain("مرحبًا سلمى،");
    expect(arabic.text).toContain("رسالة من مكتب المهرجان بخصوص مهرجان الاختبار:");
    expect(arabic.text).toContain("Please arrive by 7 a.m.");
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.text).not.toContain("A message from the festival office");

    const db = await getDb();
    const [row] = await db
      .select()
      .from(announcements)
      .where(eq(announcements.id, res.payload.announcementId));
    expect(row).toMatchObject({
      eventId: f.eventId,
      subject: NOTE.subject,
      body: NOTE.body,
      audience: "ALL",
      recipients: 2,
      createdBy: organiser.id,
    });
    const audits = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, f.eventId)));
    expect(audits).toEqual([
      {
        action: "update",
        after: {
          announcement: {
            id: res.payload.announcementId,
            subject: NOTE.subject,
            audience: "ALL",
            recipients: 2,
          },
        },
      },
    ]);
  });

  it("writes only to those who owe a balance with WITH_BALANCE", async () => {
    const { vendor, eventId } = await depositPayer();
    const paidUp = await createVendor("Paid up");
    await orderOf(paidUp.vendorId, eventId, "PAID");

    const res = await announce(eventId, { ...NOTE, audience: "WITH_BALANCE" });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(res.payload).toMatchObject({ audience: "WITH_BALANCE", recipients: 1 });
    const announced = (await mailTo(vendor, paidUp)).filter((m) => m.subject === NOTE.subject);
    expect(announced.map((m) => m.to)).toEqual([vendor.email]);
  });

  it("refuses when nobody is in the audience, and sends nothing (409)", async () => {
    const { eventId } = await createBooths([100_000]);
    const lapsed = await createVendor("Lapsed");
    await orderOf(lapsed.vendorId, eventId, "EXPIRED");

    const all = await announce(eventId, { ...NOTE, audience: "ALL" });
    expect(all.code).toBe(409);
    expect(all.payload).toBe("No vendor of this event has booked yet: nothing was sent.");

    const paidUp = await createVendor("Paid up");
    await orderOf(paidUp.vendorId, eventId, "PAID");
    const owing = await announce(eventId, { ...NOTE, audience: "WITH_BALANCE" });
    expect(owing.code).toBe(409);
    expect(owing.payload).toBe("No vendor of this event has a balance yet: nothing was sent.");

    expect(await mailTo(lapsed, paidUp)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(announcements).where(eq(announcements.eventId, eventId))).toEqual(
      [],
    );
  });

  it("answers 404 for an unknown event and 400 for a missing subject or body or a bad audience", async () => {
    expect((await announce(2_000_000_000, { ...NOTE, audience: "ALL" })).code).toBe(404);

    const { eventId } = await createBooths([100_000]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...NOTE, subject: "  ", audience: "ALL" }, "subject is required."],
      [{ ...NOTE, subject: "Two\nlines", audience: "ALL" }, "subject must be one line of text."],
      [{ ...NOTE, subject: "x".repeat(201), audience: "ALL" }, "subject is at most 200"],
      [{ ...NOTE, body: "\n \n", audience: "ALL" }, "body is required."],
      [{ ...NOTE, body: "x".repeat(5001), audience: "ALL" }, "body is at most 5000"],
      [{ ...NOTE, audience: "SOME" }, "audience must be one of ALL, WITH_BALANCE."],
      [NOTE, "audience must be one of ALL, WITH_BALANCE."],
    ];
    for (const [body, message] of cases) {
      const res = await announce(eventId, body);
      expect(res.code, message).toBe(400);
      expect(JSON.stringify(res.payload), message).toContain(message);
    }
  });
});

describe("POST /api/admin/v1/events/{eventId}/announcements/preview", () => {
  async function preview(eventId: number | string, body: unknown) {
    return read(
      await announcementsApi(
        jsonRequest(`/api/admin/v1/events/${eventId}/announcements/preview`, body, {
          session: organiser,
        }),
      ),
    );
  }

  it("counts who would get it by language and shows each language's e-mail, sending nothing", async () => {
    const f = await festival();
    const second = await createVendor("Second English");
    await orderOf(second.vendorId, f.eventId, "PARTIALLY_PAID");
    const res = await preview(f.eventId, { ...NOTE, audience: "ALL" });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(res.payload.recipients).toEqual({ en: 2, ar: 1, total: 3 });
    expect(res.payload.preview.map((p: { locale: string }) => p.locale)).toEqual(["en", "ar"]);
    const [english, arabic] = res.payload.preview;
    expect(english.subject).toBe(NOTE.subject);
    expect(english.text).toContain(`A message from the festival office about ${f.eventName}:`);
    expect(english.text).toContain("Bring <b>your</b> permit & ID.");
    expect(english.html).toContain("Bring &lt;b&gt;your&lt;/b&gt; permit &amp; ID.");
    expect(arabic.subject).toBe(NOTE.subject);
    expect(arabic.text).toContain("مرحبًا سلمى،");
    expect(arabic.text).toContain("رسالة من مكتب المهرجان بخصوص مهرجان الاختبار:");
    expect(arabic.html).toContain('dir="rtl"');

    // Nothing is recorded or sent: no outbox row, no announcement, no audit row.
    const everyone = [f.twoOrders, f.arabic, second, f.expired, f.disabled, f.elsewhere];
    expect(await mailTo(...everyone)).toEqual([]);
    const db = await getDb();
    expect(
      await db.select().from(announcements).where(eq(announcements.eventId, f.eventId)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, f.eventId))),
    ).toEqual([]);

    // Sending then writes to exactly the accounts counted, each language's e-mail as previewed.
    const sent = await announce(f.eventId, { ...NOTE, audience: "ALL" });
    expect(sent.code).toBe(201);
    expect(sent.payload.recipients).toBe(res.payload.recipients.total);
    const mail = await mailTo(...everyone);
    expect(mail.map((m) => m.to).sort()).toEqual(
      [f.twoOrders.email, f.arabic.email, second.email].sort(),
    );
    expect(mail.find((m) => m.to === f.arabic.email)!.text).toBe(arabic.text);
    expect(mail.find((m) => m.to === f.arabic.email)!.html).toBe(arabic.html);
  });

  it("shows only the languages of the audience, and counts only those who owe with WITH_BALANCE", async () => {
    const { vendor, eventId } = await depositPayer();
    const paidUp = await createVendor("Paid up");
    await setVendor(paidUp, { locale: "ar" });
    await orderOf(paidUp.vendorId, eventId, "PAID");

    const owing = await preview(eventId, { ...NOTE, audience: "WITH_BALANCE" });
    expect(owing.code, JSON.stringify(owing.payload)).toBe(200);
    expect(owing.payload.recipients).toEqual({ en: 1, ar: 0, total: 1 });
    expect(owing.payload.preview.map((p: { locale: string }) => p.locale)).toEqual(["en"]);

    const all = await preview(eventId, { ...NOTE, audience: "ALL" });
    expect(all.payload.recipients).toEqual({ en: 1, ar: 1, total: 2 });
    expect(
      await mailTo(vendor, paidUp).then((m) => m.filter((x) => x.subject === NOTE.subject)),
    ).toEqual([]);
  });

  it("refuses what sending refuses: nobody in the audience (409), an unknown event (404), a bad body (400)", async () => {
    const { eventId } = await createBooths([100_000]);
    const nobody = await preview(eventId, { ...NOTE, audience: "ALL" });
    expect(nobody.code).toBe(409);
    expect(nobody.payload).toBe("No vendor of this event has booked yet: nothing was sent.");
    expect((await preview(2_000_000_000, { ...NOTE, audience: "ALL" })).code).toBe(404);
    const bad = await preview(eventId, { ...NOTE, body: " ", audience: "ALL" });
    expect(bad.code).toBe(400);
    expect(JSON.stringify(bad.payload)).toContain("body is required.");
  });
});

type BatchRequest = {
  idempotencyKey: string | undefined;
  mails: { to: string; subject: string; html: string; text: string }[];
};

/** A stand-in for Resend's batch endpoint: records each request, accepts or refuses it whole. */
async function startBatchProvider() {
  const requests: BatchRequest[] = [];
  const state = { failing: false };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const mails = JSON.parse(body) as BatchRequest["mails"];
      const key = request.headers["idempotency-key"];
      const n = requests.push({
        idempotencyKey: typeof key === "string" ? key : undefined,
        mails: request.url === "/emails/batch" ? mails : [],
      });
      response.writeHead(state.failing ? 503 : 200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          state.failing
            ? { statusCode: 503, name: "application_error", message: "Mail service down" }
            : { data: mails.map((_, i) => ({ id: `re_batch_${n}_${i}` })) },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `count` vendors with a paid order of the event, added directly (no sign-in needed). */
async function manyVendors(eventId: number, count: number) {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const rows = await db
    .insert(vendors)
    .values(
      Array.from({ length: count }, (_, i) => ({
        contactName: `Vendor ${i}`,
        legalName: `Many ${id} ${i}`,
        lob: `Many ${id} ${i}`,
        city: "Toronto",
        phone: "416-555-0100",
        email: `many.${id}.${i}@example.com`,
        passwordHash: "unused",
      })),
    )
    .returning({ id: vendors.id, email: vendors.email });
  for (const r of rows) await orderOf(r.id, eventId, "PAID");
  return rows.map((r) => ({ vendorId: r.id, email: r.email }) as TestVendor);
}

describe("delivery through Resend's batch endpoint", () => {
  let resend: Awaited<ReturnType<typeof startBatchProvider>>;

  beforeAll(async () => {
    resend = await startBatchProvider();
    vi.stubEnv("RESEND_API_KEY", "re_integration_tests");
    vi.stubEnv("RESEND_BASE_URL", resend.url);
    resetEnvForTests();
  });
  afterAll(async () => {
    vi.stubEnv("RESEND_API_KEY", "");
    vi.stubEnv("RESEND_BASE_URL", "");
    resetEnvForTests();
    await resend.close();
  });

  it("posts every message in one batch request and marks each sent with its id", async () => {
    resend.requests.length = 0;
    resend.state.failing = false;
    const f = await festival();
    const res = await announce(f.eventId, { ...NOTE, audience: "ALL" });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);

    expect(resend.requests).toHaveLength(1);
    const [batch] = resend.requests;
    expect(batch!.idempotencyKey).toMatch(/^outbox-batch-/);
    expect(batch!.mails.map((m) => m.to).sort()).toEqual(
      [f.twoOrders.email, f.arabic.email].sort(),
    );
    expect(batch!.mails.every((m) => m.subject === NOTE.subject)).toBe(true);

    const mail = await mailTo(f.twoOrders, f.arabic);
    expect(mail).toHaveLength(2);
    for (const m of mail) {
      const posted = batch!.mails.findIndex((p) => p.to === m.to);
      expect(m.providerId).toBe(`re_batch_1_${posted}`);
      expect(m.sentAt).not.toBeNull();
      expect(m.nextAttemptAt).toBeNull();
      expect(m.attempts).toBe(1);
      expect(m.error).toBeNull();
    }
  });

  it("sends at most 100 messages a request", async () => {
    resend.requests.length = 0;
    resend.state.failing = false;
    const { eventId } = await createBooths([100_000]);
    const many = await manyVendors(eventId, 101);
    const res = await announce(eventId, { ...NOTE, audience: "ALL" });
    expect(res.payload).toMatchObject({ recipients: 101 });
    expect(resend.requests.map((r) => r.mails.length)).toEqual([100, 1]);
    const mail = await mailTo(...many);
    expect(mail.filter((m) => m.sentAt !== null)).toHaveLength(101);
  });

  it("leaves every message of a refused batch for the retry sweep", async () => {
    resend.requests.length = 0;
    resend.state.failing = true;
    const f = await festival();
    const res = await announce(f.eventId, { ...NOTE, audience: "ALL" });
    // the announcement stands: its messages are in the outbox
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(resend.requests).toHaveLength(1);

    const mail = await mailTo(f.twoOrders, f.arabic);
    expect(mail).toHaveLength(2);
    for (const m of mail) {
      expect(m.sentAt).toBeNull();
      expect(m.attempts).toBe(1);
      expect(m.error).toBe("Mail service down");
      // the first retry comes a minute later
      const wait = (m.nextAttemptAt!.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(30);
      expect(wait).toBeLessThanOrEqual(60);
    }
  });
});
