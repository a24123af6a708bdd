import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  auditLog,
  boothPlacements,
  booths,
  eventPlans,
  events,
  images,
  planAreas,
  sections,
} from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { SUMMER_2025_GUID, WINTER_2025_GUID } from "@/db/seed-data";
import { registerPageCache } from "@/lib/cache/tags";
import {
  bounds,
  checkPlan,
  PLAN_BOOTH_NOT_OF_EVENT,
  PLAN_BOOTH_TWICE,
  PLAN_BOOTHS_OVERLAP,
  PLAN_SHAPE_OFF_PLAN,
} from "@/lib/plans/geometry";
import { getPublicPlan } from "@/lib/plans/public-data";
import { cacheRecord, forgetCacheRecord } from "../support/next-cache";
import { planAnswer, planEditorAnswer, type PlanSaveInput } from "@/lib/plans/resource";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  createOrganiser,
  insertBoothEvent,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import {
  boothCart,
  checkout,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, getRequest, jsonRequest, read } from "../support/requests";

// An event's plan: saved whole from the console, refused with the shapes named when a shape is
// off the plan or booths overlap, drawn for visitors with the booths' public status, copied with
// its event, and expiring the cached pages that draw it.

let provider: StripeLocal;
let organiser: Organiser;
let vendor: TestVendor;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
  vendor = await createVendor("Plan");
});
afterAll(async () => stopProvider(provider));

const planUrl = (eventId: number) => `/api/admin/v1/events/${eventId}/plan`;
const publicUrl = (guid: string) => `/api/v1/events/${guid}/plan`;

const save = async (eventId: number, body: unknown, as: SignedIn = organiser) =>
  read(await api(jsonRequest(planUrl(eventId), body, { method: "PUT", session: as })));
const editor = async (eventId: number, as: SignedIn = organiser) =>
  read(
    await api(
      new Request(`http://localhost${planUrl(eventId)}`, { headers: { cookie: as.cookie } }),
    ),
  );
const publicPlan = async (guid: string) => read(await api(getRequest(publicUrl(guid))));

/** A fresh ACTIVE event with one section of three booths X-01..X-03. */
async function planEvent() {
  const db = await getDb();
  const made = await insertBoothEvent(
    db,
    `Plan festival ${randomUUID().slice(0, 8)}`,
    [45000, 45000, 45000],
  );
  const [event] = await db
    .select({ guid: events.guid })
    .from(events)
    .where(eq(events.id, made.eventId));
  return { ...made, guid: event!.guid, ids: made.booths.map((b) => b.id) };
}

const stage = {
  kind: "STAGE",
  label: "Main Stage",
  labelAr: "المسرح الرئيسي",
  x: 100,
  y: 10,
  width: 200,
  height: 50,
  rotation: 0,
} as const;

/** A plan of 400 x 300 with a stage and two booths placed (the second turned a quarter). */
function planBody(ids: number[]): PlanSaveInput {
  return {
    width: 400,
    height: 300,
    background: null,
    areas: [
      stage,
      {
        kind: "FOOD_COURT",
        label: "Food Court",
        labelAr: null,
        x: 20,
        y: 80,
        width: 200,
        height: 100,
        rotation: 0,
      },
    ],
    booths: [
      { boothId: ids[0]!, x: 30, y: 90, width: 30, height: 30, rotation: 0 },
      { boothId: ids[1]!, x: 80, y: 90, width: 20, height: 40, rotation: 90 },
    ],
  };
}

async function auditOf(eventId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "plan"), eq(auditLog.entityId, eventId)))
    .orderBy(asc(auditLog.id));
}

describe("saving a plan", () => {
  it("keeps its areas and booths' places, and the public and the editor answer them", async () => {
    const { eventId, guid, ids } = await planEvent();

    // before the first save: no plan, and every booth to place
    const empty = await editor(eventId);
    expect(empty.code).toBe(200);
    expect(planEditorAnswer.parse(empty.payload)).toEqual({
      plan: null,
      sections: [
        {
          sectionId: expect.any(Number),
          sectionName: "Test section",
          booths: [
            { boothId: ids[0], boothName: "X-01" },
            { boothId: ids[1], boothName: "X-02" },
            { boothId: ids[2], boothName: "X-03" },
          ],
        },
      ],
    });
    expect(await publicPlan(guid)).toMatchObject({
      code: 404,
      errorCode: "errors.plans.none",
    });

    const saved = await save(eventId, planBody(ids));
    expect(saved.code, JSON.stringify(saved.payload)).toBe(200);
    const expected = {
      width: 400,
      height: 300,
      background: null,
      areas: [
        { areaId: expect.any(Number), ...stage },
        {
          areaId: expect.any(Number),
          kind: "FOOD_COURT",
          label: "Food Court",
          labelAr: null,
          x: 20,
          y: 80,
          width: 200,
          height: 100,
          rotation: 0,
        },
      ],
      booths: [
        {
          boothId: ids[0],
          boothName: "X-01",
          sectionName: "Test section",
          sectionNameAr: null,
          boothStatus: "AVAILABLE",
          x: 30,
          y: 90,
          width: 30,
          height: 30,
          rotation: 0,
        },
        {
          boothId: ids[1],
          boothName: "X-02",
          sectionName: "Test section",
          sectionNameAr: null,
          boothStatus: "AVAILABLE",
          x: 80,
          y: 90,
          width: 20,
          height: 40,
          rotation: 90,
        },
      ],
    };
    expect(planAnswer.parse(saved.payload)).toEqual(expected);

    const shown = await publicPlan(guid);
    expect(shown.code).toBe(200);
    expect(shown.payload).toEqual(saved.payload);
    const edited = await editor(eventId);
    expect(edited.payload.plan).toEqual(saved.payload);
    expect(edited.payload.sections[0].booths).toHaveLength(3);

    // saved again: the areas and the places are replaced, not added to
    const again = await save(eventId, {
      ...planBody(ids),
      areas: [stage],
      booths: [{ boothId: ids[2]!, x: 0, y: 270, width: 30, height: 30 }],
    });
    expect(again.code).toBe(200);
    expect(again.payload.areas).toEqual([{ areaId: expect.any(Number), ...stage }]);
    expect(again.payload.areas[0].areaId).not.toBe(saved.payload.areas[0].areaId);
    expect(again.payload.booths.map((b: { boothId: number }) => b.boothId)).toEqual([ids[2]]);
    const db = await getDb();
    expect(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(boothPlacements)
        .where(inArray(boothPlacements.boothId, ids)),
    ).toEqual([{ n: 1 }]);

    // each save is audited as the plan's, with its size and how many shapes it holds
    const audit = await auditOf(eventId);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["create", organiser.id],
      ["update", organiser.id],
    ]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after).toEqual({
      width: 400,
      height: 300,
      background: null,
      areas: 2,
      booths: 2,
    });
    expect(audit[1]!.after).toMatchObject({ areas: 1, booths: 1 });
  });

  it("takes a background uploaded here, and refuses an address of no image", async () => {
    const { eventId, ids } = await planEvent();
    const db = await getDb();
    const bytes = Buffer.from(`plan background ${randomUUID()}`);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const [image] = await db
      .insert(images)
      .values({ sha256, contentType: "image/webp", bytes, width: 800, height: 600 })
      .returning({ id: images.id });
    const background = `/media/${image!.id}-${sha256.slice(0, 8)}.webp`;
    const saved = await save(eventId, { ...planBody(ids), background });
    expect(saved.code).toBe(200);
    expect(saved.payload.background).toBe(background);

    const missing = await save(eventId, {
      ...planBody(ids),
      background: `/media/${image!.id}-00000000.webp`,
    });
    expect(missing).toMatchObject({ code: 400, errorCode: "errors.events.imageNotUploaded" });
    expect(missing.issues?.[0]?.path).toEqual(["background"]);
    const odd = await save(eventId, { ...planBody(ids), background: "https://example.com/a.png" });
    expect(odd).toMatchObject({ code: 400 });
    expect(odd.issues?.[0]).toMatchObject({
      path: ["background"],
      code: "validation.plan.backgroundInvalid",
    });
  });
});

describe("the public plan", () => {
  it("shows each booth's public status: held, a lapsed hold as available, booked", async () => {
    const { eventId, guid, ids } = await planEvent();
    expect((await save(eventId, planBody(ids))).code).toBe(200);
    const statuses = async () =>
      (await publicPlan(guid)).payload.booths.map((b: { boothStatus: string }) => b.boothStatus);

    const started = await checkout(vendor, boothCart([ids[0]!]));
    expect(started.code, JSON.stringify(started.payload)).toBe(200);
    expect(await statuses()).toEqual(["HELD", "AVAILABLE"]);

    // a hold whose time has passed reads AVAILABLE, before anything releases it
    const db = await getDb();
    await db
      .update(booths)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(booths.id, ids[0]!));
    expect(await statuses()).toEqual(["AVAILABLE", "AVAILABLE"]);
    await db
      .update(booths)
      .set({ heldUntil: sql`now() + interval '30 minutes'` })
      .where(eq(booths.id, ids[0]!));

    await payAndDeliver(provider, started.payload.sessionId);
    expect(await statuses()).toEqual(["BOOKED", "AVAILABLE"]);
  });

  it("is not found for an unknown event, a DRAFT or an address that is not a guid", async () => {
    expect(await publicPlan(randomUUID())).toMatchObject({
      code: 404,
      errorCode: "errors.events.notFound",
    });
    const { eventId, guid, ids } = await planEvent();
    expect((await save(eventId, planBody(ids))).code).toBe(200);
    const db = await getDb();
    await db.update(events).set({ status: "DRAFT" }).where(eq(events.id, eventId));
    expect(await publicPlan(guid)).toMatchObject({
      code: 404,
      errorCode: "errors.events.notFound",
    });
    expect(await getPublicPlan(guid)).toBeNull();
    expect((await publicPlan("not-a-guid")).code).toBe(400);
    expect(await getPublicPlan("not-a-guid")).toBeNull();
  });
});

describe("a plan that breaks a rule", () => {
  it("is refused with the shapes named and marked, and changes nothing", async () => {
    const { eventId, ids } = await planEvent();
    expect((await save(eventId, planBody(ids))).code).toBe(200);
    const before = (await editor(eventId)).payload.plan;

    // an area and a booth off the plan: the booth fits upright, not turned a quarter
    const offPlan = await save(eventId, {
      ...planBody(ids),
      areas: [{ ...stage, x: 250 }],
      booths: [{ boothId: ids[0]!, x: 0, y: 100, width: 10, height: 60, rotation: 90 }],
    });
    expect(offPlan).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      errorCode: PLAN_SHAPE_OFF_PLAN,
      params: { shape: "Main Stage", width: 400, height: 300 },
      payload: "Main Stage is not inside the plan (400 × 300): move it or make it smaller.",
    });
    expect(offPlan.errors).toEqual([
      "Main Stage is not inside the plan (400 × 300): move it or make it smaller.",
      "X-01 is not inside the plan (400 × 300): move it or make it smaller.",
    ]);
    expect(offPlan.issues?.map((i) => [i.path, i.code])).toEqual([
      [["areas", 0], PLAN_SHAPE_OFF_PLAN],
      [["booths", 0], PLAN_SHAPE_OFF_PLAN],
    ]);

    // two booths overlapping once one is turned: upright they stand side by side
    const side = [
      { boothId: ids[0]!, x: 10, y: 100, width: 10, height: 40, rotation: 0 },
      { boothId: ids[1]!, x: 20, y: 100, width: 10, height: 40, rotation: 0 },
    ];
    expect((await save(eventId, { ...planBody(ids), booths: side })).code).toBe(200);
    const overlap = await save(eventId, {
      ...planBody(ids),
      booths: [side[0], { ...side[1], rotation: 90 }],
    });
    expect(overlap).toMatchObject({
      code: 400,
      errorCode: PLAN_BOOTHS_OVERLAP,
      params: { first: "X-01", second: "X-02" },
      payload: "Booths X-01 and X-02 overlap: move one of them.",
    });
    expect(overlap.issues?.map((i) => i.path)).toEqual([
      ["booths", 0],
      ["booths", 1],
    ]);

    // a booth of another event, and a booth twice
    const other = await planEvent();
    const foreign = await save(eventId, {
      ...planBody(ids),
      booths: [{ boothId: other.ids[0]!, x: 300, y: 200, width: 20, height: 20 }],
    });
    expect(foreign).toMatchObject({
      code: 400,
      errorCode: PLAN_BOOTH_NOT_OF_EVENT,
      params: { boothId: other.ids[0] },
    });
    const twice = await save(eventId, {
      ...planBody(ids),
      booths: [
        { boothId: ids[2]!, x: 300, y: 200, width: 20, height: 20 },
        { boothId: ids[2]!, x: 340, y: 200, width: 20, height: 20 },
      ],
    });
    expect(twice).toMatchObject({
      code: 400,
      errorCode: PLAN_BOOTH_TWICE,
      params: { booth: "X-03" },
    });
    expect(twice.issues?.map((i) => i.path)).toEqual([
      ["booths", 0],
      ["booths", 1],
    ]);

    // refused, nothing was written (the last good save stands), and no placement of the other
    // event's booth was made
    const after = (await editor(eventId)).payload.plan;
    expect(after.booths.map((b: { boothId: number }) => b.boothId)).toEqual(ids.slice(0, 2));
    expect(after.areas.map((a: { label: string }) => a.label)).toEqual(
      before.areas.map((a: { label: string }) => a.label),
    );
    expect(await getPublicPlan(other.guid)).toBeNull();
  });

  it("is refused by its schema for values out of range, in the fields' own words", async () => {
    const { eventId, ids } = await planEvent();
    const rotated = await save(eventId, {
      ...planBody(ids),
      booths: [{ boothId: ids[0]!, x: 10, y: 100, width: 20, height: 20, rotation: 360 }],
    });
    expect(rotated.code).toBe(400);
    expect(rotated.issues?.[0]).toMatchObject({
      path: ["booths", 0, "rotation"],
      code: "validation.field.wholeNumberRange",
    });
    const kind = await save(eventId, { ...planBody(ids), areas: [{ ...stage, kind: "BAR" }] });
    expect(kind.code).toBe(400);
    expect(kind.issues?.[0]?.path).toEqual(["areas", 0, "kind"]);
    expect((await save(987_654_321, planBody(ids))).code).toBe(404);
    expect((await editor(987_654_321)).code).toBe(404);
  });

  it("answers in Arabic for an Arabic page", async () => {
    const { eventId, ids } = await planEvent();
    const request = jsonRequest(
      planUrl(eventId),
      { ...planBody(ids), areas: [{ ...stage, x: 250 }] },
      { method: "PUT", session: organiser, headers: { "accept-language": "ar" } },
    );
    const refused = await read(await api(request));
    // the code and parameters let the page say it in its own language
    expect(refused.errorCode).toBe(PLAN_SHAPE_OFF_PLAN);
    const { formatMessage } = await import("@/lib/i18n/messages");
    expect(formatMessage("ar", refused.errorCode!, refused.params)).toBe(
      "Main Stage خارج حدود المخطط (400 × 300): حرّكه أو صغّره.",
    );
  });
});

describe("who may edit a plan", () => {
  it("organisers only: a vendor gets 403, nobody signed in 401, a save without the token 403", async () => {
    const { eventId, ids } = await planEvent();
    expect((await editor(eventId, vendor)).code).toBe(403);
    expect((await save(eventId, planBody(ids), vendor)).code).toBe(403);
    expect((await read(await api(getRequest(planUrl(eventId))))).code).toBe(401);
    const noToken = await read(
      await api(
        jsonRequest(planUrl(eventId), planBody(ids), {
          method: "PUT",
          session: organiser,
          csrf: false,
        }),
      ),
    );
    expect(noToken.code).toBe(403);
    const db = await getDb();
    expect(await db.select().from(eventPlans).where(eq(eventPlans.eventId, eventId))).toEqual([]);
  });
});

describe("the cached pages that draw the plan", () => {
  it("are tagged with the event's plan, the booths and the events, and a save expires the plan's tag", async () => {
    const { eventId, guid, ids } = await planEvent();
    const expired: string[] = [];
    registerPageCache((tag) => expired.push(tag));
    try {
      forgetCacheRecord();
      expect(await getPublicPlan(guid)).toBeNull();
      const cached = cacheRecord();
      expect(cached.tags.sort()).toEqual(["booths", "events", `plan-${eventId}`].sort());
      expect(cached.lives).toEqual(["liveState"]);

      expect((await save(eventId, planBody(ids))).code).toBe(200);
      expect(expired).toEqual([`plan-${eventId}`]);
      const plan = await getPublicPlan(guid);
      expect(plan?.booths).toHaveLength(2);

      // a refused save expires nothing
      expired.length = 0;
      expect((await save(eventId, { ...planBody(ids), width: 10 })).code).toBe(400);
      expect(expired).toEqual([]);

      // a booking expires the booths' tag, which the plan's pages carry
      const started = await checkout(vendor, boothCart([ids[1]!]));
      expect(started.code).toBe(200);
      expect(expired).toContain("booths");
    } finally {
      registerPageCache(() => {});
    }
  });
});

describe("copying an event", () => {
  it("copies its plan, each booth's place given to the copy's booth of the same section and name", async () => {
    const { eventId, ids } = await planEvent();
    const db = await getDb();
    // a second section whose booth has the same name as one of the first's
    const [second] = await db
      .insert(sections)
      .values({ eventId, name: "Second", position: 1, inclusions: "Table" })
      .returning({ id: sections.id });
    const [twin] = await db
      .insert(booths)
      .values({ sectionId: second!.id, name: "X-01", priceCents: 100 })
      .returning({ id: booths.id });
    const body = planBody(ids);
    body.booths.push({ boothId: twin!.id, x: 300, y: 200, width: 25, height: 25, rotation: 45 });
    expect((await save(eventId, body)).code).toBe(200);
    // the source's booth X-02 is booked: its place is copied all the same
    await db
      .update(booths)
      .set({ status: "BOOKED", lob: "Someone's shop" })
      .where(eq(booths.id, ids[1]!));

    const copied = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/events/${eventId}/copy`,
          {
            eventName: `Plan festival copy ${randomUUID().slice(0, 8)}`,
            eventDate: "2031-07-01T18:00",
          },
          { session: organiser },
        ),
      ),
    );
    expect(copied.code, JSON.stringify(copied.payload)).toBe(201);
    const copyId = copied.payload.eventId as number;

    const source = (await editor(eventId)).payload.plan;
    const copy = (await editor(copyId)).payload;
    const strip = (plan: typeof source) => ({
      ...plan,
      areas: plan.areas.map(({ areaId: _a, ...a }: { areaId: number }) => a),
      booths: plan.booths.map(
        ({ boothId: _b, boothStatus: _s, ...b }: { boothId: number; boothStatus: string }) => b,
      ),
    });
    expect(strip(copy.plan)).toEqual(strip(source));
    // the places are the copy's own booths, all AVAILABLE, matched by section and name
    const copyBooths = new Map(
      copy.sections.flatMap(
        (s: { sectionName: string; booths: { boothId: number; boothName: string }[] }) =>
          s.booths.map((b) => [b.boothId, `${s.sectionName}/${b.boothName}`] as const),
      ),
    );
    expect(copy.plan.booths.map((b: { boothId: number }) => copyBooths.get(b.boothId))).toEqual([
      "Test section/X-01",
      "Test section/X-02",
      "Second/X-01",
    ]);
    expect(copy.plan.booths.map((b: { boothStatus: string }) => b.boothStatus)).toEqual([
      "AVAILABLE",
      "AVAILABLE",
      "AVAILABLE",
    ]);
    expect(copy.plan.booths.find((b: { rotation: number }) => b.rotation === 45)).toMatchObject({
      x: 300,
      y: 200,
      width: 25,
    });
    // the source's places stay on the source's booths
    expect(source.booths.map((b: { boothId: number }) => b.boothId)).toEqual([
      ids[0],
      ids[1],
      twin!.id,
    ]);
    // the copy's audit row counts what the plan brought
    const [audit] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "event"),
          eq(auditLog.entityId, copyId),
          eq(auditLog.action, "create"),
        ),
      );
    expect(audit!.after).toMatchObject({ plan: { areas: 2, booths: 3 } });
  });

  it("copies no plan from an event that has none", async () => {
    const { eventId } = await planEvent();
    const copied = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/events/${eventId}/copy`,
          { eventName: `No plan copy ${randomUUID().slice(0, 8)}`, eventDate: "2031-07-01T18:00" },
          { session: organiser },
        ),
      ),
    );
    expect(copied.code).toBe(201);
    expect((await editor(copied.payload.eventId)).payload.plan).toBeNull();
  });
});

describe("the demo festivals' plans", () => {
  it.each([
    ["summer", SUMMER_2025_GUID],
    ["winter", WINTER_2025_GUID],
  ])(
    "the %s festival's plan places every booth, none overlapping, all on the plan",
    async (_n, guid) => {
      const shown = await publicPlan(guid);
      expect(shown.code).toBe(200);
      const plan = planAnswer.parse(shown.payload);
      const db = await getDb();
      const [event] = await db.select({ id: events.id }).from(events).where(eq(events.guid, guid));
      const all = await db
        .select({ id: booths.id, name: booths.name, isFood: sections.isFood })
        .from(booths)
        .innerJoin(sections, eq(sections.id, booths.sectionId))
        .where(eq(sections.eventId, event!.id));
      expect(all.length).toBeGreaterThan(0);
      expect(plan.booths.map((b) => b.boothId).sort()).toEqual(all.map((b) => b.id).sort());
      expect(
        checkPlan(
          { ...plan, areas: plan.areas, booths: plan.booths },
          new Map(all.map((b) => [b.id, b.name])),
        ),
      ).toEqual([]);

      const kinds = plan.areas.map((a) => a.kind);
      expect(kinds.filter((k) => k === "ENTRANCE")).toHaveLength(2);
      for (const kind of ["STAGE", "WASHROOM", "FIRST_AID", "FOOD_COURT"])
        expect(kinds).toContain(kind);
      expect(plan.areas.find((a) => a.kind === "STAGE")).toMatchObject({
        label: "Main Stage",
        labelAr: "المسرح الرئيسي",
      });
      for (const area of plan.areas) expect(area.labelAr).toMatch(/\p{Script=Arabic}/u);

      // the food court holds every food booth
      const court = bounds(plan.areas.find((a) => a.kind === "FOOD_COURT")!);
      const food = new Set(all.filter((b) => b.isFood).map((b) => b.id));
      expect(food.size).toBeGreaterThan(0);
      for (const booth of plan.booths.filter((b) => food.has(b.boothId))) {
        const box = bounds(booth);
        expect(box.minX).toBeGreaterThanOrEqual(court.minX);
        expect(box.maxX).toBeLessThanOrEqual(court.maxX);
        expect(box.minY).toBeGreaterThanOrEqual(court.minY);
        expect(box.maxY).toBeLessThanOrEqual(court.maxY);
      }
    },
  );

  it("seeding again changes no plan", async () => {
    const db = await getDb();
    const [summer] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.guid, SUMMER_2025_GUID));
    const snapshot = async () => ({
      plans: await db.select().from(eventPlans).orderBy(asc(eventPlans.eventId)),
      areas: await db.select().from(planAreas).orderBy(asc(planAreas.id)),
      places: await db.select().from(boothPlacements).orderBy(asc(boothPlacements.boothId)),
    });
    const before = await snapshot();
    expect(before.plans.some((p) => p.eventId === summer!.id)).toBe(true);
    await seedDemoData(db, { demoAccounts: false });
    expect(await snapshot()).toEqual(before);
  });
});
