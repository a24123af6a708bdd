import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import {
  BOOTH_STATUSES,
  BOOTH_STATUS_COLORS,
  BOOTH_STATUS_PATTERNS,
} from "@/lib/booths/floor-plan";
import {
  areaKindKey,
  areaLabel,
  areaLayout,
  boothSectionName,
  drawingMinWidths,
  drawnPlan,
  fitFontSize,
  MAX_DRAWING_PX,
  packBoothRows,
  packPlan,
  planBoothRows,
  rotateAbout,
  textDirection,
  unpackBoothRows,
  unpackPlan,
  uprightAngle,
  vendorsByBooth,
  type PageSection,
} from "@/lib/plans/drawing";
import { AREA_KINDS, type PlanBooth } from "@/lib/plans/resource";

const placed = (boothId: number, over: Partial<PlanBooth> = {}): PlanBooth => ({
  boothId,
  boothName: `F-${String(boothId).padStart(2, "0")}`,
  sectionName: "Food Trucks & Food Vendors",
  sectionNameAr: "شاحنات الطعام وباعة الأطعمة",
  boothStatus: "AVAILABLE",
  x: 100,
  y: 200,
  width: 30,
  height: 20,
  rotation: 0,
  ...over,
});

describe("a shape's turn", () => {
  it("turns about the shape's centre, and not at all at 0° or 360°", () => {
    const shape = { x: 100, y: 200, width: 30, height: 20, rotation: 90 };
    expect(rotateAbout(shape)).toBe("rotate(90 115 210)");
    expect(rotateAbout({ ...shape, rotation: 0 })).toBeUndefined();
    expect(rotateAbout(shape, 360)).toBeUndefined();
    expect(rotateAbout(shape, -45)).toBe("rotate(315 115 210)");
    expect(rotateAbout({ x: 0, y: 0, width: 5, height: 3, rotation: 15 })).toBe(
      "rotate(15 2.5 1.5)",
    );
  });

  it("writes a turned shape's words along it but never upside down", () => {
    expect([0, 45, 90, 91, 135, 180, 270, 271, 300, 359].map(uprightAngle)).toEqual([
      0, 45, 90, -89, -45, 0, 90, -89, -60, -1,
    ]);
  });
});

describe("a label's size and direction", () => {
  it("fits a name to the height of its booth, or to its width when the name is long", () => {
    expect(fitFontSize(100, 20, "A1", 0.4)).toBe(8);
    const long = fitFontSize(30, 30, "Corner-Booth-12", 0.4);
    expect(long).toBeLessThan(12);
    expect(long * 0.62 * "Corner-Booth-12".length).toBeLessThanOrEqual(30 * 0.9 + 0.01);
  });

  it("reads an Arabic label right to left and a booth's code left to right", () => {
    expect(textDirection("المسرح الرئيسي")).toBe("rtl");
    expect(textDirection("F-02")).toBe("ltr");
    expect(textDirection("12 - المدخل")).toBe("rtl");
    expect(textDirection("Gate 2 البوابة")).toBe("ltr");
    expect(textDirection("")).toBe("ltr");
  });

  it("labels an area in Arabic on an Arabic page, in English where it has no Arabic", () => {
    const stage = { label: "Main stage", labelAr: "المسرح الرئيسي" };
    expect(areaLabel(stage, "ar")).toEqual({ text: "المسرح الرئيسي", lang: "ar", dir: "rtl" });
    expect(areaLabel(stage, "en")).toEqual({ text: "Main stage", lang: "en", dir: "ltr" });
    expect(areaLabel({ label: "North gate", labelAr: null }, "ar")).toEqual({
      text: "North gate",
      lang: "en",
      dir: "ltr",
    });
    expect(areaLabel({ label: "North gate", labelAr: "  " }, "ar").lang).toBe("en");
  });

  it("names a booth's section in the page's language", () => {
    expect(boothSectionName(placed(1), "ar")).toBe("شاحنات الطعام وباعة الأطعمة");
    expect(boothSectionName(placed(1), "en")).toBe("Food Trucks & Food Vendors");
    expect(boothSectionName(placed(1, { sectionNameAr: null }), "ar")).toBe(
      "Food Trucks & Food Vendors",
    );
  });

  it("gives a page in one language each booth's place, name and section, without its status", () => {
    const plan = {
      width: 400,
      height: 300,
      background: null,
      areas: [],
      booths: [
        placed(1, { rotation: 90 }),
        placed(2, { sectionNameAr: null, boothStatus: "BOOKED" }),
      ],
    };
    expect(drawnPlan(plan, "ar").booths).toEqual([
      {
        boothId: 1,
        boothName: "F-01",
        section: "شاحنات الطعام وباعة الأطعمة",
        x: 100,
        y: 200,
        width: 30,
        height: 20,
        rotation: 90,
      },
      expect.objectContaining({ boothId: 2, section: "Food Trucks & Food Vendors" }),
    ]);
    expect(drawnPlan(plan, "en").booths.map((b) => b.section)).toEqual([
      "Food Trucks & Food Vendors",
      "Food Trucks & Food Vendors",
    ]);
    expect(JSON.stringify(drawnPlan(plan, "en"))).not.toMatch(/boothStatus|sectionNameAr/);
  });

  it("carries the plan to the browser as rows of numbers, under a third of its bytes, read back the same", () => {
    const sectionsAr = ["شاحنات الطعام وباعة الأطعمة", "خيام السوق"];
    const plan = {
      width: 676,
      height: 410,
      background: null,
      areas: [
        {
          areaId: 1,
          kind: "STAGE" as const,
          label: "Main Stage",
          labelAr: "المسرح الرئيسي",
          x: 178,
          y: 20,
          width: 200,
          height: 60,
          rotation: 0,
        },
      ],
      booths: Array.from({ length: 48 }, (_, i) =>
        placed(i + 1, { sectionNameAr: sectionsAr[i % 2]!, x: 40 + i * 12.5, rotation: i % 4 }),
      ),
    };
    const drawn = drawnPlan(plan, "ar");
    const packed = packPlan(drawn);
    expect(packed.sections).toEqual(sectionsAr);
    expect(packed.booths[1]).toEqual([2, "F-02", 1, 52.5, 200, 30, 20, 1]);
    expect(packed.areas).toEqual(drawn.areas);
    // read back after the trip (JSON, as the page carries it): the plan the drawing had
    expect(unpackPlan(JSON.parse(JSON.stringify(packed)))).toEqual(drawn);
    const bytes = (value: unknown) => JSON.stringify(value).length;
    expect(bytes(packed.booths) + bytes(packed.sections)).toBeLessThan(bytes(drawn.booths) / 3);
  });

  it("names every area kind in both catalogues", () => {
    expect(areaKindKey("FIRST_AID")).toBe("plan.kinds.firstAid");
    expect(areaKindKey("FOOD_COURT")).toBe("plan.kinds.foodCourt");
    for (const kind of AREA_KINDS) {
      const word = areaKindKey(kind).split(".")[2] as keyof typeof en.plan.kinds;
      expect(en.plan.kinds[word], kind).toMatch(/\w/);
      expect(ar.plan.kinds[word], kind).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe("an area's icon and label", () => {
  it("sit side by side in a long strip, centred on it and inside it", () => {
    const strip = { x: 300, y: 0, width: 120, height: 30, rotation: 0 };
    const { icon, text } = areaLayout(strip, "North gate");
    expect(icon.x).toBeGreaterThanOrEqual(strip.x);
    expect(icon.x + icon.size).toBeLessThan(text.x);
    expect(icon.y + icon.size / 2).toBeCloseTo(15);
    expect(text.y).toBe(15);
    expect(icon.size).toBeLessThanOrEqual(strip.height);
  });

  it("stack, the icon above the label, in a squarer area", () => {
    const stage = { x: 0, y: 0, width: 100, height: 100, rotation: 0 };
    const { icon, text } = areaLayout(stage, "Main stage");
    expect(icon.x + icon.size / 2).toBe(50);
    expect(text.x).toBe(50);
    expect(icon.y + icon.size).toBeLessThan(text.y);
    expect(text.y + text.size / 2).toBeLessThanOrEqual(100);
    expect(icon.y).toBeGreaterThanOrEqual(0);
  });
});

describe("the drawing's width", () => {
  it("makes the smallest booth a finger's width on a phone and a pointer's on a desktop", () => {
    const plan = { width: 600, booths: [placed(1), placed(2, { width: 40, height: 40 })] };
    // The smallest side is 20 units: 44 px / 20 units and 24 px / 20 units, times 600 units.
    expect(drawingMinWidths(plan)).toEqual({ phone: 1320, wide: 720 });
  });

  it("stays within a scrollable width, and needs none without booths", () => {
    const tiny = { width: 5000, booths: [placed(1, { width: 5, height: 5 })] };
    expect(drawingMinWidths(tiny)).toEqual({ phone: MAX_DRAWING_PX, wide: MAX_DRAWING_PX });
    expect(drawingMinWidths({ width: 600, booths: [] })).toEqual({ phone: 0, wide: 0 });
  });
});

describe("booking from the plan", () => {
  const sections: PageSection[] = [
    {
      name: "Market Tents",
      booths: [
        { id: 1, name: "T-01", priceCents: 45000, status: "AVAILABLE" },
        { id: 2, name: "T-02", priceCents: 45000, status: "BOOKED" },
        { id: 3, name: "T-03", priceCents: 45000, status: "AVAILABLE" },
      ],
    },
    {
      name: "شاحنات الطعام وباعة الأطعمة",
      booths: [
        { id: 11, name: "F-11", priceCents: 120000, status: "HELD" },
        { id: 12, name: "F-12", priceCents: null, status: "AVAILABLE" },
        { id: 13, name: "F-13", priceCents: 120000, status: "RESERVED" },
      ],
    },
  ];
  const plan = {
    booths: [
      placed(12),
      placed(11),
      placed(13),
      // The plan's own status is older than the cards': the cards' wins.
      placed(2, { boothStatus: "AVAILABLE" }),
      placed(1),
      placed(99, { boothName: "X-99", boothStatus: "AVAILABLE" }),
    ],
  };
  const open = { bookingOpen: true, salesEnded: false };

  it("makes an AVAILABLE booth a control while booking is open, in the cards' order", () => {
    const rows = planBoothRows(plan, sections, open, "ar");
    expect(rows.map((r) => [r.boothName, r.status, r.canBook])).toEqual([
      ["T-01", "AVAILABLE", true],
      ["T-02", "BOOKED", false],
      ["F-11", "HELD", false],
      ["F-12", "AVAILABLE", true],
      ["F-13", "RESERVED", false],
      // on the plan but unknown to the cards: drawn, not bookable
      ["X-99", "AVAILABLE", false],
    ]);
    // T-03 is not on the plan, so it is not in the list either
    expect(rows.find((r) => r.boothName === "T-03")).toBeUndefined();
  });

  it("carries the card's price and the section's name as the cart takes them", () => {
    const rows = planBoothRows(plan, sections, open, "ar");
    expect(rows.find((r) => r.boothId === 1)).toMatchObject({
      sectionName: "Market Tents",
      priceCents: 45000,
    });
    // a booth without a price is a control like its card's button (which then does nothing)
    expect(rows.find((r) => r.boothId === 12)).toMatchObject({
      sectionName: "شاحنات الطعام وباعة الأطعمة",
      priceCents: null,
      canBook: true,
    });
    expect(rows.find((r) => r.boothId === 99)).toMatchObject({
      sectionName: "شاحنات الطعام وباعة الأطعمة",
      priceCents: null,
    });
  });

  it("travels to the browser as rows of numbers and reads back the same", () => {
    const rows = planBoothRows(plan, sections, open, "ar");
    const packed = packBoothRows(rows);
    // each section's name once, each row without its keys
    expect(packed.sections).toEqual(["Market Tents", "شاحنات الطعام وباعة الأطعمة"]);
    expect(packed.rows[0]).toEqual([1, "T-01", 0, "AVAILABLE", 45000, true]);
    expect(unpackBoothRows(JSON.parse(JSON.stringify(packed)))).toEqual(rows);
  });

  it("makes no booth a control before booking opens or after sales end", () => {
    const closed = planBoothRows(plan, sections, { bookingOpen: false, salesEnded: false }, "en");
    const ended = planBoothRows(plan, sections, { bookingOpen: true, salesEnded: true }, "en");
    expect(closed.filter((r) => r.canBook)).toEqual([]);
    expect(ended.filter((r) => r.canBook)).toEqual([]);
  });
});

describe("the vendors' map", () => {
  it("finds who is at each booth, a shared booth naming each vendor once", () => {
    const layla = { vendorId: 1, booths: [{ boothId: 5 }, { boothId: 6 }, { boothId: 5 }] };
    const nour = { vendorId: 2, booths: [{ boothId: 6 }] };
    const at = vendorsByBooth([layla, nour]);
    expect(at.get(5)).toEqual([layla]);
    expect(at.get(6)).toEqual([layla, nour]);
    expect(at.has(7)).toBe(false);
  });
});

describe("the statuses' looks, shared with the drawn grid", () => {
  it("tell every status apart by colour, and every one but AVAILABLE by a pattern too", () => {
    expect(new Set(BOOTH_STATUSES.map((s) => BOOTH_STATUS_COLORS[s])).size).toBe(4);
    expect(BOOTH_STATUS_PATTERNS.AVAILABLE).toBeNull();
    const patterns = BOOTH_STATUSES.flatMap((s) => BOOTH_STATUS_PATTERNS[s]?.shape ?? []);
    expect(new Set(patterns).size).toBe(3);
  });
});
