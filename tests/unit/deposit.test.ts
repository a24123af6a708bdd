import { describe, expect, it } from "vitest";
import { depositHeld, depositStatus, type DepositFigures } from "@/lib/deposits/figures";
import { hstInKept } from "@/lib/deposits/figures";

const order = (o: Partial<DepositFigures>): DepositFigures => ({
  status: "PAID",
  depositCents: 50000,
  depositPaidCents: 0,
  depositReturnedCents: 0,
  depositKeptCents: 0,
  ...o,
});

describe("depositStatus", () => {
  it("reads the deposit's figures in one word", () => {
    expect(depositStatus(order({}))).toBe("DUE");
    expect(depositStatus(order({ status: "PARTIALLY_PAID" }))).toBe("DUE");
    expect(depositStatus(order({ status: "PENDING" }))).toBeNull();
    expect(depositStatus(order({ status: "CANCELLED" }))).toBeNull();
    expect(depositStatus(order({ depositCents: 0 }))).toBeNull();
    expect(depositStatus(order({ depositPaidCents: 50000 }))).toBe("HELD");
    const returned = { depositPaidCents: 50000, depositReturnedCents: 50000 };
    expect(depositStatus(order(returned))).toBe("RETURNED");
    expect(
      depositStatus(
        order({ depositPaidCents: 50000, depositReturnedCents: 40000, depositKeptCents: 10000 }),
      ),
    ).toBe("PARTLY_RETURNED");
    expect(depositStatus(order({ depositPaidCents: 50000, depositKeptCents: 50000 }))).toBe("KEPT");
    // paid twice, the second refunded: the first is still held
    expect(depositStatus(order({ depositPaidCents: 100000, depositReturnedCents: 50000 }))).toBe(
      "HELD",
    );
    expect(depositHeld(order({ depositPaidCents: 100000, depositReturnedCents: 50000 }))).toBe(
      50000,
    );
  });
});

describe("hstInKept", () => {
  it("is 13/113 of the amount kept, to the cent", () => {
    expect(hstInKept(10000)).toBe(1150);
    expect(hstInKept(50000)).toBe(5752);
    expect(hstInKept(11300)).toBe(1300);
    expect(hstInKept(0)).toBe(0);
    expect(hstInKept(-5)).toBe(0);
  });
});
