import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  addonRequests,
  addons,
  emailOutbox,
  events,
  orderItems,
  sections,
  vendors,
} from "@/db/schema";
import { vendorAddons } from "@/lib/addons/requests";
import { boothCartTotals, formatCad } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  anonymousBrowser,
  createOrganiser,
  signInAs,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  deliver,
  eventsFor,
  orderRow,
  payAndDeliver,
  startProvider,
  stopProvider,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Add-ons after checkout: a vendor adds one to a booked booth (charged at once, or a request the
// organisers decide), the queue and its decisions, who may call what, a decision racing the
// office's cancellation, and a booth given back taking its add-ons with it.

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const send = async (as: SignedIn, method: string, url: string, body?: unknown) =>
  read(await api(jsonRequest(url, body, { method, session: as })));
const get = async (as: SignedIn, url: string) =>
  read(await api(new Request(`http://localhost${url}`, { headers: { cookie: as.cookie } })));

const addUrl = (orderId: number) => `/api/vendor/v1/orders/${orderId}/addons`;
const decisionUrl = (requestId: number) => `/api/admin/v1/addon-requests/${requestId}/decision`;

/** A vendor who checked out booths at these prices (cents) and paid them in full. */
async function bookedOrder(prices: number[], { food = false } = {}) {
  const vendor = await createVendor("Addon");
  const { eventId, ids, names } = await createBooths(prices);
  const db = await getDb();
  if (food) await db.update(sections).set({ isFood: true }).where(eq(sections.eventId, eventId));
  const res = await checkout(vendor, boothCart(ids));
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  const orderId = res.payload.orderId as number;
  expect((await orderRow(orderId)).status).toBe("PAID");
  return { vendor, eventId, boothIds: ids, boothNames: names, orderId, prices };
}

/** An add-on of the event's catalogue. */
async function catalogue(
  eventId: number,
  addon: { name: string; priceCents: number; needsApproval?: boolean; maxPerBooth?: number },
) {
  const db = await getDb();
  const [row] = await db
    .insert(addons)
    .values({ eventId, appliesTo: "ALL", maxPerBooth: 1, ...addon })
    .returning({ id: addons.id });
  return row!.id;
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.id));
}

async function addonItems(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, "ADDON")))
    .orderBy(asc(orderItems.id));
}

async function requestRow(requestId: number) {
  const db = await getDb();
  const [row] = await db.select().from(addonRequests).where(eq(addonRequests.id, requestId));
  return row!;
}

/** What booths and add-ons at these prices cost with fees and HST, as the order is priced. */
const cost = (cents: number[]) => boothCartTotals(cents).totalCents;

describe("POST /api/vendor/v1/orders/{orderId}/addons", () => {
  it("charges an add-on that needs no approval at once: the balance rises by its price with fees and HST", async () => {
    const booked = await bookedOrder([45000]);
    const outlet = await catalogue(booked.eventId, { name: "20 A outlet", priceCents: 12000 });
    const added = await send(booked.vendor, "POST", addUrl(booked.orderId), {
      boothId: booked.boothIds[0],
      addonId: outlet,
      quantity: 1,
    });
    expect(added.code, JSON.stringify(added.payload)).toBe(201);
    const owed = cost([45000, 12000]) - cost([45000]);
    // the order is priced again whole: $450 came to $526.30 ($15.75 fees, $60.55 HST); with the
    // $120 outlet $570 comes to $666.64 ($19.95 fees, $76.69 HST), so $140.34 is owed
    expect(owed).toBe(14034);
    expect(added.payload).toEqual({
      orderId: booked.orderId,
      status: "CHARGED",
      orderItemId: expect.any(Number),
      requestId: null,
      orderStatus: "PARTIALLY_PAID",
      balanceCents: 14034,
    });
    const order = await orderRow(booked.orderId);
    expect(order).toMatchObject({
      status: "PARTIALLY_PAID",
      totalCents: cost([45000, 12000]),
      balanceCents: owed,
    });
    expect(await addonItems(booked.orderId)).toMatchObject([
      {
        id: added.payload.orderItemId,
        addonId: outlet,
        forBoothId: booked.boothIds[0],
        name: "20 A outlet",
        unitPriceCents: 12000,
        quantity: 1,
        fulfilled: true,
        releasedAt: null,
      },
    ]);

    // one per booth: a second is refused on its field, and nothing changes
    const again = await send(booked.vendor, "POST", addUrl(booked.orderId), {
      boothId: booked.boothIds[0],
      addonId: outlet,
      quantity: 1,
    });
    expect(again.code).toBe(400);
    expect(again.errorCode).toBe("errors.addons.tooMany");
    expect((await orderRow(booked.orderId)).balanceCents).toBe(owed);
  });

  it("refuses another vendor's order, an unknown one, a booth the order does not hold and an ended festival", async () => {
    const booked = await bookedOrder([30000]);
    const table = await catalogue(booked.eventId, { name: "Extra table", priceCents: 2500 });
    const body = { boothId: booked.boothIds[0], addonId: table, quantity: 1 };
    const stranger = await createVendor("Stranger");
    const theirs = await send(stranger, "POST", addUrl(booked.orderId), body);
    expect(theirs.code).toBe(403);
    expect(theirs.errorCode).toBe("errors.orders.notYours");
    const unknown = await send(booked.vendor, "POST", addUrl(2_000_000_000), body);
    expect(unknown.code).toBe(404);
    const other = await createBooths([10000]);
    const notHeld = await send(booked.vendor, "POST", addUrl(booked.orderId), {
      ...body,
      boothId: other.ids[0],
    });
    expect(notHeld.code).toBe(400);
    expect(notHeld.errorCode).toBe("errors.addons.boothNotInOrder");

    const db = await getDb();
    await db
      .update(events)
      .set({ startsAt: sql`now() - interval '3 days'`, endsAt: sql`now() - interval '1 day'` })
      .where(eq(events.id, booked.eventId));
    const late = await send(booked.vendor, "POST", addUrl(booked.orderId), body);
    expect(late.code).toBe(409);
    expect(late.errorCode).toBe("errors.addonRequests.eventEnded");
    expect(await addonItems(booked.orderId)).toEqual([]);
  });

  it("is the booking vendor's alone: anonymous 401, a visitor, staff and an organiser 403", async () => {
    const booked = await bookedOrder([20000]);
    const table = await catalogue(booked.eventId, { name: "Extra table", priceCents: 2500 });
    const body = { boothId: booked.boothIds[0], addonId: table, quantity: 1 };
    expect((await send(anonymousBrowser(), "POST", addUrl(booked.orderId), body)).code).toBe(401);
    for (const role of ["visitor", "staff"] as const) {
      const as = await accountOf(role);
      expect((await send(as, "POST", addUrl(booked.orderId), body)).code, role).toBe(403);
    }
    expect((await send(organiser, "POST", addUrl(booked.orderId), body)).code).toBe(403);
    expect((await send(booked.vendor, "GET", "/api/admin/v1/addon-requests")).code).toBe(403);
    expect((await send(booked.vendor, "POST", decisionUrl(1), { approve: true })).code).toBe(403);
    expect((await get(anonymousBrowser(), "/api/admin/v1/addon-requests")).code).toBe(401);
    expect(await addonItems(booked.orderId)).toEqual([]);
  });
});

/** A signed-in account of a role. */
async function accountOf(role: "visitor" | "staff"): Promise<SignedIn> {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(vendors)
    .values({
      email: `${role}.${id}@example.com`,
      role,
      contactName: role,
      legalName: `${role} ${id}`,
      lob: `${role} ${id}`,
      city: "Toronto",
      phone: "416-555-0100",
      passwordHash: "unused",
    })
    .returning({ id: vendors.id, legalName: vendors.legalName });
  return signInAs({ vendorId: row!.id, vendorName: row!.legalName });
}

/** A booked order with a request for an add-on that needs approval. */
async function requested(prices = [40000], quantity = 1) {
  const booked = await bookedOrder(prices);
  const outlet = await catalogue(booked.eventId, {
    name: "15 A outlet",
    priceCents: 7500,
    needsApproval: true,
    maxPerBooth: 2,
  });
  const asked = await send(booked.vendor, "POST", addUrl(booked.orderId), {
    boothId: booked.boothIds[0],
    addonId: outlet,
    quantity,
  });
  expect(asked.code, JSON.stringify(asked.payload)).toBe(202);
  return { ...booked, outlet, requestId: asked.payload.requestId as number, asked };
}

describe("the approval queue and its decisions", () => {
  it("a request waits, charges nothing, and is listed; approving charges it and e-mails what is owed", async () => {
    const r = await requested([40000], 2);
    expect(r.asked.payload).toEqual({
      orderId: r.orderId,
      status: "PENDING",
      orderItemId: null,
      requestId: expect.any(Number),
      orderStatus: "PAID",
      balanceCents: 0,
    });
    expect(await addonItems(r.orderId)).toEqual([]);
    // the pending request counts against the maximum per booth (2)
    const more = await send(r.vendor, "POST", addUrl(r.orderId), {
      boothId: r.boothIds[0],
      addonId: r.outlet,
      quantity: 1,
    });
    expect(more.code).toBe(400);
    expect(more.errorCode).toBe("errors.addons.tooMany");

    const queue = await get(organiser, "/api/admin/v1/addon-requests?status=PENDING");
    expect(queue.code).toBe(200);
    const row = queue.payload.requests.find(
      (q: { requestId: number }) => q.requestId === r.requestId,
    );
    expect(row).toMatchObject({
      status: "PENDING",
      orderId: r.orderId,
      vendorId: r.vendor.vendorId,
      vendorName: r.vendor.vendorName,
      vendorLanguage: "en",
      eventId: r.eventId,
      boothId: r.boothIds[0],
      boothName: r.boothNames[0],
      addonName: "15 A outlet",
      quantity: 2,
      priceCents: 7500,
      amountCents: 15000,
      reason: null,
      requestedAt: expect.any(String),
      decidedAt: null,
    });

    // the console's home lists the requests waiting, with the way to the queue
    const waitingCount = queue.payload.requests.length;
    const home = await get(organiser, "/api/admin/v1/home");
    expect(
      home.payload.attention.find((a: { code: string }) => a.code === "ADDON_REQUESTS_WAITING"),
    ).toMatchObject({
      count: waitingCount,
      message: `${waitingCount} add-on request${waitingCount === 1 ? " waits" : "s wait"} for a decision.`,
    });

    const approved = await send(organiser, "POST", decisionUrl(r.requestId), { approve: true });
    expect(approved.code, JSON.stringify(approved.payload)).toBe(200);
    const owed = cost([40000, 15000]) - cost([40000]);
    expect(approved.payload).toMatchObject({
      requestId: r.requestId,
      status: "APPROVED",
      orderStatus: "PARTIALLY_PAID",
      orderItemId: expect.any(Number),
      balanceCents: owed,
      decidedAt: expect.any(String),
    });
    expect(await requestRow(r.requestId)).toMatchObject({
      status: "APPROVED",
      orderItemId: approved.payload.orderItemId,
      decidedBy: organiser.id,
    });
    expect(await addonItems(r.orderId)).toMatchObject([
      { id: approved.payload.orderItemId, unitPriceCents: 7500, quantity: 2, fulfilled: true },
    ]);
    expect(await orderRow(r.orderId)).toMatchObject({
      status: "PARTIALLY_PAID",
      balanceCents: owed,
    });
    const [mail] = (await mailsTo(r.vendor.email)).filter((m) => /approved/.test(m.subject));
    expect(mail!.subject).toContain("15 A outlet approved");
    expect(mail!.text).toContain(`now owes ${formatCad(owed)}`);

    // decided once: a second decision either way is refused, nothing is charged twice
    const twice = await send(organiser, "POST", decisionUrl(r.requestId), { approve: true });
    expect(twice.code).toBe(409);
    expect(twice.errorCode).toBe("errors.addonRequests.alreadyDecided");
    const refuseAfter = await send(organiser, "POST", decisionUrl(r.requestId), {
      approve: false,
      reason: "Too late",
    });
    expect(refuseAfter.code).toBe(409);
    expect(await addonItems(r.orderId)).toHaveLength(1);
    expect((await orderRow(r.orderId)).balanceCents).toBe(owed);
    const gone = await get(organiser, "/api/admin/v1/addon-requests");
    expect(
      gone.payload.requests.some((q: { requestId: number }) => q.requestId === r.requestId),
    ).toBe(false);
  });

  it("refusing needs a reason; the vendor reads it in their language and nothing is charged", async () => {
    const r = await requested();
    const bare = await send(organiser, "POST", decisionUrl(r.requestId), { approve: false });
    expect(bare.code).toBe(400);
    expect(bare.issues?.[0]).toMatchObject({
      path: ["reason"],
      code: "validation.addonRequestReasonRequired",
    });
    const blank = await send(organiser, "POST", decisionUrl(r.requestId), {
      approve: false,
      reason: "   ",
    });
    expect(blank.code).toBe(400);
    expect((await requestRow(r.requestId)).status).toBe("PENDING");

    const db = await getDb();
    await db.update(vendors).set({ locale: "ar" }).where(eq(vendors.id, r.vendor.vendorId));
    // the queue says the vendor reads Arabic, so the console asks for the reason in Arabic
    const waiting = await get(organiser, "/api/admin/v1/addon-requests");
    expect(
      waiting.payload.requests.find((q: { requestId: number }) => q.requestId === r.requestId),
    ).toMatchObject({ vendorLanguage: "ar" });
    const refused = await send(organiser, "POST", decisionUrl(r.requestId), {
      approve: false,
      reason: "The hall's circuit for this row is full",
    });
    expect(refused.code).toBe(200);
    expect(refused.payload).toMatchObject({
      status: "REFUSED",
      reason: "The hall's circuit for this row is full",
      orderItemId: null,
      balanceCents: 0,
      orderStatus: "PAID",
    });
    expect(await addonItems(r.orderId)).toEqual([]);
    const mails = await mailsTo(r.vendor.email);
    const note = mails.at(-1)!;
    expect(note.subject).toBe(
      "Mahrajan Events: لم تتم الموافقة على 15 A outlet (" + (await eventName(r.eventId)) + ")",
    );
    expect(note.text).toContain("The hall's circuit for this row is full");

    const twice = await send(organiser, "POST", decisionUrl(r.requestId), { approve: true });
    expect(twice.code).toBe(409);
    expect(twice.errorCode).toBe("errors.addonRequests.alreadyDecided");
    expect(await addonItems(r.orderId)).toEqual([]);
    expect(
      (await get(organiser, "/api/admin/v1/addon-requests?status=REFUSED")).payload.requests[0],
    ).toMatchObject({ requestId: r.requestId, reason: "The hall's circuit for this row is full" });
  });

  it("a request asked for at checkout waits for the order's first payment before it is listed or decided", async () => {
    const vendor = await createVendor("Unpaid");
    const { eventId, ids } = await createBooths([25000]);
    const res = await checkout(vendor, boothCart(ids));
    expect(res.code).toBe(200);
    const orderId = res.payload.orderId as number;
    const outlet = await catalogue(eventId, {
      name: "15 A outlet",
      priceCents: 7500,
      needsApproval: true,
    });
    const db = await getDb();
    const [row] = await db
      .insert(addonRequests)
      .values({ orderId, addonId: outlet, forBoothId: ids[0]!, requestedBy: vendor.vendorId })
      .returning({ id: addonRequests.id });
    const queue = await get(organiser, "/api/admin/v1/addon-requests");
    expect(queue.payload.requests.some((q: { orderId: number }) => q.orderId === orderId)).toBe(
      false,
    );
    const early = await send(organiser, "POST", decisionUrl(row!.id), { approve: true });
    expect(early.code).toBe(409);
    expect(early.errorCode).toBe("errors.addonRequests.notPaidYet");
    expect((await requestRow(row!.id)).status).toBe("PENDING");
    expect(await addonItems(orderId)).toEqual([]);

    // the checkout ends unpaid: the order ends, and its request with it
    await provider.control.expire(res.payload.sessionId);
    const [expired] = eventsFor(provider, res.payload.sessionId, "checkout.session.expired");
    expect((await deliver(expired!.payload)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("EXPIRED");
    expect((await requestRow(row!.id)).status).toBe("WITHDRAWN");
    const late = await send(organiser, "POST", decisionUrl(row!.id), { approve: true });
    expect(late.code).toBe(409);
    expect(late.errorCode).toBe("errors.addonRequests.orderEnded");
  });

  it("an unknown request is 404", async () => {
    const none = await send(organiser, "POST", decisionUrl(2_000_000_000), { approve: true });
    expect(none.code).toBe(404);
    expect(none.errorCode).toBe("errors.addonRequests.notFound");
  });
});

async function eventName(eventId: number) {
  const db = await getDb();
  const [row] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  return row!.name;
}

describe("a decision racing the office's cancellation", () => {
  it("the cancellation that comes first ends the order: the approval is refused and nothing is left on it", async () => {
    const r = await requested();
    const db = await getDb();
    // hold the order's row so that both wait; the cancellation queues first
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where id = ${r.orderId} for update`);
      await held;
    });
    const waiting = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const result = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`,
        );
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          n: number;
        }[];
        if (Number(rows[0]!.n) >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("the requests never waited for the order");
    };
    const cancel = send(organiser, "POST", `/api/admin/v1/orders/${r.orderId}/cancel`, {
      refund: true,
      reason: "The vendor withdrew",
    });
    await waiting(1);
    const approve = send(organiser, "POST", decisionUrl(r.requestId), { approve: true });
    await waiting(2);
    release();
    const [cancelled, approval] = await Promise.all([cancel, approve, holding]);
    expect(cancelled.code, JSON.stringify(cancelled.payload)).toBe(200);
    expect(approval.code).toBe(409);
    expect(approval.errorCode).toBe("errors.addonRequests.orderEnded");
    expect((await orderRow(r.orderId)).status).toBe("CANCELLED");
    expect(await requestRow(r.requestId)).toMatchObject({ status: "WITHDRAWN", orderItemId: null });
    expect(await addonItems(r.orderId)).toEqual([]);
    const again = await send(organiser, "POST", decisionUrl(r.requestId), { approve: true });
    expect(again.code).toBe(409);
    expect(again.errorCode).toBe("errors.addonRequests.orderEnded");
  });

  it("an approved add-on leaves with the booth when the office cancels the order afterwards", async () => {
    const r = await requested();
    const approval = await send(organiser, "POST", decisionUrl(r.requestId), { approve: true });
    expect(approval.code).toBe(200);
    const cancelled = await send(organiser, "POST", `/api/admin/v1/orders/${r.orderId}/cancel`, {
      refund: true,
      reason: "The vendor withdrew",
    });
    expect(cancelled.code, JSON.stringify(cancelled.payload)).toBe(200);
    expect((await orderRow(r.orderId)).status).toBe("CANCELLED");
    expect(await addonItems(r.orderId)).toMatchObject([
      { id: approval.payload.orderItemId, fulfilled: false, releasedAt: expect.any(Date) },
    ]);
  });
});

describe("giving a booth back", () => {
  it("a refund that releases a booth releases its add-ons and withdraws its requests; the other booth keeps its own", async () => {
    const booked = await bookedOrder([90000, 20000]);
    const [first, second] = booked.boothIds as [number, number];
    const table = await catalogue(booked.eventId, { name: "Extra table", priceCents: 5000 });
    const power = await catalogue(booked.eventId, {
      name: "15 A outlet",
      priceCents: 7500,
      needsApproval: true,
    });
    for (const boothId of [first, second]) {
      const added = await send(booked.vendor, "POST", addUrl(booked.orderId), {
        boothId,
        addonId: table,
        quantity: 1,
      });
      expect(added.code).toBe(201);
    }
    const asked = await send(booked.vendor, "POST", addUrl(booked.orderId), {
      boothId: first,
      addonId: power,
      quantity: 1,
    });
    expect(asked.code).toBe(202);

    const db = await getDb();
    const [boothItem] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, booked.orderId), eq(orderItems.boothId, first)));
    const paid = cost([90000, 20000]);
    const keeps = cost([20000, 5000]);
    const refund = await send(organiser, "POST", `/api/admin/v1/orders/${booked.orderId}/refunds`, {
      amountCents: paid - keeps,
      reason: "Moved to a smaller space",
      releaseItems: [boothItem!.id],
    });
    expect(refund.code, JSON.stringify(refund.payload)).toBe(201);
    const items = await addonItems(booked.orderId);
    expect(items.map((i) => [i.forBoothId, i.releasedAt !== null, i.fulfilled])).toEqual([
      [first, true, false],
      [second, false, true],
    ]);
    expect(refund.payload.releasedItems).toEqual([boothItem!.id, items[0]!.id]);
    expect(await requestRow(asked.payload.requestId)).toMatchObject({ status: "WITHDRAWN" });
    expect(await orderRow(booked.orderId)).toMatchObject({
      status: "PAID",
      totalCents: keeps,
      balanceCents: 0,
    });
    const late = await send(organiser, "POST", decisionUrl(asked.payload.requestId), {
      approve: true,
    });
    expect(late.code).toBe(409);
    expect(late.errorCode).toBe("errors.addonRequests.orderEnded");
  });
});

describe("the profile's add-ons", () => {
  it("lists per booth what is charged, waiting and refused with its reason, and what the booth may still take", async () => {
    const booked = await bookedOrder([30000]);
    const booth = booked.boothIds[0]!;
    const table = await catalogue(booked.eventId, {
      name: "Extra table",
      priceCents: 2500,
      maxPerBooth: 3,
    });
    const power = await catalogue(booked.eventId, {
      name: "15 A outlet",
      priceCents: 7500,
      needsApproval: true,
    });
    const heater = await catalogue(booked.eventId, {
      name: "Heater",
      priceCents: 4000,
      needsApproval: true,
    });
    const add = (addonId: number, quantity = 1) =>
      send(booked.vendor, "POST", addUrl(booked.orderId), { boothId: booth, addonId, quantity });
    expect((await add(table, 2)).code).toBe(201);
    expect((await add(power)).code).toBe(202);
    const asked = await add(heater);
    await send(organiser, "POST", decisionUrl(asked.payload.requestId), {
      approve: false,
      reason: "No heaters in the hall",
    });
    const [order] = await vendorAddons(booked.vendor.vendorId);
    expect(order).toEqual({
      orderId: booked.orderId,
      eventEnded: false,
      booths: [
        {
          boothId: booth,
          boothName: booked.boothNames[0],
          lines: [
            expect.objectContaining({
              state: "CHARGED",
              name: "Extra table",
              quantity: 2,
              amountCents: 5000,
            }),
            expect.objectContaining({ state: "PENDING", name: "15 A outlet", quantity: 1 }),
            expect.objectContaining({
              state: "REFUSED",
              name: "Heater",
              reason: "No heaters in the hall",
            }),
          ],
          // the outlet is asked for (one per booth); a heater may be asked for again
          choices: [
            expect.objectContaining({ addonId: table, left: 1 }),
            expect.objectContaining({ addonId: heater, left: 1, needsApproval: true }),
          ],
        },
      ],
    });
  });
});
