import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import { emailOutbox, events } from "@/db/schema";
import { MAX_ATTEMPTS } from "@/lib/email/send";
import { OUTBOX_ENDPOINTS } from "@/lib/console/endpoints";
import { dispatcher, WRONG_BEARER } from "@/lib/http/endpoint";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { insertThousandDollarOrder } from "../support/orders";
import { createOrganiser, type Organiser } from "../support/fixtures";
import {
  boothCart,
  boothStates,
  checkout,
  createBooths,
  createVendor,
  orderRow,
  paymentsOf,
  sessionsForOrder,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The scheduled work as the host's scheduler calls it (/api/cron/daily with the bearer secret)
// and as people see its effects: the reminder e-mails a stand-in for Resend receives, the
// organiser's list of undelivered e-mails, and orders and booths after a lapsed hold.

const SECRET = "cron-secret-for-integration-tests";
const SITE = "https://festival.example"; // SITE_URL as startProvider sets it

type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  idempotencyKey: string | undefined;
  accepted: boolean;
};

/** A stand-in for Resend's API: records every message posted to /emails, accepts or refuses. */
async function startMailProvider() {
  const received: Mail[] = [];
  const state = { failing: false };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const mail = JSON.parse(body) as Omit<Mail, "idempotencyKey" | "accepted">;
      const key = request.headers["idempotency-key"];
      received.push({
        ...mail,
        idempotencyKey: typeof key === "string" ? key : undefined,
        accepted: !state.failing,
      });
      response.writeHead(state.failing ? 503 : 200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          state.failing
            ? { statusCode: 503, name: "application_error", message: "Mail service down" }
            : { id: `re_${received.length}` },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    /** The messages to one address, in the order they were posted. */
    to: (email: string) => received.filter((m) => m.to === email),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type DailyWork = {
  remindersSent: number;
  requirementRemindersSent: number;
  emailsRetried: number;
  emailsFailed: number;
  holdsExpired: number;
  refundsRetried: number;
  depositNoticesSent: number;
  salesRemindersSent: number;
  waitlistOffersMade: number;
};

function cronRequest(method: "GET" | "POST", authorization?: string, extra: HeadersInit = {}) {
  const headers = new Headers(extra);
  if (authorization !== undefined) headers.set("authorization", authorization);
  return new Request("http://localhost/api/cron/daily", { method, headers });
}

/** One run of the scheduled work as the scheduler asks for it; its counts. */
async function runCron(method: "GET" | "POST" = "POST"): Promise<DailyWork> {
  const answer = await read(await api(cronRequest(method, `Bearer ${SECRET}`)));
  expect(answer.code).toBe(200);
  return answer.payload as DailyWork;
}

/** Two runs at once, as two overlapping scheduler calls; their counts added up. */
async function runCronTwiceAtOnce(): Promise<DailyWork> {
  const [a, b] = await Promise.all([runCron("GET"), runCron("POST")]);
  return {
    remindersSent: a.remindersSent + b.remindersSent,
    requirementRemindersSent: a.requirementRemindersSent + b.requirementRemindersSent,
    emailsRetried: a.emailsRetried + b.emailsRetried,
    emailsFailed: a.emailsFailed + b.emailsFailed,
    holdsExpired: a.holdsExpired + b.holdsExpired,
    refundsRetried: a.refundsRetried + b.refundsRetried,
    depositNoticesSent: a.depositNoticesSent + b.depositNoticesSent,
    salesRemindersSent: a.salesRemindersSent + b.salesRemindersSent,
    waitlistOffersMade: a.waitlistOffersMade + b.waitlistOffersMade,
  };
}

let provider: StripeLocal;
let mail: Awaited<ReturnType<typeof startMailProvider>>;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  mail = await startMailProvider();
  vi.stubEnv("CRON_SECRET", SECRET);
  vi.stubEnv("RESEND_API_KEY", "re_integration_tests");
  vi.stubEnv("RESEND_BASE_URL", mail.url);
  vi.stubEnv("BALANCE_REMINDER_DAYS", "14,7,2");
  resetEnvForTests();
  organiser = await createOrganiser(await getDb());
  // Work other test files left behind (a lapsed hold) is done before the counts below matter.
  await runCron();
});

afterAll(async () => {
  await mail.close();
  await stopProvider(provider); // also drops the stubbed settings
});

beforeEach(() => {
  mail.state.failing = false;
});

/** Sets an event's balance due date `days` days after today in Toronto. */
async function dueIn(eventId: number, days: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .update(events)
    .set({
      balanceDueDate: sql`((now() at time zone 'America/Toronto')::date + ${days}::int)`,
    })
    .where(eq(events.id, eventId))
    .returning({ day: events.balanceDueDate });
  return row!.day!;
}

/** An order of the event with a deposit of $250 paid on $1,000 (status and locale as given). */
function orderOwing(
  vendor: TestVendor,
  eventId: number,
  {
    status = "PARTIALLY_PAID",
    locale = "en",
  }: { status?: "PARTIALLY_PAID" | "PAID"; locale?: "en" | "ar" } = {},
): Promise<number> {
  return insertThousandDollarOrder(vendor.vendorId, eventId, status, locale);
}

/** A calendar day (YYYY-MM-DD) as an English reader writes it: "June 24, 2030". */
const englishDay = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

type Undelivered = {
  emailId: number;
  to: string;
  subject: string;
  attempts: number;
  error: string;
  nextAttemptAt: string | null;
  orderId: number | null;
};

const outboxApi = dispatcher(OUTBOX_ENDPOINTS);

/** What the organiser console lists as not delivered, for one address. */
async function undeliveredTo(email: string): Promise<Undelivered[]> {
  const answer = await read(
    await outboxApi(
      new Request("http://localhost/api/admin/v1/outbox", {
        headers: { cookie: organiser.cookie },
      }),
    ),
  );
  expect(answer.code).toBe(200);
  return (answer.payload as Undelivered[]).filter((m) => m.to === email);
}

/** The next attempt is due now, as it is once its wait has passed. */
async function makeDue(emailId: number) {
  const db = await getDb();
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.id, emailId));
}

/** Seconds from now until an ISO time. */
const secondsUntil = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / 1000;

describe("who may run the scheduled work", () => {
  it("refuses a call without the secret, with another, or from a signed-in browser (401)", async () => {
    for (const request of [
      cronRequest("POST"),
      cronRequest("GET"),
      cronRequest("POST", `Bearer ${SECRET}x`),
      cronRequest("GET", `Bearer ${SECRET.slice(0, -1)}`),
      cronRequest("POST", SECRET),
      cronRequest("POST", `Basic ${SECRET}`),
      cronRequest("POST", undefined, {
        cookie: organiser.cookie,
        "x-xsrf-token": organiser.csrf,
      }),
    ]) {
      const answer = await read(await api(request));
      expect(answer.code).toBe(401);
      expect(answer).toMatchObject({
        status: "UNAUTHORIZED",
        payload: { message: WRONG_BEARER },
      });
    }
  });

  it("refuses every call while CRON_SECRET is unset, even one with the old secret", async () => {
    vi.stubEnv("CRON_SECRET", "");
    resetEnvForTests();
    try {
      for (const authorization of [`Bearer ${SECRET}`, "Bearer ", "Bearer undefined"]) {
        const answer = await read(await api(cronRequest("POST", authorization)));
        expect(answer.code).toBe(401);
      }
    } finally {
      vi.stubEnv("CRON_SECRET", SECRET);
      resetEnvForTests();
    }
  });

  it("runs for the scheduler by GET and by POST, without an anti-forgery token", async () => {
    for (const method of ["GET", "POST"] as const) {
      expect(await runCron(method)).toEqual({
        remindersSent: 0,
        requirementRemindersSent: 0,
        emailsRetried: 0,
        emailsFailed: 0,
        holdsExpired: 0,
        refundsRetried: 0,
        depositNoticesSent: 0,
        salesRemindersSent: 0,
        waitlistOffersMade: 0,
      });
    }
  });
});

describe("balance reminders", () => {
  it("sends the 14-day reminder once, then the 7-day one once, in the order's language", async () => {
    const { eventId } = await createBooths([100_000]);
    const vendor = await createVendor("Reminded");
    const orderId = await orderOwing(vendor, eventId);

    // 15 days ahead: no step reached yet
    await dueIn(eventId, 15);
    expect((await runCron()).remindersSent).toBe(0);
    expect(mail.to(vendor.email)).toEqual([]);

    const day = await dueIn(eventId, 14);
    expect((await runCron()).remindersSent).toBe(1);
    const [first] = mail.to(vendor.email);
    expect(first!.subject).toBe(
      `Mahrajan Events: balance of $750.00 due ${englishDay(day)} (order ${orderId})`,
    );
    expect(first!.text).toContain(
      `A balance of $750.00 on order ${orderId} is due by ${englishDay(day)}.`,
    );
    expect(first!.text).toContain(`Pay the balance: ${SITE}/profile`);

    // every 5 minutes the same day: nothing more
    expect((await runCron()).remindersSent).toBe(0);
    expect(mail.to(vendor.email)).toHaveLength(1);

    const later = await dueIn(eventId, 7);
    expect((await runCron()).remindersSent).toBe(1);
    expect((await runCron()).remindersSent).toBe(0);
    const sent = mail.to(vendor.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toContain(`due ${englishDay(later)}`);
  });

  it("sends nothing for an order paid in full, or once the due date has passed", async () => {
    const { eventId } = await createBooths([100_000]);
    const paidVendor = await createVendor("Paid up");
    await orderOwing(paidVendor, eventId, { status: "PAID" });
    const lateVendor = await createVendor("Past due");
    await orderOwing(lateVendor, eventId);

    await dueIn(eventId, 2);
    await runCron(); // the late vendor's 2-day reminder
    await dueIn(eventId, -1);
    expect((await runCron()).remindersSent).toBe(0);
    expect(mail.to(paidVendor.email)).toEqual([]);
    expect(mail.to(lateVendor.email)).toHaveLength(1);
  });

  it("sends only the latest step when a first run comes late", async () => {
    const { eventId } = await createBooths([100_000]);
    const vendor = await createVendor("Late run");
    await orderOwing(vendor, eventId);

    const day = await dueIn(eventId, 2);
    expect((await runCron()).remindersSent).toBe(1);
    // the 14- and 7-day steps it stands for are not sent afterwards either
    expect((await runCron()).remindersSent).toBe(0);
    const sent = mail.to(vendor.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(`due ${englishDay(day)}`);
  });

  it("writes an Arabic order's reminder in Arabic, right to left, linking the Arabic profile", async () => {
    const { eventId } = await createBooths([100_000]);
    const vendor = await createVendor("Arabic");
    const orderId = await orderOwing(vendor, eventId, { locale: "ar" });

    await dueIn(eventId, 14);
    expect((await runCron()).remindersSent).toBe(1);
    const [message] = mail.to(vendor.email);
    expect(message!.subject).toMatch(/^Mahrajan Events: مبلغ متبقٍّ قدره .+ \(الطلب \d+\)$/);
    expect(message!.subject).toContain(String(orderId));
    expect(message!.html).toContain('dir="rtl"');
    expect(message!.text).toContain(`ادفع المبلغ المتبقي: ${SITE}/ar/profile`);
  });

  it("sends each step once when two runs overlap", async () => {
    const { eventId } = await createBooths([100_000]);
    const vendors = await Promise.all([1, 2, 3].map((i) => createVendor(`Overlap ${i}`)));
    for (const vendor of vendors) await orderOwing(vendor, eventId);

    await dueIn(eventId, 14);
    expect((await runCronTwiceAtOnce()).remindersSent).toBe(3);
    await dueIn(eventId, 7);
    expect((await runCronTwiceAtOnce()).remindersSent).toBe(3);
    for (const vendor of vendors) expect(mail.to(vendor.email)).toHaveLength(2);
  });
});

describe("e-mail retries", () => {
  it("keeps a failed e-mail's error and retries it with backoff until it is sent, once", async () => {
    const { eventId } = await createBooths([100_000]);
    const vendor = await createVendor("Bounced");
    const orderId = await orderOwing(vendor, eventId);

    mail.state.failing = true;
    await dueIn(eventId, 14);
    expect((await runCron()).remindersSent).toBe(1);
    let [listed] = await undeliveredTo(vendor.email);
    expect(listed).toMatchObject({ attempts: 1, error: "Mail service down", orderId });
    // the first retry waits a minute
    expect(secondsUntil(listed!.nextAttemptAt)).toBeGreaterThan(45);
    expect(secondsUntil(listed!.nextAttemptAt)).toBeLessThan(75);

    // not due yet: nothing is tried
    expect(await runCron()).toMatchObject({ emailsRetried: 0, emailsFailed: 0 });
    expect(mail.to(vendor.email)).toHaveLength(1);

    await makeDue(listed!.emailId);
    expect(await runCron()).toMatchObject({ emailsRetried: 1, emailsFailed: 1 });
    [listed] = await undeliveredTo(vendor.email);
    expect(listed).toMatchObject({ attempts: 2, error: "Mail service down" });
    // then five minutes
    expect(secondsUntil(listed!.nextAttemptAt)).toBeGreaterThan(4 * 60);
    expect(secondsUntil(listed!.nextAttemptAt)).toBeLessThan(6 * 60);

    mail.state.failing = false;
    await makeDue(listed!.emailId);
    expect(await runCronTwiceAtOnce()).toMatchObject({ emailsRetried: 1, emailsFailed: 0 });
    const posted = mail.to(vendor.email);
    expect(posted.map((m) => m.accepted)).toEqual([false, false, true]);
    // every attempt names the message, so Resend never sends one twice
    expect(new Set(posted.map((m) => m.idempotencyKey))).toEqual(
      new Set([`outbox-${listed!.emailId}`]),
    );
    expect(await undeliveredTo(vendor.email)).toEqual([]);

    expect(await runCron()).toMatchObject({ emailsRetried: 0 });
    expect(mail.to(vendor.email)).toHaveLength(3);
  });

  it("gives a message up after its last attempt, leaving the error", async () => {
    const { eventId } = await createBooths([100_000]);
    const vendor = await createVendor("Given up");
    await orderOwing(vendor, eventId);

    mail.state.failing = true;
    await dueIn(eventId, 14);
    await runCron();
    const [listed] = await undeliveredTo(vendor.email);
    // the attempts before the last one have been made
    const db = await getDb();
    await db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, listed!.emailId));
    await makeDue(listed!.emailId);

    expect(await runCron()).toMatchObject({ emailsRetried: 1, emailsFailed: 1 });
    expect(await undeliveredTo(vendor.email)).toEqual([
      expect.objectContaining({
        attempts: MAX_ATTEMPTS,
        error: "Mail service down",
        nextAttemptAt: null,
      }),
    ]);
    mail.state.failing = false;
    expect(await runCron()).toMatchObject({ emailsRetried: 0 });
    expect(mail.to(vendor.email)).toHaveLength(2);
  });

  it("lists undelivered e-mails to organisers only", async () => {
    const vendor = await createVendor("Curious");
    const response = await outboxApi(
      new Request("http://localhost/api/admin/v1/outbox", { headers: { cookie: vendor.cookie } }),
    );
    expect(response.status).toBe(403);
    const anonymous = await outboxApi(new Request("http://localhost/api/admin/v1/outbox"));
    expect(anonymous.status).toBe(401);
  });
});

describe("lost-password e-mails", () => {
  it("sends a lost-password e-mail after the answer; an attempt that failed is made again by the scheduled work", async () => {
    const vendor = await createVendor("Forgetful");
    const unknown = `nobody.${vendor.vendorId}@example.com`;
    const ask = async (email: string) =>
      read(await api(jsonRequest("/api/vendor/v1/lostPassword", { email: email.toUpperCase() })));
    mail.state.failing = true;
    const known = await ask(vendor.email);
    expect(known.code).toBe(200);
    expect(await ask(unknown)).toEqual(known);

    // The attempt made after the answer failed: the token waits in the outbox for the next one.
    expect(mail.to(vendor.email).map((m) => m.accepted)).toEqual([false]);
    const db = await getDb();
    const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.to, vendor.email));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ sentAt: null, attempts: 1 });
    expect(queued[0]!.text).toMatch(/Your reset token is: \S+/);

    mail.state.failing = false;
    await makeDue(queued[0]!.id);
    expect((await runCron()).emailsRetried).toBeGreaterThanOrEqual(1);
    expect(mail.to(vendor.email).map((m) => [m.text, m.accepted])).toEqual([
      [queued[0]!.text, false],
      [queued[0]!.text, true],
    ]);
    expect(mail.to(unknown)).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, unknown))).toEqual([]);
  });
});

describe("lapsed holds", () => {
  it("ends an unpaid checkout whose hold lapsed: order and session expired, booth free", async () => {
    const { ids } = await createBooths([50_000]);
    const vendor = await createVendor("Wandered off");
    const started = await checkout(vendor, boothCart(ids));
    expect(started.code).toBe(200);
    const { orderId } = started.payload as { orderId: number };

    // a run while the hold is current changes nothing
    expect((await runCron()).holdsExpired).toBe(0);
    expect((await orderRow(orderId)).status).toBe("PENDING");

    const db = await getDb();
    await db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 minute' where id = ${orderId}`,
    );
    await db.execute(
      sql`update booths set held_until = now() - interval '1 minute' where held_by_order_id = ${orderId}`,
    );

    expect((await runCronTwiceAtOnce()).holdsExpired).toBe(1);
    expect(await orderRow(orderId)).toMatchObject({ status: "EXPIRED", holdExpiresAt: null });
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(["EXPIRED"]);
    expect(await boothStates(ids)).toEqual([
      expect.objectContaining({ status: "AVAILABLE", heldByOrderId: null, heldUntil: null }),
    ]);
    expect(sessionsForOrder(provider, orderId).map((s) => s.status)).toEqual(["expired"]);

    expect((await runCron()).holdsExpired).toBe(0);
  });
});
