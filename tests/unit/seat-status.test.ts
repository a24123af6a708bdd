import { describe, expect, it } from "vitest";
import { t, translator } from "@/lib/i18n/messages";
import { compactPlan, numberRuns, numbersOfRuns, seatsOfPlan } from "@/lib/seats/compact-plan";
import { seatOnMap } from "@/lib/seats/seat-shapes";
import { idRanges, idsOfRanges, takenSeatsOf } from "@/lib/seats/seat-ranges";
import { seatStatusAnswer, seatStatusOf } from "@/lib/seats/seat-status";

describe("taken seats as ranges", () => {
  it("writes ascending ranges of consecutive ids, whatever order they come in", () => {
    expect(idRanges([18, 12, 13, 14, 15, 20, 21, 22, 13])).toBe("12-15,18,20-22");
    expect(idRanges([7])).toBe("7");
    expect(idRanges([])).toBe("");
  });

  it("reads back the ids it wrote", () => {
    const ids = [1, 2, 3, 9, 11, 12, 40];
    expect([...idsOfRanges(idRanges(ids))]).toEqual(ids);
    expect(idsOfRanges("").size).toBe(0);
  });

  it("answers sold and held seats apart, in the form the API declares", () => {
    const answer = seatStatusOf({ eventId: 4, sold: [3, 1, 2], held: [10] });
    expect(answer).toEqual({ eventId: 4, sold: "1-3", held: "10" });
    expect(seatStatusAnswer.safeParse(answer).success).toBe(true);
    expect(seatStatusAnswer.safeParse({ ...answer, sold: "1-3,x" }).success).toBe(false);
  });

  it("reads the answer in the browser as the schema does, refusals and odd bodies as none", () => {
    const answer = seatStatusOf({ eventId: 4, sold: [3, 1, 2], held: [10] });
    expect(takenSeatsOf({ status: "OK", payload: answer })).toEqual({
      sold: new Set([1, 2, 3]),
      held: new Set([10]),
    });
    expect(takenSeatsOf({ status: "OK", payload: { ...answer, sold: "" } })?.sold.size).toBe(0);
    for (const body of [
      null,
      "OK",
      { status: "NOT_FOUND", payload: "No such event" },
      { status: "OK", payload: { ...answer, sold: "1-3,x" } },
      { status: "OK", payload: { eventId: 4, sold: "1" } },
    ])
      expect(takenSeatsOf(body)).toBeNull();
  });
});

describe("the compact plan a page sends the seat picker", () => {
  it("writes numbers as runs: rising, repeated or single", () => {
    expect(numberRuns([1, 2, 3, 4, 1, 2, 3, 4])).toBe("1-4,1-4");
    expect(numberRuns([5000, 5000, 5000, 3000, 7])).toBe("5000*3,3000,7");
    expect(numberRuns([3, 3, 4, 5])).toBe("3*2,4-5");
    expect(numberRuns([])).toBe("");
    for (const values of [[1, 2, 3, 4, 1, 2, 3, 4], [5000, 5000, 5000, 3000, 7], [3, 3, 4, 5], []])
      expect(numbersOfRuns(numberRuns(values))).toEqual(values);
  });

  it("gives the picker back every seat as the page had it, in a few hundred bytes for 8 x 8 seats", () => {
    const hall = Array.from({ length: 64 }, (_, i) => ({
      id: 101 + i,
      row: Math.floor(i / 8) + 1,
      column: (i % 8) + 1,
      rowType: i < 16 ? "PREMIUM" : "STANDARD",
      priceCents: i < 16 ? 10000 : 5000,
      status: "AVAILABLE" as const,
      kind: "STANDARD" as const,
      section: null,
      sectionAr: null,
      aisleAfter: false,
    }));
    const plan = compactPlan(hall);
    expect(seatsOfPlan(plan, t)).toEqual(hall.map(seatOnMap));
    expect(JSON.stringify(plan).length).toBeLessThan(300);
    expect(JSON.stringify(plan).length * 20).toBeLessThan(
      JSON.stringify(hall.map(seatOnMap)).length,
    );
  });

  it("keeps a hall's sections, aisles and wheelchair spaces", () => {
    const seat = (id: number, column: number, extra: object = {}) => ({
      id,
      row: 1,
      column,
      rowType: "A",
      priceCents: 5000,
      status: "AVAILABLE" as const,
      kind: "STANDARD" as const,
      section: "Floor",
      sectionAr: "الصالة",
      aisleAfter: false,
      ...extra,
    });
    const hall = [
      seat(1, 1, { kind: "COMPANION" }),
      seat(2, 2, { kind: "WHEELCHAIR", aisleAfter: true }),
      seat(3, 3),
      seat(4, 4, { section: "Balcony", sectionAr: null }),
    ];
    expect(seatsOfPlan(compactPlan(hall), t)).toEqual(hall.map(seatOnMap));
  });

  it("names each seat in the page's language", () => {
    const hall = [
      { id: 5, row: 2, column: 7, rowType: "A", priceCents: 0, kind: "STANDARD" as const },
    ].map((s) => ({ ...s, section: null, sectionAr: null, aisleAfter: false }));
    expect(seatsOfPlan(compactPlan(hall), translator("ar"))[0]!.label).toBe("الصف 2، المقعد 7");
    expect(seatsOfPlan(compactPlan(hall), t)[0]!.label).toBe("Row 2, Seat 7");
  });

  it("keeps a hall with gaps and seats out of order", () => {
    const seat = { kind: "STANDARD" as const, section: null, sectionAr: null, aisleAfter: false };
    const hall = [
      { ...seat, id: 9, row: 1, column: 1, rowType: "A", priceCents: 0 },
      { ...seat, id: 3, row: 1, column: 4, rowType: "A", priceCents: 2500 },
      { ...seat, id: 4, row: 2, column: 2, rowType: "B", priceCents: 2500 },
    ];
    expect(
      seatsOfPlan(compactPlan(hall), t).map((s) => [
        s.seatId,
        s.seatRow,
        s.seatColumn,
        s.priceCents,
        s.rowType,
      ]),
    ).toEqual(hall.map((s) => [s.id, s.row, s.column, s.priceCents, s.rowType]));
  });
});
