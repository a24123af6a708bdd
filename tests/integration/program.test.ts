import { randomInt, randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { events, performances } from "@/db/schema";
import { seedProgram, SEED_PROGRAM } from "@/db/seed-program";
import { SUMMER_2025_GUID } from "@/db/seed-data";
import { registerPageCache } from "@/lib/cache/tags";
import { shiftInstant } from "@/lib/events/copy";
import { formatMessage } from "@/lib/i18n/messages";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The festival's program: the organisers' performances (added, read, edited, deleted, each change
// in the audit log), the public program by the event's guid (its exact shape and order), the
// refusals (a time off the event's days, an end before the start, a category not offered) in both
// languages, text stored and answered as written, the cache tags a change expires, and the program
// coming along, moved like the dates, when an event is copied.

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(as: SignedIn | null, method: Method, url: string, body?: unknown) {
  const request =
    method === "GET"
      ? new Request(`http://localhost${url}`, as ? { headers: { cookie: as.cookie } } : {})
      : jsonRequest(url, body ?? {}, { method, ...(as ? { session: as } : {}) });
  return api(request).then(read);
}

let organiser: Organiser;
let vendor: TestVendor;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
  vendor = await createVendor("Program");
});

afterEach(() => registerPageCache(() => {}));

/**
 * An event from Friday 3 July 2026, 6 PM to Sunday 5 July 2026, 8 PM, Toronto time (EDT, -04:00):
 * its days are the 3rd, 4th and 5th.
 */
async function festival(status: "ACTIVE" | "DRAFT" = "ACTIVE") {
  const db = await getDb();
  const [row] = await db
    .insert(events)
    .values({
      name: `Program festival ${randomUUID().slice(0, 8)}`,
      description: "Three days on the square",
      location: "The square",
      startsAt: new Date("2026-07-03T22:00:00Z"),
      endsAt: new Date("2026-07-06T00:00:00Z"),
      dateText: "July 3 - 5, 2026",
      address: "1 Square Way",
      details: "Free admission",
      image: "summer-festival-2025.svg",
      status,
    })
    .returning({ id: events.id, guid: events.guid });
  return { eventId: row!.id, guid: row!.guid };
}

const performance = (overrides: Record<string, unknown> = {}) => ({
  title: "Oud at sunset",
  titleAr: "عود عند الغروب",
  description: "Classical maqam on the oud.",
  descriptionAr: null,
  performers: [
    { name: "Nizar Haddad", nameAr: "نزار حداد", bio: "Oud player from Aleppo.", bioAr: null },
  ],
  stage: "Main Stage",
  stageAr: "المسرح الرئيسي",
  category: "music",
  startsAt: "2026-07-03T19:00",
  endsAt: "2026-07-03T20:00",
  image: null,
  position: 0,
  ...overrides,
});

const add = (eventId: number, body: unknown) =>
  call(organiser, "POST", `/api/admin/v1/events/${eventId}/performances`, body);

const publicProgram = (guid: string) => call(null, "GET", `/api/v1/events/${guid}/program`);

/** The message of a code in Arabic, which must be there and differ from the English. */
function inArabic(code: string, params?: Record<string, string | number>) {
  const ar = formatMessage("ar", code, params);
  expect(ar, code).toBeDefined();
  expect(ar).not.toBe(formatMessage("en", code, params));
  expect(ar).toMatch(/[\u0600-\u06ff]/);
  return ar;
}

describe("the organisers' performances", () => {
  it("adds, reads, lists, edits and deletes a performance", async () => {
    const { eventId } = await festival();
    const created = await add(eventId, performance());
    expect(created.code).toBe(201);
    const id = created.payload.performanceId as number;
    expect(created.payload).toEqual({
      performanceId: id,
      title: "Oud at sunset",
      titleAr: "عود عند الغروب",
      description: "Classical maqam on the oud.",
      descriptionAr: null,
      performers: [
        {
          name: "Nizar Haddad",
          nameAr: "نزار حداد",
          bio: "Oud player from Aleppo.",
          bioAr: null,
          group: false,
        },
      ],
      stage: "Main Stage",
      stageAr: "المسرح الرئيسي",
      category: "music",
      // Toronto time, with its offset
      startsAt: "2026-07-03T19:00:00-04:00",
      endsAt: "2026-07-03T20:00:00-04:00",
      image: null,
      position: 0,
    });

    const read1 = await call(organiser, "GET", `/api/admin/v1/performances/${id}`);
    expect(read1.code).toBe(200);
    expect(read1.payload).toEqual(created.payload);

    const edited = await call(
      organiser,
      "PUT",
      `/api/admin/v1/performances/${id}`,
      performance({
        title: "Oud after sunset",
        titleAr: "",
        stage: "Family Tent",
        stageAr: null,
        category: "kids",
        startsAt: "2026-07-04T23:30:00-04:00",
        endsAt: "2026-07-05T00:30",
        performers: [],
        position: 2,
      }),
    );
    expect(edited.code).toBe(200);
    expect(edited.payload).toMatchObject({
      performanceId: id,
      title: "Oud after sunset",
      titleAr: null,
      stage: "Family Tent",
      stageAr: null,
      category: "kids",
      // past midnight, still on the event's days
      startsAt: "2026-07-04T23:30:00-04:00",
      endsAt: "2026-07-05T00:30:00-04:00",
      performers: [],
      position: 2,
    });

    const list = await call(organiser, "GET", `/api/admin/v1/events/${eventId}/performances`);
    expect(list.code).toBe(200);
    expect(list.payload).toEqual({ performances: [edited.payload] });

    const removed = await call(organiser, "DELETE", `/api/admin/v1/performances/${id}`);
    expect(removed.code).toBe(200);
    expect(removed.payload).toEqual({ performanceId: id });
    const gone = await call(organiser, "GET", `/api/admin/v1/performances/${id}`);
    expect(gone.code).toBe(404);
    expect(gone.errorCode).toBe("errors.program.notFound");
    expect(
      (await call(organiser, "GET", `/api/admin/v1/events/${eventId}/performances`)).payload,
    ).toEqual({ performances: [] });
  });

  it("writes every change to the audit log: who, and the performance before and after", async () => {
    const { eventId } = await festival();
    const created = await add(eventId, performance());
    expect(created.code).toBe(201);
    const id = created.payload.performanceId as number;
    const moved = performance({
      title: "Oud after sunset",
      startsAt: "2026-07-04T19:00",
      endsAt: "2026-07-04T20:00",
    });
    expect((await call(organiser, "PUT", `/api/admin/v1/performances/${id}`, moved)).code).toBe(
      200,
    );
    // A refused change writes nothing.
    const refused = await call(
      organiser,
      "PUT",
      `/api/admin/v1/performances/${id}`,
      performance({ startsAt: "2026-07-09T19:00", endsAt: "2026-07-09T20:00" }),
    );
    expect(refused.code).toBe(400);
    expect((await call(organiser, "DELETE", `/api/admin/v1/performances/${id}`)).code).toBe(200);

    const trail = await call(organiser, "GET", `/api/admin/v1/audit?entity=performance&id=${id}`);
    expect(trail.code).toBe(200);
    // newest first
    expect(
      trail.payload.map((a: Record<string, unknown>) => [
        a.action,
        a.entity,
        a.entityId,
        a.actorId,
      ]),
    ).toEqual([
      ["delete", "performance", id, organiser.vendorId],
      ["update", "performance", id, organiser.vendorId],
      ["create", "performance", id, organiser.vendorId],
    ]);
    const [deleted, updated, added] = trail.payload;
    expect(added.before).toBeNull();
    expect(added.after).toMatchObject({ id, eventId, title: "Oud at sunset", stage: "Main Stage" });
    expect(updated.before).toMatchObject({ id, title: "Oud at sunset" });
    expect(updated.after).toMatchObject({ id, title: "Oud after sunset" });
    expect(new Date(updated.after.startsAt).toISOString()).toBe("2026-07-04T23:00:00.000Z");
    expect(deleted.before).toMatchObject({ id, eventId, title: "Oud after sunset" });
    expect(deleted.after).toBeNull();
  });

  it("is the organisers' alone, and writes need the anti-forgery token", async () => {
    const { eventId } = await festival();
    const url = `/api/admin/v1/events/${eventId}/performances`;
    expect((await call(null, "GET", url)).code).toBe(401);
    expect((await call(vendor, "GET", url)).code).toBe(403);
    expect((await call(vendor, "POST", url, performance())).code).toBe(403);
    const forged = await api(
      jsonRequest(url, performance(), { session: organiser, csrf: "mismatch" }),
    ).then(read);
    expect(forged.code).toBe(403);
    const db = await getDb();
    expect(
      await db.select().from(performances).where(eq(performances.eventId, eventId)),
    ).toHaveLength(0);
  });

  it("answers NOT_FOUND for an unknown event or performance", async () => {
    const noEvent = await add(2_000_000_000, performance());
    expect(noEvent.code).toBe(404);
    expect(noEvent.errorCode).toBe("errors.events.notFound");
    const list = await call(organiser, "GET", "/api/admin/v1/events/2000000000/performances");
    expect(list.code).toBe(404);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const answer = await call(
        organiser,
        method,
        "/api/admin/v1/performances/2000000000",
        performance(),
      );
      expect(answer.code, method).toBe(404);
      expect(answer.errorCode, method).toBe("errors.program.notFound");
    }
    const unknownGuid = await publicProgram(randomUUID());
    expect(unknownGuid.code).toBe(404);
    expect(unknownGuid.errorCode).toBe("errors.events.notFound");
  });
});

describe("a performance's picture", () => {
  it("is uploaded for the event's program without changing the event's own picture", async () => {
    const { eventId } = await festival();
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
      },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "troupe.png");
    const uploaded = await api(
      new Request(`http://localhost/api/admin/v1/events/${eventId}/pictures`, {
        method: "POST",
        headers: { cookie: organiser.cookie, "x-xsrf-token": organiser.csrf },
        body: form,
      }),
    ).then(read);
    expect(uploaded.code).toBe(201);
    const imageUrl = uploaded.payload.imageUrl as string;
    expect(imageUrl).toMatch(/^\/media\/\d+-[0-9a-f]{8}\.webp$/);
    const db = await getDb();
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    expect(event!.image).toBe("summer-festival-2025.svg");

    const created = await add(eventId, performance({ image: imageUrl }));
    expect(created.code).toBe(201);
    expect(created.payload.image).toBe(imageUrl);
  });
});

describe("refusals", () => {
  it("refuses a performance off the event's days (Toronto time), on its field, in both languages", async () => {
    const { eventId } = await festival();
    const params = { firstDay: "2026-07-03", lastDay: "2026-07-05" };
    const cases: [Record<string, string>, "startsAt" | "endsAt"][] = [
      // the day before the first: 23:59 on 2 July in Toronto
      [{ startsAt: "2026-07-02T23:59", endsAt: "2026-07-03T01:00" }, "startsAt"],
      // the same instant written in UTC: still 2 July in Toronto
      [{ startsAt: "2026-07-03T03:59:00Z", endsAt: "2026-07-03T05:00:00Z" }, "startsAt"],
      // running past the last day's midnight
      [{ startsAt: "2026-07-05T23:00", endsAt: "2026-07-06T00:30" }, "endsAt"],
      // the day after the last
      [{ startsAt: "2026-07-06T12:00", endsAt: "2026-07-06T13:00" }, "startsAt"],
    ];
    for (const [times, field] of cases) {
      const answer = await add(eventId, performance(times));
      expect(answer.code, JSON.stringify(times)).toBe(400);
      expect(answer.errorCode).toBe("errors.program.outsideEvent");
      expect(answer.issues).toEqual([
        expect.objectContaining({ path: [field], code: "errors.program.outsideEvent", params }),
      ]);
      expect(answer.payload).toBe(
        "A performance must be on the event's days: from 2026-07-03 to 2026-07-05 (Toronto time).",
      );
    }
    expect(inArabic("errors.program.outsideEvent", params)).toContain("2026-07-03");

    // The first minute of the first day and an end at the last day's midnight are on its days.
    const edges = await add(
      eventId,
      performance({ startsAt: "2026-07-03T00:00", endsAt: "2026-07-06T00:00" }),
    );
    expect(edges.code).toBe(201);
  });

  it("refuses an end not after the start, and a time that is no time", async () => {
    const { eventId } = await festival();
    for (const endsAt of ["2026-07-04T18:00", "2026-07-04T17:00"]) {
      const answer = await add(eventId, performance({ startsAt: "2026-07-04T18:00", endsAt }));
      expect(answer.code).toBe(400);
      expect(answer.errorCode).toBe("errors.program.endsBeforeStart");
      expect(answer.issues?.[0]?.path).toEqual(["endsAt"]);
    }
    inArabic("errors.program.endsBeforeStart");
    const notATime = await add(eventId, performance({ startsAt: "Friday evening" }));
    expect(notATime.code).toBe(400);
    expect(notATime.issues?.[0]).toMatchObject({
      path: ["startsAt"],
      code: "validation.field.isoTime",
    });
  });

  it("refuses a category not offered, an unknown picture and unknown fields, by code", async () => {
    const { eventId } = await festival();
    const category = await add(eventId, performance({ category: "comedy" }));
    expect(category.code).toBe(400);
    expect(category.issues?.[0]).toMatchObject({
      path: ["category"],
      code: "validation.field.oneOf",
    });
    inArabic("validation.field.oneOf", { field: "category", values: "music" });

    const image = await add(eventId, performance({ image: "/media/999999-0a1b2c3d.webp" }));
    expect(image.code).toBe(400);
    expect(image.issues?.[0]).toMatchObject({
      path: ["image"],
      code: "errors.events.imageNotUploaded",
    });
    const outside = await add(eventId, performance({ image: "https://example.com/x.png" }));
    expect(outside.code).toBe(400);
    expect(outside.issues?.[0]?.code).toBe("validation.program.imageInvalid");

    const extra = await add(eventId, performance({ eventId: 1 }));
    expect(extra.code).toBe(400);
    const db = await getDb();
    expect(
      await db.select().from(performances).where(eq(performances.eventId, eventId)),
    ).toHaveLength(0);
  });

  it("stores markup as the text it is and answers it so", async () => {
    const { eventId, guid } = await festival();
    const markup = {
      title: '<script>alert("x")</script> & <b>Dabke</b>',
      description: "<img src=x onerror=alert(1)>\nSecond line",
      performers: [
        { name: "<i>Troupe</i>", nameAr: null, bio: "<a href=x>bio</a>", bioAr: null, group: true },
      ],
    };
    const created = await add(eventId, performance(markup));
    expect(created.code).toBe(201);
    expect(created.payload).toMatchObject(markup);
    const db = await getDb();
    const [row] = await db.select().from(performances).where(eq(performances.eventId, eventId));
    expect(row).toMatchObject({
      title: markup.title,
      description: markup.description,
      performers: markup.performers,
    });
    expect((await publicProgram(guid)).payload.performances[0]).toMatchObject(markup);
  });
});

describe("GET /api/v1/events/{eventGuid}/program", () => {
  it("answers the public event's performances by start, then stage, then position, in the exact shape", async () => {
    const { eventId, guid } = await festival();
    const ids: Record<string, number> = {};
    const put = async (key: string, body: Record<string, unknown>) => {
      const answer = await add(eventId, performance(body));
      expect(answer.code, key).toBe(201);
      ids[key] = answer.payload.performanceId as number;
    };
    // added out of order
    await put("sunday", {
      title: "Closing dabke",
      titleAr: null,
      description: null,
      performers: [],
      stage: "Main Stage",
      stageAr: null,
      category: "dance",
      startsAt: "2026-07-05T19:00",
      endsAt: "2026-07-05T20:00",
    });
    await put("tentSecond", {
      title: "Puppets",
      stage: "Family Tent",
      stageAr: "خيمة العائلة",
      category: "kids",
      startsAt: "2026-07-04T11:00",
      endsAt: "2026-07-04T11:45",
      position: 1,
    });
    await put("main", {
      title: "Calligraphy talk",
      stage: "Main Stage",
      category: "talk",
      startsAt: "2026-07-04T11:00",
      endsAt: "2026-07-04T12:00",
    });
    await put("tentFirst", {
      title: "Storytelling",
      stage: "Family Tent",
      stageAr: "خيمة العائلة",
      category: "kids",
      startsAt: "2026-07-04T11:00",
      endsAt: "2026-07-04T11:30",
      position: 0,
    });

    const answer = await publicProgram(guid);
    expect(answer.code).toBe(200);
    expect(answer.status).toBe("OK");
    expect(Object.keys(answer.payload)).toEqual(["performances"]);
    expect(answer.payload.performances.map((p: { title: string }) => p.title)).toEqual([
      "Storytelling",
      "Puppets",
      "Calligraphy talk",
      "Closing dabke",
    ]);
    expect(answer.payload.performances[3]).toEqual({
      performanceId: ids.sunday,
      title: "Closing dabke",
      titleAr: null,
      description: null,
      descriptionAr: null,
      performers: [],
      stage: "Main Stage",
      stageAr: null,
      category: "dance",
      startsAt: "2026-07-05T19:00:00-04:00",
      endsAt: "2026-07-05T20:00:00-04:00",
      image: null,
      position: 0,
    });
    expect(answer.payload.performances[0]).toMatchObject({
      performanceId: ids.tentFirst,
      stageAr: "خيمة العائلة",
      performers: [
        {
          name: "Nizar Haddad",
          nameAr: "نزار حداد",
          bio: "Oud player from Aleppo.",
          bioAr: null,
          group: false,
        },
      ],
    });
  });

  it("answers NOT_FOUND for a draft's program, which the console still lists", async () => {
    const { eventId, guid } = await festival("DRAFT");
    expect((await add(eventId, performance())).code).toBe(201);
    const answer = await publicProgram(guid);
    expect(answer.code).toBe(404);
    expect(answer.errorCode).toBe("errors.events.notFound");
    const list = await call(organiser, "GET", `/api/admin/v1/events/${eventId}/performances`);
    expect(list.payload.performances).toHaveLength(1);
  });
});

describe("the program's cache", () => {
  it("expires the event's program tag (and the index of programs) on every change, and not on a refusal", async () => {
    const { eventId } = await festival();
    const expired: string[] = [];
    registerPageCache((tag) => expired.push(tag));
    const created = await add(eventId, performance());
    expect(expired).toEqual([`program-${eventId}`, "programs"]);
    const id = created.payload.performanceId as number;

    expired.length = 0;
    await add(eventId, performance({ startsAt: "2026-07-01T10:00" }));
    expect(expired).toEqual([]);

    await call(organiser, "PUT", `/api/admin/v1/performances/${id}`, performance({ position: 1 }));
    expect(expired).toEqual([`program-${eventId}`, "programs"]);
    expired.length = 0;
    await call(organiser, "DELETE", `/api/admin/v1/performances/${id}`);
    expect(expired).toEqual([`program-${eventId}`, "programs"]);
  });
});

describe("copying an event", () => {
  it("brings its program, every performance moved by as many days as the dates, at the same Toronto time", async () => {
    const { eventId } = await festival();
    const bodies = [
      performance({ startsAt: "2026-07-03T19:00", endsAt: "2026-07-03T20:30", position: 0 }),
      performance({
        title: "Dabke troupe",
        titleAr: "فرقة دبكة",
        stage: "Family Tent",
        stageAr: "خيمة العائلة",
        category: "dance",
        startsAt: "2026-07-05T23:15",
        endsAt: "2026-07-06T00:00",
        position: 3,
      }),
    ];
    for (const body of bodies) expect((await add(eventId, body)).code).toBe(201);
    const db = await getDb();
    const source = await db
      .select()
      .from(performances)
      .where(eq(performances.eventId, eventId))
      .orderBy(asc(performances.startsAt));

    // From Friday 3 July 2026 to Friday 2 July 2027: 364 days later.
    const copied = await call(organiser, "POST", `/api/admin/v1/events/${eventId}/copy`, {
      eventName: "Program festival 2027",
      eventDate: "2027-07-02T18:00",
    });
    expect(copied.code).toBe(201);
    const copyId = copied.payload.eventId as number;
    expect(copied.payload.eventDate).toBe("2027-07-02T18:00:00-04:00");

    const list = await call(organiser, "GET", `/api/admin/v1/events/${copyId}/performances`);
    expect(list.payload.performances).toHaveLength(2);
    expect(
      list.payload.performances.map((p: Record<string, unknown>) => [
        p.title,
        p.startsAt,
        p.endsAt,
      ]),
    ).toEqual([
      ["Oud at sunset", "2027-07-02T19:00:00-04:00", "2027-07-02T20:30:00-04:00"],
      ["Dabke troupe", "2027-07-04T23:15:00-04:00", "2027-07-05T00:00:00-04:00"],
    ]);
    const rows = await db
      .select()
      .from(performances)
      .where(eq(performances.eventId, copyId))
      .orderBy(asc(performances.startsAt));
    const strip = ({
      id: _id,
      eventId: _event,
      startsAt: _s,
      endsAt: _e,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    }: (typeof rows)[number]) => rest;
    expect(rows.map(strip)).toEqual(source.map(strip));
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual(
      source.map((r) => shiftInstant(r.startsAt, 364).toISOString()),
    );

    // The source's program is as it was.
    const after = await db
      .select()
      .from(performances)
      .where(eq(performances.eventId, eventId))
      .orderBy(asc(performances.startsAt));
    expect(after).toEqual(source);
  });
});

describe("the demo's program", () => {
  it("gives the summer festival its program on two stages over three days, once however often it is seeded", async () => {
    const answer = await publicProgram(SUMMER_2025_GUID);
    expect(answer.code).toBe(200);
    const program = answer.payload.performances as { stage: string; startsAt: string }[];
    expect(program).toHaveLength(SEED_PROGRAM.length);
    expect(new Set(program.map((p) => p.stage))).toEqual(new Set(["Main Stage", "Family Tent"]));
    expect(new Set(program.map((p) => p.startsAt.slice(0, 10)))).toEqual(
      new Set(["2025-07-04", "2025-07-05", "2025-07-06"]),
    );
    const db = await getDb();
    const [summer] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.guid, SUMMER_2025_GUID));
    await seedProgram(db, new Map([[SUMMER_2025_GUID, summer!.id]]));
    expect((await publicProgram(SUMMER_2025_GUID)).payload.performances).toHaveLength(
      SEED_PROGRAM.length,
    );
  });
});
