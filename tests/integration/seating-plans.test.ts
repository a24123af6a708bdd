import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, events, seats } from "@/db/schema";
import { seatMapAnswer } from "@/lib/http/spec-fields";
import { formatMessage, ruleOf } from "@/lib/i18n/messages";
import { seatingAnswer } from "@/lib/seats/resource";
import { seatingEditorData } from "@/lib/seats/seating-plan";
import { createOrganiser, type Organiser } from "../support/fixtures";
import { api, getRequest, jsonRequest, read } from "../support/requests";

// A real hall's seat plan through the organiser API: up to 50 rows of 40 seats, aisles, sections,
// wheelchair spaces with their companion seats, and the limits a plan is refused past.

let organiser: Organiser;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
});

async function put(eventId: number, body: unknown) {
  const url = `/api/admin/v1/events/${eventId}/seating`;
  return read(await api(jsonRequest(url, body, { method: "PUT", session: organiser })));
}

/** A fresh seated, ACTIVE event without seats (later than the seed's stage, which stays the stage). */
async function seatedEvent(): Promise<number> {
  const db = await getDb();
  const [event] = await db
    .insert(events)
    .values({
      name: `Test hall ${randomUUID().slice(0, 8)}`,
      description: "Seats",
      location: "Hall",
      startsAt: new Date("2033-07-01T18:00:00Z"),
      endsAt: new Date("2033-07-01T21:00:00Z"),
      dateText: "July 1, 2033",
      address: "1 Test Way",
      details: "Seats",
      image: "tarab-night-stage.svg",
      status: "ACTIVE",
      hasSeating: true,
    })
    .returning({ id: events.id });
  return event!.id;
}

async function publicSeats(eventId: number) {
  const res = await read(await api(getRequest(`/api/v1/seats/${eventId}`)));
  expect(res.code).toBe(200);
  return seatMapAnswer.parse(res.payload).seats;
}

async function storedSeats(eventId: number) {
  const db = await getDb();
  return db
    .select()
    .from(seats)
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seats.row), asc(seats.column));
}

const SMALL = {
  rows: 4,
  seatsPerRow: 8,
  bands: [{ fromRow: 1, toRow: 4, priceCents: 5000 }],
};

/** The hall the largest plan makes: 50 rows of 40 seats, two aisles, two sections, four spaces. */
const BIG_HALL = {
  rows: 50,
  seatsPerRow: 40,
  bands: [
    { fromRow: 1, toRow: 20, priceCents: 9000 },
    { fromRow: 21, toRow: 50, priceCents: 4000 },
  ],
  aisles: [30, 10],
  sections: [
    { name: "Balcony", nameAr: "الشرفة", fromRow: 21, toRow: 50 },
    { name: "Orchestra", fromRow: 1, toRow: 20 },
  ],
  seatKinds: [
    { row: 20, column: 40, kind: "WHEELCHAIR" },
    { row: 20, column: 39, kind: "COMPANION" },
    { row: 20, column: 1, kind: "WHEELCHAIR" },
    { row: 20, column: 2, kind: "COMPANION" },
  ],
};

describe("a real hall's seat plan", () => {
  it("takes 50 rows of 40 seats with aisles, sections, wheelchair spaces and companion seats", async () => {
    const eventId = await seatedEvent();
    const res = await put(eventId, BIG_HALL);
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(seatingAnswer.parse(res.payload)).toMatchObject({
      rows: 50,
      seatsPerRow: 40,
      aisles: [10, 30],
      sections: [
        { name: "Orchestra", nameAr: null, fromRow: 1, toRow: 20 },
        { name: "Balcony", nameAr: "الشرفة", fromRow: 21, toRow: 50 },
      ],
      seatKinds: [
        { row: 20, column: 1, kind: "WHEELCHAIR" },
        { row: 20, column: 2, kind: "COMPANION" },
        { row: 20, column: 39, kind: "COMPANION" },
        { row: 20, column: 40, kind: "WHEELCHAIR" },
      ],
      seats: 2000,
      created: 2000,
      repriced: 0,
      rearranged: 0,
      removed: 0,
    });

    // the public seat map says each seat's kind
    const map = await publicSeats(eventId);
    expect(map).toHaveLength(2000);
    const kindAt = (row: number, column: number) =>
      map.find((s) => s.seatRow === row && s.seatColumn === column)!.seatKind;
    expect([kindAt(20, 1), kindAt(20, 2), kindAt(20, 39), kindAt(20, 40)]).toEqual([
      "WHEELCHAIR",
      "COMPANION",
      "COMPANION",
      "WHEELCHAIR",
    ]);
    expect(map.filter((s) => s.seatKind === "STANDARD")).toHaveLength(1996);

    // every seat carries its section and whether an aisle follows it
    const stored = await storedSeats(eventId);
    expect(stored.filter((s) => s.aisleAfter).map((s) => s.column)).toEqual(
      Array.from({ length: 50 }, () => [10, 30]).flat(),
    );
    expect(stored.find((s) => s.row === 20)).toMatchObject({
      section: "Orchestra",
      sectionAr: null,
    });
    expect(stored.find((s) => s.row === 21)).toMatchObject({
      section: "Balcony",
      sectionAr: "الشرفة",
    });

    // the console's editor reads the same plan back
    const { plan } = await seatingEditorData(eventId);
    expect(plan).toEqual({
      rows: 50,
      seatsPerRow: 40,
      bands: [
        { fromRow: 1, toRow: 20, priceCents: 9000, rowType: "PREMIUM" },
        { fromRow: 21, toRow: 50, priceCents: 4000, rowType: "ECONOMY" },
      ],
      aisles: [10, 30],
      sections: res.payload.sections,
      seatKinds: res.payload.seatKinds,
    });
  });

  it("moves a wheelchair space and clears what a plan leaves out, in the audit log", async () => {
    const eventId = await seatedEvent();
    expect((await put(eventId, { ...SMALL, aisles: [4], seatKinds: [] })).code).toBe(200);
    const moved = await put(eventId, {
      ...SMALL,
      aisles: [4],
      sections: [{ name: "Floor", fromRow: 1, toRow: 2 }],
      seatKinds: [
        { row: 4, column: 8, kind: "WHEELCHAIR" },
        { row: 4, column: 7, kind: "COMPANION" },
      ],
    });
    expect(moved.code, JSON.stringify(moved.payload)).toBe(200);
    // rows 1-2 gain a section, two seats of row 4 a kind: nothing priced anew
    expect(moved.payload).toMatchObject({ created: 0, repriced: 0, rearranged: 18, removed: 0 });
    expect((await publicSeats(eventId)).filter((s) => s.seatKind !== "STANDARD")).toHaveLength(2);

    // a plan without aisles, sections or kinds has none
    const plain = await put(eventId, SMALL);
    expect(plain.payload).toMatchObject({ aisles: [], sections: [], seatKinds: [] });
    // rows 1-2 leave their section (16 seats), seat 4 of rows 3-4 its aisle, row 4 its two kinds
    expect(plain.payload.rearranged).toBe(20);
    const stored = await storedSeats(eventId);
    expect(stored.every((s) => s.kind === "STANDARD" && !s.aisleAfter && s.section === null)).toBe(
      true,
    );

    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "seating"), eq(auditLog.entityId, eventId)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "update"]);
    expect(audit[1]!.after).toMatchObject({
      aisles: [4],
      sections: [{ name: "Floor", nameAr: null, fromRow: 1, toRow: 2 }],
      seatKinds: [
        { row: 4, column: 7, kind: "COMPANION" },
        { row: 4, column: 8, kind: "WHEELCHAIR" },
      ],
      rearranged: 18,
    });
    expect(audit[2]!.before).toMatchObject({ aisles: [4] });
  });
});

describe("the seat plan's limits", () => {
  it("refuses past 50 rows or 40 seats, and aisles, sections and kinds that do not fit (400 on the field)", async () => {
    const eventId = await seatedEvent();
    const said: string[] = [];
    const refused = async (body: unknown) => {
      const res = await put(eventId, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      said.push(...res.issues!.map((i) => i.message));
      return { paths: res.issues!.map((i) => i.path), codes: res.issues!.map((i) => i.code) };
    };
    expect((await refused({ ...SMALL, rows: 51 })).paths).toContainEqual(["rows"]);
    expect((await refused({ ...SMALL, seatsPerRow: 41 })).paths).toEqual([["seatsPerRow"]]);
    expect(
      (await refused({ ...SMALL, bands: [{ fromRow: 1, toRow: 51, priceCents: 5000 }] })).paths,
    ).toContainEqual(["bands", 0, "toRow"]);

    // an aisle after the last seat, or after no seat, or twice
    expect(await refused({ ...SMALL, aisles: [8] })).toEqual({
      paths: [["aisles", 0]],
      codes: ["validation.seating.aisleOutside"],
    });
    expect((await refused({ ...SMALL, aisles: [0] })).paths).toEqual([["aisles", 0]]);
    expect((await refused({ ...SMALL, aisles: [3, 3] })).codes).toEqual([
      "validation.seating.aisleTwice",
    ]);
    expect((await refused({ ...SMALL, aisles: "4" })).paths).toEqual([["aisles"]]);

    // sections past the last row, overlapping, named twice, unnamed
    const section = (name: string, fromRow: number, toRow: number) => ({ name, fromRow, toRow });
    expect((await refused({ ...SMALL, sections: [section("Back", 3, 5)] })).codes).toEqual([
      "validation.seating.sectionRows",
    ]);
    expect(
      (await refused({ ...SMALL, sections: [section("Front", 1, 2), section("Back", 2, 4)] }))
        .codes,
    ).toEqual(["validation.seating.sectionsOverlap"]);
    expect(
      (await refused({ ...SMALL, sections: [section("Front", 1, 2), section("front", 3, 4)] }))
        .paths,
    ).toEqual([["sections", 1, "name"]]);
    expect((await refused({ ...SMALL, sections: [section(" ", 1, 2)] })).paths).toEqual([
      ["sections", 0, "name"],
    ]);

    // seats outside the plan, named twice, a kind that is not named seat by seat
    const kind = (row: number, column: number, k: string) => ({ row, column, kind: k });
    expect((await refused({ ...SMALL, seatKinds: [kind(5, 1, "WHEELCHAIR")] })).codes).toEqual([
      "validation.seating.seatOutside",
    ]);
    expect(
      (
        await refused({
          ...SMALL,
          seatKinds: [kind(1, 1, "WHEELCHAIR"), kind(1, 1, "WHEELCHAIR")],
        })
      ).codes,
    ).toEqual(["validation.seating.seatKindTwice"]);
    expect((await refused({ ...SMALL, seatKinds: [kind(1, 1, "STANDARD")] })).paths).toEqual([
      ["seatKinds", 0, "kind"],
    ]);
    expect(
      (await refused({ ...SMALL, seatKinds: Array.from({ length: 201 }, () => kind(1, 1, "X")) }))
        .paths,
    ).toContainEqual(["seatKinds"]);

    // a companion seat beside no wheelchair space, or across an aisle from one
    expect((await refused({ ...SMALL, seatKinds: [kind(1, 3, "COMPANION")] })).codes).toEqual([
      "validation.seating.companionAlone",
    ]);
    expect(
      await refused({
        ...SMALL,
        aisles: [4],
        seatKinds: [kind(1, 4, "WHEELCHAIR"), kind(1, 5, "COMPANION")],
      }),
    ).toEqual({ paths: [["seatKinds", 1]], codes: ["validation.seating.companionAlone"] });

    // nothing was saved
    expect(await publicSeats(eventId)).toHaveLength(0);
    // each refusal has its words in Arabic too, for the console's Arabic pages
    for (const message of said) {
      const rule = ruleOf(message);
      expect(rule, message).toBeDefined();
      expect(formatMessage("ar", rule!.code, rule!.params), message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("a wheelchair space may have a companion seat on each side, or none", async () => {
    const eventId = await seatedEvent();
    const res = await put(eventId, {
      ...SMALL,
      seatKinds: [
        { row: 1, column: 4, kind: "WHEELCHAIR" },
        { row: 1, column: 3, kind: "COMPANION" },
        { row: 1, column: 5, kind: "COMPANION" },
        { row: 4, column: 1, kind: "WHEELCHAIR" },
      ],
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(res.payload.seatKinds).toHaveLength(4);
  });
});

describe("the demo stage", () => {
  it("has a wheelchair space at the end of row 6 with its companion seat beside it", async () => {
    const res = await read(await api(getRequest("/api/v1/seats")));
    const named = seatMapAnswer
      .parse(res.payload)
      .seats.filter((s) => s.seatKind !== "STANDARD")
      .map((s) => ({ row: s.seatRow, column: s.seatColumn, kind: s.seatKind }));
    expect(named).toEqual([
      { row: 6, column: 7, kind: "COMPANION" },
      { row: 6, column: 8, kind: "WHEELCHAIR" },
    ]);
  });
});
