import { describe, expect, it } from "vitest";
import {
  aislesOf,
  companionOf,
  hallColumns,
  pressSeat,
  seatOffers,
  seatToward,
  sectionsOf,
  type SeatRequest,
} from "@/lib/seats/hall";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";

type Kind = SeatOnMap["seatKind"];

/**
 * A hall of `rows` rows of `perRow` seats, all free at $50 (rows 1-2 at $100), aisles after the
 * seat numbers `aisles`; `taken` seats sold, `kinds` seats of another kind, by "row:seat".
 */
function hall({
  rows = 8,
  perRow = 8,
  aisles = [] as number[],
  taken = [] as string[],
  kinds = {} as Record<string, Kind>,
  sections = [] as { name: string; from: number; to: number }[],
} = {}): SeatOnMap[] {
  const seats: SeatOnMap[] = [];
  for (let row = 1; row <= rows; row++)
    for (let column = 1; column <= perRow; column++) {
      const at = `${row}:${column}`;
      const section = sections.find((s) => row >= s.from && row <= s.to)?.name ?? null;
      seats.push({
        seatId: row * 100 + column,
        seatRow: row,
        seatColumn: column,
        priceCents: row <= 2 ? 10000 : 5000,
        rowType: "STANDARD",
        seatStatus: taken.includes(at) ? "SOLD" : "AVAILABLE",
        seatKind: kinds[at] ?? "STANDARD",
        label: `Row ${row}, Seat ${column}`,
        section,
        sectionAr: null,
        aisleAfter: aisles.includes(column) && column < perRow,
      });
    }
  return seats;
}

const places = (seats: readonly SeatOnMap[]) => seats.map((s) => `${s.seatRow}:${s.seatColumn}`);
const ask = (request: Partial<SeatRequest>): SeatRequest => ({
  count: 2,
  priceCents: null,
  row: null,
  wheelchair: false,
  ...request,
});
const at = (seats: readonly SeatOnMap[], row: number, column: number) =>
  seats.find((s) => s.seatRow === row && s.seatColumn === column)!;

describe("the best seats available", () => {
  it("are side by side nearest the middle of the stage: the front row's centre first", () => {
    const offers = seatOffers(hall(), ask({ count: 2 }));
    expect(offers[0]).toEqual({ seats: [at(hall(), 1, 4), at(hall(), 1, 5)], together: true });
    // then the centre of the second row, before the front row's sides
    expect(offers.slice(0, 4).map((o) => places(o.seats))).toEqual([
      ["1:4", "1:5"],
      ["1:3", "1:4"],
      ["1:5", "1:6"],
      ["2:4", "2:5"],
    ]);
  });

  it("prefer the centre a row back to the side of the front row", () => {
    const seats = hall({ taken: ["1:4", "1:5"] });
    // row 1's best is now seats 2-3 (two seats off the centre line), row 2's is its centre
    expect(places(seatOffers(seats, ask({ count: 2 }))[0]!.seats)).toEqual(["2:4", "2:5"]);
  });

  it("never run across an aisle", () => {
    const seats = hall({ perRow: 8, aisles: [4] });
    const offers = seatOffers(seats, ask({ count: 3, row: 1 }));
    expect(offers.map((o) => places(o.seats))).toEqual([
      ["1:2", "1:3", "1:4"],
      ["1:5", "1:6", "1:7"],
      ["1:1", "1:2", "1:3"],
      ["1:6", "1:7", "1:8"],
    ]);
  });

  it("keep to the price band and the row asked for", () => {
    const byPrice = seatOffers(hall(), ask({ count: 2, priceCents: 5000 }));
    expect(places(byPrice[0]!.seats)).toEqual(["3:4", "3:5"]);
    expect(byPrice.every((o) => o.seats.every((s) => s.priceCents === 5000))).toBe(true);
    const inRow = seatOffers(hall(), ask({ count: 2, row: 6 }));
    expect(places(inRow[0]!.seats)).toEqual(["6:4", "6:5"]);
    expect(inRow.every((o) => o.seats.every((s) => s.seatRow === 6))).toBe(true);
    // a price no row has: nothing
    expect(seatOffers(hall(), ask({ priceCents: 1 }))).toEqual([]);
  });

  it("are the best seats one by one, said so, when no run of the party's size is free", () => {
    // every other seat of a two-row hall taken
    const seats = hall({ rows: 2, perRow: 4, taken: ["1:2", "1:4", "2:1", "2:3"] });
    expect(seatOffers(seats, ask({ count: 2 }))).toEqual([
      { seats: [at(seats, 1, 1), at(seats, 1, 3)], together: false },
    ]);
    // and nothing when there are not that many free seats
    expect(seatOffers(seats, ask({ count: 5 }))).toEqual([]);
  });

  it("leave wheelchair spaces and companion seats to those who ask for them", () => {
    const seats = hall({ rows: 1, perRow: 4, kinds: { "1:2": "WHEELCHAIR", "1:3": "COMPANION" } });
    expect(seatOffers(seats, ask({ count: 1 })).map((o) => places(o.seats))).toEqual([
      ["1:1"],
      ["1:4"],
    ]);
    expect(seatOffers(seats, ask({ count: 2 }))).toEqual([
      { seats: [at(seats, 1, 1), at(seats, 1, 4)], together: false },
    ]);
  });
});

describe("wheelchair spaces and companion seats", () => {
  const kinds: Record<string, Kind> = {
    "1:1": "WHEELCHAIR",
    "1:2": "COMPANION",
    "4:7": "COMPANION",
    "4:8": "WHEELCHAIR",
    // across the aisle after seat 4: not its companion
    "6:4": "WHEELCHAIR",
    "6:5": "COMPANION",
  };

  it("a wheelchair space is offered with the companion seat beside it, nearest the stage first", () => {
    const seats = hall({ kinds, aisles: [4] });
    expect(seatOffers(seats, ask({ wheelchair: true })).map((o) => places(o.seats))).toEqual([
      ["1:1", "1:2"],
      ["4:8", "4:7"],
      ["6:4"],
    ]);
    // its companion taken, the space is offered alone; a taken space not at all
    const busy = hall({ kinds, aisles: [4], taken: ["1:2", "4:8"] });
    expect(seatOffers(busy, ask({ wheelchair: true })).map((o) => places(o.seats))).toEqual([
      ["1:1"],
      ["6:4"],
    ]);
    // in the band asked for
    expect(
      seatOffers(seats, ask({ wheelchair: true, priceCents: 5000 })).map((o) => places(o.seats)),
    ).toEqual([["4:8", "4:7"], ["6:4"]]);
  });

  it("the companion seat is the one beside the space, never across an aisle", () => {
    const seats = hall({ kinds, aisles: [4] });
    expect(places([companionOf(seats, at(seats, 4, 8))!])).toEqual(["4:7"]);
    expect(companionOf(seats, at(seats, 6, 4))).toBeUndefined();
  });

  it("a wheelchair space and its companion seat come and go together on the grid", () => {
    const seats = hall({ kinds });
    const space = at(seats, 1, 1);
    const chosen = pressSeat(seats, [], space);
    expect(chosen).toEqual({ selected: [101, 102], added: true, companion: at(seats, 1, 2) });
    expect(pressSeat(seats, chosen.selected, space)).toEqual({
      selected: [],
      added: false,
      companion: at(seats, 1, 2),
    });
    // the companion seat takes its space out with it, and brings it in
    expect(pressSeat(seats, chosen.selected, at(seats, 1, 2))).toEqual({
      selected: [],
      added: false,
      space: space,
    });
    expect(pressSeat(seats, [], at(seats, 1, 2))).toEqual({
      selected: [102, 101],
      added: true,
      space: space,
    });
    // a companion seat someone bought stays theirs
    const sold = hall({ kinds, taken: ["1:2"] });
    expect(pressSeat(sold, [], at(sold, 1, 1))).toEqual({ selected: [101], added: true });
    // a companion seat whose space is taken is sold with nothing: it cannot be chosen
    const spaceSold = hall({ kinds, taken: ["1:1"] });
    expect(pressSeat(spaceSold, [305], at(spaceSold, 1, 2))).toEqual({
      selected: [305],
      added: false,
      alone: true,
    });
    // a taken seat changes nothing
    expect(pressSeat(sold, [305], at(sold, 1, 2))).toEqual({ selected: [305], added: false });
  });
});

describe("the arrow keys on the seat grid", () => {
  const seats = hall({ rows: 3, perRow: 6, aisles: [3] });
  const from = at(seats, 2, 3);
  const to = (key: string, options?: { ctrl?: boolean; mirrored?: boolean }) => {
    const seat = seatToward(seats, from, key, options);
    return seat && `${seat.seatRow}:${seat.seatColumn}`;
  };

  it("move seat by seat, over an aisle as over any gap", () => {
    expect(to("ArrowRight")).toBe("2:4");
    expect(to("ArrowLeft")).toBe("2:2");
    expect(to("ArrowUp")).toBe("1:3");
    expect(to("ArrowDown")).toBe("3:3");
    expect(to("Home")).toBe("2:1");
    expect(to("End")).toBe("2:6");
    expect(to("Home", { ctrl: true })).toBe("1:1");
    expect(to("End", { ctrl: true })).toBe("3:6");
    expect(to("a")).toBeUndefined();
  });

  it("stop at the hall's edges", () => {
    expect(seatToward(seats, at(seats, 1, 1), "ArrowUp")).toBeUndefined();
    expect(seatToward(seats, at(seats, 1, 1), "ArrowLeft")).toBeUndefined();
    expect(seatToward(seats, at(seats, 3, 6), "ArrowRight")).toBeUndefined();
    expect(seatToward(seats, at(seats, 3, 6), "ArrowDown")).toBeUndefined();
  });

  it("trade Left and Right on a plan drawn right to left, so each still moves the way it points", () => {
    expect(to("ArrowRight", { mirrored: true })).toBe("2:2");
    expect(to("ArrowLeft", { mirrored: true })).toBe("2:4");
    expect(to("ArrowUp", { mirrored: true })).toBe("1:3");
  });

  it("reach the nearest seat of a shorter row", () => {
    const ragged = hall({ rows: 2, perRow: 8 }).filter((s) => s.seatRow === 1 || s.seatColumn <= 4);
    expect(places([seatToward(ragged, at(ragged, 1, 8), "ArrowDown")!])).toEqual(["2:4"]);
  });
});

describe("the hall's layout", () => {
  it("has its aisles after the seat numbers its seats say, and columns with gaps there", () => {
    const seats = hall({ perRow: 6, aisles: [2, 4] });
    expect(aislesOf(seats)).toEqual([2, 4]);
    expect(hallColumns(6, [2, 4])).toEqual([
      { seat: 1 },
      { seat: 2 },
      { aisleAfter: 2 },
      { seat: 3 },
      { seat: 4 },
      { aisleAfter: 4 },
      { seat: 5 },
      { seat: 6 },
    ]);
  });

  it("groups its rows by section, front to back", () => {
    const seats = hall({
      rows: 5,
      perRow: 2,
      sections: [
        { name: "Floor", from: 1, to: 2 },
        { name: "Balcony", from: 4, to: 5 },
      ],
    });
    expect(sectionsOf(seats)).toEqual([
      { name: "Floor", nameAr: null, rows: [1, 2] },
      { name: null, nameAr: null, rows: [3] },
      { name: "Balcony", nameAr: null, rows: [4, 5] },
    ]);
  });
});
