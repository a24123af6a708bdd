import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { SUMMER_2025_GUID, STAGE_EVENT_GUID } from "@/db/seed-data";
import { auditLog, booths, contracts, events, orders, seats, sections, tickets } from "@/db/schema";
import { adminEventDetailAnswer } from "@/lib/events/resource";
import { shiftInstant } from "@/lib/events/copy";
import { featureOffer } from "@/lib/events/editing";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Copying an event: next year's festival from this year's, as a DRAFT with the same sections,
// booths, prices, seating plan, vendor tags and Arabic texts, nothing sold, its dates moved by as
// many days as its start; the source is not changed.

const copyOf = (eventId: number, body: unknown, as: SignedIn, options: { csrf?: boolean } = {}) =>
  api(jsonRequest(`/api/admin/v1/events/${eventId}/copy`, body, { session: as, ...options })).then(
    read,
  );

let organiser: Organiser;
let vendor: TestVendor;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
  vendor = await createVendor("Copy");
});

async function eventByGuid(guid: string) {
  const db = await getDb();
  const [row] = await db.select().from(events).where(eq(events.guid, guid));
  return row!;
}

/** The event's sections with their booths, every column, as stored. */
async function layoutOf(eventId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(sections)
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(sections.position));
  const boothRows = rows.length
    ? await db
        .select()
        .from(booths)
        .where(
          inArray(
            booths.sectionId,
            rows.map((s) => s.id),
          ),
        )
        .orderBy(asc(booths.name))
    : [];
  return { sections: rows, booths: boothRows };
}

async function currentContract(eventId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.eventId, eventId))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(1);
  return row;
}

describe("POST /api/admin/v1/events/{eventId}/copy", () => {
  it("copies the summer festival as a DRAFT two years on: same sections, booths, prices and Arabic texts, all AVAILABLE, dates moved, a new contract version, nothing sold", async () => {
    const db = await getDb();
    const source = await eventByGuid(SUMMER_2025_GUID);
    const sourceLayout = await layoutOf(source.id);
    const sourceContract = (await currentContract(source.id))!;
    expect(sourceLayout.booths.some((b) => b.status === "BOOKED")).toBe(true);

    const answer = await copyOf(
      source.id,
      { eventName: "9th Annual Arab Summer Festival 2027", eventDate: "2027-07-02T18:00" },
      organiser,
    );
    expect(answer.code).toBe(201);
    expect(adminEventDetailAnswer.safeParse(answer.payload).success).toBe(true);
    const copyId = answer.payload.eventId as number;
    expect(copyId).not.toBe(source.id);
    expect(answer.payload).toMatchObject({
      eventName: "9th Annual Arab Summer Festival 2027",
      // the edition's number follows the English name's ("8th" -> "9th"), in Arabic too
      eventNameAr: "مهرجان الصيف العربي السنوي التاسع 2027",
      featuredTitle: "9th Annual Summer Festival 2027",
      featuredTitleAr: "مهرجان الصيف السنوي التاسع 2027",
      eventStatus: "DRAFT",
      featured: false,
      eventDate: "2027-07-02T18:00:00-04:00",
      // Two days and two hours, as the source lasted.
      eventEndDate: "2027-07-04T20:00:00-04:00",
      eventDescriptionAr: source.descriptionAr,
      eventLocationAr: source.locationAr,
      // the date lines and the details' days are the copy's, in both languages
      eventDateText: "July 2 – 4, 2027",
      eventDateTextAr: "2 – 4 يوليو 2027",
      eventDetails:
        "Friday July 2, 6 PM – 11 PM · Saturday July 3, 11 AM – 11 PM · Sunday July 4, 11 AM – 8 PM. Free admission; over 60,000 visitors expected.",
      eventDetailsAr:
        "الجمعة 2 يوليو، من 6 مساءً حتى 11 مساءً · السبت 3 يوليو، من 11 صباحًا حتى 11 مساءً · الأحد 4 يوليو، من 11 صباحًا حتى 8 مساءً. الدخول مجاني، ونتوقع أكثر من 60,000 زائر.",
      copyChecks: null,
      eventAddress: source.address,
      eventImage: source.image,
      sectionCount: sourceLayout.sections.length,
      boothCount: sourceLayout.booths.length,
    });

    // Every date of the event moved by 728 days (2025-07-04 -> 2027-07-02), same time of day.
    const [copy] = await db.select().from(events).where(eq(events.id, copyId));
    expect(copy!.openingHours).toEqual(
      source.openingHours.map((d) => ({
        opens: shiftInstant(new Date(d.opens), 728).toISOString(),
        closes: shiftInstant(new Date(d.closes), 728).toISOString(),
      })),
    );
    expect(copy!.openingHours[0]).toEqual({
      opens: "2027-07-02T22:00:00.000Z",
      closes: "2027-07-03T03:00:00.000Z",
    });
    for (const key of ["boothSalesEnd", "ticketSalesEnd"] as const) {
      const before = (source as Record<string, unknown>)[key];
      const after = (copy as Record<string, unknown>)[key];
      if (before === null) expect(after, key).toBeNull();
      else if (before instanceof Date)
        expect((after as Date).toISOString(), key).toBe(shiftInstant(before, 728).toISOString());
    }

    // The same sections and booths, every booth AVAILABLE and unsold at the same price.
    const copied = await layoutOf(copyId);
    const strip = ({ id: _id, eventId: _e, ...s }: (typeof copied.sections)[number]) => s;
    expect(copied.sections.map(strip)).toEqual(sourceLayout.sections.map(strip));
    expect(copied.booths).toHaveLength(sourceLayout.booths.length);
    const positionOf = (layout: typeof copied, sectionId: number) =>
      layout.sections.find((s) => s.id === sectionId)!.position;
    expect(
      copied.booths.map((b) => [positionOf(copied, b.sectionId), b.name, b.priceCents]),
    ).toEqual(
      sourceLayout.booths.map((b) => [positionOf(sourceLayout, b.sectionId), b.name, b.priceCents]),
    );
    for (const booth of copied.booths)
      expect(booth).toMatchObject({
        status: "AVAILABLE",
        vendorId: null,
        lob: null,
        heldByOrderId: null,
        heldUntil: null,
      });

    // Its contract is a new version named for the new year, with the same text.
    expect(sourceContract.version).toContain("2025");
    expect(answer.payload.contract).toMatchObject({
      contractVersion: sourceContract.version.replace("2025", "2027"),
      contractText: sourceContract.body,
      contractSummaryAr: sourceContract.summaryAr,
    });
    expect(answer.payload.contractVersions).toHaveLength(1);
    expect(answer.payload.contract.contractId).not.toBe(sourceContract.id);

    // Nothing sold: no orders, tickets or seats.
    expect(await db.select().from(orders).where(eq(orders.eventId, copyId))).toHaveLength(0);
    expect(await db.select().from(tickets).where(eq(tickets.eventId, copyId))).toHaveLength(0);

    // The source is as it was.
    expect(await eventByGuid(SUMMER_2025_GUID)).toEqual(source);
    expect(await layoutOf(source.id)).toEqual(sourceLayout);
    expect((await currentContract(source.id))!.id).toBe(sourceContract.id);

    // One audit row for the new event, naming its source and the organiser.
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, copyId))
      .orderBy(asc(auditLog.id));
    const eventAudit = audit.filter((a) => a.entity === "event");
    expect(eventAudit).toHaveLength(1);
    expect(eventAudit[0]).toMatchObject({
      action: "create",
      actorId: organiser.vendorId,
      after: expect.objectContaining({ copiedFromEventId: source.id }),
    });

    // The draft is not on the public site.
    const publicEvent = await api(new Request(`http://localhost/api/v1/events/${copy!.guid}`)).then(
      read,
    );
    expect(publicEvent.code).toBe(404);
  });

  it("copies a seating plan with its row prices, every seat AVAILABLE", async () => {
    const db = await getDb();
    const source = await eventByGuid(STAGE_EVENT_GUID);
    const sourceSeats = await db
      .select()
      .from(seats)
      .where(eq(seats.eventId, source.id))
      .orderBy(asc(seats.row), asc(seats.column));
    expect(sourceSeats.length).toBeGreaterThan(0);
    const answer = await copyOf(
      source.id,
      {
        eventName: "Tarab Night 2026",
        eventDate: "2026-07-04T19:30",
        eventEndDate: "2026-07-04T22:30",
        eventDateText: "Saturday July 4, 2026 · 7:30 PM",
      },
      organiser,
    );
    expect(answer.code).toBe(201);
    expect(answer.payload).toMatchObject({
      hasSeating: true,
      eventPriceCents: source.priceCents,
      eventDateText: "Saturday July 4, 2026 · 7:30 PM",
      // the concert's Arabic date line names the copy's day
      eventDateTextAr: "السبت 4 يوليو 2026 · 7:30 مساءً",
      eventEndDate: "2026-07-04T22:30:00-04:00",
      copyChecks: null,
    });
    const copySeats = await db
      .select()
      .from(seats)
      .where(eq(seats.eventId, answer.payload.eventId))
      .orderBy(asc(seats.row), asc(seats.column));
    expect(copySeats.map((s) => [s.row, s.column, s.rowType, s.priceCents])).toEqual(
      sourceSeats.map((s) => [s.row, s.column, s.rowType, s.priceCents]),
    );
    expect(copySeats.every((s) => s.status === "AVAILABLE" && s.vendorId === null)).toBe(true);
  });

  it("moves the balance due day and the booth sales end with the start (no ticket sales end stays none); an event without a contract gets none", async () => {
    const created = await api(
      jsonRequest(
        "/api/admin/v1/events",
        {
          eventName: "Spring Bazaar 2030",
          eventDescription: "Crafts.",
          eventLocation: "Square",
          eventDate: "2030-03-01T10:00",
          eventEndDate: "2030-03-01T18:00",
          eventDateText: "March 1, 2030",
          eventAddress: "300 City Centre Dr, Mississauga",
          eventDetails: "Free.",
          balanceDueDate: "2030-02-15",
          boothSalesEnd: "2030-02-28T17:00",
          ticketSalesEnd: null,
          openingHours: [{ opens: "2030-03-01T10:00", closes: "2030-03-01T18:00" }],
        },
        { session: organiser },
      ),
    ).then(read);
    expect(created.code).toBe(201);
    // From winter time to summer time: the day moves 30 days, the hours stay 10 AM - 6 PM.
    const answer = await copyOf(
      created.payload.eventId,
      { eventName: "Spring Bazaar 2030 (second)", eventDate: "2030-03-31T10:00" },
      organiser,
    );
    expect(answer.code).toBe(201);
    expect(answer.payload).toMatchObject({
      balanceDueDate: "2030-03-17",
      boothSalesEnd: "2030-03-30T17:00:00-04:00",
      ticketSalesEnd: null,
      eventEndDate: "2030-03-31T18:00:00-04:00",
      openingHours: [{ opens: "2030-03-31T10:00:00-04:00", closes: "2030-03-31T18:00:00-04:00" }],
      eventDateText: "March 31, 2030",
      contract: null,
      contractVersions: [],
    });
  });

  it("brings the event's vendor tag list in its order, counted in the copy's audit row; the source keeps its own", async () => {
    const call = (method: "GET" | "PUT", url: string, body?: unknown) =>
      api(
        method === "GET"
          ? new Request(`http://localhost${url}`, { headers: { cookie: organiser.cookie } })
          : jsonRequest(url, body, { session: organiser, method }),
      ).then(read);
    const created = await api(
      jsonRequest(
        "/api/admin/v1/events",
        {
          eventName: "Night Market 2030",
          eventDescription: "Food and crafts after dark.",
          eventLocation: "Square",
          eventDate: "2030-06-07T18:00",
          eventEndDate: "2030-06-07T23:00",
          eventDateText: "June 7, 2030",
          eventAddress: "300 City Centre Dr, Mississauga",
          eventDetails: "Free.",
        },
        { session: organiser },
      ),
    ).then(read);
    expect(created.code).toBe(201);
    const sourceId = created.payload.eventId as number;
    const tags = [
      { key: "vegan", label: "Vegan", labelAr: "نباتي صرف" },
      { key: "halal", label: "Halal", labelAr: "حلال" },
      { key: "books", label: "Books", labelAr: null },
    ];
    const saved = await call("PUT", `/api/admin/v1/events/${sourceId}/vendor-tags`, { tags });
    expect(saved.code).toBe(200);

    const answer = await copyOf(
      sourceId,
      { eventName: "Night Market 2031", eventDate: "2031-06-06T18:00" },
      organiser,
    );
    expect(answer.code).toBe(201);
    const copyId = answer.payload.eventId as number;
    const copied = await call("GET", `/api/admin/v1/events/${copyId}/vendor-tags`);
    expect(copied.payload).toEqual({ eventId: copyId, tags });

    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, copyId)));
    expect(audit!.after).toMatchObject({ copiedFromEventId: sourceId, vendorTags: 3 });

    // The copy's list is its own: changing it leaves the source's as it was.
    const changed = await call("PUT", `/api/admin/v1/events/${copyId}/vendor-tags`, {
      tags: [tags[1]],
    });
    expect(changed.code).toBe(200);
    const source = await call("GET", `/api/admin/v1/events/${sourceId}/vendor-tags`);
    expect(source.payload.tags).toEqual(tags);

    // A copy of the copy brings the copy's own list.
    const again = await copyOf(
      copyId,
      { eventName: "Night Market 2032", eventDate: "2032-06-04T18:00" },
      organiser,
    );
    const [againAudit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, again.payload.eventId)));
    expect(againAudit!.after).toMatchObject({ copiedFromEventId: copyId, vendorTags: 1 });
    const third = await call("GET", `/api/admin/v1/events/${again.payload.eventId}/vendor-tags`);
    expect(third.payload.tags).toEqual([tags[1]]);
  });

  it("marks the texts it cannot rewrite, keeps them, and clears each mark when that field is saved changed", async () => {
    const created = await api(
      jsonRequest(
        "/api/admin/v1/events",
        {
          eventName: "2nd Harvest Market 2030",
          eventNameAr: "سوق الحصاد الثاني 2030",
          eventDescription: "Crafts and produce.",
          eventLocation: "Square",
          eventDate: "2030-09-06T10:00",
          eventEndDate: "2030-09-07T18:00",
          eventDateText: "Sept. 6 – 7, 2030",
          eventDateTextAr: "6 – 7 سبتمبر 2030",
          eventAddress: "300 City Centre Dr, Mississauga",
          // set-up day is not one of the market's days: it cannot be moved with confidence
          eventDetails:
            "Fri. Sept. 6 and Saturday Sept. 7. Vendors set up on Thursday September 5.",
          eventDetailsAr: "الجمعة 6 سبتمبر والسبت 7 سبتمبر. يجهّز العارضون أجنحتهم يوم 5 سبتمبر.",
          featuredTitleAr: "الدورة الثانية لسوق الحصاد",
        },
        { session: organiser },
      ),
    ).then(read);
    expect(created.code).toBe(201);
    const answer = await copyOf(
      created.payload.eventId,
      { eventName: "Harvest Market 2031", eventDate: "2031-09-05T10:00" },
      organiser,
    );
    expect(answer.code).toBe(201);
    expect(answer.payload).toMatchObject({
      eventNameAr: "سوق الحصاد الثالث 2031",
      featuredTitleAr: "الدورة الثالثة لسوق الحصاد",
      eventDateText: "Sept. 5 – 6, 2031",
      eventDateTextAr: "5 – 6 سبتمبر 2031",
      // kept as they were, and marked for the organiser
      eventDetails: "Fri. Sept. 5 and Saturday Sept. 6. Vendors set up on Thursday September 5.",
      eventDetailsAr: "الجمعة 5 سبتمبر والسبت 6 سبتمبر. يجهّز العارضون أجنحتهم يوم 5 سبتمبر.",
      copyChecks: { fromYear: 2030, fields: ["eventDetails", "eventDetailsAr"] },
    });
    const copyId = answer.payload.eventId as number;
    const edit = (body: unknown) =>
      api(
        jsonRequest(`/api/admin/v1/events/${copyId}`, body, { session: organiser, method: "PUT" }),
      ).then(read);

    // saved unchanged: the mark stays; saved changed: that field's mark goes, the other stays
    const unchanged = await edit({ eventDetails: answer.payload.eventDetails });
    expect(unchanged.payload.copyChecks).toEqual({
      fromYear: 2030,
      fields: ["eventDetails", "eventDetailsAr"],
    });
    const english = await edit({
      eventDetails: "Fri. Sept. 5 and Saturday Sept. 6. Set-up Thursday September 4.",
    });
    expect(english.code).toBe(200);
    expect(english.payload.copyChecks).toEqual({ fromYear: 2030, fields: ["eventDetailsAr"] });
    const arabic = await edit({
      eventDetailsAr: "الجمعة 5 سبتمبر والسبت 6 سبتمبر. التجهيز يوم 4 سبتمبر.",
    });
    expect(arabic.payload.copyChecks).toBeNull();
    const db = await getDb();
    const [row] = await db.select().from(events).where(eq(events.id, copyId));
    expect(row!.copyChecks).toBeNull();
  });

  it("writes the copy's start time in the concert's date lines when it starts at another time", async () => {
    const source = await eventByGuid(STAGE_EVENT_GUID);
    const answer = await copyOf(
      source.id,
      {
        eventName: "Tarab Night 2027",
        eventDate: "2027-07-03T20:00",
        eventEndDate: "2027-07-03T23:00",
      },
      organiser,
    );
    expect(answer.code).toBe(201);
    expect(answer.payload).toMatchObject({
      eventDateText: "Saturday July 3, 2027 · 8:00 PM",
      eventDateTextAr: "السبت 3 يوليو 2027 · 8:00 مساءً",
      copyChecks: null,
    });
  });

  it("marks the date lines when the copy lasts more days than the source", async () => {
    const source = await eventByGuid(STAGE_EVENT_GUID);
    const answer = await copyOf(
      source.id,
      {
        eventName: "Tarab Nights 2026",
        eventDate: "2026-07-04T19:30",
        eventEndDate: "2026-07-05T22:30",
      },
      organiser,
    );
    expect(answer.code).toBe(201);
    expect(answer.payload.copyChecks).toEqual({
      fromYear: 2025,
      fields: ["eventDateText", "eventDateTextAr"],
    });
  });

  it("offers the newest copy of a festival the home page, on every visit until it is featured", async () => {
    const source = await eventByGuid(SUMMER_2025_GUID);
    expect(source.featured).toBe(true);
    const copied = async (fromId: number, eventName: string) => {
      const answer = await copyOf(fromId, { eventName, eventDate: "2027-07-02T18:00" }, organiser);
      expect(answer.code).toBe(201);
      const row = await eventByGuid(answer.payload.eventGuid as string);
      return { id: row.id, featured: row.featured, endsAt: row.endsAt };
    };
    const featured = { eventId: source.id, name: source.name, endsAt: source.endsAt };
    // the summer festival ended on July 6, 2025; its copy for 2027 is not over
    const now = new Date("2026-11-29T12:00:00Z");
    const during = new Date("2025-07-05T12:00:00Z");

    const first = await copied(source.id, "Arab Summer Festival 2027 (offer)");
    expect(await featureOffer(first, now)).toEqual({ featured, reason: "OVER" });
    // while the summer festival runs, its copy is offered the home page it holds
    expect(await featureOffer(first, during)).toEqual({ featured, reason: "SOURCE" });

    // copied again: the newer copy has the offer, the older one no longer
    const second = await copied(source.id, "Arab Summer Festival 2027 (offer, again)");
    expect(await featureOffer(first, now)).toBeNull();
    expect(await featureOffer(second, now)).toEqual({ featured, reason: "OVER" });

    // a copy of the copy takes it over; while the summer festival runs, it is not the copy's source
    const third = await copied(second.id, "Arab Summer Festival 2027 (offer, third)");
    expect(await featureOffer(second, now)).toBeNull();
    expect(await featureOffer(third, now)).toEqual({ featured, reason: "OVER" });
    expect(await featureOffer(third, during)).toBeNull();

    // none once it is featured, or over; none for an event that is not a copy
    expect(await featureOffer({ ...third, featured: true }, now)).toBeNull();
    expect(await featureOffer(third, new Date("2027-07-10T12:00:00Z"))).toBeNull();
    expect(
      await featureOffer({ ...source, featured: false, endsAt: new Date("2030-01-01") }, now),
    ).toBeNull();
  });

  it("refuses an unknown event, an end before the start and a missing name, by field", async () => {
    const source = await eventByGuid(SUMMER_2025_GUID);
    const unknown = await copyOf(
      99_999_999,
      { eventName: "Nothing", eventDate: "2027-07-02T18:00" },
      organiser,
    );
    expect(unknown.code).toBe(404);
    const backwards = await copyOf(
      source.id,
      { eventName: "Backwards", eventDate: "2027-07-02T18:00", eventEndDate: "2027-07-01T18:00" },
      organiser,
    );
    expect(backwards.code).toBe(400);
    expect(backwards.issues?.[0]?.path).toEqual(["eventEndDate"]);
    const nameless = await copyOf(source.id, { eventDate: "2027-07-02T18:00" }, organiser);
    expect(nameless.code).toBe(400);
    expect(nameless.issues?.map((i: { path: unknown[] }) => i.path[0])).toContain("eventName");
  });

  it("is for organisers only, with the anti-forgery token", async () => {
    const source = await eventByGuid(SUMMER_2025_GUID);
    const body = { eventName: "Not allowed", eventDate: "2027-07-02T18:00" };
    expect((await copyOf(source.id, body, vendor)).code).toBe(403);
    expect((await copyOf(source.id, body, organiser, { csrf: false })).code).toBe(403);
    const db = await getDb();
    expect(await db.select().from(events).where(eq(events.name, "Not allowed"))).toHaveLength(0);
  });
});
