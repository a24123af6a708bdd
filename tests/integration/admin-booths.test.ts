import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, booths, events, orderItems, seats, sections } from "@/db/schema";
import { seatPriceCents, WINTER_2025_GUID } from "@/db/seed-data";
import { boothEditorData, FIRST_BOOTHS } from "@/lib/booths/editor-data";
import { registerPageCache } from "@/lib/cache/tags";
import {
  boothAnswer,
  createdBoothsAnswer,
  sectionAnswer,
  sectionPricesAnswer,
} from "@/lib/booths/resource";
import { seatMapAnswer } from "@/lib/http/spec-fields";
import { seatingAnswer } from "@/lib/seats/resource";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  orderRow,
  payAndDeliver,
  paymentsOf,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, getRequest, jsonRequest, read } from "../support/requests";

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

/** An organiser console call: JSON body, session and anti-forgery pair. */
async function admin(method: string, url: string, body?: unknown, as: SignedIn = organiser) {
  const response = await api(jsonRequest(url, body, { method, session: as }));
  return read(response);
}

const post = (url: string, body: unknown) => admin("POST", url, body);
const put = (url: string, body: unknown) => admin("PUT", url, body);
const del = (url: string) => admin("DELETE", url);

async function auditOf(entity: string, entityId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity as "booth"), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

async function boothRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(booths).where(eq(booths.id, id));
  return row;
}

async function sectionBoothNames(sectionId: number) {
  const db = await getDb();
  const rows = await db
    .select({ name: booths.name })
    .from(booths)
    .where(eq(booths.sectionId, sectionId))
    .orderBy(asc(booths.id));
  return rows.map((r) => r.name);
}

/** A fresh ACTIVE booth event (one section "Test section", booths X-01...) with a second section. */
async function boothEvent(prices: (number | null)[] = [45000, 45000, 45000]) {
  const made = await createBooths(prices);
  const db = await getDb();
  const [first] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.eventId, made.eventId));
  return { ...made, sectionId: first!.id };
}

/** Marks booths as a checkout or a booking would leave them (for rules that need no payment). */
async function setStatus(ids: number[], status: "HELD" | "BOOKED") {
  const db = await getDb();
  await db
    .update(booths)
    .set(
      status === "HELD"
        ? { status, heldUntil: sql`now() + interval '30 minutes'`, heldByOrderId: null }
        : { status, lob: "Someone's shop" },
    )
    .where(inArray(booths.id, ids));
}

describe("sections", () => {
  it("POST adds a section after the last tab, with its audit row, and the public API lists it", async () => {
    const { eventId } = await boothEvent();
    const res = await post(`/api/admin/v1/events/${eventId}/sections`, {
      sectionName: "Craft Corner",
      sectionNameAr: "ركن الحرف",
      inclusions: "Table and 2 chairs.",
      inclusionsAr: "طاولة وكرسيان.",
      isFood: false,
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(res.status).toBe("CREATED");
    expect(sectionAnswer.parse(res.payload)).toEqual({
      sectionId: expect.any(Number),
      eventId,
      sectionName: "Craft Corner",
      sectionNameAr: "ركن الحرف",
      position: 1,
      inclusions: "Table and 2 chairs.",
      inclusionsAr: "طاولة وكرسيان.",
      isFood: false,
    });
    const audit = await auditOf("section", res.payload.sectionId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: organiser.id, action: "create", before: null });
    expect(audit[0]!.after).toMatchObject({ name: "Craft Corner", position: 1 });

    const listed = await read(await api(getRequest(`/api/v1/sections/${eventId}`)));
    expect(listed.payload.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      "Test section",
      "Craft Corner",
    ]);
  });

  it("POST at a taken tab moves that tab and the later ones along; defaults fill the rest", async () => {
    const { eventId } = await boothEvent();
    const food = await post(`/api/admin/v1/events/${eventId}/sections`, {
      sectionName: "Food",
      isFood: true,
    });
    expect(food.payload).toMatchObject({
      position: 1,
      inclusions: "",
      sectionNameAr: null,
      inclusionsAr: null,
      isFood: true,
    });
    const first = await post(`/api/admin/v1/events/${eventId}/sections`, {
      sectionName: "Front",
      position: 0,
    });
    expect(first.code).toBe(201);
    expect(first.payload.position).toBe(0);
    const listed = await read(await api(getRequest(`/api/v1/sections/${eventId}`)));
    expect(
      listed.payload.map((s: { sectionName: string; position: number }) => [
        s.sectionName,
        s.position,
      ]),
    ).toEqual([
      ["Front", 0],
      ["Test section", 1],
      ["Food", 2],
    ]);
    // the moved sections have their audit rows
    const moved = await auditOf("section", food.payload.sectionId);
    expect(moved.at(-1)).toMatchObject({ action: "update" });
    expect(moved.at(-1)!.before).toMatchObject({ position: 1 });
    expect(moved.at(-1)!.after).toMatchObject({ position: 2 });
  });

  it("POST refuses bad input (400), an unknown event (404) and a seated event (409)", async () => {
    const { eventId } = await boothEvent();
    const url = `/api/admin/v1/events/${eventId}/sections`;
    for (const body of [
      {},
      { sectionName: "   " },
      { sectionName: "x".repeat(101) },
      { sectionName: "A", position: -1 },
      { sectionName: "A", position: 1.5 },
      { sectionName: "A", isFood: "yes" },
      { sectionName: "A", inclusions: 5 },
      { sectionName: "Line\nbreak" },
    ]) {
      const res = await post(url, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.status).toBe("BAD_REQUEST");
    }
    expect((await post("/api/admin/v1/events/abc/sections", { sectionName: "A" })).code).toBe(400);
    expect(
      (await post("/api/admin/v1/events/2147483000/sections", { sectionName: "A" })).code,
    ).toBe(404);
    const stage = await seatedEvent();
    const seated = await post(`/api/admin/v1/events/${stage}/sections`, { sectionName: "A" });
    expect(seated).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(seated.payload).toMatch(/seated event/);
  });

  it("PUT changes only the fields sent, moves a tab, and refuses an empty change", async () => {
    const { eventId, sectionId } = await boothEvent();
    const second = await post(`/api/admin/v1/events/${eventId}/sections`, {
      sectionName: "Second",
      inclusions: "Tent",
    });
    const res = await put(`/api/admin/v1/sections/${sectionId}`, {
      sectionNameAr: "قسم الاختبار",
      isFood: true,
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(res.payload).toMatchObject({
      sectionId,
      sectionName: "Test section",
      sectionNameAr: "قسم الاختبار",
      inclusions: "Table",
      isFood: true,
      position: 0,
    });
    // move the first tab after the second
    const moved = await put(`/api/admin/v1/sections/${sectionId}`, { position: 1 });
    expect(moved.payload.position).toBe(1);
    const listed = await read(await api(getRequest(`/api/v1/sections/${eventId}`)));
    expect(listed.payload.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      "Second",
      "Test section",
    ]);
    expect((await auditOf("section", second.payload.sectionId)).at(-1)!.after).toMatchObject({
      position: 0,
    });
    // past the last tab: the last tab
    const last = await put(`/api/admin/v1/sections/${second.payload.sectionId}`, { position: 50 });
    expect(last.payload.position).toBe(1);
    // clearing the Arabic name with an empty string
    const cleared = await put(`/api/admin/v1/sections/${sectionId}`, { sectionNameAr: "" });
    expect(cleared.payload.sectionNameAr).toBeNull();

    expect((await put(`/api/admin/v1/sections/${sectionId}`, {})).code).toBe(400);
    expect((await put(`/api/admin/v1/sections/${sectionId}`, { sectionName: "" })).code).toBe(400);
    expect((await put(`/api/admin/v1/sections/${sectionId}`, { position: "1" })).code).toBe(400);
    expect((await put("/api/admin/v1/sections/2147483000", { isFood: true })).code).toBe(404);
    expect((await put("/api/admin/v1/sections/0", { isFood: true })).code).toBe(400);
  });
});

describe("POST /api/admin/v1/sections/{sectionId}/booths", () => {
  it("creates one booth, AVAILABLE, with its audit row; the public page shows it", async () => {
    const { eventId, sectionId } = await boothEvent();
    const res = await post(`/api/admin/v1/sections/${sectionId}/booths`, {
      boothName: "Kiosk A",
      boothPriceCents: 52550,
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    // the answer as its schema has it (a booth's other fields, when it has more, come along)
    const created = createdBoothsAnswer.parse(res.payload);
    expect(created).toMatchObject({ sectionId });
    expect(created.booths).toEqual([
      expect.objectContaining({
        boothId: expect.any(Number),
        sectionId,
        boothName: "Kiosk A",
        boothPriceCents: 52550,
        boothStatus: "AVAILABLE",
      }),
    ]);
    const id = res.payload.booths[0].boothId as number;
    expect((await boothRow(id))!.priceCents).toBe(52550);
    const audit = await auditOf("booth", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorId: organiser.id, before: null });

    const [event] = await (
      await getDb()
    )
      .select({ guid: events.guid })
      .from(events)
      .where(eq(events.id, eventId));
    const page = await read(await api(getRequest(`/api/v1/sections/booths/${event!.guid}`)));
    // the public API (/api/v1) speaks dollars
    expect(
      page.payload[0].lstBooths.find((b: { boothName: string }) => b.boothName === "Kiosk A"),
    ).toMatchObject({ boothPrice: 525.5, boothStatus: "AVAILABLE" });
  });

  it("a range F-01..F-20 pads numbers as the seed names booths (T-01), wider when `to` is", async () => {
    // the seed's own naming: a letter, a dash and two digits
    const seeded = await read(await api(getRequest(`/api/v1/sections/booths/${WINTER_2025_GUID}`)));
    const seededNames = seeded.payload.flatMap((s: { lstBooths: { boothName: string }[] }) =>
      s.lstBooths.map((b) => b.boothName),
    );
    expect(seededNames).toContain("T-01");
    expect(seededNames.every((n: string) => /^[A-Z]-\d{2}$/.test(n))).toBe(true);

    const { sectionId } = await boothEvent();
    const range = await post(`/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "F-",
      from: 1,
      to: 20,
      boothPriceCents: 45000,
    });
    expect(range.code, JSON.stringify(range.payload)).toBe(201);
    const names = range.payload.booths.map((b: { boothName: string }) => b.boothName);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe("F-01");
    expect(names[8]).toBe("F-09");
    expect(names[19]).toBe("F-20");
    expect(
      range.payload.booths.every(
        (b: { boothPriceCents: number; boothStatus: string }) =>
          b.boothPriceCents === 45000 && b.boothStatus === "AVAILABLE",
      ),
    ).toBe(true);

    const wide = await post(`/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "G",
      from: 98,
      to: 101,
      boothPriceCents: null,
    });
    expect(wide.payload.booths.map((b: { boothName: string }) => b.boothName)).toEqual([
      "G098",
      "G099",
      "G100",
      "G101",
    ]);
    expect(wide.payload.booths[0].boothPriceCents).toBeNull();

    const short = await post(`/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "H-",
      from: 5,
      to: 7,
      boothPriceCents: 10000,
    });
    expect(short.payload.booths.map((b: { boothName: string }) => b.boothName)).toEqual([
      "H-05",
      "H-06",
      "H-07",
    ]);
  });

  it("creates up to 500 booths in one request, and refuses 501", async () => {
    const { sectionId } = await boothEvent();
    const many = await post(`/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "R-",
      from: 1,
      to: 500,
      boothPriceCents: 30000,
    });
    expect(many.code, JSON.stringify(many.payload)).toBe(201);
    expect(many.payload.booths).toHaveLength(500);
    expect(many.payload.booths[0].boothName).toBe("R-001");
    expect(many.payload.booths[499].boothName).toBe("R-500");
    const tooMany = await post(`/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "S-",
      from: 1,
      to: 501,
      boothPriceCents: 30000,
    });
    expect(tooMany.code).toBe(400);
    expect(tooMany.payload).toMatch(/500/);
  });

  it("booth names are unique across the event's sections: a clash is 409 naming them, nothing created", async () => {
    const { eventId, sectionId, names } = await boothEvent([45000, 45000, 45000]);
    const other = await post(`/api/admin/v1/events/${eventId}/sections`, { sectionName: "Other" });
    const otherId = other.payload.sectionId as number;

    const one = await post(`/api/admin/v1/sections/${otherId}/booths`, {
      boothName: "x-02",
      boothPriceCents: 10000,
    });
    expect(one).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(one.payload).toContain("X-02 (Test section)");
    // by code, on the field it is about, naming the booth
    expect(one).toMatchObject({
      errorCode: "errors.booths.namesTaken",
      errors: ["X-02 (Test section)"],
      issues: [{ path: ["boothName"], code: "errors.booths.namesTaken", message: one.payload }],
    });

    const range = await post(`/api/admin/v1/sections/${otherId}/booths`, {
      prefix: "X-",
      from: 2,
      to: 6,
      boothPriceCents: 10000,
    });
    expect(range.code).toBe(409);
    expect(range.errors).toEqual(["X-02 (Test section)", "X-03 (Test section)"]);
    expect(range.issues?.map((i) => i.path)).toEqual([["prefix"]]);
    expect(await sectionBoothNames(otherId)).toEqual([]);
    // the same section, too
    expect(
      (
        await post(`/api/admin/v1/sections/${sectionId}/booths`, {
          boothName: "X-01",
          boothPriceCents: 100,
        })
      ).code,
    ).toBe(409);
    expect(await sectionBoothNames(sectionId)).toEqual(names);

    // another event may use the same names
    const elsewhere = await boothEvent([100]);
    const fine = await post(`/api/admin/v1/sections/${elsewhere.sectionId}/booths`, {
      prefix: "X-",
      from: 2,
      to: 3,
      boothPriceCents: 10000,
    });
    expect(fine.code).toBe(201);
  });

  it("refuses malformed requests with 400 and an unknown section with 404", async () => {
    const { sectionId } = await boothEvent();
    const url = `/api/admin/v1/sections/${sectionId}/booths`;
    for (const body of [
      {},
      { boothPriceCents: 10000 },
      { boothName: "A-1" },
      { boothName: "", boothPriceCents: 10000 },
      { boothName: "A-1", boothPriceCents: -100 },
      { boothName: "A-1", boothPriceCents: 0 },
      { boothName: "A-1", boothPriceCents: 1000.5 },
      { boothName: "A-1", boothPriceCents: "45000" },
      { boothName: "A-1", boothPriceCents: 200_000_000 },
      { boothName: "x".repeat(41), boothPriceCents: 10000 },
      { boothName: "A-1", prefix: "A-", from: 1, to: 2, boothPriceCents: 10000 },
      { prefix: "A-", from: 1, boothPriceCents: 10000 },
      { prefix: "A-", from: 5, to: 4, boothPriceCents: 10000 },
      { prefix: "A-", from: 1.5, to: 4, boothPriceCents: 10000 },
      { prefix: "A-", from: -1, to: 4, boothPriceCents: 10000 },
      // the price is integer cents, boothPriceCents: dollars in boothPrice are no price
      { boothName: "A-1", boothPrice: 450 },
    ]) {
      const res = await post(url, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
    }
    // each issue names its field
    const cents = await post(url, { boothName: "A-1", boothPriceCents: 450.5 });
    expect(cents.issues).toEqual([
      expect.objectContaining({
        path: ["boothPriceCents"],
        message: "boothPriceCents must be a whole number of cents.",
      }),
    ]);
    const reversed = await post(url, { prefix: "A-", from: 5, to: 4, boothPriceCents: 10000 });
    expect(reversed.issues?.map((i) => i.path)).toEqual([["to"]]);
    expect(await sectionBoothNames(sectionId)).toHaveLength(3);
    expect(
      (
        await post("/api/admin/v1/sections/2147483000/booths", {
          boothName: "A",
          boothPriceCents: 100,
        })
      ).code,
    ).toBe(404);
  });
});

describe("PUT and DELETE /api/admin/v1/booths/{boothId}", () => {
  it("renames, reprices, reserves and frees a booth, each with an audit row", async () => {
    const { eventId, ids } = await boothEvent([45000, 45000]);
    const id = ids[0]!;
    const renamed = await put(`/api/admin/v1/booths/${id}`, {
      boothName: "VIP-1",
      boothPriceCents: 90000,
    });
    expect(renamed.code, JSON.stringify(renamed.payload)).toBe(200);
    expect(boothAnswer.parse(renamed.payload)).toMatchObject({
      boothId: id,
      boothName: "VIP-1",
      boothPriceCents: 90000,
      boothStatus: "AVAILABLE",
    });
    const reserved = await put(`/api/admin/v1/booths/${id}`, { boothStatus: "RESERVED" });
    expect(reserved.payload.boothStatus).toBe("RESERVED");
    const tba = await put(`/api/admin/v1/booths/${id}`, { boothPriceCents: null });
    expect(tba.payload.boothPriceCents).toBeNull();
    const freed = await put(`/api/admin/v1/booths/${id}`, { boothStatus: "AVAILABLE" });
    expect(freed.payload.boothStatus).toBe("AVAILABLE");
    const audit = await auditOf("booth", id);
    expect(audit.map((a) => a.action)).toEqual(["update", "update", "update", "update"]);
    expect(audit[0]!.before).toMatchObject({ name: "X-01", priceCents: 45000 });
    expect(audit[0]!.after).toMatchObject({ name: "VIP-1", priceCents: 90000 });
    expect(audit[1]!.after).toMatchObject({ status: "RESERVED" });

    // a reserved booth cannot be checked out
    await put(`/api/admin/v1/booths/${id}`, { boothStatus: "RESERVED", boothPriceCents: 45000 });
    const vendor = await createVendor("Reserved");
    const refused = await checkout(vendor, boothCart([id]));
    expect(refused.code).toBe(409);

    // the name clash rule holds for renames, across sections, without regard to case
    const other = await post(`/api/admin/v1/events/${eventId}/sections`, { sectionName: "Other" });
    const made = await post(`/api/admin/v1/sections/${other.payload.sectionId}/booths`, {
      boothName: "Y-01",
      boothPriceCents: 100,
    });
    const clash = await put(`/api/admin/v1/booths/${made.payload.booths[0].boothId}`, {
      boothName: "x-02",
    });
    expect(clash).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(clash.payload).toContain("X-02 (Test section)");
    // renaming a booth to its own name in other letters is fine
    expect((await put(`/api/admin/v1/booths/${ids[1]}`, { boothName: "x-02" })).code).toBe(200);
  });

  it("refuses malformed changes (400) and unknown booths (404)", async () => {
    const { ids } = await boothEvent([100]);
    const url = `/api/admin/v1/booths/${ids[0]}`;
    for (const body of [
      {},
      { boothStatus: "HELD" },
      { boothStatus: "BOOKED" },
      { boothStatus: "reserved" },
      { boothName: "" },
      { boothPriceCents: -500 },
      { boothPriceCents: "1000" },
      { boothPrice: 450 },
    ]) {
      const res = await put(url, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
    }
    expect((await put("/api/admin/v1/booths/abc", { boothPriceCents: 100 })).code).toBe(400);
    expect((await put("/api/admin/v1/booths/2147483000", { boothPriceCents: 100 })).code).toBe(404);
    expect((await del("/api/admin/v1/booths/2147483000")).code).toBe(404);
    expect((await del("/api/admin/v1/booths/-3")).code).toBe(400);
  });

  it("deletes a free booth with an audit row; the public page no longer lists it", async () => {
    const { ids, sectionId, names } = await boothEvent([100, 200]);
    const res = await del(`/api/admin/v1/booths/${ids[0]}`);
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(res.payload).toMatchObject({ boothId: ids[0], boothName: names[0] });
    expect(await boothRow(ids[0]!)).toBeUndefined();
    expect(await sectionBoothNames(sectionId)).toEqual([names[1]]);
    const audit = await auditOf("booth", ids[0]!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "delete", after: null });
    expect(audit[0]!.before).toMatchObject({ name: names[0] });
    expect((await del(`/api/admin/v1/booths/${ids[0]}`)).code).toBe(404);
  });

  it("a booth an earlier order names stays (409): reserving it takes it off sale", async () => {
    const vendor = await createVendor("Changed mind");
    const { ids } = await boothEvent([45000, 30000]);
    expect((await checkout(vendor, boothCart([ids[0]!]))).code).toBe(200);
    // a new checkout by the same vendor cancels the first one and frees its booth
    expect((await checkout(vendor, boothCart([ids[1]!]))).code).toBe(200);
    expect((await boothRow(ids[0]!))!.status).toBe("AVAILABLE");
    const res = await del(`/api/admin/v1/booths/${ids[0]}`);
    expect(res).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(res.payload).toMatch(/named on order \d+/);
    expect(await boothRow(ids[0]!)).toBeDefined();
    expect((await put(`/api/admin/v1/booths/${ids[0]}`, { boothStatus: "RESERVED" })).code).toBe(
      200,
    );
  });

  it("a held booth cannot be renamed, reserved or deleted; repricing it leaves the held order's price", async () => {
    const vendor = await createVendor("Holder");
    const { ids, names } = await boothEvent([45000, 45000]);
    const started = await checkout(vendor, boothCart([ids[0]!]));
    expect(started.code).toBe(200);
    const orderId = started.payload.orderId as number;
    const orderBefore = await orderRow(orderId);
    const [paymentBefore] = await paymentsOf(orderId);

    const rename = await put(`/api/admin/v1/booths/${ids[0]}`, { boothName: "Z-99" });
    expect(rename).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(rename.payload).toBe(
      `${names[0]} is held for a checkout in progress: it cannot be renamed.`,
    );
    expect(rename).toMatchObject({
      errorCode: "errors.booths.busy.rename",
      params: { booth: names[0], state: "HELD" },
    });
    const reserve = await put(`/api/admin/v1/booths/${ids[0]}`, { boothStatus: "RESERVED" });
    expect(reserve.code).toBe(409);
    expect(reserve.payload).toMatch(/cannot be reserved/);
    const free = await put(`/api/admin/v1/booths/${ids[0]}`, { boothStatus: "AVAILABLE" });
    expect(free.code).toBe(409);
    const remove = await del(`/api/admin/v1/booths/${ids[0]}`);
    expect(remove.code).toBe(409);
    expect(remove.payload).toMatch(/cannot be deleted/);
    // a rename to the same name is no rename
    expect((await put(`/api/admin/v1/booths/${ids[0]}`, { boothName: names[0] })).code).toBe(200);

    const repriced = await put(`/api/admin/v1/booths/${ids[0]}`, { boothPriceCents: 60000 });
    expect(repriced.code).toBe(200);
    expect(repriced.payload).toMatchObject({ boothPriceCents: 60000, boothStatus: "HELD" });
    const row = await boothRow(ids[0]!);
    expect(row).toMatchObject({ status: "HELD", heldByOrderId: orderId, priceCents: 60000 });

    // the order keeps the price it was held at: its item, its totals and the payment asked for
    const db = await getDb();
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => i.unitPriceCents)).toEqual([45000]);
    expect(await orderRow(orderId)).toMatchObject({
      subtotalCents: orderBefore.subtotalCents,
      totalCents: orderBefore.totalCents,
    });
    expect((await paymentsOf(orderId))[0]!.amountCents).toBe(paymentBefore!.amountCents);

    // paying it books the booth at the held price
    await payAndDeliver(provider, started.payload.sessionId);
    const paid = await orderRow(orderId);
    expect(paid).toMatchObject({ status: "PAID", paidCents: orderBefore.totalCents });
    expect((await boothRow(ids[0]!))!.status).toBe("BOOKED");

    // a booked booth: the same rules; its price may still change
    expect((await put(`/api/admin/v1/booths/${ids[0]}`, { boothName: "Z-99" })).payload).toMatch(
      /is booked by a vendor: it cannot be renamed/,
    );
    expect((await del(`/api/admin/v1/booths/${ids[0]}`)).code).toBe(409);
    expect((await put(`/api/admin/v1/booths/${ids[0]}`, { boothPriceCents: 70000 })).code).toBe(
      200,
    );
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item!.unitPriceCents).toBe(45000);

    // a new checkout pays the new price
    await put(`/api/admin/v1/booths/${ids[1]}`, { boothPriceCents: 50000 });
    const next = await checkout(await createVendor("Next"), boothCart([ids[1]!]));
    expect(next.code).toBe(200);
    const [nextItem] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, next.payload.orderId));
    expect(nextItem!.unitPriceCents).toBe(50000);
  });

  it("a booth whose hold lapsed counts as free: it may be reserved, which ends the hold's claim", async () => {
    const { ids } = await boothEvent([45000]);
    const db = await getDb();
    await db
      .update(booths)
      .set({ status: "HELD", heldUntil: sql`now() - interval '1 minute'`, heldByOrderId: 12345 })
      .where(eq(booths.id, ids[0]!));
    const res = await put(`/api/admin/v1/booths/${ids[0]}`, { boothStatus: "RESERVED" });
    expect(res.code).toBe(200);
    expect(await boothRow(ids[0]!)).toMatchObject({
      status: "RESERVED",
      heldByOrderId: null,
      heldUntil: null,
    });
  });
});

describe("concurrency: the booth's row is locked as checkout locks it", () => {
  it("a delete waits for a transaction holding the booth, then sees the hold (409)", async () => {
    const { ids } = await boothEvent([45000]);
    const db = await getDb();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // what checkout does: SELECT ... FOR UPDATE, then mark the booth HELD, in one transaction
    const holder = db.transaction(async (tx) => {
      await tx.select({ id: booths.id }).from(booths).where(eq(booths.id, ids[0]!)).for("update");
      locked();
      await released;
      await tx
        .update(booths)
        .set({ status: "HELD", heldUntil: sql`now() + interval '30 minutes'` })
        .where(eq(booths.id, ids[0]!));
    });
    await isLocked;
    let settled = false;
    const deleting = del(`/api/admin/v1/booths/${ids[0]}`).finally(() => (settled = true));
    const renaming = put(`/api/admin/v1/booths/${ids[0]}`, { boothName: "Q-1" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await holder;
    const [deleted, renamed] = await Promise.all([deleting, renaming]);
    expect(deleted.code).toBe(409);
    expect(deleted.payload).toMatch(/held for a checkout in progress/);
    expect(renamed.code).toBe(409);
    expect(await boothRow(ids[0]!)).toMatchObject({ status: "HELD", name: "X-01" });
  });

  it("a checkout and a delete of the same booth at once: one wins, and the other sees it", async () => {
    for (let round = 0; round < 4; round++) {
      const { ids } = await boothEvent([45000]);
      const vendor: TestVendor = await createVendor("Racer");
      const [bought, deleted] = await Promise.all([
        checkout(vendor, boothCart([ids[0]!])),
        del(`/api/admin/v1/booths/${ids[0]}`),
      ]);
      const row = await boothRow(ids[0]!);
      if (deleted.code === 200) {
        expect(bought.code, JSON.stringify(bought.payload)).toBe(404);
        expect(row).toBeUndefined();
      } else {
        expect(deleted.code).toBe(409);
        expect(bought.code).toBe(200);
        expect(row).toMatchObject({ status: "HELD", heldByOrderId: bought.payload.orderId });
      }
    }
  });
});

describe("PUT /api/admin/v1/sections/{sectionId}/prices", () => {
  it("reprices every AVAILABLE or RESERVED booth of the section; held and booked keep theirs", async () => {
    const { ids, sectionId } = await boothEvent([45000, 45000, 50000, 45000, 45000]);
    const other = await boothEvent([45000]);
    await put(`/api/admin/v1/booths/${ids[1]}`, { boothStatus: "RESERVED" });
    await setStatus([ids[3]!], "HELD");
    await setStatus([ids[4]!], "BOOKED");
    const res = await put(`/api/admin/v1/sections/${sectionId}/prices`, { boothPriceCents: 50000 });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    // X-03 already costs $500
    expect(sectionPricesAnswer.parse(res.payload)).toEqual({
      sectionId,
      boothPriceCents: 50000,
      changed: 2,
      skipped: 2,
    });
    const db = await getDb();
    const rows = await db
      .select({ id: booths.id, priceCents: booths.priceCents })
      .from(booths)
      .where(inArray(booths.id, [...ids, ...other.ids]))
      .orderBy(asc(booths.id));
    expect(rows.map((r) => r.priceCents)).toEqual([50000, 50000, 50000, 45000, 45000, 45000]);
    const audit = await auditOf("section", sectionId);
    expect(audit.at(-1)).toMatchObject({ action: "update" });
    expect((audit.at(-1)!.after as { boothPrices: unknown[] }).boothPrices).toHaveLength(2);

    // the same price again changes nothing
    const again = await put(`/api/admin/v1/sections/${sectionId}/prices`, {
      boothPriceCents: 50000,
    });
    expect(again.payload).toMatchObject({ changed: 0, skipped: 2 });
    // to be announced
    const tba = await put(`/api/admin/v1/sections/${sectionId}/prices`, { boothPriceCents: null });
    expect(tba.payload).toMatchObject({ boothPriceCents: null, changed: 3 });
  });

  it("refuses a malformed price (400) and an unknown section (404)", async () => {
    const { sectionId } = await boothEvent([100]);
    for (const body of [
      {},
      { boothPriceCents: "500" },
      { boothPriceCents: -100 },
      { boothPriceCents: 123.4 },
    ]) {
      expect((await put(`/api/admin/v1/sections/${sectionId}/prices`, body)).code).toBe(400);
    }
    expect(
      (await put("/api/admin/v1/sections/2147483000/prices", { boothPriceCents: 500 })).code,
    ).toBe(404);
  });
});

/** A fresh seated, ACTIVE event without seats (later than the seed's stage, which stays the stage). */
async function seatedEvent(): Promise<number> {
  const db = await getDb();
  const [event] = await db
    .insert(events)
    .values({
      name: `Test concert ${randomUUID().slice(0, 8)}`,
      description: "Seats",
      location: "Stage",
      startsAt: new Date("2032-07-01T18:00:00Z"),
      endsAt: new Date("2032-07-01T21:00:00Z"),
      dateText: "July 1, 2032",
      address: "1 Test Way",
      details: "Seats",
      image: "tarab-night-stage.svg",
      status: "ACTIVE",
      hasSeating: true,
    })
    .returning({ id: events.id });
  return event!.id;
}

const SEED_PLAN = {
  rows: 8,
  seatsPerRow: 8,
  bands: [
    { fromRow: 1, toRow: 2, priceCents: 10000 },
    { fromRow: 3, toRow: 6, priceCents: 5000 },
    { fromRow: 7, toRow: 8, priceCents: 3000 },
  ],
};

async function seatMap(eventId: number) {
  const res = await read(await api(getRequest(`/api/v1/seats/${eventId}`)));
  expect(res.code).toBe(200);
  return seatMapAnswer.parse(res.payload).seats;
}

async function seatId(eventId: number, row: number, column: number) {
  const db = await getDb();
  const [seat] = await db
    .select({ id: seats.id })
    .from(seats)
    .where(and(eq(seats.eventId, eventId), eq(seats.row, row), eq(seats.column, column)));
  return seat!.id;
}

describe("PUT /api/admin/v1/events/{eventId}/seating", () => {
  it("creates the seat plan as the seed's stage has it: rows, labels, prices and row types", async () => {
    const eventId = await seatedEvent();
    const res = await put(`/api/admin/v1/events/${eventId}/seating`, SEED_PLAN);
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(seatingAnswer.parse(res.payload)).toEqual({
      eventId,
      rows: 8,
      seatsPerRow: 8,
      bands: [
        { fromRow: 1, toRow: 2, priceCents: 10000, rowType: "PREMIUM" },
        { fromRow: 3, toRow: 6, priceCents: 5000, rowType: "STANDARD" },
        { fromRow: 7, toRow: 8, priceCents: 3000, rowType: "ECONOMY" },
      ],
      aisles: [],
      sections: [],
      seatKinds: [],
      seats: 64,
      created: 64,
      repriced: 0,
      rearranged: 0,
      removed: 0,
    });
    const map = await seatMap(eventId);
    expect(map).toHaveLength(64);
    for (const seat of map) {
      const seeded = seatPriceCents(seat.seatRow);
      expect(seat.seatPrice * 100).toBe(seeded.priceCents);
      expect(seat.rowType).toBe(seeded.rowType);
      expect(seat.label).toBe(`Row ${seat.seatRow}, Seat ${seat.seatColumn}`);
      expect(seat.seatStatus).toBe("AVAILABLE");
    }
    const audit = await auditOf("seating", eventId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", before: null });
    expect(audit[0]!.after).toMatchObject({ seats: 64, rows: 8, seatsPerRow: 8, created: 64 });

    // the same plan again changes nothing (and writes no audit row)
    const again = await put(`/api/admin/v1/events/${eventId}/seating`, SEED_PLAN);
    expect(again.payload).toMatchObject({ created: 0, repriced: 0, removed: 0, seats: 64 });
    expect(await auditOf("seating", eventId)).toHaveLength(1);
  });

  it("reprices seats (a held seat's order keeps its price), grows and shrinks the plan", async () => {
    const eventId = await seatedEvent();
    await put(`/api/admin/v1/events/${eventId}/seating`, SEED_PLAN);
    const buyer = await createVendor("Listener");
    const held = await seatId(eventId, 1, 1);
    const started = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [held] });
    expect(started.code, JSON.stringify(started.payload)).toBe(200);

    const repriced = await put(`/api/admin/v1/events/${eventId}/seating`, {
      rows: 8,
      seatsPerRow: 8,
      bands: [
        { fromRow: 1, toRow: 4, priceCents: 12000, rowType: "VIP" },
        { fromRow: 5, toRow: 8, priceCents: 4000 },
      ],
    });
    expect(repriced.code, JSON.stringify(repriced.payload)).toBe(200);
    // rows 1-2 and 3-4 change price and type, rows 5-6 price, rows 7-8 price and type
    expect(repriced.payload).toMatchObject({ created: 0, removed: 0, repriced: 64 });
    expect(repriced.payload.bands[1].rowType).toBe("ECONOMY");
    const map = await seatMap(eventId);
    expect(map.find((s) => s.seatRow === 3)).toMatchObject({ seatPrice: 120, rowType: "VIP" });
    expect(map.find((s) => s.seatId === held)).toMatchObject({
      seatPrice: 120,
      seatStatus: "HELD",
    });
    const db = await getDb();
    const [item] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, started.payload.orderId));
    expect(item!.unitPriceCents).toBe(10000);

    const grown = await put(`/api/admin/v1/events/${eventId}/seating`, {
      rows: 10,
      seatsPerRow: 8,
      bands: [
        { fromRow: 1, toRow: 4, priceCents: 12000, rowType: "VIP" },
        { fromRow: 5, toRow: 10, priceCents: 4000 },
      ],
    });
    expect(grown.payload).toMatchObject({ created: 16, removed: 0, repriced: 0, seats: 80 });

    const shrunk = await put(`/api/admin/v1/events/${eventId}/seating`, {
      rows: 6,
      seatsPerRow: 6,
      bands: [{ fromRow: 1, toRow: 6, priceCents: 4500 }],
    });
    expect(shrunk.code, JSON.stringify(shrunk.payload)).toBe(200);
    expect(shrunk.payload).toMatchObject({ seats: 36, removed: 44, created: 0 });
    expect(shrunk.payload.bands[0].rowType).toBe("STANDARD");
    const after = await seatMap(eventId);
    expect(after).toHaveLength(36);
    expect(Math.max(...after.map((s) => s.seatColumn))).toBe(6);
    expect((await auditOf("seating", eventId)).map((a) => a.action)).toEqual([
      "create",
      "update",
      "update",
      "update",
    ]);
  });

  it("cannot remove a held or sold seat, or one an order names: 409 naming them, nothing changed", async () => {
    const eventId = await seatedEvent();
    await put(`/api/admin/v1/events/${eventId}/seating`, SEED_PLAN);
    const buyer = await createVendor("Front row");
    const sold = await seatId(eventId, 8, 8);
    const started = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [sold] });
    expect(started.code).toBe(200);
    await payAndDeliver(provider, started.payload.sessionId);
    expect((await seatMap(eventId)).find((s) => s.seatId === sold)!.seatStatus).toBe("SOLD");

    const smaller = {
      rows: 7,
      seatsPerRow: 8,
      bands: [{ fromRow: 1, toRow: 7, priceCents: 5000 }],
    };
    const res = await put(`/api/admin/v1/events/${eventId}/seating`, smaller);
    expect(res).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(res.payload).toContain("Row 8, Seat 8 (sold)");
    expect(res.errors).toEqual(["Row 8, Seat 8"]);
    // on the size field that removes it
    expect(res.errorCode).toBe("errors.seats.busyNotRemovable");
    expect(res.issues?.map((i) => i.path)).toEqual([["rows"]]);
    const map = await seatMap(eventId);
    expect(map).toHaveLength(64);
    expect(map.find((s) => s.seatRow === 1)!.seatPrice).toBe(100);

    // a held seat likewise
    const holder = await createVendor("Holder");
    const heldSeat = await seatId(eventId, 3, 8);
    expect((await checkout(holder, { checkoutType: "TICKETS", seatIds: [heldSeat] })).code).toBe(
      200,
    );
    const narrower = await put(`/api/admin/v1/events/${eventId}/seating`, {
      rows: 8,
      seatsPerRow: 7,
      bands: [{ fromRow: 1, toRow: 8, priceCents: 5000 }],
    });
    expect(narrower.code).toBe(409);
    expect(narrower.payload).toContain("Row 3, Seat 8 (held)");
    expect(narrower.errors).toEqual(["Row 3, Seat 8", "Row 8, Seat 8"]);
    expect(narrower.issues?.map((i) => i.path)).toEqual([["seatsPerRow"]]);
    expect(await seatMap(eventId)).toHaveLength(64);
  });

  it("refuses a seat named on an earlier order (409) and keeps it", async () => {
    const eventId = await seatedEvent();
    await put(`/api/admin/v1/events/${eventId}/seating`, { ...SEED_PLAN });
    const buyer = await createVendor("Undecided");
    const named = await seatId(eventId, 8, 2);
    const other = await seatId(eventId, 1, 2);
    expect((await checkout(buyer, { checkoutType: "TICKETS", seatIds: [named] })).code).toBe(200);
    // the buyer's next checkout replaces the first: its seat is free again, but its order names it
    expect((await checkout(buyer, { checkoutType: "TICKETS", seatIds: [other] })).code).toBe(200);
    const res = await put(`/api/admin/v1/events/${eventId}/seating`, {
      rows: 7,
      seatsPerRow: 8,
      bands: [{ fromRow: 1, toRow: 7, priceCents: 5000 }],
    });
    expect(res.code).toBe(409);
    expect(res.payload).toMatch(/named on earlier orders/);
    expect(res.errors).toEqual(["Row 8, Seat 2"]);
    expect(await seatMap(eventId)).toHaveLength(64);
  });

  it("refuses malformed plans (400), an unknown event (404) and an event without seating (409)", async () => {
    const eventId = await seatedEvent();
    const url = `/api/admin/v1/events/${eventId}/seating`;
    for (const body of [
      {},
      { ...SEED_PLAN, rows: 0 },
      { ...SEED_PLAN, rows: 51 },
      { ...SEED_PLAN, seatsPerRow: 41 },
      { ...SEED_PLAN, bands: [] },
      // a gap (row 3 unpriced), an overlap, rows past the plan, a band reversed
      { ...SEED_PLAN, bands: [SEED_PLAN.bands[0], { fromRow: 4, toRow: 8, priceCents: 3000 }] },
      { ...SEED_PLAN, bands: [SEED_PLAN.bands[0], { fromRow: 2, toRow: 8, priceCents: 3000 }] },
      { ...SEED_PLAN, bands: [{ fromRow: 1, toRow: 9, priceCents: 3000 }] },
      { ...SEED_PLAN, bands: [{ fromRow: 8, toRow: 1, priceCents: 3000 }] },
      { ...SEED_PLAN, bands: [{ fromRow: 1, toRow: 8, priceCents: 0 }] },
      { ...SEED_PLAN, bands: [{ fromRow: 1, toRow: 8, priceCents: 3000, rowType: "vip" }] },
      { ...SEED_PLAN, bands: [{ fromRow: 1, toRow: 8 }] },
      // dollars in price are no price: priceCents is integer cents
      { ...SEED_PLAN, bands: [{ fromRow: 1, toRow: 8, price: 30 }] },
    ]) {
      const res = await put(url, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
    }
    // each issue names its field: a band's price, or the bands as a whole
    const free = await put(url, { ...SEED_PLAN, bands: [{ fromRow: 1, toRow: 8, priceCents: 0 }] });
    expect(free.issues?.map((i) => i.path)).toEqual([["bands", 0, "priceCents"]]);
    const gap = await put(url, {
      ...SEED_PLAN,
      bands: [SEED_PLAN.bands[0], { fromRow: 4, toRow: 8, priceCents: 3000 }],
    });
    expect(gap.issues?.map((i) => i.path)).toEqual([["bands"]]);
    expect(await seatMap(eventId)).toHaveLength(0);
    expect((await put("/api/admin/v1/events/2147483000/seating", SEED_PLAN)).code).toBe(404);
    const { eventId: boothEventId } = await boothEvent([100]);
    const notSeated = await put(`/api/admin/v1/events/${boothEventId}/seating`, SEED_PLAN);
    expect(notSeated).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(notSeated.payload).toMatch(/not a seated event/);
  });

  it("bands may come in any order", async () => {
    const eventId = await seatedEvent();
    const res = await put(`/api/admin/v1/events/${eventId}/seating`, {
      ...SEED_PLAN,
      bands: [...SEED_PLAN.bands].reverse(),
    });
    expect(res.code).toBe(200);
    expect(res.payload.bands.map((b: { fromRow: number }) => b.fromRow)).toEqual([1, 3, 7]);
  });
});

describe("the booth editor's data", () => {
  it("opens the section the address names (else the first), with its first booths or all of them", async () => {
    const { eventId, sectionId, ids } = await boothEvent([45000, 45000, 45000]);
    await setStatus([ids[1]!], "BOOKED");
    await setStatus([ids[2]!], "HELD");
    const added = await post(`/api/admin/v1/events/${eventId}/sections`, {
      sectionName: "Food Trucks",
      inclusions: "Power",
      isFood: true,
    });
    const food = added.payload.sectionId as number;
    const range = { prefix: "F-", from: 1, to: FIRST_BOOTHS + 5, boothPriceCents: 30000 };
    expect((await post(`/api/admin/v1/sections/${food}/booths`, range)).code).toBe(201);

    const first = await boothEditorData(eventId);
    expect(first.sections.map((s) => [s.name, s.counts])).toEqual([
      ["Test section", { AVAILABLE: 1, HELD: 1, BOOKED: 1, RESERVED: 0, total: 3 }],
      [
        "Food Trucks",
        { AVAILABLE: FIRST_BOOTHS + 5, HELD: 0, BOOKED: 0, RESERVED: 0, total: FIRST_BOOTHS + 5 },
      ],
    ]);
    expect(first.sections[0]!.boothNames.split("\n")).toEqual(["X-01", "X-02", "X-03"]);
    expect(first.open).toMatchObject({ id: sectionId, name: "Test section" });
    expect(first.open!.booths.map((b) => [b.name, b.status, b.bookedBy])).toEqual([
      ["X-01", "AVAILABLE", null],
      ["X-02", "BOOKED", "Someone's shop"],
      ["X-03", "HELD", null],
    ]);

    // a big section comes with its first booths, and all of them when asked
    const foodTab = await boothEditorData(eventId, { sectionId: food });
    expect(foodTab.open!.id).toBe(food);
    expect(foodTab.open!.booths).toHaveLength(FIRST_BOOTHS);
    expect(foodTab.open!.booths[0]!.name).toBe("F-01");
    const all = await boothEditorData(eventId, { sectionId: food, allBooths: true });
    expect(all.open!.booths.map((b) => b.name).at(-1)).toBe(`F-${FIRST_BOOTHS + 5}`);
    expect(all.open!.booths).toHaveLength(FIRST_BOOTHS + 5);

    // another event's section is not opened here
    const other = await boothEvent([1000]);
    expect((await boothEditorData(eventId, { sectionId: other.sectionId })).open!.id).toBe(
      sectionId,
    );
  });

  it("the floor plan's version changes when what it draws changes, and a draft's plan is drawn", async () => {
    const { eventId, ids } = await boothEvent([45000, 45000]);
    const version = async () => (await boothEditorData(eventId)).floorPlan.version;
    const before = await boothEditorData(eventId);
    expect(before.floorPlan.svg).toBeNull();
    // a new price draws the same plan: the same address
    expect((await put(`/api/admin/v1/booths/${ids[0]}`, { boothPriceCents: 50000 })).code).toBe(
      200,
    );
    expect(await version()).toBe(before.floorPlan.version);
    // reserving a booth colours it differently: a new address
    const reserved = await put(`/api/admin/v1/booths/${ids[0]}`, { boothStatus: "RESERVED" });
    expect(reserved.code).toBe(200);
    const afterReserve = await version();
    expect(afterReserve).not.toBe(before.floorPlan.version);
    expect((await put(`/api/admin/v1/booths/${ids[1]}`, { boothName: "X-99" })).code).toBe(200);
    expect(await version()).not.toBe(afterReserve);

    const db = await getDb();
    await db.update(events).set({ status: "DRAFT" }).where(eq(events.id, eventId));
    const draft = await boothEditorData(eventId);
    expect(draft.floorPlan.svg).toContain("<svg");
    expect(draft.floorPlan.svg).toContain("X-99");
  });
});

describe("access", () => {
  it("a vendor gets 403 and changes nothing; a request without the anti-forgery token is refused", async () => {
    const { ids } = await boothEvent([100]);
    const vendor = await createVendor("Not organiser");
    const res = await admin("DELETE", `/api/admin/v1/booths/${ids[0]}`, undefined, vendor);
    expect(res.code).toBe(403);
    const forged = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/booths/${ids[0]}`,
          { boothPriceCents: 100 },
          { method: "PUT", session: { ...organiser, csrf: "forged" } },
        ),
      ),
    );
    expect(forged.code).toBe(403);
    expect(await boothRow(ids[0]!)).toMatchObject({ priceCents: 100 });
    // the audit rows name the organiser
    const db = await getDb();
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.actorId, organiser.id));
    expect(row!.n).toBeGreaterThan(0);
  });
});

describe("the public pages' cache", () => {
  it("each change expires the tag of the pages that show it; a refused change expires nothing", async () => {
    const expired: string[] = [];
    registerPageCache((tag) => expired.push(tag));
    try {
      const { eventId, sectionId, ids } = await boothEvent([100, 100]);
      const expect1 = async (tag: string, change: () => Promise<{ code: number }>) => {
        expired.length = 0;
        expect((await change()).code).toBeLessThan(300);
        expect(expired).toEqual([tag]);
      };
      await expect1("booths", () =>
        post(`/api/admin/v1/events/${eventId}/sections`, { sectionName: "Cached" }),
      );
      await expect1("booths", () => put(`/api/admin/v1/sections/${sectionId}`, { isFood: true }));
      await expect1("booths", () =>
        post(`/api/admin/v1/sections/${sectionId}/booths`, {
          boothName: "C-1",
          boothPriceCents: 100,
        }),
      );
      await expect1("booths", () =>
        put(`/api/admin/v1/booths/${ids[0]}`, { boothPriceCents: 200 }),
      );
      await expect1("booths", () => del(`/api/admin/v1/booths/${ids[1]}`));
      await expect1("booths", () =>
        put(`/api/admin/v1/sections/${sectionId}/prices`, { boothPriceCents: 300 }),
      );
      const stage = await seatedEvent();
      expired.length = 0;
      expect((await put(`/api/admin/v1/events/${stage}/seating`, SEED_PLAN)).code).toBe(200);
      // the pages that draw the hall, and the seats' statuses
      expect(expired).toEqual(["seat-plans", "seats"]);

      expired.length = 0;
      expect((await del(`/api/admin/v1/booths/${ids[1]}`)).code).toBe(404);
      expect(
        (
          await post(`/api/admin/v1/sections/${sectionId}/booths`, {
            boothName: "C-1",
            boothPriceCents: 100,
          })
        ).code,
      ).toBe(409);
      expect(expired).toEqual([]);
    } finally {
      registerPageCache(() => {});
    }
  });
});
