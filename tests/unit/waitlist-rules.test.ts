import { describe, expect, it } from "vitest";
import { chooseSeats, offerDeadline, type FreeSeat } from "@/lib/waitlist/rules";

// The waitlist's pure rules: an offer never ends in the night (22:00 to 08:00, Toronto time), and
// a party is offered seats side by side in a row where the free seats allow.

describe("offerDeadline: the window, moved out of the Toronto night", () => {
  it("ends the window's length later in the day", () => {
    // 09:00 EDT + 12 h = 21:00 EDT
    expect(offerDeadline(new Date("2030-07-01T13:00:00Z"), 12).toISOString()).toBe(
      "2030-07-02T01:00:00.000Z",
    );
  });

  it("an end at 22:00 or 08:00 exactly stays; a second later or earlier moves to 10:00", () => {
    // 10:00 EDT + 12 h = 22:00 EDT
    expect(offerDeadline(new Date("2030-07-01T14:00:00Z"), 12).toISOString()).toBe(
      "2030-07-02T02:00:00.000Z",
    );
    // 22:00:01 EDT: the next morning at 10:00 EDT
    expect(offerDeadline(new Date("2030-07-01T14:00:01Z"), 12).toISOString()).toBe(
      "2030-07-02T14:00:00.000Z",
    );
    // 08:00 EDT
    expect(offerDeadline(new Date("2030-07-01T00:00:00Z"), 12).toISOString()).toBe(
      "2030-07-01T12:00:00.000Z",
    );
    // 07:59 EDT: the same morning at 10:00
    expect(offerDeadline(new Date("2030-06-30T23:59:00Z"), 12).toISOString()).toBe(
      "2030-07-01T14:00:00.000Z",
    );
  });

  it("an end after midnight moves to 10:00 that morning; one before midnight to the next", () => {
    // noon EDT + 12 h = midnight: 10:00 EDT that day
    expect(offerDeadline(new Date("2030-07-01T16:00:00Z"), 12).toISOString()).toBe(
      "2030-07-02T14:00:00.000Z",
    );
    // 23:30 EST on the last day of January: 10:00 EST on February 1
    expect(offerDeadline(new Date("2030-01-31T16:30:00Z"), 12).toISOString()).toBe(
      "2030-02-01T15:00:00.000Z",
    );
  });

  it("follows the clock change: 10:00 is EDT or EST as the day has it", () => {
    // 14:30 EST on 9 March 2030 + 12 h = 03:30 EDT on the 10th (clocks went forward): 10:00 EDT
    expect(offerDeadline(new Date("2030-03-09T19:30:00Z"), 12).toISOString()).toBe(
      "2030-03-10T14:00:00.000Z",
    );
    // 01:30 EDT on 3 November 2030 (before the clocks go back): 10:00 EST
    expect(offerDeadline(new Date("2030-11-02T17:30:00Z"), 12).toISOString()).toBe(
      "2030-11-03T15:00:00.000Z",
    );
  });

  it("a window of a week ending in the day stays a week", () => {
    const from = new Date("2030-07-01T15:00:00Z"); // 11:00 EDT
    expect(offerDeadline(from, 168).toISOString()).toBe("2030-07-08T15:00:00.000Z");
  });
});

let nextId = 1;
const seat = (row: number, column: number, priceCents = 5000): FreeSeat => ({
  id: nextId++,
  row,
  column,
  priceCents,
});
const names = (free: FreeSeat[], ids: number[] | undefined) =>
  (ids ?? []).map((id) => {
    const s = free.find((f) => f.id === id)!;
    return `${s.row}-${s.column}`;
  });

describe("chooseSeats: the seats a party is offered", () => {
  it("side by side in the front-most row that has a run long enough, the shortest such run", () => {
    const free = [seat(1, 1), seat(1, 2), seat(1, 4), seat(1, 5), seat(1, 6), seat(2, 1)];
    const two = chooseSeats(free, 2);
    expect(two?.together).toBe(true);
    expect(names(free, two?.seatIds)).toEqual(["1-1", "1-2"]);
    const three = chooseSeats(free, 3);
    expect(names(free, three?.seatIds)).toEqual(["1-4", "1-5", "1-6"]);
  });

  it("prefers seats together further back to seats apart in front", () => {
    const free = [seat(1, 1), seat(1, 3), seat(4, 6), seat(4, 7)];
    const choice = chooseSeats(free, 2);
    expect(choice?.together).toBe(true);
    expect(names(free, choice?.seatIds)).toEqual(["4-6", "4-7"]);
  });

  it("never counts seats across an aisle as side by side", () => {
    const free = [
      seat(1, 4),
      { ...seat(1, 5), aisleAfter: true },
      seat(1, 6),
      seat(2, 2),
      seat(2, 3),
    ];
    expect(names(free, chooseSeats(free, 2)?.seatIds)).toEqual(["1-4", "1-5"]);
    const acrossOnly = [{ ...seat(1, 5), aisleAfter: true }, seat(1, 6), seat(2, 2), seat(2, 3)];
    const choice = chooseSeats(acrossOnly, 2);
    expect(choice?.together).toBe(true);
    expect(names(acrossOnly, choice?.seatIds)).toEqual(["2-2", "2-3"]);
  });

  it("without a run, the closest seats of one row, then the front-most of the hall: not together", () => {
    const row = [seat(2, 1), seat(2, 5), seat(2, 7), seat(3, 2)];
    const closest = chooseSeats(row, 2);
    expect(closest?.together).toBe(false);
    expect(names(row, closest?.seatIds)).toEqual(["2-5", "2-7"]);
    const hall = [seat(1, 1), seat(5, 8)];
    const split = chooseSeats(hall, 2);
    expect(split).toEqual({ seatIds: hall.map((s) => s.id), together: false });
  });

  it("a party the free seats cannot hold gets nothing", () => {
    expect(chooseSeats([seat(1, 1)], 2)).toBeNull();
    expect(chooseSeats([], 1)).toBeNull();
  });

  it("a price band takes only seats at that price", () => {
    const free = [seat(1, 1, 10000), seat(1, 2, 10000), seat(8, 1, 3000)];
    expect(names(free, chooseSeats(free, 1, 3000)?.seatIds)).toEqual(["8-1"]);
    expect(chooseSeats(free, 2, 3000)).toBeNull();
    expect(names(free, chooseSeats(free, 2, 10000)?.seatIds)).toEqual(["1-1", "1-2"]);
  });

  it("never offers a wheelchair space or a companion seat: they are sold together to those who ask", () => {
    const free = [
      { ...seat(1, 1), kind: "WHEELCHAIR" as const },
      { ...seat(1, 2), kind: "COMPANION" as const },
      seat(3, 4),
    ];
    expect(names(free, chooseSeats(free, 1)?.seatIds)).toEqual(["3-4"]);
    expect(chooseSeats(free, 2)).toBeNull();
  });
});
