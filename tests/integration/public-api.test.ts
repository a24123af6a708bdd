import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { booths, events as eventsTable, sections as sectionsTable } from "@/db/schema";
import { SUMMER_2025_GUID } from "@/db/seed-data";
import { findFeaturedEvent } from "@/lib/site/queries";
import { api, getRequest, read } from "../support/requests";

describe("GET /api/v1/homeEvents and /api/v1/events", () => {
  it("lists events with the spec's field names and statuses", async () => {
    for (const path of ["/api/v1/homeEvents", "/api/v1/events"]) {
      const res = await read(await api(getRequest(path)));
      expect(res.code).toBe(200);
      expect(res.status).toBe("OK");
      const summer = res.payload.find(
        (e: { eventGuid: string }) => e.eventGuid === SUMMER_2025_GUID,
      );
      expect(summer).toMatchObject({
        eventName: "8th Annual Arab Summer Festival 2025",
        eventStatus: "ACTIVE",
        eventLocation: "Mississauga Celebration Square",
        eventImage: "summer-festival-2025.svg",
        eventDate: "2025-07-04T22:00:00.000Z",
      });
      expect(typeof summer.eventId).toBe("number");
      expect(
        res.payload.filter((e: { eventStatus: string }) => e.eventStatus === "PAST").length,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("GET /api/v1/boothsMarquee", () => {
  it("counts booths per status across open events", async () => {
    const res = await read(await api(getRequest("/api/v1/boothsMarquee")));
    expect(res.status).toBe("OK");
    const byStatus = Object.fromEntries(
      res.payload.map((e: { boothStatus: string; totalCount: number }) => [
        e.boothStatus,
        e.totalCount,
      ]),
    );
    expect(byStatus.BOOKED).toBeGreaterThanOrEqual(18);
    // every booth of an ACTIVE event is counted once (other test files add events of their own)
    const db = await getDb();
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(booths)
      .innerJoin(sectionsTable, eq(sectionsTable.id, booths.sectionId))
      .innerJoin(eventsTable, eq(eventsTable.id, sectionsTable.eventId))
      .where(eq(eventsTable.status, "ACTIVE"));
    const counted = res.payload.reduce(
      (sum: number, e: { totalCount: number }) => sum + e.totalCount,
      0,
    );
    expect(counted).toBe(row!.n);
    expect(counted).toBeGreaterThanOrEqual(96);
  });
});

describe("GET /api/v1/sections/{eventId}", () => {
  it("returns the event's four sections without booths", async () => {
    const list = await read(await api(getRequest("/api/v1/homeEvents")));
    const id = String(
      list.payload.find((e: { eventGuid: string }) => e.eventGuid === SUMMER_2025_GUID).eventId,
    );
    const res = await read(await api(getRequest(`/api/v1/sections/${id}`)));
    expect(res.code).toBe(200);
    expect(res.payload.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      "Market Tents",
      "Food Trucks & Food Vendors",
      "Pipe & Drape Booths",
      "Corner & Hallway Booths",
    ]);
    expect(res.payload[1].isFood).toBe(true);
    expect(res.payload[0]).not.toHaveProperty("lstBooths");
  });

  it("answers 404 for an unknown event and 400 for a malformed id", async () => {
    const unknown = await read(await api(getRequest("/api/v1/sections/999999")));
    expect(unknown).toMatchObject({ code: 404, status: "NOT_FOUND", payload: "Event not found" });
    for (const id of ["abc", "1; drop table events", "-1", "1.5", "99999999999", "' OR 1=1 --"]) {
      const res = await read(await api(getRequest(`/api/v1/sections/${encodeURIComponent(id)}`)));
      expect(res, id).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: "Invalid event id",
      });
    }
  });
});

describe("GET /api/v1/sections/booths/{eventGuid}", () => {
  it("returns sections with their booths, prices in dollars and LOB on booked booths", async () => {
    const res = await read(await api(getRequest(`/api/v1/sections/booths/${SUMMER_2025_GUID}`)));
    expect(res.code).toBe(200);
    expect(res.payload).toHaveLength(4);
    const tents = res.payload[0];
    expect(tents.sectionName).toBe("Market Tents");
    expect(tents.lstBooths).toHaveLength(12);
    expect(tents.lstBooths[0]).toEqual({
      boothId: expect.any(Number),
      boothName: "T-01",
      boothPrice: 450,
      boothStatus: "AVAILABLE",
      lob: null,
      sectionName: "Market Tents",
    });
    expect(tents.lstBooths[1]).toMatchObject({
      boothName: "T-02",
      boothStatus: "BOOKED",
      lob: "Henna by Layla",
    });
    const unpriced = res.payload[3].lstBooths.find(
      (b: { boothName: string }) => b.boothName === "C-12",
    );
    expect(unpriced.boothPrice).toBeNull();
  });

  it("answers 404 for an unknown guid and 400 for malformed ones", async () => {
    const unknown = await read(
      await api(getRequest("/api/v1/sections/booths/00000000-0000-4000-8000-000000000000")),
    );
    expect(unknown).toMatchObject({ code: 404, status: "NOT_FOUND" });
    for (const id of [
      "1",
      "not-a-guid",
      "' OR '1'='1",
      "<script>alert(1)</script>",
      "x".repeat(5000),
    ]) {
      const res = await read(
        await api(getRequest(`/api/v1/sections/booths/${encodeURIComponent(id)}`)),
      );
      expect(res.code, id).toBe(400);
      expect(res.payload).toBe("Invalid event id");
    }
  });
});

describe("GET /api/v1/seats and /api/v1/seats/{eventId}", () => {
  it("returns the stage's 8 x 8 seat map with the spec's seat fields and row prices", async () => {
    const res = await read(await api(getRequest("/api/v1/seats")));
    expect(res.code).toBe(200);
    expect(res.payload.seats).toHaveLength(64);
    const price = (row: number) =>
      res.payload.seats.find((s: { seatRow: number }) => s.seatRow === row).seatPrice;
    expect([1, 2, 3, 6, 7, 8].map(price)).toEqual([100, 100, 50, 50, 30, 30]);
    expect(res.payload.seats[0]).toMatchObject({
      seatRow: 1,
      seatColumn: 1,
      rowType: "PREMIUM",
      label: "Row 1, Seat 1",
    });
    expect(["AVAILABLE", "HELD", "SOLD"]).toContain(res.payload.seats[0].seatStatus);

    const byId = await read(await api(getRequest(`/api/v1/seats/${res.payload.eventId}`)));
    expect(byId.payload.seats).toHaveLength(64);
    const unknown = await read(await api(getRequest("/api/v1/seats/1")));
    expect(unknown).toMatchObject({ code: 404, status: "NOT_FOUND" });
    const malformed = await read(
      await api(getRequest(`/api/v1/seats/${encodeURIComponent("x'--")}`)),
    );
    expect(malformed).toMatchObject({ code: 400, payload: "Invalid event id" });
  });
});

describe("the home page's festival", () => {
  it("is the featured event, which exists, with the dates it shows", async () => {
    const featured = await findFeaturedEvent();
    const res = await read(await api(getRequest("/api/v1/events")));
    const event = res.payload.find((e: { eventGuid: string }) => e.eventGuid === featured?.guid);
    expect(event?.eventName).toBe("8th Annual Arab Summer Festival 2025");
    expect(event?.eventDateText).toContain("July 4");
  });
});
