import { describe, expect, it } from "vitest";
import { SEED_EVENTS, SUMMER_2025_GUID } from "@/db/seed-data";
import { SEED_PROGRAM } from "@/db/seed-program";
import { performanceRequest } from "@/lib/program/resource";
import { eventDays, performanceTimes } from "@/lib/program/schedule";

// The demo's program: the summer festival's three days on two stages, every performance one the
// console would accept (its fields, and its times on the festival's days), in every category.

const summer = SEED_EVENTS.find((e) => e.guid === SUMMER_2025_GUID)!;
const festival = { startsAt: new Date(summer.startsAt), endsAt: new Date(summer.endsAt) };
const ARABIC_ONLY = (text: string) =>
  /\p{Script=Arabic}/u.test(text) && !/\p{Script=Latin}/u.test(text);

describe("the demo's program", () => {
  it("has 15 to 20 performances over the festival's three days, on two stages, in every category", () => {
    expect(SEED_PROGRAM.length).toBeGreaterThanOrEqual(15);
    expect(SEED_PROGRAM.length).toBeLessThanOrEqual(20);
    expect(new Set(SEED_PROGRAM.map((p) => p.startsAt.slice(0, 10)))).toEqual(
      new Set(eventDays(festival)),
    );
    expect(new Set(SEED_PROGRAM.map((p) => p.stage))).toEqual(new Set(["main", "tent"]));
    expect(new Set(SEED_PROGRAM.map((p) => p.category))).toEqual(
      new Set(["music", "dance", "art", "talk", "kids"]),
    );
  });

  it.each(SEED_PROGRAM.map((p) => [p.title, p] as const))("%s is one the API takes", (_t, p) => {
    const { stage: _stage, ...fields } = p;
    const parsed = performanceRequest.safeParse({ ...fields, stage: "Main Stage" });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(performanceTimes(p, festival)).not.toHaveProperty("problem");
  });

  it("reads in Arabic where it is written in Arabic, and leaves a few in English", () => {
    for (const p of SEED_PROGRAM) {
      for (const text of [p.titleAr, p.descriptionAr, ...p.performers.map((x) => x.nameAr)])
        if (text !== null) expect(ARABIC_ONLY(text), text).toBe(true);
    }
    expect(SEED_PROGRAM.filter((p) => p.titleAr === null).length).toBeGreaterThan(0);
    expect(SEED_PROGRAM.filter((p) => p.titleAr !== null).length).toBeGreaterThan(12);
  });
});
