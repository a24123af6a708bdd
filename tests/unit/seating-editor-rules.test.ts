import { describe, expect, it } from "vitest";
import { namesInLine, seatingRules, type Values } from "@/components/admin/seating-rules";
import { initialValues, seatKindsOf, spacesOf } from "@/components/admin/seating-values";
import { translator } from "@/lib/i18n/messages";
import { seatingRequest } from "@/lib/seats/resource";
import type { EditorSeat } from "@/lib/seats/seating-plan";

const en = translator("en");
const ar = translator("ar");

const HALL: Values = {
  rows: "50",
  seatsPerRow: "40",
  bands: [
    { key: 1, fromRow: "1", toRow: "20", price: "90", rowType: "" },
    { key: 2, fromRow: "21", toRow: "50", price: "40", rowType: "" },
  ],
  aisles: "10, 30",
  sections: [
    { key: 3, name: "Orchestra", nameAr: "الصالة", fromRow: "1", toRow: "20" },
    { key: 4, name: "Balcony", nameAr: "", fromRow: "21", toRow: "50" },
  ],
  spaces: [
    { key: 5, row: "20", seat: "1", companion: "after" },
    { key: 6, row: "20", seat: "40", companion: "before" },
  ],
};

/** The messages the rules give, by field. */
function refusals(values: Values, seats: EditorSeat[] = [], t = en) {
  const result = seatingRules(t, t === en ? "en" : "ar", seats).safeParse(values);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
}

describe("the seating editor's rules", () => {
  it("make the plan of a real hall as the API takes it", () => {
    const result = seatingRules(en, "en", []).safeParse(HALL);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      rows: 50,
      seatsPerRow: 40,
      bands: [
        { fromRow: 1, toRow: 20, priceCents: 9000 },
        { fromRow: 21, toRow: 50, priceCents: 4000 },
      ],
      aisles: [10, 30],
      sections: [
        { name: "Orchestra", nameAr: "الصالة", fromRow: 1, toRow: 20 },
        { name: "Balcony", fromRow: 21, toRow: 50 },
      ],
      seatKinds: [
        { row: 20, column: 1, kind: "WHEELCHAIR" },
        { row: 20, column: 40, kind: "WHEELCHAIR" },
        { row: 20, column: 2, kind: "COMPANION" },
        { row: 20, column: 39, kind: "COMPANION" },
      ],
    });
    expect(seatingRequest.safeParse(result.data).success).toBe(true);
  });

  it("refuse a hall past 50 rows or 40 seats", () => {
    expect(refusals({ ...HALL, rows: "51" })).toMatchObject({
      rows: "A whole number of rows from 1 to 50.",
    });
    expect(refusals({ ...HALL, seatsPerRow: "41" })).toMatchObject({
      seatsPerRow: "From 1 to 40 seats a row.",
    });
  });

  it("refuse aisles outside the row, and companion seats across an aisle or off the row", () => {
    expect(refusals({ ...HALL, aisles: "10, 40" })).toEqual({
      aisles: "Seat numbers from 1 to 39, each once, separated by commas, like 10, 30.",
    });
    expect(refusals({ ...HALL, aisles: "ten" })).toHaveProperty("aisles");
    const across = refusals({
      ...HALL,
      spaces: [
        { key: 7, row: "3", seat: "10", companion: "after" },
        { key: 8, row: "3", seat: "1", companion: "before" },
      ],
    });
    expect(across).toEqual({
      "spaces.0.companion":
        "No companion seat fits there: the row ends or an aisle runs beside the space.",
      "spaces.1.companion":
        "No companion seat fits there: the row ends or an aisle runs beside the space.",
    });
    expect(
      refusals({
        ...HALL,
        spaces: [
          { key: 7, row: "3", seat: "4", companion: "after" },
          { key: 8, row: "3", seat: "5", companion: "none" },
        ],
      }),
    ).toEqual({
      "spaces.0.companion": "Its companion seat, Row 3, Seat 5, is a wheelchair space.",
    });
  });

  it("refuse sections that overlap or share a name, in the page's language", () => {
    const sections = [
      { key: 3, name: "Floor", nameAr: "", fromRow: "1", toRow: "20" },
      { key: 4, name: "floor", nameAr: "", fromRow: "20", toRow: "50" },
    ];
    expect(refusals({ ...HALL, sections })).toEqual({
      "sections.1.name": "Another section is named floor.",
      "sections.1.fromRow": "Row 20 is already in Floor.",
    });
    expect(refusals({ ...HALL, sections }, [], ar)).toMatchObject({
      "sections.1.fromRow": "الصف 20 ضمن Floor أصلًا.",
    });
  });

  it("keep held and sold seats, naming them", () => {
    const sold: EditorSeat = {
      row: 50,
      column: 40,
      rowType: "ECONOMY",
      priceCents: 4000,
      status: "SOLD",
      kind: "STANDARD",
      section: null,
      sectionAr: null,
      aisleAfter: false,
    };
    expect(
      refusals(
        {
          ...HALL,
          rows: "49",
          bands: [HALL.bands[0]!, { ...HALL.bands[1]!, toRow: "49" }],
          sections: [],
        },
        [sold],
      ),
    ).toEqual({
      rows: "Held or sold seats cannot be removed: Row 50, Seat 40 (sold). Keep at least 50 rows.",
    });
  });
});

describe("names in a line", () => {
  it("are none, some, or the first ones and how many more", () => {
    expect(namesInLine(en, [])).toBe("");
    expect(namesInLine(en, ["Row 1, Seat 1", "Row 1, Seat 2"])).toBe(
      "Row 1, Seat 1, Row 1, Seat 2",
    );
    expect(namesInLine(en, ["A", "B", "C"], 2)).toBe("A, B and 1 more");
    expect(namesInLine(ar, ["A", "B", "C"], 2)).toBe("A، B و1 غيرها");
  });
});

describe("wheelchair spaces in the editor", () => {
  it("read the plan's named seats back as spaces with their companion's side", () => {
    const kinds = seatKindsOf([
      { row: 1, seat: 4, companion: "both" },
      { row: 2, seat: 1, companion: "none" },
      { row: 3, seat: 6, companion: "before" },
    ]);
    expect(kinds).toHaveLength(6);
    expect(spacesOf(kinds)).toEqual([
      { row: "1", seat: "4", companion: "both" },
      { row: "2", seat: "1", companion: "none" },
      { row: "3", seat: "6", companion: "before" },
    ]);
    // two spaces share the companion seat between them
    expect(
      seatKindsOf([
        { row: 1, seat: 1, companion: "after" },
        { row: 1, seat: 3, companion: "before" },
      ]),
    ).toEqual([
      { row: 1, column: 1, kind: "WHEELCHAIR" },
      { row: 1, column: 3, kind: "WHEELCHAIR" },
      { row: 1, column: 2, kind: "COMPANION" },
    ]);
  });

  it("start a new plan with 8 rows of 8 seats and no aisles, sections or spaces", () => {
    const values = initialValues({
      rows: 0,
      seatsPerRow: 0,
      bands: [],
      aisles: [],
      sections: [],
      seatKinds: [],
    });
    expect(values).toMatchObject({
      rows: "8",
      seatsPerRow: "8",
      aisles: "",
      sections: [],
      spaces: [],
    });
  });
});
