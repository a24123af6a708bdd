import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { findEventByGuid, listEvents } from "@/lib/events/queries/public";
import { auditLog, contracts, events } from "@/db/schema";
import { adminEventDetailAnswer } from "@/lib/events/resource";
import { NO_CONTRACT_WARNING } from "@/lib/events/editing";
import { parseEventTime } from "@/lib/events/event-time";
import { DEFAULT_EVENT_IMAGE } from "@/lib/events/image-files";
import { torontoIso } from "@/lib/i18n/toronto-time";
import { BOOKING_CLOSED } from "@/lib/payments/checkout/start";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  createOrganiser,
  FIXTURE_CONTRACT,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import {
  boothCart,
  boothStates,
  checkout,
  createBooths,
  createVendor,
  orderRow,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The organiser console's events: create (a DRAFT unless told otherwise, Toronto times), list,
// read, edit; a contract edit is a new version while orders keep theirs; booking closed refuses
// checkout; drafts stay off the public API; every change leaves its audit row.

const get = (url: string, as?: SignedIn) =>
  api(new Request(`http://localhost${url}`, { headers: as ? { cookie: as.cookie } : {} })).then(
    read,
  );
const send = (method: "POST" | "PUT", url: string, body: unknown, as: SignedIn) =>
  api(jsonRequest(url, body, { method, session: as })).then(read);

function newEvent(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    eventName: `Autumn Souk ${id}`,
    eventNameAr: "سوق الخريف",
    eventDescription: "Crafts, food and music.\n\nA second paragraph.",
    eventDescriptionAr: "حرف وطعام وموسيقى.",
    eventLocation: "Celebration Square",
    eventLocationAr: "ساحة الاحتفالات",
    eventDate: "2030-07-01T18:00",
    eventEndDate: "2030-07-03T20:00",
    eventDateText: "July 1 - 3, 2030",
    eventDateTextAr: "1 - 3 يوليو 2030",
    eventAddress: "300 City Centre Dr, Mississauga",
    eventDetails: "Free admission.",
    eventDetailsAr: "الدخول مجاني.",
    eventPriceCents: 1250,
    ...overrides,
  };
}

async function auditOf(entity: string, id: number, as: SignedIn) {
  const answer = await get(`/api/admin/v1/audit?entity=${entity}&id=${id}`, as);
  expect(answer.code).toBe(200);
  return answer.payload as {
    action: string;
    actorName: string;
    actorEmail: string;
    before: any;
    after: any;
    createdAt: string;
  }[];
}

let provider: StripeLocal;
let organiser: Organiser;
let vendor: TestVendor;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
  vendor = await createVendor("Console");
});
afterAll(async () => stopProvider(provider));

describe("event times", () => {
  it("reads a time without an offset as Toronto time, summer and winter", () => {
    expect(parseEventTime("2030-07-01T18:00")!.toISOString()).toBe("2030-07-01T22:00:00.000Z");
    expect(parseEventTime("2030-12-01T10:30:15")!.toISOString()).toBe("2030-12-01T15:30:15.000Z");
    expect(parseEventTime("2030-07-01")!.toISOString()).toBe("2030-07-01T04:00:00.000Z");
    expect(parseEventTime("2030-07-01", { endOfDay: true })!.toISOString()).toBe(
      "2030-07-02T03:59:59.999Z",
    );
    expect(parseEventTime("2030-07-01T18:00:00Z")!.toISOString()).toBe("2030-07-01T18:00:00.000Z");
    expect(parseEventTime("2030-07-01T18:00:00+02:00")!.toISOString()).toBe(
      "2030-07-01T16:00:00.000Z",
    );
    for (const bad of ["2030-02-30", "2030-13-01T10:00", "2030-07-01T24:00", "tomorrow", ""])
      expect(parseEventTime(bad), bad).toBeNull();
    expect(torontoIso(new Date("2030-07-01T22:00:00Z"))).toBe("2030-07-01T18:00:00-04:00");
    expect(torontoIso(new Date("2030-12-01T15:30:15Z"))).toBe("2030-12-01T10:30:15-05:00");
  });
});

describe("POST /api/admin/v1/events", () => {
  it("creates a DRAFT with booking closed, every field in both languages, times in Toronto", async () => {
    const body = newEvent({ balanceDueDate: "2030-06-15" });
    const created = await send("POST", "/api/admin/v1/events", body, organiser);
    expect(created.code).toBe(201);
    expect(created.status).toBe("CREATED");
    expect(adminEventDetailAnswer.safeParse(created.payload).success).toBe(true);
    expect(created.payload).toMatchObject({
      eventId: expect.any(Number),
      eventGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventName: body.eventName,
      eventNameAr: "سوق الخريف",
      eventDescription: body.eventDescription,
      eventLocationAr: "ساحة الاحتفالات",
      eventDate: "2030-07-01T18:00:00-04:00",
      eventEndDate: "2030-07-03T20:00:00-04:00",
      eventDateTextAr: "1 - 3 يوليو 2030",
      eventImage: DEFAULT_EVENT_IMAGE,
      eventStatus: "DRAFT",
      eventPriceCents: 1250,
      hasSeating: false,
      bookingOpen: false,
      balanceDueDate: "2030-06-15",
      sectionCount: 0,
      boothCount: 0,
      contractVersion: null,
      contract: null,
      contractVersions: [],
      warnings: [],
    });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(eq(events.id, created.payload.eventId));
    expect(row!.startsAt.toISOString()).toBe("2030-07-01T22:00:00.000Z");
    expect(row!.priceCents).toBe(1250);

    const trail = await auditOf("event", created.payload.eventId, organiser);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: "create",
      actorName: organiser.name,
      actorEmail: organiser.email,
      before: null,
      after: { id: created.payload.eventId, name: body.eventName, status: "DRAFT" },
    });
  });

  it("creates an event with its first contract version", async () => {
    const created = await send(
      "POST",
      "/api/admin/v1/events",
      newEvent({
        eventStatus: "ACTIVE",
        bookingOpen: true,
        eventImage: "winter-festival-2025.svg",
        contractText: "1. Terms\n\nThe vendor follows the rules.",
        contractTitleAr: "عقد البائع",
      }),
      organiser,
    );
    expect(created.code).toBe(201);
    expect(created.payload).toMatchObject({
      eventStatus: "ACTIVE",
      bookingOpen: true,
      eventImage: "winter-festival-2025.svg",
      contractVersion: "v1",
      contract: {
        contractVersion: "v1",
        contractTitle: expect.stringContaining("Vendor Contract"),
        contractTitleAr: "عقد البائع",
        contractSummaryAr: null,
        contractText: "1. Terms\n\nThe vendor follows the rules.",
      },
      warnings: [],
    });
    const trail = await auditOf("contract", created.payload.contract.contractId, organiser);
    expect(trail[0]).toMatchObject({ action: "create", before: null, after: { version: "v1" } });
  });

  it("refuses invalid events with a 400 and writes nothing", async () => {
    const db = await getDb();
    const before = (await db.select({ id: events.id }).from(events)).length;
    const { eventName: _name, ...noName } = newEvent();
    for (const body of [
      noName,
      newEvent({ eventName: "   " }),
      newEvent({ eventName: "Line\u0000break" }),
      newEvent({ eventDate: "next Friday" }),
      newEvent({ eventDate: "2030-02-30T10:00" }),
      newEvent({ eventEndDate: "2030-06-30T10:00" }),
      newEvent({ eventStatus: "OPEN" }),
      newEvent({ eventPriceCents: -1 }),
      newEvent({ eventPriceCents: 12.5 }),
      newEvent({ eventPriceCents: "1200" }),
      newEvent({ eventPriceCents: 100_000_001 }),
      // the price in dollars is no field of the organiser API (its money is in integer cents)
      { ...newEvent(), eventPriceCents: undefined, eventPrice: 12.5 },
      newEvent({ eventImage: "../../etc/passwd" }),
      newEvent({ eventImage: "no-such-picture.svg" }),
      newEvent({ balanceDueDate: "2030-02-30" }),
      newEvent({ bookingOpen: "yes" }),
      newEvent({ contractTitle: "A title without a text" }),
      newEvent({ contractText: "Terms", contractVersion: "not a version!" }),
      newEvent({ eventNmae: "typo" }),
    ]) {
      const answer = await send("POST", "/api/admin/v1/events", body, organiser);
      expect(answer.code, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(typeof answer.payload).toBe("string");
    }
    expect((await db.select({ id: events.id }).from(events)).length).toBe(before);
  });

  it("names the field of a refusal only the server can make, by code, in English", async () => {
    const cases = [
      {
        body: newEvent({ eventEndDate: "2030-06-30T10:00" }),
        field: "eventEndDate",
        code: "errors.events.endBeforeStart",
        payload: "The event must not end before it starts.",
      },
      {
        body: newEvent({ eventImage: "no-such-picture.svg" }),
        field: "eventImage",
        code: "errors.events.imageNotInFolder",
        payload: "The picture no-such-picture.svg is not one of the site's event pictures.",
      },
      {
        body: newEvent({ eventImage: "/media/999999-0a1b2c3d.webp" }),
        field: "eventImage",
        code: "errors.events.imageNotUploaded",
        payload: "The picture /media/999999-0a1b2c3d.webp is not an image uploaded here.",
      },
      {
        body: newEvent({ contractTitle: "A title without a text" }),
        field: "contractText",
        code: "errors.events.contractTextForContract",
        payload: "Write the contract's text: a vendor contract needs one.",
      },
    ];
    for (const { body, field, code, payload } of cases) {
      const answer = await send("POST", "/api/admin/v1/events", body, organiser);
      expect(answer, field).toMatchObject({ code: 400, payload, errorCode: code });
      expect(answer.issues).toEqual([
        {
          path: [field],
          code,
          message: payload,
          ...(answer.params ? { params: answer.params } : {}),
        },
      ]);
    }
  });
});

describe("GET /api/admin/v1/events and /events/{eventId}", () => {
  it("lists every event, drafts included, with counts; reads one; 404 for an unknown id", async () => {
    const draft = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    const { eventId } = await createBooths([10000, 20000, null]);
    const list = await get("/api/admin/v1/events", organiser);
    expect(list.code).toBe(200);
    const ids = list.payload.map((e: { eventId: number }) => e.eventId);
    expect(ids).toContain(draft.payload.eventId);
    expect(list.payload.find((e: { eventId: number }) => e.eventId === eventId)).toMatchObject({
      eventStatus: "ACTIVE",
      bookingOpen: true,
      sectionCount: 1,
      boothCount: 3,
      contractVersion: FIXTURE_CONTRACT.version,
    });
    // drafts first
    expect(list.payload[0].eventStatus).toBe("DRAFT");

    const one = await get(`/api/admin/v1/events/${eventId}`, organiser);
    expect(one.code).toBe(200);
    expect(one.payload).toMatchObject({
      eventId,
      contract: { contractVersion: FIXTURE_CONTRACT.version, contractText: FIXTURE_CONTRACT.body },
      contractVersions: [{ contractVersion: FIXTURE_CONTRACT.version }],
    });
    expect(await get("/api/admin/v1/events/2147483647", organiser)).toMatchObject({
      code: 404,
      payload: "Event not found",
      errorCode: "errors.events.notFound",
    });
    expect((await get("/api/admin/v1/events/abc", organiser)).code).toBe(400);
    expect(
      (await send("PUT", "/api/admin/v1/events/2147483647", { eventName: "X" }, organiser)).code,
    ).toBe(404);
  });

  it("flags an ACTIVE event open for booking without a contract (allowed, with a warning)", async () => {
    const created = await send(
      "POST",
      "/api/admin/v1/events",
      newEvent({ eventStatus: "ACTIVE", bookingOpen: true }),
      organiser,
    );
    expect(created.code).toBe(201);
    const warning = { code: "BOOKING_OPEN_WITHOUT_CONTRACT", message: NO_CONTRACT_WARNING };
    expect(created.payload.warnings).toEqual([warning]);
    const one = await get(`/api/admin/v1/events/${created.payload.eventId}`, organiser);
    expect(one.payload.warnings).toEqual([warning]);
    const closed = await send(
      "PUT",
      `/api/admin/v1/events/${created.payload.eventId}`,
      { bookingOpen: false },
      organiser,
    );
    expect(closed.payload.warnings).toEqual([]);
    expect(NO_CONTRACT_WARNING).not.toMatch(/contractText/);

    // a seated show sells tickets: no vendor contract to ask for
    const concert = await send(
      "POST",
      "/api/admin/v1/events",
      newEvent({ eventStatus: "ACTIVE", bookingOpen: true, hasSeating: true }),
      organiser,
    );
    expect(concert.code).toBe(201);
    expect(concert.payload.warnings).toEqual([]);
  });
});

describe("drafts are not public", () => {
  it("a DRAFT is not in the public events, its pages' reads and API answer 404; published it is", async () => {
    const created = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    const { eventId, eventGuid } = created.payload;
    const publicGuids = async () =>
      (await get("/api/v1/events")).payload.map((e: { eventGuid: string }) => e.eventGuid);
    expect(await publicGuids()).not.toContain(eventGuid);
    expect((await get("/api/v1/homeEvents")).payload.map((e: any) => e.eventGuid)).not.toContain(
      eventGuid,
    );
    expect((await get(`/api/v1/sections/booths/${eventGuid}`)).code).toBe(404);
    expect((await get(`/api/v1/sections/${eventId}`)).code).toBe(404);
    expect(await findEventByGuid({ guid: eventGuid })).toBeUndefined();
    expect((await listEvents()).some((e) => e.guid === eventGuid)).toBe(false);

    const published = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { eventStatus: "ACTIVE" },
      organiser,
    );
    expect(published.code).toBe(200);
    expect(await publicGuids()).toContain(eventGuid);
    expect((await get(`/api/v1/sections/booths/${eventGuid}`)).code).toBe(200);
    expect(await findEventByGuid({ guid: eventGuid })).toMatchObject({
      status: "ACTIVE",
      bookingOpen: false,
    });
  });

  it("the booths of a DRAFT event cannot be checked out", async () => {
    const { eventId, ids } = await createBooths([30000]);
    await send("PUT", `/api/admin/v1/events/${eventId}`, { eventStatus: "DRAFT" }, organiser);
    const answer = await checkout(vendor, boothCart(ids));
    expect(answer.code).toBe(409);
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
  });
});

describe("PUT /api/admin/v1/events/{eventId}", () => {
  it("changes only the fields given, audits before and after; an edit that changes nothing writes nothing", async () => {
    const created = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    const { eventId } = created.payload;
    const edited = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { eventLocation: "Square One", eventNameAr: null, eventDate: "2030-06-30T12:00:00-04:00" },
      organiser,
    );
    expect(edited.code).toBe(200);
    expect(edited.payload).toMatchObject({
      eventName: created.payload.eventName,
      eventLocation: "Square One",
      eventLocationAr: "ساحة الاحتفالات",
      eventNameAr: null,
      eventDate: "2030-06-30T12:00:00-04:00",
      eventEndDate: created.payload.eventEndDate,
    });
    const trail = await auditOf("event", eventId, organiser);
    expect(trail.map((r) => r.action)).toEqual(["update", "create"]);
    expect(trail[0]!.before).toMatchObject({
      location: "Celebration Square",
      nameAr: "سوق الخريف",
      startsAt: "2030-07-01T22:00:00.000Z",
    });
    expect(trail[0]!.after).toMatchObject({
      location: "Square One",
      nameAr: null,
      startsAt: "2030-06-30T16:00:00.000Z",
    });

    const same = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { eventLocation: "Square One", eventDate: "2030-06-30T12:00" },
      organiser,
    );
    expect(same.code).toBe(200);
    expect(await auditOf("event", eventId, organiser)).toHaveLength(2);

    for (const body of [
      { eventEndDate: "2030-06-01T10:00" },
      { eventName: "" },
      { eventName: null },
      { eventStatus: "CLOSED" },
      { eventId: 5 },
    ]) {
      const answer = await send("PUT", `/api/admin/v1/events/${eventId}`, body, organiser);
      expect(answer.code, JSON.stringify(body)).toBe(400);
    }
    expect(await auditOf("event", eventId, organiser)).toHaveLength(2);
  });

  it("a contract edit is a new version; an existing order keeps the version it accepted", async () => {
    const { eventId, ids } = await createBooths([40000, 40000]);
    const first = await checkout(vendor, boothCart([ids[0]!]));
    expect(first.code).toBe(200);
    const firstOrder = await orderRow(first.payload.orderId);
    expect(firstOrder.contractVersion).toBe(FIXTURE_CONTRACT.version);

    const edited = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { contractText: "1. Terms\n\nThe vendor follows the new rules." },
      organiser,
    );
    expect(edited.code).toBe(200);
    expect(edited.payload).toMatchObject({
      contractVersion: "test-v2",
      contract: {
        contractVersion: "test-v2",
        contractTitle: FIXTURE_CONTRACT.title,
        contractText: "1. Terms\n\nThe vendor follows the new rules.",
      },
      contractVersions: [{ contractVersion: "test-v2" }, { contractVersion: "test-v1" }],
    });
    const db = await getDb();
    const rows = await db.select().from(contracts).where(eq(contracts.eventId, eventId));
    expect(rows.map((r) => [r.version, r.body]).sort()).toEqual([
      [FIXTURE_CONTRACT.version, FIXTURE_CONTRACT.body],
      ["test-v2", "1. Terms\n\nThe vendor follows the new rules."],
    ]);
    // the earlier order still names the version (and row) it accepted
    expect(await orderRow(first.payload.orderId)).toMatchObject({
      contractVersion: FIXTURE_CONTRACT.version,
      contractId: firstOrder.contractId,
    });
    const other = await createVendor("Later");
    const second = await checkout(other, boothCart([ids[1]!]));
    expect(second.code).toBe(200);
    expect(await orderRow(second.payload.orderId)).toMatchObject({ contractVersion: "test-v2" });

    // the audit row of the new version names the one it replaced
    const trail = await auditOf("contract", edited.payload.contract.contractId, organiser);
    expect(trail[0]).toMatchObject({
      action: "create",
      before: { version: FIXTURE_CONTRACT.version },
      after: { version: "test-v2", eventId },
    });

    // an Arabic summary alone is a new version too, with the same English text
    const summary = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { contractSummaryAr: "ملخص القواعد", contractVersion: "2031-ar" },
      organiser,
    );
    expect(summary.payload.contract).toMatchObject({
      contractVersion: "2031-ar",
      contractSummaryAr: "ملخص القواعد",
      contractText: "1. Terms\n\nThe vendor follows the new rules.",
    });
    // the same text again writes nothing; a version that exists is a CONFLICT
    const again = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { contractText: "1. Terms\n\nThe vendor follows the new rules." },
      organiser,
    );
    expect(again.payload.contractVersions).toHaveLength(3);
    const taken = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { contractText: "Other text", contractVersion: "test-v2" },
      organiser,
    );
    expect(taken.code).toBe(409);
    expect(taken.status).toBe("CONFLICT");
    expect(taken).toMatchObject({
      payload:
        "Contract version test-v2 already exists for this event: a version never changes once written, so give the edit a new version (or leave contractVersion out).",
      errorCode: "errors.events.contractVersionTaken",
      params: { version: "test-v2" },
      issues: [{ path: ["contractVersion"], code: "errors.events.contractVersionTaken" }],
    });
    expect((await db.select().from(contracts).where(eq(contracts.eventId, eventId))).length).toBe(
      3,
    );
  });

  it("a contract needs its text when the event has none", async () => {
    const created = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    const answer = await send(
      "PUT",
      `/api/admin/v1/events/${created.payload.eventId}`,
      { contractTitle: "Vendor Contract" },
      organiser,
    );
    expect(answer).toMatchObject({
      code: 400,
      payload: "Write the contract's text: this event has no vendor contract yet.",
      errorCode: "errors.events.contractTextNeeded",
      issues: [{ path: ["contractText"] }],
    });
    const added = await send(
      "PUT",
      `/api/admin/v1/events/${created.payload.eventId}`,
      { contractText: "1. Terms\n\nRules." },
      organiser,
    );
    expect(added.payload.contract).toMatchObject({ contractVersion: "v1" });
  });
});

describe("booking closed", () => {
  it("refuses checkout of the event's booths with CONFLICT while booking is closed", async () => {
    const { eventId, ids } = await createBooths([25000]);
    const closed = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { bookingOpen: false },
      organiser,
    );
    expect(closed.payload.bookingOpen).toBe(false);
    expect(await checkout(vendor, boothCart(ids))).toMatchObject({
      code: 409,
      status: "CONFLICT",
      payload: BOOKING_CLOSED,
    });
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
    const guid = closed.payload.eventGuid as string;
    expect(await findEventByGuid({ guid })).toMatchObject({ bookingOpen: false });

    await send("PUT", `/api/admin/v1/events/${eventId}`, { bookingOpen: true }, organiser);
    expect((await checkout(vendor, boothCart(ids))).code).toBe(200);
  });
});

describe("GET /api/admin/v1/audit", () => {
  it("answers newest first, filtered by entity and id; refuses an unknown entity", async () => {
    const created = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    const { eventId } = created.payload;
    await send("PUT", `/api/admin/v1/events/${eventId}`, { eventPriceCents: 2000 }, organiser);
    await send("PUT", `/api/admin/v1/events/${eventId}`, { eventPriceCents: 3000 }, organiser);
    const trail = await auditOf("event", eventId, organiser);
    expect(trail.map((r) => [r.action, r.after.priceCents])).toEqual([
      ["update", 3000],
      ["update", 2000],
      ["create", 1250],
    ]);
    expect(trail[0]!.before.priceCents).toBe(2000);
    expect(trail[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);

    const all = await get("/api/admin/v1/audit?entity=&id=&limit=2", organiser);
    expect(all.code).toBe(200);
    expect(all.payload).toHaveLength(2);
    const db = await getDb();
    const stored = await db.select().from(auditLog).where(eq(auditLog.entityId, eventId));
    expect(stored.filter((r) => r.entity === "event")).toHaveLength(3);

    for (const query of ["entity=events", "id=0", "id=x", "limit=501"])
      expect((await get(`/api/admin/v1/audit?${query}`, organiser)).code, query).toBe(400);
  });
});

describe("who may call the organiser API", () => {
  it("401 without a session, 403 for a vendor, 403 without the anti-forgery token", async () => {
    expect((await get("/api/admin/v1/events")).code).toBe(401);
    expect((await get("/api/admin/v1/audit")).code).toBe(401);
    expect((await get("/api/admin/v1/events", vendor)).code).toBe(403);
    expect((await send("POST", "/api/admin/v1/events", newEvent(), vendor)).code).toBe(403);
    const forged = await api(
      jsonRequest("/api/admin/v1/events", newEvent(), {
        session: { cookie: organiser.cookie, csrf: `${organiser.csrf}x` },
      }),
    );
    expect(forged.status).toBe(403);
  });
});
