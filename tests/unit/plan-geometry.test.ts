import { describe, expect, it } from "vitest";
import {
  bounds,
  checkPlan,
  corners,
  offPlan,
  overlaps,
  PLAN_BOOTH_NOT_OF_EVENT,
  PLAN_BOOTH_TWICE,
  PLAN_BOOTHS_OVERLAP,
  PLAN_SHAPE_OFF_PLAN,
  PLAN_TOO_MANY_SHAPES,
  type PlanShapes,
} from "@/lib/plans/geometry";
import { PLAN_MAX_SHAPES } from "@/lib/plans/resource";
import en from "@/messages/en.json";

const close = (points: { x: number; y: number }[]) =>
  points.map((p) => ({ x: Number(p.x.toFixed(6)), y: Number(p.y.toFixed(6)) }));

describe("a shape's corners", () => {
  it("are its rectangle's when upright, clockwise from the top-left", () => {
    expect(corners({ x: 10, y: 20, width: 30, height: 40 })).toEqual([
      { x: 10, y: 20 },
      { x: 40, y: 20 },
      { x: 40, y: 60 },
      { x: 10, y: 60 },
    ]);
  });

  it("turn clockwise about the centre (y pointing down)", () => {
    // a 10 x 20 shape turned a quarter: its top-left corner goes to the top-right
    expect(close(corners({ x: 0, y: 0, width: 10, height: 20, rotation: 90 }))).toEqual([
      { x: 15, y: 5 },
      { x: 15, y: 15 },
      { x: -5, y: 15 },
      { x: -5, y: 5 },
    ]);
    // half a turn: the same rectangle, corners swapped
    expect(close(corners({ x: 0, y: 0, width: 10, height: 20, rotation: 180 }))).toEqual([
      { x: 10, y: 20 },
      { x: 0, y: 20 },
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ]);
  });

  it("of a square turned 45 degrees reach half its diagonal from the centre", () => {
    const box = bounds({ x: 10, y: 10, width: 10, height: 10, rotation: 45 });
    const half = Math.SQRT2 * 5;
    expect(box.minX).toBeCloseTo(15 - half, 9);
    expect(box.maxX).toBeCloseTo(15 + half, 9);
    expect(box.minY).toBeCloseTo(15 - half, 9);
    expect(box.maxY).toBeCloseTo(15 + half, 9);
  });
});

describe("offPlan", () => {
  const plan = { width: 100, height: 50 };

  it("keeps a shape that reaches the plan's edges exactly, and not one a unit over", () => {
    expect(offPlan({ x: 0, y: 0, width: 100, height: 50 }, plan)).toBe(false);
    expect(offPlan({ x: 90, y: 40, width: 10, height: 10 }, plan)).toBe(false);
    expect(offPlan({ x: 91, y: 40, width: 10, height: 10 }, plan)).toBe(true);
    expect(offPlan({ x: 40, y: 41, width: 10, height: 10 }, plan)).toBe(true);
  });

  it("judges a rotated shape by its turned corners", () => {
    // upright at the top-left corner it fits; turned a quarter it sticks out to the left
    expect(offPlan({ x: 0, y: 0, width: 10, height: 20 }, plan)).toBe(false);
    expect(offPlan({ x: 0, y: 0, width: 10, height: 20, rotation: 90 }, plan)).toBe(true);
    expect(offPlan({ x: 5, y: 0, width: 10, height: 20, rotation: 90 }, plan)).toBe(false);
    // a square turned 45 degrees in the corner pokes out; moved in by 3 it fits
    expect(offPlan({ x: 0, y: 0, width: 10, height: 10, rotation: 45 }, plan)).toBe(true);
    expect(offPlan({ x: 3, y: 3, width: 10, height: 10, rotation: 45 }, plan)).toBe(false);
    // a long shape fits upright along the plan but not turned across it
    expect(offPlan({ x: 0, y: 20, width: 80, height: 10 }, plan)).toBe(false);
    expect(offPlan({ x: 0, y: 20, width: 80, height: 10, rotation: 90 }, plan)).toBe(true);
  });
});

describe("overlaps", () => {
  const square = (x: number, y: number, rotation = 0) => ({
    x,
    y,
    width: 10,
    height: 10,
    rotation,
  });

  it("finds upright shapes that share some ground, and one inside another", () => {
    expect(overlaps(square(0, 0), square(5, 5))).toBe(true);
    expect(overlaps(square(0, 0), { x: 2, y: 2, width: 3, height: 3 })).toBe(true);
    expect(overlaps(square(0, 0), square(0, 0))).toBe(true);
  });

  it("lets shapes touch edge to edge or corner to corner", () => {
    expect(overlaps(square(0, 0), square(10, 0))).toBe(false);
    expect(overlaps(square(0, 0), square(0, 10))).toBe(false);
    expect(overlaps(square(0, 0), square(10, 10))).toBe(false);
    expect(overlaps(square(0, 0), square(30, 0))).toBe(false);
  });

  it("tests rotated shapes by their turned sides, not their boxes", () => {
    // a diamond between two squares 10 apart reaches into both
    expect(overlaps(square(10, 0, 45), square(0, 0))).toBe(true);
    expect(overlaps(square(10, 0, 45), square(20, 0))).toBe(true);
    // a diamond off the square's corner: the boxes meet, the shapes do not
    const diamond = square(12, 12, 45);
    expect(bounds(diamond).minX).toBeLessThan(10);
    expect(bounds(diamond).minY).toBeLessThan(10);
    expect(overlaps(square(0, 0), diamond)).toBe(false);
    expect(overlaps(diamond, square(0, 0))).toBe(false);
    // moved in further it does reach the square
    expect(overlaps(square(0, 0), square(7, 7, 45))).toBe(true);
  });

  it("lets a booth turned a quarter stand against its neighbour, and not a unit closer", () => {
    const upright = { x: 0, y: 0, width: 10, height: 30 };
    // turned a quarter about its centre (25, 15): it spans x 10..40, y 10..20
    expect(overlaps(upright, { x: 20, y: 0, width: 10, height: 30, rotation: 90 })).toBe(false);
    expect(overlaps(upright, { x: 19, y: 0, width: 10, height: 30, rotation: 90 })).toBe(true);
  });

  it("lets two turned squares share a side", () => {
    const step = 10 / Math.SQRT2; // one side along the 45-degree diagonal
    const a = square(20, 20, 45);
    expect(overlaps(a, square(20 + step, 20 + step, 45))).toBe(false);
    expect(overlaps(a, square(20 + step - 0.5, 20 + step, 45))).toBe(true);
  });
});

describe("checkPlan", () => {
  const names = new Map([
    [1, "F-01"],
    [2, "F-02"],
    [3, "F-03"],
  ]);
  const plan = (over: Partial<PlanShapes> = {}): PlanShapes => ({
    width: 200,
    height: 100,
    areas: [{ label: "Food court", x: 0, y: 0, width: 120, height: 60, rotation: 0 }],
    booths: [
      { boothId: 1, x: 10, y: 10, width: 20, height: 20, rotation: 0 },
      { boothId: 2, x: 30, y: 10, width: 20, height: 20, rotation: 0 },
      { boothId: 3, x: 50, y: 10, width: 20, height: 20, rotation: 0 },
    ],
    ...over,
  });

  it("finds nothing in a plan whose booths stand side by side inside an area", () => {
    expect(checkPlan(plan(), names)).toEqual([]);
  });

  it("names two overlapping booths, rotated too, and where they are in the plan", () => {
    const booths = plan().booths.map((b) => (b.boothId === 3 ? { ...b, rotation: 30 } : b));
    expect(checkPlan(plan({ booths }), names)).toEqual([
      {
        code: PLAN_BOOTHS_OVERLAP,
        params: { first: "F-02", second: "F-03" },
        paths: [
          ["booths", 1],
          ["booths", 2],
        ],
      },
    ]);
  });

  it("names a shape off the plan by its booth's name or its area's label", () => {
    const problems = checkPlan(
      plan({
        areas: [{ label: "Main Stage", x: 150, y: 0, width: 60, height: 20, rotation: 0 }],
        booths: [{ boothId: 2, x: 180, y: 80, width: 20, height: 20, rotation: 45 }],
      }),
      names,
    );
    expect(problems).toEqual([
      {
        code: PLAN_SHAPE_OFF_PLAN,
        params: { shape: "Main Stage", width: 200, height: 100 },
        paths: [["areas", 0]],
      },
      {
        code: PLAN_SHAPE_OFF_PLAN,
        params: { shape: "F-02", width: 200, height: 100 },
        paths: [["booths", 0]],
      },
    ]);
  });

  it("names a booth placed twice, and a booth that is not the event's", () => {
    const booths = [
      ...plan().booths,
      { boothId: 1, x: 100, y: 10, width: 20, height: 20, rotation: 0 },
      { boothId: 99, x: 130, y: 10, width: 20, height: 20, rotation: 0 },
    ];
    expect(checkPlan(plan({ booths }), names)).toEqual([
      {
        code: PLAN_BOOTH_TWICE,
        params: { booth: "F-01" },
        paths: [
          ["booths", 0],
          ["booths", 3],
        ],
      },
      { code: PLAN_BOOTH_NOT_OF_EVENT, params: { boothId: 99 }, paths: [["booths", 4]] },
    ]);
    // without the event's booths, a booth is named by its id and none is foreign
    expect(checkPlan(plan({ booths: booths.slice(0, 4) }))[0]!.params).toEqual({ booth: "#1" });
  });

  it("lists the first problems only", () => {
    const booths = Array.from({ length: 30 }, (_, i) => ({
      boothId: i + 1,
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
    }));
    expect(checkPlan(plan({ areas: [], booths }))).toHaveLength(10);
    expect(checkPlan(plan({ areas: [], booths }), undefined, 3)).toHaveLength(3);
  });

  it("refuses more shapes than a plan holds, before looking at them", () => {
    const booths = Array.from({ length: PLAN_MAX_SHAPES + 1 }, (_, i) => ({
      boothId: i + 1,
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
    }));
    expect(checkPlan(plan({ areas: [], booths }))).toEqual([
      {
        code: PLAN_TOO_MANY_SHAPES,
        params: { max: PLAN_MAX_SHAPES, count: PLAN_MAX_SHAPES + 1 },
        paths: [],
      },
    ]);
  });

  it("checks a full plan of booths quickly", () => {
    const booths = Array.from({ length: 1900 }, (_, i) => ({
      boothId: i + 1,
      x: (i % 50) * 20,
      y: Math.floor(i / 50) * 20,
      width: 20,
      height: 20,
      rotation: 0,
    }));
    const started = performance.now();
    expect(checkPlan({ width: 1000, height: 1000, areas: [], booths })).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("has a message for each code", () => {
    for (const code of [
      PLAN_TOO_MANY_SHAPES,
      PLAN_BOOTH_NOT_OF_EVENT,
      PLAN_BOOTH_TWICE,
      PLAN_SHAPE_OFF_PLAN,
      PLAN_BOOTHS_OVERLAP,
    ]) {
      const [, , key] = code.split(".");
      expect(typeof (en.validation.plan as Record<string, string>)[key!]).toBe("string");
    }
  });
});
