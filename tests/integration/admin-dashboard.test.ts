import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  booths,
  contracts,
  emailOutbox,
  events,
  orderItems,
  orders,
  payments,
  refunds,
  sections,
  seats,
  vendors,
} from "@/db/schema";
import { balanceDueSentence } from "@/lib/console/balance-due";
import { eventDashboard } from "@/lib/console/dashboard";
import { dashboardAnswer, homeAnswer } from "@/lib/console/api/dashboard";
import { anonymousBrowser, insertBoothEvent, signInAs, type SignedIn } from "../support/fixtures";
import { api, read } from "../support/requests";

// GET /api/admin/v1/dashboard on a known data set: booths in every state (one hold expired, so
// AVAILABLE), seats likewise, paid, part-paid, pending, refunded and cancelled orders on either
// side of Toronto's midnight, and an order of another event that must not count.

type Db = Awaited<ReturnType<typeof getDb>>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function insertAccount(db: Db, role: "organiser" | "vendor", name: string) {
  const email = `${role}.${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(vendors)
    .values({
      email,
      role,
      contactName: name,
      legalName: name,
      lob: name,
      city: "Toronto",
      phone: "-",
      passwordHash: "unused",
    })
    .returning({ id: vendors.id });
  return { vendorId: row!.id, vendorName: name, email };
}

/**
 * The database's clock: now, the start of Toronto's day (the dashboard's 'today') and Toronto's
 * date, yesterday's and tomorrow's (YYYY-MM-DD).
 */
async function databaseClock(db: Db) {
  const result = await db.execute(
    sql`select extract(epoch from now())::float8 * 1000 as now_ms,
      extract(epoch from date_trunc('day', now() at time zone 'America/Toronto') at time zone 'America/Toronto')::float8 * 1000 as day_ms,
      to_char((now() at time zone 'America/Toronto')::date, 'YYYY-MM-DD') as today,
      to_char((now() at time zone 'America/Toronto')::date - 1, 'YYYY-MM-DD') as yesterday,
      to_char((now() at time zone 'America/Toronto')::date + 1, 'YYYY-MM-DD') as tomorrow`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    now_ms: number;
    day_ms: number;
    today: string;
    yesterday: string;
    tomorrow: string;
  }[];
  const { now_ms, day_ms, ...days } = rows[0]!;
  return { now: new Date(now_ms), dayStart: new Date(day_ms), ...days };
}

type OrderRow = typeof orders.$inferInsert;

/** An order of `totalCents` with `paidCents` paid; fees and tax zero so the figures stay plain. */
function order(
  vendorId: number,
  eventId: number,
  totalCents: number,
  paidCents: number,
  status: NonNullable<OrderRow["status"]>,
  createdAt: Date,
  holdExpiresAt: Date | null = null,
): OrderRow {
  return {
    vendorId,
    eventId,
    checkoutType: "BOOTH_CART",
    status,
    subtotalCents: totalCents,
    feesCents: 0,
    taxCents: 0,
    totalCents,
    paidCents,
    // an ended order owes nothing
    balanceCents: ["PENDING", "PARTIALLY_PAID", "PAID"].includes(status)
      ? totalCents - paidCents
      : 0,
    createdAt,
    holdExpiresAt,
  };
}

const dashboard = (eventId: number | string, browser: SignedIn) =>
  api(
    new Request(`http://localhost/api/admin/v1/dashboard?eventId=${eventId}`, {
      headers: { cookie: browser.cookie },
    }),
  );

let organiser: SignedIn;
let vendorBrowser: SignedIn;
let vendorId: number;
let eventId: number;
let otherEventId: number;
let sectionIds: { a: number; b: number; c: number };
let orderIds: Record<string, number>;
let clock: Awaited<ReturnType<typeof databaseClock>>;

beforeAll(async () => {
  const db = await getDb();
  organiser = await signInAs(await insertAccount(db, "organiser", "Festival Office"));
  const vendor = await insertAccount(db, "vendor", "Dashboard Crafts");
  vendorId = vendor.vendorId;
  vendorBrowser = await signInAs(vendor);
  clock = await databaseClock(db);
  const soon = new Date(clock.now.getTime() + 30 * MINUTE);
  const past = new Date(clock.now.getTime() - 5 * MINUTE);

  // Section A (the fixture's): AVAILABLE, HELD, HELD with its hold expired, BOOKED, RESERVED.
  const fixture = await insertBoothEvent(
    db,
    `Dashboard ${randomUUID()}`,
    [45000, 45000, 45000, 45000, 45000],
  );
  eventId = fixture.eventId;
  await db.update(events).set({ hasSeating: true }).where(eq(events.id, eventId));
  const [, a2, a3, a4, a5] = fixture.booths;
  await db.update(booths).set({ status: "HELD", heldUntil: soon }).where(eq(booths.id, a2!.id));
  await db.update(booths).set({ status: "HELD", heldUntil: past }).where(eq(booths.id, a3!.id));
  await db
    .update(booths)
    .set({ status: "BOOKED", vendorId, lob: "Dashboard Crafts" })
    .where(eq(booths.id, a4!.id));
  await db.update(booths).set({ status: "RESERVED" }).where(eq(booths.id, a5!.id));

  // Section B: BOOKED, BOOKED, HELD, AVAILABLE. Section C: no booths yet.
  const [b, c] = await db
    .insert(sections)
    .values([
      { eventId, name: "Food Trucks", position: 1, inclusions: "Power", isFood: true },
      { eventId, name: "Empty Hall", position: 2, inclusions: "-" },
    ])
    .returning({ id: sections.id });
  sectionIds = { a: fixture.sectionId, b: b!.id, c: c!.id };
  await db.insert(booths).values([
    { sectionId: b!.id, name: "F-01", priceCents: 90000, status: "BOOKED", vendorId },
    { sectionId: b!.id, name: "F-02", priceCents: 90000, status: "BOOKED", vendorId },
    { sectionId: b!.id, name: "F-03", priceCents: 90000, status: "HELD", heldUntil: soon },
    { sectionId: b!.id, name: "F-04", priceCents: 90000 },
  ]);

  // Seats: AVAILABLE ×2, HELD, HELD expired (AVAILABLE), SOLD ×2.
  await db.insert(seats).values(
    (
      [
        ["AVAILABLE", null],
        ["AVAILABLE", null],
        ["HELD", soon],
        ["HELD", past],
        ["SOLD", null],
        ["SOLD", null],
      ] as const
    ).map(([status, heldUntil], i) => ({
      eventId,
      row: 1,
      column: i + 1,
      rowType: "Standard",
      priceCents: 5000,
      status,
      heldUntil,
    })),
  );

  // Orders, by when they were placed relative to the start of Toronto's day.
  const at = (ms: number) => new Date(clock.dayStart.getTime() + ms);
  const placed: [string, OrderRow][] = [
    ["old1", order(vendorId, eventId, 1000, 0, "CANCELLED", at(-10 * DAY))],
    ["old2", order(vendorId, eventId, 1000, 0, "EXPIRED", at(-10 * DAY + 1000))],
    ["old3", order(vendorId, eventId, 1000, 0, "FAILED", at(-9 * DAY))],
    ["old4", order(vendorId, eventId, 1000, 0, "CANCELLED", at(-8 * DAY))],
    ["old5", order(vendorId, eventId, 1000, 0, "CANCELLED", at(-7 * DAY))],
    // paid after its hold had lapsed and the booth was sold: refunded, nothing kept
    ["refunded", order(vendorId, eventId, 7000, 0, "REFUNDED", at(-3 * DAY))],
    ["paid", order(vendorId, eventId, 10000, 10000, "PAID", at(-2 * DAY))],
    ["deposit", order(vendorId, eventId, 20000, 5000, "PARTIALLY_PAID", at(-2 * DAY + 1000))],
    // one second before Toronto's midnight: yesterday, whatever day it is in UTC
    ["yesterday", order(vendorId, eventId, 3000, 0, "PENDING", at(-1000), past)],
    ["holding", order(vendorId, eventId, 45000, 0, "PENDING", at(1000), soon)],
    ["partBalance", order(vendorId, eventId, 8000, 6000, "PARTIALLY_PAID", at(2000))],
    ["cancelledToday", order(vendorId, eventId, 4000, 0, "CANCELLED", at(3000))],
  ];
  orderIds = {};
  for (const [name, values] of placed) {
    const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
    orderIds[name] = row!.id;
  }
  await db.insert(payments).values([
    { orderId: orderIds.refunded!, kind: "INITIAL", amountCents: 7000, status: "REFUNDED" },
    { orderId: orderIds.paid!, kind: "INITIAL", amountCents: 10000, status: "PAID" },
    { orderId: orderIds.deposit!, kind: "INITIAL", amountCents: 5000, status: "PAID" },
    { orderId: orderIds.deposit!, kind: "BALANCE", amountCents: 3000, status: "OPEN" },
    { orderId: orderIds.yesterday!, kind: "INITIAL", amountCents: 3000, status: "EXPIRED" },
    { orderId: orderIds.holding!, kind: "INITIAL", amountCents: 45000, status: "OPEN" },
    { orderId: orderIds.partBalance!, kind: "INITIAL", amountCents: 4000, status: "PAID" },
    { orderId: orderIds.partBalance!, kind: "BALANCE", amountCents: 2000, status: "PAID" },
    { orderId: orderIds.cancelledToday!, kind: "INITIAL", amountCents: 4000, status: "FAILED" },
  ]);
  await db.insert(orderItems).values([
    {
      orderId: orderIds.holding!,
      kind: "BOOTH",
      boothId: a2!.id,
      name: "X-02",
      sectionName: "Test section",
      unitPriceCents: 45000,
    },
    {
      orderId: orderIds.partBalance!,
      kind: "BOOTH",
      boothId: a4!.id,
      name: "X-04",
      sectionName: "Test section",
      unitPriceCents: 4000,
      fulfilled: true,
    },
  ]);

  // Another event's order, paid today: counted there, never here.
  const other = await insertBoothEvent(db, `Dashboard other ${randomUUID()}`, [1000]);
  otherEventId = other.eventId;
  const [foreign] = await db
    .insert(orders)
    .values(order(vendorId, otherEventId, 99900, 50000, "PARTIALLY_PAID", at(1000)))
    .returning({ id: orders.id });
  await db
    .insert(payments)
    .values({ orderId: foreign!.id, kind: "INITIAL", amountCents: 50000, status: "PAID" });
});

describe("GET /api/admin/v1/dashboard", () => {
  it("answers every figure of the event", async () => {
    const res = await read(await dashboard(eventId, organiser));
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(dashboardAnswer.safeParse(res.payload).success).toBe(true);
    const p = res.payload;
    expect(p).toMatchObject({
      eventId,
      eventStatus: "ACTIVE",
      eventDate: "2030-07-01T18:00:00.000Z",
      eventEndDate: "2030-07-03T18:00:00.000Z",
      hasSeating: true,
      bookingOpen: true,
      hasContract: true,
    });
    expect(p.sections).toEqual([
      {
        sectionId: sectionIds.a,
        sectionName: "Test section",
        position: 0,
        // X-03's hold expired: AVAILABLE
        boothCounts: { AVAILABLE: 2, HELD: 1, BOOKED: 1, RESERVED: 1, total: 5 },
      },
      {
        sectionId: sectionIds.b,
        sectionName: "Food Trucks",
        position: 1,
        boothCounts: { AVAILABLE: 1, HELD: 1, BOOKED: 2, RESERVED: 0, total: 4 },
      },
      {
        sectionId: sectionIds.c,
        sectionName: "Empty Hall",
        position: 2,
        boothCounts: { AVAILABLE: 0, HELD: 0, BOOKED: 0, RESERVED: 0, total: 0 },
      },
    ]);
    expect(p.boothCounts).toEqual({ AVAILABLE: 3, HELD: 2, BOOKED: 3, RESERVED: 1, total: 9 });
    expect(p.seatCounts).toEqual({ AVAILABLE: 3, HELD: 1, SOLD: 2, total: 6 });
    // what the orders were paid: 100.00 + 50.00 (deposit) + 40.00 + 20.00 (deposit and balance)
    expect(p.moneyCollectedCents).toBe(21000);
    // PARTIALLY_PAID balances: 150.00 + 20.00 (the other event's order is not this event's)
    expect(p.balancesOutstandingCents).toBe(17000);
    // placed since Toronto's midnight: holding, partBalance, cancelledToday
    expect(p.ordersToday).toBe(3);
    // PENDING with a hold still running: holding (yesterday's hold has expired)
    expect(p.holdsOpen).toBe(1);
    expect(p.warnings).toEqual([]);
  });

  it("lists the last 10 orders, newest first, with vendor, items, amounts and status", async () => {
    const { payload } = await read(await dashboard(eventId, organiser));
    expect(payload.recentOrders.map((o: { orderId: number }) => o.orderId)).toEqual(
      [
        "cancelledToday",
        "partBalance",
        "holding",
        "yesterday",
        "deposit",
        "paid",
        "refunded",
        "old5",
        "old4",
        "old3",
      ].map((name) => orderIds[name]),
    );
    expect(payload.recentOrders[1]).toEqual({
      orderId: orderIds.partBalance,
      vendorId,
      vendorName: "Dashboard Crafts",
      items: [{ kind: "BOOTH", name: "X-04", sectionName: "Test section" }],
      totalCents: 8000,
      paidCents: 6000,
      balanceCents: 2000,
      orderStatus: "PARTIALLY_PAID",
      createdAt: new Date(clock.dayStart.getTime() + 2000).toISOString(),
    });
    expect(payload.recentOrders[2]).toMatchObject({
      orderId: orderIds.holding,
      orderStatus: "PENDING",
      totalCents: 45000,
      items: [{ kind: "BOOTH", name: "X-02", sectionName: "Test section" }],
    });
    expect(payload.recentOrders[0].items).toEqual([]);
  });

  it("warns of an ACTIVE event past its date and of booking open without a contract", async () => {
    const db = await getDb();
    const stale = await insertBoothEvent(db, `Dashboard stale ${randomUUID()}`, [1000, null]);
    await db
      .update(events)
      .set({
        startsAt: new Date("2020-06-01T16:00:00Z"),
        endsAt: new Date("2020-06-03T02:00:00Z"),
      })
      .where(eq(events.id, stale.eventId));
    await db.delete(contracts).where(eq(contracts.eventId, stale.eventId));
    const res = await read(await dashboard(stale.eventId, organiser));
    expect(res.code).toBe(200);
    expect(res.payload).toMatchObject({ hasContract: false, seatCounts: null });
    expect(res.payload.warnings).toEqual([
      {
        code: "EVENT_DATE_PASSED",
        // the end date as Toronto reads it (02:00 UTC on June 3 is the evening of June 2)
        message: "The event ended on June 2, 2020 but is still ACTIVE.",
      },
      {
        code: "BOOKING_OPEN_WITHOUT_CONTRACT",
        message:
          "Booking is open but the event has no vendor contract: every booth checkout is refused until one is published.",
      },
    ]);
    expect(res.payload).toMatchObject({
      moneyCollectedCents: 0,
      balancesOutstandingCents: 0,
      ordersToday: 0,
      holdsOpen: 0,
      recentOrders: [],
    });

    // booking closed, or the event PAST: no contract is needed, and a PAST event may be over
    await db.update(events).set({ bookingOpen: false }).where(eq(events.id, stale.eventId));
    const closed = await read(await dashboard(stale.eventId, organiser));
    expect(closed.payload.warnings.map((w: { code: string }) => w.code)).toEqual([
      "EVENT_DATE_PASSED",
    ]);
    await db
      .update(events)
      .set({ status: "PAST", bookingOpen: true })
      .where(eq(events.id, stale.eventId));
    const past = await read(await dashboard(stale.eventId, organiser));
    expect(past.payload).toMatchObject({ eventStatus: "PAST", warnings: [] });
  });

  it("does not ask an event without booths for a contract", async () => {
    const db = await getDb();
    const bare = await insertBoothEvent(db, `Dashboard bare ${randomUUID()}`, [1000]);
    await db.delete(booths).where(eq(booths.sectionId, bare.sectionId));
    await db.delete(contracts).where(eq(contracts.eventId, bare.eventId));
    const res = await read(await dashboard(bare.eventId, organiser));
    expect(res.payload.boothCounts.total).toBe(0);
    expect(res.payload.warnings).toEqual([]);
  });

  it("is for organisers only, and refuses a malformed or unknown event", async () => {
    expect((await dashboard(eventId, anonymousBrowser())).status).toBe(401);
    expect((await dashboard(eventId, vendorBrowser)).status).toBe(403);
    for (const id of ["", "abc", "-1", "1.5", "99999999999"]) {
      const res = await read(await dashboard(encodeURIComponent(id), organiser));
      expect(res, id).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    }
    const missing = await read(
      await api(
        new Request("http://localhost/api/admin/v1/dashboard", {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(missing.code).toBe(400);
    const unknown = await read(await dashboard(2_000_000_000, organiser));
    expect(unknown).toMatchObject({ code: 404, status: "NOT_FOUND", payload: "Event not found" });
  });

  it("counts another event's figures there, not here", async () => {
    const { payload } = await read(await dashboard(otherEventId, organiser));
    expect(payload).toMatchObject({
      moneyCollectedCents: 50000,
      balancesOutstandingCents: 49900,
      ordersToday: 1,
      holdsOpen: 0,
      seatCounts: null,
      boothCounts: { AVAILABLE: 1, HELD: 0, BOOKED: 0, RESERVED: 0, total: 1 },
    });
  });
});

const home = (browser: SignedIn) =>
  api(new Request("http://localhost/api/admin/v1/home", { headers: { cookie: browser.cookie } }));

type HomeAnswer = ReturnType<typeof homeAnswer.parse>;

/** The home's answer, checked against its schema. */
async function readHome(): Promise<HomeAnswer> {
  const res = await read(await home(organiser));
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  return homeAnswer.parse(res.payload);
}

const attentionOf = (answer: HomeAnswer, eventId: number) =>
  answer.attention.filter((a) => a.eventId === eventId);

describe("GET /api/admin/v1/home", () => {
  it("answers each ACTIVE event's figures as its own dashboard does, in one answer", async () => {
    const answer = await readHome();
    const mine = answer.events.find((e) => e.eventId === eventId)!;
    const { payload: own } = await read(await dashboard(eventId, organiser));
    expect(mine).toEqual({
      eventId,
      eventGuid: own.eventGuid,
      eventName: own.eventName,
      eventStatus: "ACTIVE",
      eventDate: own.eventDate,
      eventEndDate: own.eventEndDate,
      hasSeating: true,
      bookingOpen: true,
      balanceDueDate: null,
      // a booth in a checkout hold counts as held; one whose hold expired as available
      boothCounts: { AVAILABLE: 3, HELD: 2, BOOKED: 3, RESERVED: 1, total: 9 },
      seatCounts: { AVAILABLE: 3, HELD: 1, SOLD: 2, total: 6 },
      moneyCollectedCents: 21000,
      balancesOutstandingCents: 17000,
      // no balance due date: nothing is overdue
      balancesOverdueCents: 0,
      overdueOrders: 0,
    });
    expect(mine.boothCounts).toEqual(own.boothCounts);
    expect(mine.seatCounts).toEqual(own.seatCounts);
    expect(answer.events.find((e) => e.eventId === otherEventId)).toMatchObject({
      seatCounts: null,
      moneyCollectedCents: 50000,
      balancesOutstandingCents: 49900,
    });
    expect(attentionOf(answer, eventId)).toEqual([]);
    // the totals add up the ACTIVE events listed
    const sum = (pick: (e: HomeAnswer["events"][number]) => number) =>
      answer.events.reduce((n, e) => n + pick(e), 0);
    expect(answer.totals).toMatchObject({
      moneyCollectedCents: sum((e) => e.moneyCollectedCents),
      balancesOutstandingCents: sum((e) => e.balancesOutstandingCents),
      balancesOverdueCents: sum((e) => e.balancesOverdueCents),
    });
    expect(answer.totals.boothCounts.HELD).toBe(sum((e) => e.boothCounts.HELD));
  });

  it("counts a part-paid order past the balance due date as owed and overdue, and lists it under attention", async () => {
    const db = await getDb();
    const late = await insertBoothEvent(db, `Home late ${randomUUID()}`, [45000, 45000, 45000]);
    await db
      .update(events)
      .set({ balanceDueDate: clock.yesterday })
      .where(eq(events.id, late.eventId));
    await db
      .update(booths)
      .set({ status: "HELD", heldUntil: new Date(clock.now.getTime() + 30 * MINUTE) })
      .where(eq(booths.id, late.booths[0]!.id));
    await db
      .update(booths)
      .set({ status: "BOOKED", vendorId })
      .where(eq(booths.id, late.booths[1]!.id));
    const [owing] = await db
      .insert(orders)
      .values(order(vendorId, late.eventId, 50000, 12500, "PARTIALLY_PAID", clock.now))
      .returning({ id: orders.id });
    await db.insert(orders).values(order(vendorId, late.eventId, 9000, 9000, "PAID", clock.now));
    // another event's balance is due tomorrow: owed, not overdue
    const soon = await insertBoothEvent(db, `Home soon ${randomUUID()}`, [45000]);
    await db
      .update(events)
      .set({ balanceDueDate: clock.tomorrow })
      .where(eq(events.id, soon.eventId));
    await db
      .insert(orders)
      .values(order(vendorId, soon.eventId, 20000, 5000, "PARTIALLY_PAID", clock.now));

    const answer = await readHome();
    expect(answer.events.find((e) => e.eventId === late.eventId)).toMatchObject({
      balanceDueDate: clock.yesterday,
      boothCounts: { AVAILABLE: 1, HELD: 1, BOOKED: 1, RESERVED: 0, total: 3 },
      moneyCollectedCents: 21500,
      balancesOutstandingCents: 37500,
      balancesOverdueCents: 37500,
      overdueOrders: 1,
    });
    expect(attentionOf(answer, late.eventId)).toEqual([
      {
        code: "BALANCES_OVERDUE",
        message: expect.stringMatching(/: 1 order owes \$375\.00 past the balance due date\.$/),
        eventId: late.eventId,
        orderId: null,
        count: 1,
        amountCents: 37500,
      },
    ]);
    expect(answer.events.find((e) => e.eventId === soon.eventId)).toMatchObject({
      balancesOutstandingCents: 15000,
      balancesOverdueCents: 0,
      overdueOrders: 0,
    });
    expect(attentionOf(answer, soon.eventId)).toEqual([]);
    // the event's own dashboard lists the same order as overdue
    expect((await eventDashboard(late.eventId)).overdue.map((o) => o.id)).toEqual([owing!.id]);
  });

  it("lists an ended event still ACTIVE and sales ended while booking is open, but not PAST events; drafts to come apart, without attention", async () => {
    const db = await getDb();
    const ended = await insertBoothEvent(db, `Home ended ${randomUUID()}`, [1000]);
    await db
      .update(events)
      .set({
        startsAt: new Date("2021-06-01T16:00:00Z"),
        endsAt: new Date("2021-06-03T02:00:00Z"),
      })
      .where(eq(events.id, ended.eventId));
    const salesOver = await insertBoothEvent(db, `Home sales over ${randomUUID()}`, [1000]);
    await db
      .update(events)
      .set({ boothSalesEnd: new Date("2026-01-10T14:00:00Z") })
      .where(eq(events.id, salesOver.eventId));
    const past = await insertBoothEvent(db, `Home past ${randomUUID()}`, [1000]);
    await db.update(events).set({ status: "PAST" }).where(eq(events.id, past.eventId));
    const draft = await insertBoothEvent(db, `Home draft ${randomUUID()}`, [1000]);
    await db.update(events).set({ status: "DRAFT" }).where(eq(events.id, draft.eventId));
    await db.delete(contracts).where(eq(contracts.eventId, draft.eventId));

    const answer = await readHome();
    expect(attentionOf(answer, ended.eventId)).toEqual([
      expect.objectContaining({
        code: "EVENT_DATE_PASSED",
        message: expect.stringMatching(/: The event ended on June 2, 2021 but is still ACTIVE\.$/),
      }),
    ]);
    expect(attentionOf(answer, salesOver.eventId)).toEqual([
      expect.objectContaining({
        code: "SALES_ENDED_BOOKING_OPEN",
        message: expect.stringMatching(
          /: booth sales ended on January 10, 2026, but booking is still open\.$/,
        ),
      }),
    ]);
    const listed = answer.events.map((e) => e.eventId);
    expect(listed).toEqual(expect.arrayContaining([ended.eventId, salesOver.eventId]));
    expect(listed).not.toContain(past.eventId);
    expect(listed).not.toContain(draft.eventId);
    // a draft is listed apart, with no attention (it sells nothing yet)
    expect(answer.drafts.map((e) => e.eventId)).toContain(draft.eventId);
    expect(attentionOf(answer, draft.eventId)).toEqual([]);

    // closing booking settles the sales-end item; marking the ended event PAST settles its own
    await db.update(events).set({ bookingOpen: false }).where(eq(events.id, salesOver.eventId));
    await db.update(events).set({ status: "PAST" }).where(eq(events.id, ended.eventId));
    const after = await readHome();
    expect(attentionOf(after, salesOver.eventId)).toEqual([]);
    expect(after.events.map((e) => e.eventId)).not.toContain(ended.eventId);
  });

  it("counts e-mails not delivered and lists refunds that failed", async () => {
    const db = await getDb();
    const before = await readHome();
    const emailsBefore = before.attention.find((a) => a.code === "EMAILS_FAILED")?.count ?? 0;
    await db.insert(emailOutbox).values([
      {
        to: "nobody@example.com",
        from: "office@example.com",
        subject: "Your receipt",
        text: "-",
        html: "-",
        error: "550 mailbox unavailable",
        attempts: 5,
      },
      // sent after a failed attempt: nothing to do
      {
        to: "somebody@example.com",
        from: "office@example.com",
        subject: "Your receipt",
        text: "-",
        html: "-",
        error: "timeout",
        attempts: 2,
        sentAt: clock.now,
      },
    ]);
    const [payment] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, orderIds.paid!));
    await db.insert(refunds).values([
      {
        orderId: orderIds.paid!,
        paymentId: payment!.id,
        amountCents: 2500,
        reason: "Booth moved",
        status: "FAILED",
      },
      {
        orderId: orderIds.paid!,
        paymentId: payment!.id,
        amountCents: 1000,
        reason: "Goodwill",
        status: "SUCCEEDED",
      },
    ]);

    const answer = await readHome();
    expect(answer.attention.find((a) => a.code === "EMAILS_FAILED")).toEqual({
      code: "EMAILS_FAILED",
      message:
        emailsBefore === 0
          ? "1 e-mail was not delivered."
          : `${emailsBefore + 1} e-mails were not delivered.`,
      eventId: null,
      orderId: null,
      count: emailsBefore + 1,
      amountCents: null,
    });
    const failed = answer.attention.filter(
      (a) => a.code === "REFUND_FAILED" && a.orderId === orderIds.paid,
    );
    expect(failed).toEqual([
      expect.objectContaining({
        amountCents: 2500,
        message: expect.stringMatching(
          new RegExp(
            `^A refund of \\$25\\.00 to Dashboard Crafts \\(Dashboard .+, order #${orderIds.paid}\\) failed at the payment provider\\.$`,
          ),
        ),
      }),
    ]);
  });

  it("is for organisers only", async () => {
    expect((await home(anonymousBrowser())).status).toBe(401);
    expect((await home(vendorBrowser)).status).toBe(403);
  });
});

describe("the balance due date's wording", () => {
  it("says balances are due while the date is to come, and were due once it has passed", async () => {
    // the dashboard reads Toronto's date as the database does
    expect((await eventDashboard(eventId)).today).toBe(clock.today);
    expect(balanceDueSentence("2027-06-25", "2027-06-24")).toBe(
      "Balances are due on June 25, 2027.",
    );
    expect(balanceDueSentence("2027-06-25", "2027-06-25")).toBe(
      "Balances are due today, June 25, 2027.",
    );
    expect(balanceDueSentence("2027-06-25", "2027-06-26")).toBe(
      "Balances were due on June 25, 2027.",
    );
    expect(balanceDueSentence(clock.tomorrow, clock.today)).toMatch(/^Balances are due on /);
    expect(balanceDueSentence(clock.yesterday, clock.today)).toMatch(/^Balances were due on /);
  });
});
