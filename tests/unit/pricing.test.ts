import { describe, expect, it } from "vitest";
import {
  assertCents,
  basisPointsToPercent,
  BOOTH_FEES_BP,
  boothCartTotals,
  centsToDollars,
  dollarInputValue,
  dollarsToCents,
  formatCad,
  HST_BP,
  isPayAmountAllowed,
  minimumPayCents,
  parseTypedDollars,
  payAmountLimits,
  percentOf,
  plainDollars,
  TICKET_SERVICE_FEE_BP,
  ticketTotals,
  type Totals,
} from "@/lib/payments/pricing";

/*
 * Every expected number below was worked out by hand, rounding half up at each line:
 *   booth cart: fees = 3.5% of subtotal; HST = 13% of (subtotal + rounded fees)
 *   tickets:    HST = 13% of subtotal;   service fee = 2.9% of subtotal
 *   coupon:     discount = coupon% of the items (rounded), subtotal = items - discount
 * The working is in the comment on each row.
 */
type Row = { items: number[]; coupon?: number; want: Totals; why: string };

const boothRows: Row[] = [
  {
    why: "spec example: 45000 -> fees 1575, HST 13% of 46575 = 6054.75 -> 6055",
    items: [45000],
    want: {
      itemsCents: 45000,
      discountCents: 0,
      subtotalCents: 45000,
      feesCents: 1575,
      taxCents: 6055,
      totalCents: 52630,
    },
  },
  {
    why: "two items summing to 45000 give the same cart",
    items: [30000, 15000],
    want: {
      itemsCents: 45000,
      discountCents: 0,
      subtotalCents: 45000,
      feesCents: 1575,
      taxCents: 6055,
      totalCents: 52630,
    },
  },
  {
    why: "empty cart is all zeros",
    items: [],
    want: {
      itemsCents: 0,
      discountCents: 0,
      subtotalCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 0,
    },
  },
  {
    why: "zero-priced item",
    items: [0],
    want: {
      itemsCents: 0,
      discountCents: 0,
      subtotalCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 0,
    },
  },
  {
    why: "1 cent: fees 0.035 -> 0, HST 0.13 -> 0",
    items: [1],
    want: {
      itemsCents: 1,
      discountCents: 0,
      subtotalCents: 1,
      feesCents: 0,
      taxCents: 0,
      totalCents: 1,
    },
  },
  {
    why: "10: fees 0.35 -> 0, HST of 10 = 1.3 -> 1",
    items: [10],
    want: {
      itemsCents: 10,
      discountCents: 0,
      subtotalCents: 10,
      feesCents: 0,
      taxCents: 1,
      totalCents: 11,
    },
  },
  {
    why: "15: fees 0.525 -> 1, HST of 16 = 2.08 -> 2",
    items: [15],
    want: {
      itemsCents: 15,
      discountCents: 0,
      subtotalCents: 15,
      feesCents: 1,
      taxCents: 2,
      totalCents: 18,
    },
  },
  {
    why: "50: fees 1.75 -> 2, HST of 52 = 6.76 -> 7",
    items: [50],
    want: {
      itemsCents: 50,
      discountCents: 0,
      subtotalCents: 50,
      feesCents: 2,
      taxCents: 7,
      totalCents: 59,
    },
  },
  {
    why: "fees exactly half: 100 -> 3.5 -> 4 (up), HST of 104 = 13.52 -> 14",
    items: [100],
    want: {
      itemsCents: 100,
      discountCents: 0,
      subtotalCents: 100,
      feesCents: 4,
      taxCents: 14,
      totalCents: 118,
    },
  },
  {
    why: "HST exactly half: 145 -> fees 5.075 -> 5, HST of 150 = 19.5 -> 20 (up)",
    items: [145],
    want: {
      itemsCents: 145,
      discountCents: 0,
      subtotalCents: 145,
      feesCents: 5,
      taxCents: 20,
      totalCents: 170,
    },
  },
  {
    why: "fees exactly half: 300 -> 10.5 -> 11, HST of 311 = 40.43 -> 40",
    items: [300],
    want: {
      itemsCents: 300,
      discountCents: 0,
      subtotalCents: 300,
      feesCents: 11,
      taxCents: 40,
      totalCents: 351,
    },
  },
  {
    why: "fees exactly half: 4500 -> 157.5 -> 158, HST of 4658 = 605.54 -> 606",
    items: [4500],
    want: {
      itemsCents: 4500,
      discountCents: 0,
      subtotalCents: 4500,
      feesCents: 158,
      taxCents: 606,
      totalCents: 5264,
    },
  },
  {
    why: "4550: fees 159.25 -> 159, HST of 4709 = 612.17 -> 612",
    items: [4550],
    want: {
      itemsCents: 4550,
      discountCents: 0,
      subtotalCents: 4550,
      feesCents: 159,
      taxCents: 612,
      totalCents: 5321,
    },
  },
  {
    why: "12345: fees 432.075 -> 432, HST of 12777 = 1661.01 -> 1661",
    items: [12345],
    want: {
      itemsCents: 12345,
      discountCents: 0,
      subtotalCents: 12345,
      feesCents: 432,
      taxCents: 1661,
      totalCents: 14438,
    },
  },
  {
    why: "odd cents 1999+2999+1 = 4999: fees 174.965 -> 175, HST of 5174 = 672.62 -> 673",
    items: [1999, 2999, 1],
    want: {
      itemsCents: 4999,
      discountCents: 0,
      subtotalCents: 4999,
      feesCents: 175,
      taxCents: 673,
      totalCents: 5847,
    },
  },
  {
    why: "350000: fees 12250, HST of 362250 = 47092.5 -> 47093 (up)",
    items: [100000, 250000],
    want: {
      itemsCents: 350000,
      discountCents: 0,
      subtotalCents: 350000,
      feesCents: 12250,
      taxCents: 47093,
      totalCents: 409343,
    },
  },
  {
    why: "coupon 10% of 45000 = 4500; subtotal 40500; fees 1417.5 -> 1418; HST of 41918 = 5449.34 -> 5449",
    items: [45000],
    coupon: 10,
    want: {
      itemsCents: 45000,
      discountCents: 4500,
      subtotalCents: 40500,
      feesCents: 1418,
      taxCents: 5449,
      totalCents: 47367,
    },
  },
  {
    why: "coupon 25% of 19999 = 4999.75 -> 5000; subtotal 14999; fees 524.965 -> 525; HST of 15524 = 2018.12 -> 2018",
    items: [19999],
    coupon: 25,
    want: {
      itemsCents: 19999,
      discountCents: 5000,
      subtotalCents: 14999,
      feesCents: 525,
      taxCents: 2018,
      totalCents: 17542,
    },
  },
  {
    why: "coupon 15% of 333 = 49.95 -> 50; subtotal 283; fees 9.905 -> 10; HST of 293 = 38.09 -> 38",
    items: [333],
    coupon: 15,
    want: {
      itemsCents: 333,
      discountCents: 50,
      subtotalCents: 283,
      feesCents: 10,
      taxCents: 38,
      totalCents: 331,
    },
  },
  {
    why: "coupon 10% of 5 = 0.5 -> 1 (up); subtotal 4; fees 0.14 -> 0; HST of 4 = 0.52 -> 1",
    items: [5],
    coupon: 10,
    want: {
      itemsCents: 5,
      discountCents: 1,
      subtotalCents: 4,
      feesCents: 0,
      taxCents: 1,
      totalCents: 5,
    },
  },
  {
    why: "coupon 50% of 75000 = 37500; fees 1312.5 -> 1313; HST of 38813 = 5045.69 -> 5046",
    items: [45000, 30000],
    coupon: 50,
    want: {
      itemsCents: 75000,
      discountCents: 37500,
      subtotalCents: 37500,
      feesCents: 1313,
      taxCents: 5046,
      totalCents: 43859,
    },
  },
  {
    why: "coupon 100% makes the cart free: no fees and no tax",
    items: [45000],
    coupon: 100,
    want: {
      itemsCents: 45000,
      discountCents: 45000,
      subtotalCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 0,
    },
  },
  {
    why: "coupon 0% explicitly is the same as no coupon",
    items: [45000],
    coupon: 0,
    want: {
      itemsCents: 45000,
      discountCents: 0,
      subtotalCents: 45000,
      feesCents: 1575,
      taxCents: 6055,
      totalCents: 52630,
    },
  },
];

const ticketRows: Row[] = [
  {
    why: "2500: HST 325, fee 72.5 -> 73 (up)",
    items: [2500],
    want: {
      itemsCents: 2500,
      discountCents: 0,
      subtotalCents: 2500,
      feesCents: 73,
      taxCents: 325,
      totalCents: 2898,
    },
  },
  {
    why: "empty order is all zeros",
    items: [],
    want: {
      itemsCents: 0,
      discountCents: 0,
      subtotalCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 0,
    },
  },
  {
    why: "1 cent: HST 0.13 -> 0, fee 0.029 -> 0",
    items: [1],
    want: {
      itemsCents: 1,
      discountCents: 0,
      subtotalCents: 1,
      feesCents: 0,
      taxCents: 0,
      totalCents: 1,
    },
  },
  {
    why: "17: HST 2.21 -> 2, fee 0.493 -> 0",
    items: [17],
    want: {
      itemsCents: 17,
      discountCents: 0,
      subtotalCents: 17,
      feesCents: 0,
      taxCents: 2,
      totalCents: 19,
    },
  },
  {
    why: "50: HST 6.5 -> 7 (up), fee 1.45 -> 1",
    items: [50],
    want: {
      itemsCents: 50,
      discountCents: 0,
      subtotalCents: 50,
      feesCents: 1,
      taxCents: 7,
      totalCents: 58,
    },
  },
  {
    why: "250: HST 32.5 -> 33 (up), fee 7.25 -> 7",
    items: [250],
    want: {
      itemsCents: 250,
      discountCents: 0,
      subtotalCents: 250,
      feesCents: 7,
      taxCents: 33,
      totalCents: 290,
    },
  },
  {
    why: "500: HST 65, fee 14.5 -> 15 (up)",
    items: [500],
    want: {
      itemsCents: 500,
      discountCents: 0,
      subtotalCents: 500,
      feesCents: 15,
      taxCents: 65,
      totalCents: 580,
    },
  },
  {
    why: "1999: HST 259.87 -> 260, fee 57.971 -> 58",
    items: [1999],
    want: {
      itemsCents: 1999,
      discountCents: 0,
      subtotalCents: 1999,
      feesCents: 58,
      taxCents: 260,
      totalCents: 2317,
    },
  },
  {
    why: "1500+1500+1000 = 4000: HST 520, fee 116",
    items: [1500, 1500, 1000],
    want: {
      itemsCents: 4000,
      discountCents: 0,
      subtotalCents: 4000,
      feesCents: 116,
      taxCents: 520,
      totalCents: 4636,
    },
  },
  {
    why: "coupon 10% of 2500 = 250; subtotal 2250; HST 292.5 -> 293; fee 65.25 -> 65",
    items: [2500],
    coupon: 10,
    want: {
      itemsCents: 2500,
      discountCents: 250,
      subtotalCents: 2250,
      feesCents: 65,
      taxCents: 293,
      totalCents: 2608,
    },
  },
  {
    why: "coupon 33% of 9999 = 3299.67 -> 3300; subtotal 6699; HST 870.87 -> 871; fee 194.271 -> 194",
    items: [9999],
    coupon: 33,
    want: {
      itemsCents: 9999,
      discountCents: 3300,
      subtotalCents: 6699,
      feesCents: 194,
      taxCents: 871,
      totalCents: 7764,
    },
  },
  {
    why: "coupon 100% makes the tickets free",
    items: [2500, 2500],
    coupon: 100,
    want: {
      itemsCents: 5000,
      discountCents: 5000,
      subtotalCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 0,
    },
  },
];

describe("boothCartTotals (fees 3.5% of subtotal, HST 13% of subtotal + fees)", () => {
  it.each(boothRows)("$why", ({ items, coupon, want }) => {
    expect(boothCartTotals(items, coupon)).toEqual(want);
  });

  it("taxes the fees: HST is computed on subtotal + fees, not on the subtotal alone", () => {
    // 13% of 45000 alone would be 5850; HST is on subtotal + fees, 46575.
    expect(boothCartTotals([45000]).taxCents).toBe(6055);
  });

  it("does not mutate the caller's item list", () => {
    const items = [1999, 2999];
    boothCartTotals(items, 10);
    expect(items).toEqual([1999, 2999]);
  });
});

describe("ticketTotals (HST 13% of subtotal, service fee 2.9% of subtotal)", () => {
  it.each(ticketRows)("$why", ({ items, coupon, want }) => {
    expect(ticketTotals(items, coupon)).toEqual(want);
  });

  it("does not tax the service fee", () => {
    // 13% of 2500 = 325; taxing 2500 + 73 would give 334.49 -> 334.
    expect(ticketTotals([2500]).taxCents).toBe(325);
  });
});

describe("invalid amounts and coupons throw RangeError", () => {
  const badCents = [
    -1,
    1.5,
    0.01,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 1,
  ];

  it.each(badCents)("boothCartTotals rejects an item of %s cents", (bad) => {
    expect(() => boothCartTotals([100, bad])).toThrow(RangeError);
  });

  it.each(badCents)("ticketTotals rejects an item of %s cents", (bad) => {
    expect(() => ticketTotals([bad])).toThrow(RangeError);
  });

  it.each([101, 150, -1, 12.5, Number.NaN])("rejects a coupon of %s percent", (coupon) => {
    expect(() => boothCartTotals([45000], coupon)).toThrow(RangeError);
    expect(() => ticketTotals([2500], coupon)).toThrow(RangeError);
  });

  it("names the problem in the message", () => {
    expect(() => boothCartTotals([-5])).toThrow(/non-negative whole number of cents, got -5/);
    expect(() => boothCartTotals([100], 101)).toThrow(/Coupon percent must be 0–100, got 101/);
  });

  it("assertCents accepts whole non-negative cents and rejects the rest", () => {
    expect(() => assertCents(0)).not.toThrow();
    expect(() => assertCents(45000)).not.toThrow();
    expect(() => assertCents(-0.5)).toThrow(RangeError);
    expect(() => assertCents(2.5)).toThrow(RangeError);
  });
});

describe("percentOf (half-up rounding of cents × basis points)", () => {
  it.each([
    // [cents, basis points, expected] — worked by hand
    [45000, 350, 1575],
    [100, 350, 4], // 3.5 -> 4
    [99, 350, 3], // 3.465 -> 3
    [150, 1300, 20], // 19.5 -> 20
    [149, 1300, 19], // 19.37 -> 19
    [2500, 290, 73], // 72.5 -> 73
    [1, 5000, 1], // 0.5 -> 1
    [1, 4999, 0], // 0.4999 -> 0
    [0, 1300, 0],
    [12345, 10000, 12345], // 100%
  ])("percentOf(%i, %i) = %i", (cents, bp, want) => {
    expect(percentOf(cents, bp)).toBe(want);
  });

  it("rejects negative or fractional cents", () => {
    expect(() => percentOf(-1, 1300)).toThrow(RangeError);
    expect(() => percentOf(10.5, 1300)).toThrow(RangeError);
  });
});

describe("minimumPayCents (deposit of minPercent, at least 50 cents, never above the total)", () => {
  it.each([
    // [total, percent, expected]
    [52630, 25, 13158], // 13157.5 -> 13158
    [10000, 25, 2500],
    [10001, 25, 2500], // 2500.25 -> 2500
    [10002, 25, 2501], // 2500.5 -> 2501
    [199, 25, 50], // 49.75 -> 50, equals the floor
    [200, 25, 50],
    [204, 25, 51],
    [100, 25, 50], // deposit 25 is under Stripe's 50-cent minimum
    [60, 25, 50],
    [50, 25, 50],
    [40, 25, 40], // minimum would exceed the total: pay the total
    [1, 25, 1],
    [0, 25, 0],
    [52630, 100, 52630], // 100% deposit is the whole total
    [52630, 50, 26315],
  ])("minimumPayCents(%i, %i) = %i", (total, percent, want) => {
    expect(minimumPayCents(total, percent)).toBe(want);
  });

  it("never exceeds the total and never drops under 50 cents when the total allows it", () => {
    for (const total of [0, 1, 49, 50, 51, 199, 200, 201, 999, 52630]) {
      const min = minimumPayCents(total, 25);
      expect(min).toBeLessThanOrEqual(total);
      expect(min).toBeGreaterThanOrEqual(Math.min(total, 50));
    }
  });

  it("rejects invalid totals", () => {
    expect(() => minimumPayCents(-100, 25)).toThrow(RangeError);
    expect(() => minimumPayCents(100.5, 25)).toThrow(RangeError);
  });
});

describe("dollarsToCents / centsToDollars", () => {
  it.each([
    [450.5, 45050],
    [450, 45000],
    [19.99, 1999], // 19.99 * 100 is 1998.999… in floating point
    [0.29, 29], // 0.29 * 100 is 28.999… in floating point
    [1.1, 110],
    [0.01, 1],
    [0, 0],
    [1234.5, 123450],
  ])("dollarsToCents(%s) = %i", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it("adds up floating-point dollar sums to exact cents", () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "dollarsToCents(%s) throws RangeError",
    (bad) => {
      expect(() => dollarsToCents(bad)).toThrow(RangeError);
    },
  );

  it.each([
    [45050, 450.5],
    [1999, 19.99],
    [1, 0.01],
    [0, 0],
    [52630, 526.3],
  ])("centsToDollars(%i) = %s", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it("round-trips every cent value from 0 to $20", () => {
    for (let cents = 0; cents <= 2000; cents++) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});

describe("formatCad", () => {
  it.each([
    [123450, "$1,234.50"],
    [52630, "$526.30"],
    [45000, "$450.00"],
    [5, "$0.05"],
    [0, "$0.00"],
    [99, "$0.99"],
    [100000000, "$1,000,000.00"],
  ])("formatCad(%i) = %s", (cents, text) => {
    expect(formatCad(cents)).toBe(text);
  });
});

describe("pay amount limits (a deposit from the minimum up to the total)", () => {
  it("runs from the deposit minimum to the total", () => {
    expect(payAmountLimits(52630, 25)).toEqual({ minCents: 13158, maxCents: 52630 });
    expect(payAmountLimits(100, 25)).toEqual({ minCents: 50, maxCents: 100 });
    expect(payAmountLimits(0, 25)).toEqual({ minCents: 0, maxCents: 0 });
  });

  it.each([
    // [pay, total, percent, allowed]
    [13158, 52630, 25, true], // the minimum
    [13157, 52630, 25, false], // a cent under it
    [52630, 52630, 25, true], // the total
    [52631, 52630, 25, false], // a cent over it
    [30000, 52630, 25, true],
    [0, 0, 25, true], // nothing to pay
    [49, 100, 25, false], // under Stripe's 50-cent minimum
    [100.5, 52630, 25, false], // not whole cents
    [Number.NaN, 52630, 25, false],
  ])("isPayAmountAllowed(%s, %i, %i) is %s", (pay, total, percent, allowed) => {
    expect(isPayAmountAllowed(pay, total, percent)).toBe(allowed);
  });
});

describe("dollar amounts typed by a person", () => {
  it.each([
    ["450", 45000],
    ["450.5", 45050],
    ["450.50", 45050],
    [" 131.58 ", 13158],
    ["0.29", 29],
    [".5", 50],
    ["10.", 1000],
    ["0", 0],
    ["$1,200.50", 120050],
    ["$ 50.25", 5025],
    ["1,000", 100000],
  ])("parseTypedDollars(%j) = %i", (text, cents) => {
    expect(parseTypedDollars(text)).toBe(cents);
  });

  it.each(["", " ", "$", ".", "abc", "-5", "1e3", "12.345", "10..5", "Infinity"])(
    "parseTypedDollars(%j) is not an amount",
    (text) => {
      expect(parseTypedDollars(text)).toBeNull();
    },
  );

  it("is not an amount when too large to count in cents", () => {
    expect(parseTypedDollars("9".repeat(400))).toBeNull();
    expect(parseTypedDollars("99999999999999999")).toBeNull();
  });

  it.each([
    [93564, "935.64"],
    [45000, "450.00"],
    [5, "0.05"],
    [0, "0.00"],
  ])("dollarInputValue(%i) = %s, and reads back as the same cents", (cents, text) => {
    expect(dollarInputValue(cents)).toBe(text);
    expect(parseTypedDollars(text)).toBe(cents);
  });

  it.each([
    [2500, "25"],
    [2550, "25.50"],
    [5, "0.05"],
    [0, "0"],
  ])("plainDollars(%i) = %s, and reads back as the same cents", (cents, text) => {
    expect(plainDollars(cents)).toBe(text);
    expect(parseTypedDollars(text)).toBe(cents);
  });
});

describe("rates as people read them", () => {
  it("shows the fee and tax rates as percents", () => {
    expect(basisPointsToPercent(BOOTH_FEES_BP)).toBe(3.5);
    expect(basisPointsToPercent(HST_BP)).toBe(13);
    expect(basisPointsToPercent(TICKET_SERVICE_FEE_BP)).toBe(2.9);
  });
});
