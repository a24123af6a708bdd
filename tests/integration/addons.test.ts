import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { SUMMER_2025_GUID } from "@/db/seed-data";
import { addonRequests, auditLog, booths, events, orderItems, sections } from "@/db/schema";
import { findOrderView } from "@/lib/orders/queries/view";
import { boothCartTotals } from "@/lib/payments/pricing";
import { stripe } from "@/lib/payments/stripe";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, unique, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothStates,
  checkout,
  createBooths,
  createVendor,
  orderRow,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, getRequest, jsonRequest, read } from "../support/requests";

// The add-on catalogue: the cart's public list, the organiser's catalogue and deposit amounts
// (who may call them, their checks, the audit), and the checkout with add-ons: priced like booths
// to the cent (order, Checkout Session), ADDON items under their booth, the garbage fee added to
// food booths unless the vendor takes their own garbage, approval ones written as requests, the
// damage deposit owed, and every wrong choice refused on its field. Copying an event copies them.

type Method = "GET" | "POST" | "PUT";

function call(as: SignedIn | null, method: Method, url: string, body?: unknown) {
  const request =
    method === "GET"
      ? new Request(`http://localhost${url}`, as ? { headers: { cookie: as.cookie } } : {})
      : jsonRequest(url, body ?? {}, { method, ...(as ? { session: as } : {}) });
  return api(request).then(read);
}

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const post = (url: string, body: unknown) => call(organiser, "POST", url, body);
const put = (url: string, body: unknown) => call(organiser, "PUT", url, body);

/**
 * An ACTIVE event with a food section (booths F-01.. at `foodPrices`) and a market section
 * (one booth at $300), its contract, deposits of $500 and $200 and the demo's kind of catalogue.
 */
async function festival(foodPrices: number[] = [45_000, 60_000]) {
  const db = await getDb();
  const { eventId, ids, names } = await createBooths([...foodPrices, 30_000]);
  const [food] = await db
    .select({ id: sections.id, guid: events.guid })
    .from(sections)
    .innerJoin(events, eq(events.id, sections.eventId))
    .where(eq(sections.eventId, eventId));
  await db.update(sections).set({ isFood: true }).where(eq(sections.id, food!.id));
  const [market] = await db
    .insert(sections)
    .values({ eventId, name: "Market", position: 1, inclusions: "Table" })
    .returning({ id: sections.id });
  await db
    .update(booths)
    .set({ sectionId: market!.id })
    .where(eq(booths.id, ids[ids.length - 1]!));
  const deposits = await put(`/api/admin/v1/events/${eventId}/deposits`, {
    depositFoodCents: 50_000,
    depositOtherCents: 20_000,
  });
  expect(deposits.code).toBe(200);
  const add = async (body: Record<string, unknown>) => {
    const res = await post(`/api/admin/v1/events/${eventId}/addons`, body);
    expect(res.code).toBe(201);
    return res.payload.addonId as number;
  };
  const garbage = await add({
    name: "Garbage fee",
    nameAr: "رسوم النفايات",
    priceCents: 25_000,
    appliesTo: "FOOD",
    addedByDefault: true,
  });
  const outletFood = await add({ name: "20 A outlet", priceCents: 12_000, appliesTo: "FOOD" });
  const outletOther = await add({
    name: "20 A outlet",
    priceCents: 12_000,
    appliesTo: "OTHER",
    needsApproval: true,
  });
  const table = await add({
    name: "Extra table",
    priceCents: 2_500,
    appliesTo: "ALL",
    maxPerBooth: 4,
  });
  return {
    eventId,
    guid: food!.guid,
    foodBooths: ids.slice(0, -1),
    foodNames: names.slice(0, -1),
    marketBooth: ids[ids.length - 1]!,
    addons: { garbage, outletFood, outletOther, table },
  };
}

const cart = (boothIds: number[], extra: Record<string, unknown> = {}) => ({
  cartItemModelList: boothIds.map((eventId) => ({ eventId })),
  ...extra,
});

async function itemsOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

describe("GET /api/v1/events/{eventGuid}/addons", () => {
  it("lists the active catalogue with prices and deposits in cents only", async () => {
    const f = await festival();
    await put(`/api/admin/v1/addons/${f.addons.table}`, { active: false });
    const res = await call(null, "GET", `/api/v1/events/${f.guid}/addons`);
    expect(res.code).toBe(200);
    expect(res.payload).toMatchObject({
      eventGuid: f.guid,
      depositFoodCents: 50_000,
      depositOtherCents: 20_000,
    });
    // one shape: no second copy of the amounts in dollars
    expect(Object.keys(res.payload).sort()).toEqual([
      "addons",
      "balanceDueDate",
      "depositFoodCents",
      "depositOtherCents",
      "eventGuid",
    ]);
    expect(res.payload.addons).toEqual([
      {
        addonId: f.addons.garbage,
        addonName: "Garbage fee",
        addonNameAr: "رسوم النفايات",
        priceCents: 25_000,
        appliesTo: "FOOD",
        maxPerBooth: 1,
        needsApproval: false,
        addedByDefault: true,
      },
      expect.objectContaining({ addonId: f.addons.outletFood, appliesTo: "FOOD" }),
      expect.objectContaining({ addonId: f.addons.outletOther, needsApproval: true }),
    ]);
  });

  it("answers the seeded festival's catalogue, and NOT_FOUND for an unknown or draft event", async () => {
    const seeded = await read(await api(getRequest(`/api/v1/events/${SUMMER_2025_GUID}/addons`)));
    expect(seeded.payload.addons.map((a: { addonName: string }) => a.addonName)).toEqual([
      "Garbage fee (weekend)",
      "Electricity 15 A outlet",
      "Electricity 20 A outlet",
      "Electricity 15 A outlet",
      "Electricity 20 A outlet",
      "Extra 8' table",
    ]);
    expect(seeded.payload.depositFoodCents).toBe(50_000);
    const unknown = await read(
      await api(getRequest(`/api/v1/events/00000000-0000-4000-8000-000000000000/addons`)),
    );
    expect(unknown.code).toBe(404);
    const f = await festival();
    await (await getDb()).update(events).set({ status: "DRAFT" }).where(eq(events.id, f.eventId));
    expect((await read(await api(getRequest(`/api/v1/events/${f.guid}/addons`)))).code).toBe(404);
  });
});

describe("the organiser's catalogue", () => {
  it("adds, lists, edits and retires add-ons, audited as 'addon'; deposits audited as the event's", async () => {
    const f = await festival();
    const list = await call(organiser, "GET", `/api/admin/v1/events/${f.eventId}/addons`);
    expect(list.payload.map((a: { name: string }) => a.name)).toEqual([
      "Garbage fee",
      "20 A outlet",
      "20 A outlet",
      "Extra table",
    ]);
    expect(list.payload.map((a: { position: number }) => a.position)).toEqual([0, 1, 2, 3]);
    const edited = await put(`/api/admin/v1/addons/${f.addons.table}`, {
      priceCents: 3_000,
      nameAr: "طاولة إضافية",
      active: false,
    });
    expect(edited.payload).toMatchObject({
      priceCents: 3_000,
      nameAr: "طاولة إضافية",
      active: false,
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "addon"), eq(auditLog.entityId, f.addons.table)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
    const eventAudit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, f.eventId)));
    expect(
      eventAudit.some(
        (a) => (a.after as { depositFoodCents?: number }).depositFoodCents === 50_000,
      ),
    ).toBe(true);
  });

  it("refuses bad input on its field and unknown ids", async () => {
    const f = await festival();
    const noName = await post(`/api/admin/v1/events/${f.eventId}/addons`, {
      priceCents: 100,
      appliesTo: "FOOD",
    });
    expect(noName.code).toBe(400);
    expect(noName.issues?.[0]?.path).toEqual(["name"]);
    const both = await post(`/api/admin/v1/events/${f.eventId}/addons`, {
      name: "X",
      priceCents: 100,
      appliesTo: "ALL",
      addedByDefault: true,
      needsApproval: true,
    });
    expect(both.code).toBe(400);
    expect(both.issues?.[0]?.path).toEqual(["addedByDefault"]);
    const editBoth = await put(`/api/admin/v1/addons/${f.addons.garbage}`, { needsApproval: true });
    expect(editBoth).toMatchObject({
      code: 400,
      errorCode: "errors.addons.defaultNeedsNoApproval",
    });
    const tooMany = await put(`/api/admin/v1/addons/${f.addons.table}`, { maxPerBooth: 21 });
    expect(tooMany.code).toBe(400);
    expect((await put(`/api/admin/v1/addons/99999999`, { active: false })).code).toBe(404);
    expect(
      (
        await post(`/api/admin/v1/events/99999999/addons`, {
          name: "X",
          priceCents: 1,
          appliesTo: "ALL",
        })
      ).code,
    ).toBe(404);
    expect(
      (
        await put(`/api/admin/v1/events/${f.eventId}/deposits`, {
          depositFoodCents: -1,
          depositOtherCents: 0,
        })
      ).code,
    ).toBe(400);
  });

  it("is the organisers' only: a vendor and a visitor without a session are refused", async () => {
    const f = await festival();
    const vendor = await createVendor("Nosy");
    const asVendor = await call(vendor, "POST", `/api/admin/v1/events/${f.eventId}/addons`, {
      name: "Free power",
      priceCents: 0,
      appliesTo: "ALL",
    });
    expect(asVendor.code).toBe(403);
    expect((await call(vendor, "GET", `/api/admin/v1/events/${f.eventId}/addons`)).code).toBe(403);
    expect(
      (await call(null, "PUT", `/api/admin/v1/addons/${f.addons.table}`, { priceCents: 0 })).code,
    ).toBe(401);
  });
});

describe("POST /api/v1/payment with add-ons", () => {
  it("prices chosen and default add-ons like booths, to the cent, in the order and the Checkout Session", async () => {
    const f = await festival([45_000, 60_000]);
    const vendor = await createVendor("Food");
    const res = await checkout(
      vendor,
      cart(f.foodBooths, {
        addons: [
          { boothId: f.foodBooths[0], addonId: f.addons.outletFood, quantity: 1 },
          { boothId: f.foodBooths[1], addonId: f.addons.table, quantity: 3 },
        ],
      }),
    );
    expect(res.code).toBe(200);
    // both food booths get the garbage fee; A the outlet, B three tables
    const expected = boothCartTotals([45_000, 60_000, 25_000, 12_000, 25_000, 3 * 2_500]);
    const order = await orderRow(res.payload.orderId);
    expect(order).toMatchObject({
      subtotalCents: expected.subtotalCents,
      feesCents: expected.feesCents,
      taxCents: expected.taxCents,
      totalCents: expected.totalCents,
      ownGarbage: false,
      depositCents: 50_000,
    });
    const session = provider.control.session(res.payload.sessionId)!;
    expect(session.amount_total).toBe(expected.totalCents);
    const items = await itemsOf(order.id);
    expect(
      items
        .filter((i) => i.kind === "ADDON")
        .map((i) => [i.forBoothId, i.name, i.unitPriceCents, i.quantity]),
    ).toEqual([
      [f.foodBooths[0], "Garbage fee", 25_000, 1],
      [f.foodBooths[0], "20 A outlet", 12_000, 1],
      [f.foodBooths[1], "Garbage fee", 25_000, 1],
      [f.foodBooths[1], "Extra table", 2_500, 3],
    ]);
    // the Checkout lines name each add-on under its booth, discounted lines adding up to the total
    const lines = (
      await stripe().checkout.sessions.retrieve(res.payload.sessionId, { expand: ["line_items"] })
    ).line_items!.data.map((l) => [l.description, l.amount_total]);
    expect(lines).toEqual([
      [`Booth ${f.foodNames[0]}`, 45_000],
      [`Garbage fee — ${f.foodNames[0]}`, 25_000],
      [`20 A outlet — ${f.foodNames[0]}`, 12_000],
      [`Booth ${f.foodNames[1]}`, 60_000],
      [`Garbage fee — ${f.foodNames[1]}`, 25_000],
      [`Extra table × 3 — ${f.foodNames[1]}`, 7_500],
      ["Fees (3.5%)", expected.feesCents],
      ["HST 13%", expected.taxCents],
    ]);
    // the order's view lists each add-on under its booth, priced for its quantity
    const view = (await findOrderView(order.id))!;
    expect(view.items.map((i) => [i.name, i.priceCents])).toEqual([
      [f.foodNames[0], 45_000],
      [`Garbage fee — ${f.foodNames[0]}`, 25_000],
      [`20 A outlet — ${f.foodNames[0]}`, 12_000],
      [f.foodNames[1], 60_000],
      [`Garbage fee — ${f.foodNames[1]}`, 25_000],
      [`Extra table × 3 — ${f.foodNames[1]}`, 7_500],
    ]);
    // paid: the booths are sold, the add-ons ride along
    await payAndDeliver(provider, res.payload.sessionId);
    expect((await orderRow(order.id)).status).toBe("PAID");
  });

  it("leaves the garbage fee out for a vendor who takes their own garbage, and records it", async () => {
    const f = await festival([45_000]);
    const vendor = await createVendor("Own garbage");
    const res = await checkout(vendor, cart(f.foodBooths, { ownGarbage: true }));
    expect(res.code).toBe(200);
    const order = await orderRow(res.payload.orderId);
    expect(order).toMatchObject({
      ownGarbage: true,
      totalCents: boothCartTotals([45_000]).totalCents,
      depositCents: 50_000,
    });
    expect((await itemsOf(order.id)).filter((i) => i.kind === "ADDON")).toEqual([]);
  });

  it("writes add-ons that need approval as pending requests, not charged; a market booth owes the other deposit", async () => {
    const f = await festival([45_000]);
    const vendor = await createVendor("Market");
    const res = await checkout(
      vendor,
      cart([f.marketBooth], {
        addons: [{ boothId: f.marketBooth, addonId: f.addons.outletOther, quantity: 1 }],
      }),
    );
    expect(res.code).toBe(200);
    const order = await orderRow(res.payload.orderId);
    expect(order).toMatchObject({
      totalCents: boothCartTotals([30_000]).totalCents,
      depositCents: 20_000,
    });
    const db = await getDb();
    const requests = await db
      .select()
      .from(addonRequests)
      .where(eq(addonRequests.orderId, order.id));
    expect(requests).toMatchObject([
      {
        addonId: f.addons.outletOther,
        forBoothId: f.marketBooth,
        quantity: 1,
        status: "PENDING",
        requestedBy: vendor.vendorId,
      },
    ]);
  });

  it("keeps old requests as they were: no add-ons field, no deposit on an event without one", async () => {
    const { ids } = await createBooths([45_000]);
    const vendor = await createVendor("Old client");
    const res = await checkout(vendor, cart(ids));
    const order = await orderRow(res.payload.orderId);
    expect(order).toMatchObject({
      totalCents: boothCartTotals([45_000]).totalCents,
      depositCents: 0,
      ownGarbage: false,
    });
  });

  describe("refuses, on the addons field, with nothing held", () => {
    let f: Awaited<ReturnType<typeof festival>>;
    let vendor: TestVendor;
    let otherEventAddon: number;
    beforeAll(async () => {
      f = await festival([45_000]);
      vendor = await createVendor(`Wrong ${unique()}`);
      otherEventAddon = (await festival([10_000])).addons.table;
      await put(`/api/admin/v1/addons/${f.addons.outletFood}`, { active: false });
    });
    const cases: [string, () => unknown[], string][] = [
      [
        "a booth not in the checkout",
        () => [{ boothId: f.marketBooth, addonId: f.addons.table, quantity: 1 }],
        "errors.addons.boothNotInOrder",
      ],
      [
        "an add-on of another event",
        () => [{ boothId: f.foodBooths[0], addonId: otherEventAddon, quantity: 1 }],
        "errors.addons.notInCatalogue",
      ],
      [
        "a retired add-on",
        () => [{ boothId: f.foodBooths[0], addonId: f.addons.outletFood, quantity: 1 }],
        "errors.addons.retired",
      ],
      [
        "too many",
        () => [{ boothId: f.foodBooths[0], addonId: f.addons.table, quantity: 5 }],
        "errors.addons.tooMany",
      ],
      [
        "an add-on not for the booth",
        () => [{ boothId: f.foodBooths[0], addonId: f.addons.outletOther, quantity: 1 }],
        "errors.addons.notForBooth",
      ],
    ];
    it.each(cases)("%s", async (_label, addons, code) => {
      const res = await checkout(vendor, cart(f.foodBooths, { addons: addons() }));
      expect(res).toMatchObject({ code: 400, errorCode: code });
      expect((res as { issues?: { path: string[] }[] }).issues?.[0]?.path).toEqual(["addons"]);
      expect((await boothStates(f.foodBooths))[0]!.status).toBe("AVAILABLE");
    });

    it("a malformed quantity or list", async () => {
      const zero = await checkout(
        vendor,
        cart(f.foodBooths, {
          addons: [{ boothId: f.foodBooths[0], addonId: f.addons.table, quantity: 0 }],
        }),
      );
      expect(zero.code).toBe(400);
      expect((await checkout(vendor, cart(f.foodBooths, { addons: "all" }))).code).toBe(400);
      expect((await checkout(vendor, cart(f.foodBooths, { ownGarbage: "yes" }))).code).toBe(400);
    });
  });
});

describe("copying an event", () => {
  it("copies its active add-ons and its deposit amounts", async () => {
    const f = await festival();
    await put(`/api/admin/v1/addons/${f.addons.table}`, { active: false });
    const copy = await post(`/api/admin/v1/events/${f.eventId}/copy`, {
      eventName: `Next year ${unique()}`,
      eventDate: "2031-07-01T14:00:00",
    });
    expect(copy.code).toBe(201);
    const copyId = copy.payload.eventId as number;
    const list = await call(organiser, "GET", `/api/admin/v1/events/${copyId}/addons`);
    expect(
      list.payload.map((a: { name: string; priceCents: number; appliesTo: string }) => [
        a.name,
        a.priceCents,
        a.appliesTo,
      ]),
    ).toEqual([
      ["Garbage fee", 25_000, "FOOD"],
      ["20 A outlet", 12_000, "FOOD"],
      ["20 A outlet", 12_000, "OTHER"],
    ]);
    const db = await getDb();
    const [row] = await db
      .select({ food: events.depositFoodCents, other: events.depositOtherCents })
      .from(events)
      .where(eq(events.id, copyId));
    expect(row).toEqual({ food: 50_000, other: 20_000 });
  });
});
