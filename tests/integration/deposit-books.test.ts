import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import { depositInspections, emailOutbox, events, payments, refunds } from "@/db/schema";
import { runDailyWork } from "@/lib/cron/daily";
import { CONTACT } from "@/lib/site/foundation";
import { csvRows } from "../support/csv";
import {
  insertAddon,
  insertBoothOrder,
  insertFoodEvent,
  insertMarketBooth,
} from "../support/books";
import { createOrganiser, type Organiser } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, read } from "../support/requests";

// The books as the organiser reads them: damage deposits held, returned and kept (with the HST in
// what was kept) apart from every sales figure, add-on sales by add-on, deposits overdue for a
// decision on the dashboard, the console's home and in one e-mail to the office; balance
// reminders that name each part owed; and readiness that waits for the deposit.

let organiser: Organiser;
let food: TestVendor;
let other: TestVendor;

const get = (url: string, who: { cookie: string }) =>
  api(new Request(`http://localhost${url}`, { headers: { cookie: who.cookie } }));

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
  food = await createVendor("Shawarma");
  other = await createVendor("Crafts");
});

afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

/**
 * An event that ended 30 days ago: one order whose $500 deposit was inspected ($400 returned,
 * $100 kept), one whose $500 deposit is still held undecided (overdue), one whose $200 deposit
 * is not paid; a garbage fee on the first; card payments of the price and of the deposit, and the
 * deposit's return as a refund of its payment.
 */
async function endedEvent() {
  const db = await getDb();
  const event = await insertFoodEvent({ startDaysAgo: 32, endDaysAgo: 30, status: "PAST" });
  const garbage = await insertAddon(event.eventId, "Garbage fee", "رسوم النفايات", 25_000);
  const decided = await insertBoothOrder({
    vendorId: food.vendorId,
    eventId: event.eventId,
    booth: event.booths[0]!,
    addonLines: [{ addonId: garbage, name: "Garbage fee", cents: 25_000 }],
    deposit: { owed: 50_000, paid: 50_000, returned: 40_000, kept: 10_000 },
  });
  const held = await insertBoothOrder({
    vendorId: food.vendorId,
    eventId: event.eventId,
    booth: event.booths[1]!,
    deposit: { owed: 50_000, paid: 50_000 },
  });
  const market = await insertMarketBooth(event.eventId);
  const unpaid = await insertBoothOrder({
    vendorId: other.vendorId,
    eventId: event.eventId,
    booth: market,
    sectionName: "Market",
    status: "PARTIALLY_PAID",
    paidCents: 20_000,
    deposit: { owed: 20_000 },
  });
  await db.insert(depositInspections).values({
    orderId: decided,
    vacated: true,
    noDamage: false,
    garbageRemoved: true,
    returnedCents: 40_000,
    keptCents: 10_000,
    reason: "A burnt table top",
    decidedBy: organiser.vendorId,
  });
  const [price, deposit] = await db
    .insert(payments)
    .values([
      { orderId: decided, kind: "INITIAL", amountCents: 75_000, status: "PAID" },
      { orderId: decided, kind: "DEPOSIT", amountCents: 50_000, status: "PAID" },
      { orderId: held, kind: "INITIAL", amountCents: 50_000, status: "PAID" },
      { orderId: held, kind: "DEPOSIT", amountCents: 50_000, status: "PAID" },
      { orderId: unpaid, kind: "INITIAL", amountCents: 20_000, status: "PAID" },
    ])
    .returning({ id: payments.id });
  await db.insert(refunds).values({
    orderId: decided,
    paymentId: deposit!.id,
    amountCents: 40_000,
    reason: "Damage deposit returned",
    status: "SUCCEEDED",
  });
  expect(price).toBeDefined();
  return { ...event, decided, held, unpaid };
}

describe("the books", () => {
  it("shows deposits held, returned and kept apart from the sales, with the HST in what was kept", async () => {
    const event = await endedEvent();
    const reports = await read(
      await get(`/api/admin/v1/reports?eventId=${event.eventId}`, organiser),
    );
    expect(reports.code).toBe(200);
    expect(reports.payload.deposits).toEqual({
      owedCents: 120_000,
      dueCents: 20_000,
      paidCents: 100_000,
      returnedCents: 40_000,
      keptCents: 10_000,
      heldCents: 50_000,
      // 13/113 of $100.00
      hstInKeptCents: 1150,
    });
    // the money in counts the price payments only; the deposit's return is no refund of a sale
    const received = reports.payload.salesByDay.reduce(
      (n: number, d: { receivedCents: number }) => n + d.receivedCents,
      0,
    );
    expect(received).toBe(145_000);
    expect(reports.payload.refunds).toEqual({ count: 0, amountCents: 0 });
    expect(reports.payload.salesByAddon).toEqual([
      { addonName: "Garbage fee", items: 1, salesCents: 25_000 },
    ]);
    const sections = reports.payload.salesBySection;
    expect(sections).toEqual([
      { sectionName: "Food", items: 2, salesCents: 100_000 },
      { sectionName: "Market", items: 1, salesCents: 50_000 },
    ]);

    const dashboard = await read(
      await get(`/api/admin/v1/dashboard?eventId=${event.eventId}`, organiser),
    );
    expect(dashboard.code).toBe(200);
    // paid less refunded of the prices: no deposit in it
    expect(dashboard.payload.moneyCollectedCents).toBe(75_000 + 50_000 + 20_000);
    expect(dashboard.payload.deposits).toMatchObject({ heldCents: 50_000, keptCents: 10_000 });
  });

  it("lists deposits undecided 21 days after the event as overdue, on the dashboard and the home", async () => {
    const event = await endedEvent();
    // a recent event's held deposit is not overdue yet
    const recent = await insertFoodEvent({ startDaysAgo: 12, endDaysAgo: 10 });
    await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: recent.eventId,
      booth: recent.booths[0]!,
      deposit: { owed: 50_000, paid: 50_000 },
    });
    const dashboard = await read(
      await get(`/api/admin/v1/dashboard?eventId=${event.eventId}`, organiser),
    );
    expect(dashboard.payload.overdueDeposits).toEqual([
      { orderId: event.held, vendorName: food.vendorName, email: food.email, heldCents: 50_000 },
    ]);
    const fresh = await read(
      await get(`/api/admin/v1/dashboard?eventId=${recent.eventId}`, organiser),
    );
    expect(fresh.payload.overdueDeposits).toEqual([]);

    const home = await read(await get("/api/admin/v1/home", organiser));
    const items = home.payload.attention.filter(
      (a: { code: string }) => a.code === "DEPOSITS_OVERDUE",
    );
    expect(items).toContainEqual(
      expect.objectContaining({ eventId: event.eventId, count: 1, amountCents: 50_000 }),
    );
    expect(items.map((a: { eventId: number }) => a.eventId)).not.toContain(recent.eventId);
  });

  it("is the organisers' alone", async () => {
    const event = await endedEvent();
    for (const url of [
      `/api/admin/v1/reports?eventId=${event.eventId}`,
      `/api/admin/v1/dashboard?eventId=${event.eventId}`,
    ]) {
      expect((await get(url, food)).status).toBe(403);
      expect((await api(new Request(`http://localhost${url}`))).status).toBe(401);
    }
  });
});

describe("the office's notice of overdue deposits", () => {
  it("is e-mailed once per event, listing each deposit with its order", async () => {
    const db = await getDb();
    const event = await endedEvent();
    const first = await runDailyWork();
    expect(first.depositNoticesSent).toBeGreaterThanOrEqual(1);
    const [notified] = await db
      .select({ at: events.depositOverdueNotifiedAt })
      .from(events)
      .where(eq(events.id, event.eventId));
    expect(notified!.at).toBeInstanceOf(Date);
    const mails = (await db.select().from(emailOutbox).where(eq(emailOutbox.to, CONTACT.email)))
      .filter((m) => m.subject.includes("damage deposit"))
      .filter((m) => m.text.includes(`Order ${event.held},`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^1 damage deposit not decided: Books festival/);
    expect(mails[0]!.text).toContain(`Order ${event.held}, ${food.vendorName}: $500.00 held.`);
    expect(mails[0]!.text).toContain(`/admin/orders/${event.held}`);
    // the inspected order is not listed
    expect(mails[0]!.text).not.toContain(`Order ${event.decided},`);

    // a second run, and two at once, send nothing more
    expect((await runDailyWork()).depositNoticesSent).toBe(0);
    const [a, b] = await Promise.all([runDailyWork(), runDailyWork()]);
    expect(a.depositNoticesSent + b.depositNoticesSent).toBe(0);
    const after = (
      await db.select().from(emailOutbox).where(eq(emailOutbox.to, CONTACT.email))
    ).filter((m) => m.text.includes(`Order ${event.held},`));
    expect(after).toHaveLength(1);
  });

  it("sends nothing for an event whose deposits are all decided or not yet overdue", async () => {
    const recent = await insertFoodEvent({ startDaysAgo: 20, endDaysAgo: 19 });
    await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: recent.eventId,
      booth: recent.booths[0]!,
      deposit: { owed: 50_000, paid: 50_000 },
    });
    await runDailyWork();
    const db = await getDb();
    const [row] = await db
      .select({ at: events.depositOverdueNotifiedAt })
      .from(events)
      .where(eq(events.id, recent.eventId));
    expect(row!.at).toBeNull();
  });
});

describe("balance reminders and readiness", () => {
  /** Toronto's calendar day `days` from today. */
  const dayFromToday = (days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      new Date(Date.now() + days * 86_400_000),
    );

  it("names the balance, its add-ons and the unpaid damage deposit, in the vendor's language", async () => {
    vi.stubEnv("BALANCE_REMINDER_DAYS", "7,2");
    resetEnvForTests();
    const event = await insertFoodEvent({
      startDaysAgo: -20,
      endDaysAgo: -22,
      balanceDueDate: dayFromToday(2),
    });
    const outlet = await insertAddon(event.eventId, "20 A outlet", "مأخذ 20 أمبير", 12_000);
    const english = await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: event.eventId,
      booth: event.booths[0]!,
      status: "PARTIALLY_PAID",
      paidCents: 20_000,
      addonLines: [{ addonId: outlet, name: "20 A outlet", cents: 12_000 }],
      deposit: { owed: 50_000 },
    });
    const arabic = await insertBoothOrder({
      vendorId: other.vendorId,
      eventId: event.eventId,
      booth: event.booths[1]!,
      status: "PARTIALLY_PAID",
      paidCents: 20_000,
      addonLines: [{ addonId: outlet, name: "20 A outlet", cents: 12_000 }],
      deposit: { owed: 50_000 },
      locale: "ar",
    });
    // paid in full but for the deposit: reminded of the deposit alone
    const depositOnly = await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: event.eventId,
      booth: event.booths[2]!,
      deposit: { owed: 50_000 },
    });
    // paid in full, deposit too: nothing to remind
    const settled = await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: event.eventId,
      booth: event.booths[3]!,
      deposit: { owed: 50_000, paid: 50_000 },
    });
    await runDailyWork();
    const db = await getDb();
    const mailOf = async (orderId: number) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));

    const [en] = await mailOf(english);
    expect(en!.to).toBe(food.email);
    expect(en!.subject).toContain("$920.00");
    expect(en!.text).toContain(`On order ${english}, $920.00 is due by`);
    expect(en!.text).toContain("the balance: $420.00");
    expect(en!.text).toContain(`of which 20 A outlet for booth ${event.booths[0]!.name}: $120.00`);
    expect(en!.text).toContain(
      "the refundable damage deposit: $500.00 (paid on its own, returned after the event)",
    );

    const [ar] = await mailOf(arabic);
    expect(ar!.to).toBe(other.email);
    expect(ar!.text).toContain("مأخذ 20 أمبير");
    expect(ar!.text).toContain("تأمين الأضرار المسترد");

    const [deposit] = await mailOf(depositOnly);
    expect(deposit!.text).toContain("the refundable damage deposit: $500.00");
    expect(deposit!.text).not.toContain("* the balance:");
    expect(await mailOf(settled)).toEqual([]);

    // once per step
    await runDailyWork();
    expect(await mailOf(english)).toHaveLength(1);
  });

  it("keeps a booth whose damage deposit is unpaid from being ready, in the checklist and the matrix", async () => {
    const event = await insertFoodEvent({ startDaysAgo: -20, endDaysAgo: -22 });
    const owing = await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: event.eventId,
      booth: event.booths[0]!,
      deposit: { owed: 50_000 },
    });
    const paid = await insertBoothOrder({
      vendorId: food.vendorId,
      eventId: event.eventId,
      booth: event.booths[1]!,
      deposit: { owed: 50_000, paid: 50_000 },
    });
    const checklist = await read(
      await get(`/api/vendor/v1/checklist?eventId=${event.eventId}`, food),
    );
    expect(checklist.code).toBe(200);
    const byOrder = new Map(
      checklist.payload.orders.map((o: { orderId: number }) => [o.orderId, o]),
    );
    expect(byOrder.get(owing)).toMatchObject({
      ready: false,
      paidInFull: false,
      balanceCents: 0,
      depositDueCents: 50_000,
    });
    expect(byOrder.get(paid)).toMatchObject({ ready: true, paidInFull: true, depositDueCents: 0 });

    const matrix = await read(
      await get(`/api/admin/v1/events/${event.eventId}/compliance`, organiser),
    );
    expect(matrix.code).toBe(200);
    const row = matrix.payload.rows.find((r: { orderId: number }) => r.orderId === owing);
    expect(row).toMatchObject({
      readiness: "NOT_READY",
      paidInFull: false,
      depositDueCents: 50_000,
    });
  });
});

describe("exports", () => {
  it("list each order's deposit and its add-ons as their own rows", async () => {
    const event = await endedEvent();
    const response = await get(
      `/api/admin/v1/exports/orders.csv?eventId=${event.eventId}`,
      organiser,
    );
    expect(response.status).toBe(200);
    const rows = csvRows(await response.text()).rows;
    const decided = rows.filter((r) => r.Order === String(event.decided));
    expect(decided.map((r) => [r.Item, r.Section, r["Item price"]])).toEqual([
      [event.booths[0]!.name, "Food", "500.00"],
      ["Garbage fee", "Add-on", "250.00"],
    ]);
    expect(decided[0]).toMatchObject({
      "Deposit owed": "500.00",
      "Deposit paid": "500.00",
      "Deposit returned": "400.00",
      "Deposit kept": "100.00",
      Paid: "750.00",
    });
    // an order's figures are on its first row only
    expect(decided[1]!["Deposit owed"]).toBe("");

    const vendors = csvRows(
      await (
        await get(`/api/admin/v1/exports/vendors.csv?eventId=${event.eventId}`, organiser)
      ).text(),
    ).rows;
    const held = vendors.find((r) => r.Order === String(event.held));
    expect(held).toMatchObject({
      "Deposit owed": "500.00",
      "Deposit paid": "500.00",
      "Deposit returned": "0.00",
      "Deposit kept": "0.00",
    });
  });
});
