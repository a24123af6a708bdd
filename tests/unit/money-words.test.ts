import { describe, expect, it } from "vitest";
import { formatMessage } from "@/lib/i18n/messages";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { amountsIn, formatCad } from "@/lib/i18n/money";
import { orderStatusKey, orderStatusWords } from "@/lib/orders/status-words";
import { formatDueDay, payAmountWording } from "@/lib/payments/pay-amount";
import { boothCartTotals, minimumPayCents } from "@/lib/payments/pricing";
import { rowPriceBands } from "@/lib/seats/seat-shapes";

// Money a vendor can read: the status of a partly paid order, what Pay Amount offers before
// anything is typed, the one due day, and one money format per language, in sentences too.

describe("a partly paid order's words", () => {
  /** A partly paid order's words, from what it paid of its total. */
  const words = (paidCents: number, totalCents: number, locale: "en" | "ar" = "en") =>
    orderStatusWords(
      { status: "PARTIALLY_PAID", balanceCents: totalCents - paidCents, totalCents },
      locale,
    ).text;

  it("reads Paid in part once more than half of the total is paid, Deposit paid up to half", () => {
    expect(words(50001, 100000)).toBe("Paid in part, $499.99 due");
    expect(words(50000, 100000)).toBe("Deposit paid, $500.00 due");
    // a booth paid in full ($1,395.36), then a $250 garbage fee approved: 92% paid
    const before = boothCartTotals([120000]).totalCents;
    const after = boothCartTotals([120000, 25000]).totalCents;
    expect(words(before, after)).toBe(`Paid in part, ${formatCad(after - before)} due`);
    // the cart's minimum first payment is a deposit
    const min = minimumPayCents(after, 25);
    expect(words(min, after)).toBe(`Deposit paid, ${formatCad(after - min)} due`);
    expect(words(before, after, "ar")).toBe(
      `دُفع جزء من المبلغ، والمتبقي ${formatCad(after - before, "ar")}`,
    );
    expect(words(min, after, "ar")).toBe(`دُفع العربون، والمتبقي ${formatCad(after - min, "ar")}`);
  });

  it("keeps the other states, and gives the success page the same key", () => {
    expect(orderStatusWords({ status: "PAID", balanceCents: 0, totalCents: 100 }).text).toBe(
      "Paid",
    );
    expect(orderStatusWords({ status: "PENDING", balanceCents: 100, totalCents: 100 }).text).toBe(
      "Awaiting payment",
    );
    expect(
      orderStatusKey({ status: "PARTIALLY_PAID", balanceCents: 14034, totalCents: 165500 }),
    ).toBe("orderStatus.paidInPart");
    expect(
      orderStatusKey({ status: "PARTIALLY_PAID", balanceCents: 33760, totalCents: 45000 }),
    ).toBe("orderStatus.partiallyPaid");
  });
});

describe("Pay Amount's choices and help", () => {
  it("offers Pay in full and the minimum, and names the minimum and the due day before any error", () => {
    const total = boothCartTotals([120000, 25000]).totalCents;
    const min = minimumPayCents(total, 25);
    const w = payAmountWording(total, 25, "en", "2027-06-01");
    expect(w.minCents).toBe(min);
    expect(w.choices.map((c) => [formatMessage("en", c.key, c.params), c.cents])).toEqual([
      ["Pay in full", total],
      [`Pay the minimum now (${formatCad(min)})`, min],
    ]);
    expect(formatMessage("en", w.help.key, w.help.params)).toBe(
      `Pay in full now, or at least ${formatCad(min)} now and the balance from your profile by June 1, 2027.`,
    );
    const ar = payAmountWording(total, 25, "ar", null);
    expect(formatMessage("ar", ar.choices[1]!.key, ar.choices[1]!.params)).toBe(
      `ادفع الحد الأدنى الآن (${formatCad(min, "ar")})`,
    );
    expect(formatMessage("ar", ar.help.key, ar.help.params)).toContain(formatCad(min, "ar"));
  });

  it("speaks only of paying in full for tickets", () => {
    const w = payAmountWording(17385, 100, "en");
    expect(w.choices).toEqual([]);
    const help = formatMessage("en", w.help.key, w.help.params)!;
    expect(help).toBe("Tickets are paid in full at checkout.");
    expect(help).not.toMatch(/deposit/i);
  });

  it("says there is nothing to pay in an empty cart", () => {
    const w = payAmountWording(0, 25, "en");
    expect(w.choices).toEqual([]);
    expect(formatMessage("en", w.help.key, w.help.params)).toBe("Nothing to pay yet.");
  });

  it("offers no minimum when the minimum is the total", () => {
    expect(payAmountWording(40, 25, "en").choices.map((c) => c.key)).toEqual([
      "checkout.payInFull",
    ]);
  });

  it("writes the due day once, in each language", () => {
    expect(formatDueDay("2027-06-01", "en")).toBe("June 1, 2027");
    expect(formatDueDay("2027-06-01", "ar")).toMatch(/2027/);
  });
});

describe("one money format per language", () => {
  it("writes an amount a refusal carries in English in the page's own format", () => {
    expect(amountsIn({ min: "$423.96", max: "$1,695.84", n: 3 }, "ar")).toEqual({
      min: formatCad(42396, "ar"),
      max: formatCad(169584, "ar"),
      n: 3,
    });
    expect(amountsIn({ amount: "-$10.00" }, "ar")).toEqual({ amount: formatCad(-1000, "ar") });
    expect(amountsIn({ code: "$ALE10" }, "ar")).toEqual({ code: "$ALE10" });
    const text = formatMessage("ar", "checkout.payAmountRange", {
      min: "$423.96",
      max: "$1,695.84",
    })!;
    expect(text).toContain(formatCad(42396, "ar"));
    expect(text).not.toContain("$");
    expect(formatMessage("en", "checkout.payAmountRange", { min: "$423.96", max: "$1.00" })).toBe(
      "Pay Amount must be between $423.96 and $1.00.",
    );
  });

  it("names the stage's prices by row from the seat map, in the page's format", () => {
    const seats = [1, 2, 3, 4, 5, 6, 7, 8].map((seatRow) => ({
      seatRow,
      priceCents: seatRow <= 2 ? 10000 : seatRow <= 6 ? 5000 : 3000,
    }));
    expect(rowPriceBands(seats)).toEqual([
      { from: 1, to: 2, priceCents: 10000 },
      { from: 3, to: 6, priceCents: 5000 },
      { from: 7, to: 8, priceCents: 3000 },
    ]);
    expect(
      formatMessage("ar", "pages.stage.band", {
        from: 1,
        to: 2,
        count: 2,
        price: formatCad(10000, "ar"),
      }),
    ).toBe(`الصفان 1-2: ${formatCad(10000, "ar")}`);
  });
});

describe("the money format", () => {
  // what the browser's and the server's own currency format writes, which formatCad writes
  // without building one
  const intl = {
    en: new Intl.NumberFormat(INTL_LOCALE.en, { style: "currency", currency: "CAD" }),
    ar: new Intl.NumberFormat(INTL_LOCALE.ar, {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "code",
    }),
  };

  it("writes what Intl.NumberFormat writes, in both languages, for amounts of every size and sign", () => {
    const amounts = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 1050, 99999, 100000, 123456, 1000000];
    for (let cents = 7; cents < 1e12; cents = cents * 13 + 7) amounts.push(cents);
    for (const cents of amounts)
      for (const amount of [cents, -cents])
        for (const locale of ["en", "ar"] as const)
          expect(formatCad(amount, locale), `${amount} in ${locale}`).toBe(
            intl[locale].format(amount / 100),
          );
  });

  it("reads as people write money", () => {
    expect(formatCad(123456)).toBe("$1,234.56");
    expect(formatCad(-1050)).toBe("-$10.50");
    expect(formatCad(123456, "ar")).toBe("\u200f1,234.56\u00a0CAD");
  });
});
