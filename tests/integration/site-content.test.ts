import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { openPglite } from "@/db/connect";
import { listEvents } from "@/lib/events/queries/public";
import { findStageEvent } from "@/lib/seats/queries";
import { findFeaturedEvent, findSiteSettings } from "@/lib/site/queries";
import { events, siteSettings } from "@/db/schema";
import { SEED_SITE_SETTINGS, SUMMER_2025_GUID } from "@/db/seed-data";
import { registerPageCache } from "@/lib/cache/tags";
import { festivalFacts, homeDescription, homeFestival } from "@/lib/events/home-festival";
import { formatMessage } from "@/lib/i18n/messages";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Content from data: the event an organiser marks featured is the home page's festival (one at a
// time, the database says so), and the site's facts are the console's site settings. The demo
// seed reproduces the home page's text; without a featured event the home page has no festival.

const get = (url: string, as?: SignedIn) =>
  api(new Request(`http://localhost${url}`, { headers: as ? { cookie: as.cookie } : {} })).then(
    read,
  );
const send = (method: "POST" | "PUT", url: string, body: unknown, as: SignedIn) =>
  api(jsonRequest(url, body, { method, session: as })).then(read);

let organiser: Organiser;
let vendor: TestVendor;
let summerId: number;

async function createActiveEvent(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  const created = await send(
    "POST",
    "/api/admin/v1/events",
    {
      eventName: `Harvest Festival ${id}`,
      eventNameAr: `مهرجان الحصاد ${id}`,
      eventDescription: "Food and music.",
      eventLocation: "Celebration Square",
      eventDate: "2031-09-12T18:00",
      eventEndDate: "2031-09-13T20:00",
      eventDateText: "September 12 - 13, 2031",
      eventAddress: "300 City Centre Dr, Mississauga",
      eventDetails: "Free admission.",
      eventStatus: "ACTIVE",
      ...overrides,
    },
    organiser,
  );
  expect(created.code).toBe(201);
  return created.payload as { eventId: number; eventGuid: string; eventName: string };
}

const featuredIds = async () =>
  (await (await getDb()).select({ id: events.id }).from(events).where(eq(events.featured, true)))
    .map((r) => r.id)
    .sort();

beforeAll(async () => {
  const db = await getDb();
  organiser = await createOrganiser(db);
  vendor = await createVendor("Content");
  const [summer] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.guid, SUMMER_2025_GUID));
  summerId = summer!.id;
});

// Other files read the demo seed's home page: the summer festival featured again, today's facts.
afterAll(async () => {
  await send("PUT", `/api/admin/v1/events/${summerId}`, { featured: true }, organiser);
  await send("PUT", "/api/admin/v1/settings", SEED_SITE_SETTINGS, organiser);
});

describe("the demo seed's home page", () => {
  it("features the summer festival with today's title, hours and facts, in both languages", async () => {
    const featured = await findFeaturedEvent();
    expect(featured?.guid).toBe(SUMMER_2025_GUID);
    const en = homeFestival(featured!, "en");
    expect(en.title).toBe("8th Annual Summer Festival 2025");
    expect(en.image).toBe("summer-festival-2025.svg");
    expect(en.times.map((t) => `${t.day}, ${t.hours}`)).toEqual([
      "Friday July 4, 6 PM - 11 PM",
      "Saturday July 5, 11 AM - 11 PM",
      "Sunday July 6, 11 AM - 8 PM",
    ]);
    const ar = homeFestival(featured!, "ar");
    expect(ar.title).toBe("مهرجان الصيف السنوي الثامن 2025");
    expect(ar.times[0]!.day).toContain("يوليو");
    // the page's description (meta and social card) names the featured festival, from the data
    expect(homeDescription(en, "en")).toBe(
      "8th Annual Summer Festival 2025 at Mississauga Celebration Square, July 4 – 6, 2025: music, dance, art and food. Book an exhibition booth or a stage seat.",
    );
    expect(homeDescription(ar, "ar")).toContain("4 – 6 يوليو 2025");

    const facts = festivalFacts((await findSiteSettings())!, "en");
    expect(facts).toMatchObject({
      founded: "March 1, 2018",
      foundedYear: "2018",
      foundedDay: "March 1",
      summerAttendees: "over 60,000",
      winterAttendees: "over 5,000",
      festivalsCount: "10",
      summerFestivals: 7,
      winterFestivals: 3,
    });
    expect(festivalFacts((await findSiteSettings())!, "ar").foundedDay).toBe("1 مارس");

    // the introduction quotes the season's attendance and counts the festival's days
    const intro = (festival: ReturnType<typeof homeFestival>, locale: "en" | "ar") =>
      formatMessage(locale, "pages.home.intro", {
        attendees:
          festival.season === "summer"
            ? festivalFacts(SEED_SITE_SETTINGS, locale).summerAttendees
            : festivalFacts(SEED_SITE_SETTINGS, locale).winterAttendees,
        festival: festival.title,
        days: festival.days,
        season: festival.season,
      });
    expect(intro(en, "en")).toBe(
      "Join over 60,000 visitors at the 8th Annual Summer Festival 2025, three days of live music, dabke, artisans and food on the square.",
    );
    const winter = homeFestival(
      {
        ...featured!,
        featuredTitle: "Winter Festival",
        startsAt: new Date("2027-01-29T23:00:00Z"),
        openingHours: featured!.openingHours.slice(0, 2),
      },
      "en",
    );
    expect(winter).toMatchObject({ season: "winter", days: 2 });
    expect(intro(winter, "en")).toBe(
      "Join over 5,000 visitors at the Winter Festival, two days of live music, dabke, artisans and food.",
    );
    expect(intro(homeFestival(featured!, "ar"), "ar")).toContain("ثلاثة أيام");
  });
});

describe("PUT /api/admin/v1/events/{eventId} featured and openingHours", () => {
  it("marks one event featured at a time, with its hours in Toronto time, audited", async () => {
    const harvest = await createActiveEvent();
    const answer = await send(
      "PUT",
      `/api/admin/v1/events/${harvest.eventId}`,
      {
        featured: true,
        featuredTitle: "Harvest on the Square",
        openingHours: [
          { opens: "2031-09-12T18:00", closes: "2031-09-12T23:00" },
          { opens: "2031-09-13T11:30:00-04:00", closes: "2031-09-13T20:00:00-04:00" },
        ],
      },
      organiser,
    );
    expect(answer.code).toBe(200);
    expect(answer.payload).toMatchObject({
      featured: true,
      featuredTitle: "Harvest on the Square",
      featuredTitleAr: null,
      openingHours: [
        { opens: "2031-09-12T18:00:00-04:00", closes: "2031-09-12T23:00:00-04:00" },
        { opens: "2031-09-13T11:30:00-04:00", closes: "2031-09-13T20:00:00-04:00" },
      ],
    });
    expect(await featuredIds()).toEqual([harvest.eventId]);

    const featured = await findFeaturedEvent();
    const home = homeFestival(featured!, "en");
    expect(home).toMatchObject({ title: "Harvest on the Square", guid: harvest.eventGuid });
    expect(homeDescription(home, "en")).toBe(
      "Harvest on the Square at Celebration Square, September 12 - 13, 2031: music, dance, art and food. Book an exhibition booth or a stage seat.",
    );
    expect(home.times.map((t) => `${t.day}, ${t.hours}`)).toEqual([
      "Friday September 12, 6 PM - 11 PM",
      "Saturday September 13, 11:30 AM - 8 PM",
    ]);
    expect(homeFestival(featured!, "ar").title).toBe(
      harvest.eventName.replace(/^Harvest Festival/, "مهرجان الحصاد"),
    );

    // the summer festival was unmarked, and its audit row says who did it
    const summer = await get(`/api/admin/v1/events/${summerId}`, organiser);
    expect(summer.payload.featured).toBe(false);
    const audit = await get(`/api/admin/v1/audit?entity=event&id=${summerId}`, organiser);
    expect(audit.payload[0]).toMatchObject({
      action: "update",
      before: { featured: true },
      after: { featured: false },
    });

    // marking another unmarks this one; unmarking leaves none
    const second = await createActiveEvent();
    await send("PUT", `/api/admin/v1/events/${second.eventId}`, { featured: true }, organiser);
    expect(await featuredIds()).toEqual([second.eventId]);
    await send("PUT", `/api/admin/v1/events/${second.eventId}`, { featured: false }, organiser);
    expect(await featuredIds()).toEqual([]);
  });

  it("is enforced by the database: a second featured row is refused", async () => {
    const a = await createActiveEvent();
    const b = await createActiveEvent();
    const db = await getDb();
    await db.update(events).set({ featured: true }).where(eq(events.id, a.eventId));
    await expect(
      db.update(events).set({ featured: true }).where(eq(events.id, b.eventId)),
    ).rejects.toThrow();
    expect(await featuredIds()).toEqual([a.eventId]);
    await db.update(events).set({ featured: false }).where(eq(events.id, a.eventId));
  });

  it("refuses bad hours and featured on create with a clear message", async () => {
    const event = await createActiveEvent();
    const url = `/api/admin/v1/events/${event.eventId}`;
    for (const [body, message] of [
      [{ featured: "yes" }, "featured must be true or false."],
      [
        { openingHours: [{ opens: "2031-09-12T18:00", closes: "2031-09-12T17:00" }] },
        "openingHours: each day must close after it opens.",
      ],
      [
        { openingHours: [{ opens: "Friday 6 PM", closes: "2031-09-12T23:00" }] },
        "openingHours[].opens must be an ISO date or date-time (Toronto time unless it has an offset).",
      ],
      [{ openingHours: "Friday 6 PM - 11 PM" }, "openingHours must be a list"],
      [{ openingHours: [{ opens: "2031-09-12T18:00" }] }, "openingHours"],
      [{ featuredTitle: "x".repeat(201) }, "featuredTitle is at most 200 characters."],
    ] as const) {
      const answer = await send("PUT", url, body, organiser);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer), JSON.stringify(body)).toContain(message);
    }
    const created = await send(
      "POST",
      "/api/admin/v1/events",
      { eventName: "Featured on create", featured: true },
      organiser,
    );
    expect(created.code).toBe(400);
    expect((await get(url, organiser)).payload).toMatchObject({
      featured: false,
      openingHours: [],
    });
  });
});

describe("the home page's cache", () => {
  it("expires when an event is featured or the site's facts change, not on a refused edit", async () => {
    const expired: string[] = [];
    registerPageCache((tag) => expired.push(tag));
    try {
      const event = await createActiveEvent();
      expired.length = 0;
      await send("PUT", `/api/admin/v1/events/${event.eventId}`, { featured: true }, organiser);
      expect(expired).toContain("events");
      expired.length = 0;
      await send("PUT", "/api/admin/v1/settings", { foundedOn: "nope" }, organiser);
      expect(expired).toEqual([]);
      await send("PUT", "/api/admin/v1/settings", SEED_SITE_SETTINGS, organiser);
      expect(expired).toEqual(["settings"]);
      await send("PUT", `/api/admin/v1/events/${event.eventId}`, { featured: false }, organiser);
    } finally {
      registerPageCache(() => {});
    }
  });
});

describe("the home page without a featured event", () => {
  it("has no festival when none is featured, or the featured one is a DRAFT", async () => {
    const draft = await createActiveEvent({ eventStatus: "DRAFT" });
    await send("PUT", `/api/admin/v1/events/${draft.eventId}`, { featured: true }, organiser);
    expect(await featuredIds()).toEqual([draft.eventId]);
    expect(await findFeaturedEvent()).toBeNull();
    await send("PUT", `/api/admin/v1/events/${draft.eventId}`, { featured: false }, organiser);
    expect(await findFeaturedEvent()).toBeNull();
  });
});

describe("a database with no events (migrated, not seeded)", () => {
  it("has no featured event and no facts, so the home page shows neither", async () => {
    // The site's database, swapped for the test: an empty embedded one, then the real one again.
    const holder = (globalThis as { __festivalDb?: { db?: Promise<unknown> } }).__festivalDb!;
    const real = holder.db;
    const empty = await openPglite("memory://", { migrate: true });
    holder.db = Promise.resolve(empty.db);
    try {
      expect(await listEvents()).toEqual([]);
      expect(await findFeaturedEvent()).toBeNull();
      expect(await findSiteSettings()).toBeNull();
      // The home page's links then go to pages that say so, never to a 404: no festival link
      // (/details/{guid}), the events list, and the stage page, which without a seated event says
      // there is none.
      expect(await findStageEvent()).toBeUndefined();
      // the description then speaks of the site, naming no festival and no year
      for (const locale of ["en", "ar"] as const) {
        const description = homeDescription(null, locale);
        expect(description.length).toBeGreaterThan(40);
        expect(description).not.toMatch(/\d/);
      }
    } finally {
      holder.db = real;
      await empty.close();
    }
    expect((await listEvents()).length).toBeGreaterThan(0);
  });
});

describe("GET, PUT /api/admin/v1/settings", () => {
  it("answers and replaces the site's facts, audited", async () => {
    const before = await get("/api/admin/v1/settings", organiser);
    expect(before.code).toBe(200);
    expect(before.payload).toMatchObject(SEED_SITE_SETTINGS);

    const next = {
      foundedOn: "2017-11-20",
      summerAttendees: 75_000,
      winterAttendees: 6_500,
      summerFestivals: 8,
      winterFestivals: 4,
    };
    const saved = await send("PUT", "/api/admin/v1/settings", next, organiser);
    expect(saved.code).toBe(200);
    expect(saved.payload).toMatchObject(next);
    expect(saved.payload.updatedAt).toMatch(/-0[45]:00$/);
    expect((await get("/api/admin/v1/settings", organiser)).payload).toMatchObject(next);
    expect(festivalFacts((await findSiteSettings())!, "en")).toMatchObject({
      founded: "November 20, 2017",
      summerAttendees: "over 75,000",
      festivalsCount: "12",
    });
    const audit = await get("/api/admin/v1/audit?entity=settings&id=1", organiser);
    expect(audit.payload[0]).toMatchObject({
      action: "update",
      before: { summerAttendees: 60_000 },
      after: { summerAttendees: 75_000 },
    });
    expect((await send("PUT", "/api/admin/v1/settings", SEED_SITE_SETTINGS, organiser)).code).toBe(
      200,
    );
  });

  it("refuses incomplete or wrong facts with a clear message", async () => {
    const good = { ...SEED_SITE_SETTINGS };
    for (const [body, message] of [
      [{ ...good, summerAttendees: -1 }, "summerAttendees must be a whole number from 0 to"],
      [{ ...good, winterFestivals: 2.5 }, "winterFestivals must be a whole number from 0 to"],
      [{ ...good, foundedOn: "2018-02-30" }, "foundedOn must be a date, YYYY-MM-DD"],
      [{ ...good, foundedOn: "2999-01-01" }, "foundedOn must be a date, YYYY-MM-DD"],
      [{ ...good, founded: "2018-03-01" }, "founded"],
      [{ foundedOn: "2018-03-01" }, "summerAttendees"],
    ] as const) {
      const answer = await send("PUT", "/api/admin/v1/settings", body, organiser);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer), JSON.stringify(body)).toContain(message);
    }
  });

  it("is for organisers only", async () => {
    expect((await get("/api/admin/v1/settings")).code).toBe(401);
    expect((await get("/api/admin/v1/settings", vendor)).code).toBe(403);
    expect((await send("PUT", "/api/admin/v1/settings", SEED_SITE_SETTINGS, vendor)).code).toBe(
      403,
    );
    const [row] = await (await getDb()).select().from(siteSettings);
    expect(row).toMatchObject(SEED_SITE_SETTINGS);
  });
});
