import { describe, expect, it } from "vitest";
import { logicalRuns, visualRuns } from "@/lib/tickets/bidi";

// What the tickets PDF draws from left to right for mixed Arabic and English lines, as a browser
// would lay them out. Right-to-left runs stay in logical order here (the font engine shapes and
// reverses them) unless they hold no Arabic letter.

const drawn = (line: string, paragraph: "ltr" | "rtl") =>
  visualRuns(line, paragraph).map((run) => `${run.direction}:${run.text}`);

describe("ticket lines of mixed direction", () => {
  it("keeps an Arabic name with its space as one right-to-left run", () => {
    expect(logicalRuns("سارة أحمد", "ltr")).toEqual([{ text: "سارة أحمد", direction: "rtl" }]);
  });

  it("draws an English name then an Arabic one in an English ticket, left to right", () => {
    expect(drawn("Summer Festival — مهرجان الصيف", "ltr")).toEqual([
      "ltr:Summer Festival — ",
      "rtl:مهرجان الصيف",
    ]);
  });

  it("draws the runs of an Arabic ticket's line last to first, numbers left to right", () => {
    expect(drawn("التذكرة 4531d5ca-4729", "rtl")).toEqual(["ltr:4531d5ca-4729", "rtl:التذكرة "]);
    // numbers between Arabic words read in the line's order: the year, then the time
    expect(drawn("السبت 5 يوليو 2025 · 7:30 مساءً", "rtl")).toEqual([
      "rtl: مساءً",
      "ltr:7:30",
      "rtl: · ",
      "ltr:2025",
      "rtl: يوليو ",
      "ltr:5",
      "rtl:السبت ",
    ]);
    expect(drawn("Row 2, Seat 14", "rtl")).toEqual(["ltr:Row 2, Seat 14"]);
    expect(drawn("Mahrajan Events · تذكرة", "rtl")).toEqual([
      "rtl: · تذكرة",
      "ltr:Mahrajan Events",
    ]);
  });

  it("mirrors brackets in right-to-left runs and reverses runs without an Arabic letter", () => {
    expect(drawn("مهرجان (Mahrajan)", "rtl")).toEqual(["rtl:(", "ltr:Mahrajan", "rtl:مهرجان )"]);
    expect(drawn("Festival 2026 —", "rtl")).toEqual(["rtl:— ", "ltr:Festival 2026"]);
  });

  it("keeps a bracket pair with the English words it encloses (an add-on in an Arabic invoice)", () => {
    expect(drawn("Garbage fee (weekend) — الجناح F-03", "rtl")).toEqual([
      "ltr:F-03",
      "rtl: — الجناح ",
      "ltr:Garbage fee (weekend)",
    ]);
    expect(drawn("رسوم النفايات (عطلة نهاية الأسبوع) — الجناح F-03", "rtl")).toEqual([
      "ltr:F-03",
      "rtl:رسوم النفايات )عطلة نهاية الأسبوع( — الجناح ",
    ]);
  });

  it("reads an address of Arabic and English parts in the paragraph's order, as a browser does", () => {
    // the number after Arabic text is read right to left with it, then the English street
    expect(drawn("قاعة المهرجان للاحتفالات، 300 City Centre Dr", "rtl")).toEqual([
      "ltr:City Centre Dr",
      "rtl: ",
      "ltr:300",
      "rtl:قاعة المهرجان للاحتفالات، ",
    ]);
  });

  it("keeps an isolated street address in its own order, and draws no isolate marks", () => {
    expect(drawn("ساحة ميسيساغا للاحتفالات، \u2068300 City Centre Dr\u2069", "rtl")).toEqual([
      "ltr:300 City Centre Dr",
      "rtl:ساحة ميسيساغا للاحتفالات، ",
    ]);
  });

  it("is empty for an empty line", () => {
    expect(drawn("", "rtl")).toEqual([]);
  });
});
