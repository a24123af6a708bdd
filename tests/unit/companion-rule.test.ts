import { describe, expect, it } from "vitest";
import { companionBreach, type KindedSeat } from "@/lib/seats/companion-rule";

// The rule the checkout holds seats to: a companion seat only with the wheelchair space beside it,
// a wheelchair space with its companion seat while that seat is free.

type Kind = KindedSeat["seatKind"];

/** Row 1 of 8 seats (id = seat number): a space at 4 with companions at 3 and 5, an aisle after 5. */
function row(
  taken: number[] = [],
  kinds: Record<number, Kind> = { 3: "COMPANION", 4: "WHEELCHAIR", 5: "COMPANION", 6: "COMPANION" },
) {
  return Array.from({ length: 8 }, (_, i): KindedSeat => ({
    seatId: i + 1,
    seatRow: 1,
    seatColumn: i + 1,
    seatKind: kinds[i + 1] ?? "STANDARD",
    seatStatus: taken.includes(i + 1) ? "SOLD" : "AVAILABLE",
    aisleAfter: i + 1 === 5,
  }));
}
const breach = (hall: KindedSeat[], chosen: number[]) => {
  const found = companionBreach(hall, new Set(chosen));
  return (
    found && {
      rule: found.rule,
      seat: found.seat.seatColumn,
      ...("companion" in found ? { companion: found.companion.seatColumn } : {}),
    }
  );
};

describe("companionBreach", () => {
  it("takes a wheelchair space with a companion seat beside it, and seats for anyone", () => {
    expect(breach(row(), [4, 3])).toBeNull();
    expect(breach(row(), [4, 5, 3, 1])).toBeNull();
    expect(breach(row(), [1, 2, 7])).toBeNull();
  });

  it("refuses a companion seat without the wheelchair space beside it", () => {
    expect(breach(row(), [3])).toEqual({ rule: "companionAlone", seat: 3 });
    expect(breach(row(), [1, 5])).toEqual({ rule: "companionAlone", seat: 5 });
    // across an aisle the space is not beside it
    expect(breach(row(), [4, 3, 6])).toEqual({ rule: "companionAlone", seat: 6 });
  });

  it("refuses a wheelchair space without its companion seat while one is free, and sells it alone once they are taken", () => {
    expect(breach(row(), [4])).toEqual({ rule: "spaceWithoutCompanion", seat: 4, companion: 3 });
    expect(breach(row([3]), [4])).toEqual({ rule: "spaceWithoutCompanion", seat: 4, companion: 5 });
    expect(breach(row([3, 5]), [4])).toBeNull();
    expect(breach(row([], { 4: "WHEELCHAIR" }), [4])).toBeNull();
  });
});
