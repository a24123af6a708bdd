import { describe, expect, it } from "vitest";
import type { BoothStatus } from "@/db/schema";
import { renderFloorPlan, type FloorPlanSection } from "@/lib/booths/floor-plan";

const COLOR: Record<BoothStatus, string> = {
  AVAILABLE: "#15803d",
  HELD: "#b45309",
  BOOKED: "#9f1d35",
  RESERVED: "#6b5f57",
};

const BOOTH_SIZE = 70;

type Square = { x: number; y: number; fill: string; label: string };

/** The booth squares drawn: a 70×70 rect, its status's pattern over it if any, then its label. */
function boothSquares(svg: string): Square[] {
  const re = new RegExp(
    `<rect x="(\\d+)" y="(\\d+)" width="${BOOTH_SIZE}" height="${BOOTH_SIZE}" rx="8" fill="(#[0-9a-f]{6})"/>(?:<rect[^>]*/>)?<text[^>]*>([^<]*)</text>`,
    "g",
  );
  return [...svg.matchAll(re)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    fill: m[3]!,
    label: m[4]!,
  }));
}

/** Section labels ("Tab N: name") in drawing order. */
function sectionLabels(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*font-size="22"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

/** A crude well-formedness check: every `&` starts an entity, and no raw markup came from data. */
function expectSafeXml(svg: string) {
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const open = (svg.match(/<(?![/?!])[a-z]+/g) ?? []).length;
  const selfClosed = (svg.match(/\/>/g) ?? []).length;
  const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length;
  expect(open).toBe(selfClosed + closed);
}

const sections: FloorPlanSection[] = [
  {
    name: "Main Hall",
    position: 0,
    booths: [
      { name: "A1", status: "AVAILABLE" },
      { name: "A2", status: "HELD" },
      { name: "A3", status: "BOOKED" },
      { name: "A4", status: "RESERVED" },
    ],
  },
  {
    name: "Food Court",
    position: 1,
    booths: [
      { name: "F1", status: "BOOKED" },
      { name: "F2", status: "AVAILABLE" },
    ],
  },
];

describe("renderFloorPlan", () => {
  it("returns a standalone SVG document", () => {
    const svg = renderFloorPlan("Summer Mahrajan", sections);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toMatch(/ width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expectSafeXml(svg);
  });

  it("has an accessible title naming the event", () => {
    const svg = renderFloorPlan("Summer Mahrajan", sections);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-labelledby="t"');
    expect(svg).toContain('<title id="t">Floor plan: Summer Mahrajan</title>');
  });

  it("draws one square per booth, labelled with the booth name and coloured by status", () => {
    const squares = boothSquares(renderFloorPlan("Fair", sections));
    expect(squares.map((s) => [s.label, s.fill])).toEqual([
      ["A1", COLOR.AVAILABLE],
      ["A2", COLOR.HELD],
      ["A3", COLOR.BOOKED],
      ["A4", COLOR.RESERVED],
      ["F1", COLOR.BOOKED],
      ["F2", COLOR.AVAILABLE],
    ]);
  });

  it("labels each section 'Tab N: name' with N = position + 1", () => {
    expect(sectionLabels(renderFloorPlan("Fair", sections))).toEqual([
      "Tab 1: Main Hall",
      "Tab 2: Food Court",
    ]);
    const later = renderFloorPlan("Fair", [{ name: "Annex", position: 4, booths: [] }]);
    expect(sectionLabels(later)).toEqual(["Tab 5: Annex"]);
  });

  /** Each booth's group: its status, the pattern over its colour (if any) and its texts. */
  function boothGroups(svg: string) {
    return [...svg.matchAll(/<g data-status="(\w+)">(.*?)<\/g>/g)].map((m) => ({
      status: m[1]!,
      pattern: /fill="url\(#([\w-]+)\)"/.exec(m[2]!)?.[1] ?? null,
      texts: [...m[2]!.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]!),
    }));
  }

  it("writes each booth's status in its square, beside the colour, so colour is not the only cue", () => {
    expect(boothGroups(renderFloorPlan("Fair", sections))).toEqual([
      { status: "AVAILABLE", pattern: null, texts: ["A1", "AVAILABLE"] },
      { status: "HELD", pattern: "pattern-held", texts: ["A2", "HELD"] },
      { status: "BOOKED", pattern: "pattern-booked", texts: ["A3", "BOOKED"] },
      { status: "RESERVED", pattern: "pattern-reserved", texts: ["A4", "RESERVED"] },
      { status: "BOOKED", pattern: "pattern-booked", texts: ["F1", "BOOKED"] },
      { status: "AVAILABLE", pattern: null, texts: ["F2", "AVAILABLE"] },
    ]);
  });

  it("gives every status but AVAILABLE its own pattern, each one defined in the drawing", () => {
    const svg = renderFloorPlan("Fair", sections);
    const patterns = boothGroups(svg).map((g) => g.pattern);
    expect(new Set(patterns.filter(Boolean)).size).toBe(3);
    for (const id of ["pattern-held", "pattern-booked", "pattern-reserved"])
      expect(svg).toContain(`<pattern id="${id}"`);
  });

  it("has a legend for every status, with its colour, its pattern and its name", () => {
    const svg = renderFloorPlan("Fair", sections);
    const legend = [...svg.matchAll(/<g data-legend="(\w+)">(.*?)<\/g>/g)];
    expect(legend.map((m) => m[1])).toEqual(["AVAILABLE", "HELD", "BOOKED", "RESERVED"]);
    for (const [, status, body] of legend) {
      const key = status as BoothStatus;
      expect(body).toContain(`width="24" height="24" rx="5" fill="${COLOR[key]}"/>`);
      expect(body).toMatch(new RegExp(`<text[^>]*>${status}</text>$`));
      if (key === "AVAILABLE") expect(body).not.toContain("url(#");
      else expect(body).toContain(`fill="url(#pattern-${status!.toLowerCase()})"`);
    }
  });

  it("escapes XML special characters in section names", () => {
    const svg = renderFloorPlan("Fair", [{ name: "<script>&", position: 0, booths: [] }]);
    expect(sectionLabels(svg)).toEqual(["Tab 1: &lt;script&gt;&amp;"]);
    expect(svg).not.toContain("<script");
    expectSafeXml(svg);
  });

  it("escapes XML special characters in booth names", () => {
    const svg = renderFloorPlan("Fair", [
      { name: "Hall", position: 0, booths: [{ name: `A"1'<b>&`, status: "AVAILABLE" }] },
    ]);
    expect(boothSquares(svg).map((s) => s.label)).toEqual(["A&quot;1&apos;&lt;b&gt;&amp;"]);
    expect(svg).not.toContain("<b>");
    expectSafeXml(svg);
  });

  it("escapes XML special characters in the event name, in both title and heading", () => {
    const svg = renderFloorPlan(`Tom & Jerry's <Fair> "2025"`, sections);
    const escaped = "Floor plan: Tom &amp; Jerry&apos;s &lt;Fair&gt; &quot;2025&quot;";
    expect(svg).toContain(`<title id="t">${escaped}</title>`);
    expect(svg.split(escaped)).toHaveLength(3); // title and visible heading
    expect(svg).not.toContain("<Fair>");
    expectSafeXml(svg);
  });

  it("draws a plan with no sections", () => {
    const svg = renderFloorPlan("Empty", []);
    expect(boothSquares(svg)).toEqual([]);
    expect(sectionLabels(svg)).toEqual([]);
    expect(svg).toContain('<title id="t">Floor plan: Empty</title>');
    expectSafeXml(svg);
  });

  it("keeps booth squares from overlapping, also when a section wraps onto more rows", () => {
    const booths = Array.from({ length: 13 }, (_, i) => ({
      name: `B${i + 1}`,
      status: "AVAILABLE" as const,
    }));
    const squares = boothSquares(
      renderFloorPlan("Fair", [{ name: "Big", position: 0, booths }, ...sections]),
    );
    expect(squares).toHaveLength(19);
    for (let i = 0; i < squares.length; i++) {
      for (let j = i + 1; j < squares.length; j++) {
        const a = squares[i]!;
        const b = squares[j]!;
        const overlap = Math.abs(a.x - b.x) < BOOTH_SIZE && Math.abs(a.y - b.y) < BOOTH_SIZE;
        expect(overlap, `${a.label} overlaps ${b.label}`).toBe(false);
      }
    }
  });

  it("makes the drawing taller as sections are added and keeps every square inside it", () => {
    const many: FloorPlanSection[] = Array.from({ length: 5 }, (_, i) => ({
      name: `S${i}`,
      position: i,
      booths: [{ name: `S${i}B`, status: "HELD" }],
    }));
    const height = (svg: string) => Number(/height="(\d+)"/.exec(svg)![1]);
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1]);
    const small = renderFloorPlan("Fair", many.slice(0, 2));
    const big = renderFloorPlan("Fair", many);
    expect(height(big)).toBeGreaterThan(height(small));
    for (const s of boothSquares(big)) {
      expect(s.x + BOOTH_SIZE).toBeLessThanOrEqual(width(big));
      expect(s.y + BOOTH_SIZE).toBeLessThanOrEqual(height(big));
    }
  });
});
