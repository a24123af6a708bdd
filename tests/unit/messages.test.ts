import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { INTL_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/lib/i18n/catalogues";
import arPage from "@/messages/ar.json";
import enPage from "@/messages/en.json";
import { icuTranslator as browserIcu } from "@/lib/i18n/icu-in-browser";
import { t, translator } from "@/lib/i18n/messages";
import { plainPieces } from "@/lib/i18n/plain-messages";
import {
  basisPointsToPercent,
  BOOTH_FEES_BP,
  formatCad,
  HST_BP,
  TICKET_SERVICE_FEE_BP,
} from "@/lib/payments/pricing";

/** Every message key ("cart.empty") with its text. */
function leaves(node: object, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const messages = CATALOGUES.en;
const all = leaves(messages);

/** Sample values for a message's arguments and tags: numbers for plurals, text for the rest. */
function sampleValues(text: string) {
  const values: Record<string, string | number | ((chunks: string) => string)> = {};
  for (const [, name, type] of text.matchAll(/\{(\w+)(?:,\s*(\w+))?/g))
    values[name!] = type === "plural" || type === "number" ? 2 : `[${name}]`;
  for (const [, tag] of text.matchAll(/<(\w+)>/g)) values[tag!] = (chunks) => `<${chunks}>`;
  return values;
}

describe("the English catalogue", () => {
  it("has messages in every area, each a non-empty text without surrounding spaces", () => {
    expect(all.length).toBeGreaterThan(200);
    for (const [key, text] of all) {
      expect(text, key).not.toBe("");
      expect(text, key).toBe(text.trim());
    }
  });

  it("names every key in camelCase words", () => {
    for (const [key] of all) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
  });

  it("formats every message, given its arguments, without an error", () => {
    const errors: string[] = [];
    const strict = createTranslator({
      locale: "en",
      messages,
      onError: (error) => errors.push(error.message),
    });
    for (const [key, text] of all) {
      const out = strict.markup(key as never, sampleValues(text) as never);
      expect(out, key).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it("keeps the wording pages are known and tested by", () => {
    expect(t("cart.emptyCheckout")).toBe("Please add Booth to your cart !!");
    expect(t("tickets.emptyCheckout")).toBe("Please add Seat to your cart !!");
    expect(t("seats.selectFirst")).toBe("Please select you seats first !!");
    expect(t("coupon.invalid")).toBe("Invalid Coupon Code");
    expect(t("payment.cancelledHeading")).toBe("Payment Cancelled !!");
    expect(t("payment.notCompleted")).toBe("Order not completed !!");
    expect(t("payment.cancelled")).toBe("Payment is Cancelled");
    expect(t("account.unauthorized")).toBe("Unauthorized access");
    expect(t("booths.bookLabel", { booth: "T-03" })).toBe("Book this Booth T-03");
    expect(t("nav.cartCount", { count: "0" })).toBe("Cart ( 0 )");
  });

  it("names the fees and tax with the rates the totals are computed with", () => {
    expect(t("totals.boothFees", { percent: basisPointsToPercent(BOOTH_FEES_BP) })).toBe(
      "Fees (3.5%)",
    );
    expect(t("totals.hst", { percent: basisPointsToPercent(HST_BP) })).toBe("HST 13%");
    expect(
      t("totals.ticketServiceFees", { percent: basisPointsToPercent(TICKET_SERVICE_FEE_BP) }),
    ).toBe("Service Fees (2.9%)");
  });

  it("puts amounts, counts and names into their sentences", () => {
    expect(t("checkout.payAmountRange", { min: formatCad(13158), max: formatCad(52630) })).toBe(
      "Pay Amount must be between $131.58 and $526.30.",
    );
    expect(t("payment.backInCart", { count: 1 })).toBe("1 item is back in your cart.");
    expect(t("payment.backInCart", { count: 3 })).toBe("3 items are back in your cart.");
    expect(t("seats.selected", { count: 1, total: "$100.00" })).toBe("1 seat selected: $100.00");
    expect(t("seats.selected", { count: 2, total: "$150.00" })).toBe("2 seats selected: $150.00");
    expect(t("items.noLongerAvailable", { names: "T-01, T-02" })).toBe(
      "No longer available: T-01, T-02.",
    );
    expect(t("hold.timeLeft", { minutes: 12, seconds: "05" })).toBe("12 min 05 s");
    // an apostrophe or brace in a visitor's own words is kept as typed
    expect(t("cart.contractNotPublished", { event: "Dabke {Night} 'x'" })).toBe(
      "Bookings for Dabke {Night} 'x' open once its vendor contract is published.",
    );
  });

  it("wraps tagged words for the page", () => {
    expect(
      t.markup("hold.checkoutHeld", {
        time: "3:45 p.m.",
        remaining: "12 min 05 s",
        left: (chunks) => `<span>${chunks}</span>`,
      }),
    ).toBe(
      "The items of your open checkout are held for you until 3:45 p.m. (<span>12 min 05 s left</span>).",
    );
  });

  it("accepts only keys that exist (checked when the code is compiled)", () => {
    // @ts-expect-error: no such message
    const missing = () => t("cart.noSuchMessage");
    expect(missing).toBeTypeOf("function");
  });
});

describe("the translator", () => {
  // text with the characters ICU treats specially, a small count, a larger and a fractional one
  const samples = ["Dabke {Night} 'x' <b>", 0, 7, 999, 1000, 2.5];
  // for a message that chooses its words: counts of every plural case in both languages
  // (Arabic's zero, one, two, few, many and other, and the hundreds where they repeat), one
  // written with a thousands separator and a negative one; values a select names
  const choosing = [
    ...[...samples, 1, 2, 3, 10, 11, 42, 99, 100, 101, 102, 103, 111, 1002, -1],
    ...["BOOKED", "RESERVED"],
  ];
  const samplesFor = (text: string) => (/, (plural|select),/.test(text) ? choosing : samples);
  const icuOf = (locale: Locale) =>
    createTranslator({
      locale: INTL_LOCALE[locale],
      messages: CATALOGUES[locale],
      timeZone: "America/Toronto",
    });
  /** What ICU answers, or undefined when it refuses the values (a number format given text). */
  const attempt = <T>(format: () => T): T | undefined => {
    try {
      return format();
    } catch {
      return undefined;
    }
  };

  it(
    "writes every message of both catalogues as ICU's formatter does, with arguments or without",
    {
      timeout: 30_000,
    },
    () => {
      for (const locale of LOCALES) {
        const icu = icuOf(locale) as unknown as (k: string, v: object) => string;
        const ours = translator(locale) as unknown as (k: string, v: object) => string;
        for (const [key, text] of leaves(CATALOGUES[locale])) {
          const names = [...text.matchAll(/\{(\w+)/g)].map(([, name]) => name!);
          if (/<\w+>/.test(text)) continue;
          if (names.length === 0) {
            expect(ours(key, undefined as unknown as object), `${locale} ${key}`).toBe(
              icu(key, undefined as unknown as object),
            );
            continue;
          }
          for (const sample of samplesFor(text)) {
            const values = Object.fromEntries(names.map((name) => [name, sample]));
            const expected = attempt(() => icu(key, values));
            if (expected === undefined) continue;
            expect(ours(key, values), `${locale} ${key} ${String(sample)}`).toBe(expected);
          }
        }
      }
    },
  );

  it("puts every tagged message of both catalogues into elements as ICU's formatter does", () => {
    type Rich = (k: string, v: object) => ReactNode;
    const markup = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
    let tagged = 0;
    for (const locale of LOCALES) {
      const icu = icuOf(locale).rich as unknown as Rich;
      const ours = translator(locale).rich as unknown as Rich;
      for (const [key, text] of leaves(CATALOGUES[locale])) {
        const tags = [...text.matchAll(/<(\w+)>/g)].map(([, tag]) => tag!);
        if (tags.length === 0) continue;
        tagged++;
        const names = [...text.matchAll(/\{(\w+)/g)].map(([, name]) => name!);
        for (const sample of samplesFor(text)) {
          const values = {
            ...Object.fromEntries(names.map((name) => [name, sample])),
            ...Object.fromEntries(
              tags.map((tag) => [tag, (chunks: ReactNode[]) => createElement("b", null, chunks)]),
            ),
          };
          const expected = attempt(() => icu(key, values));
          if (expected === undefined) continue;
          const written = ours(key, values);
          const label = `${locale} ${key} ${String(sample)}`;
          expect(typeof written, label).toBe(typeof expected);
          expect(markup(written), label).toBe(markup(expected));
        }
      }
    }
    expect(tagged).toBeGreaterThan(10);
  });
});

describe("the translator in the browser", () => {
  it("writes every message of the pages' catalogues without ICU", () => {
    for (const [locale, page] of [
      ["en", enPage],
      ["ar", arPage],
    ] as const) {
      const needingIcu = leaves(page)
        .filter(([, text]) => plainPieces(text) === null)
        .map(([key]) => `${locale} ${key}`);
      expect(needingIcu).toEqual([]);
    }
    // what it does not write (a nested choice, a number format) goes to ICU on the server
    expect(plainPieces("{n, plural, one {{k, select, a {x} other {y}}} other {z}}")).toBeNull();
    expect(plainPieces("{n, number}")).toBeNull();
  });

  it("stands the key in for a value it cannot write, and says so", () => {
    const icu = browserIcu("en", CATALOGUES.en) as unknown as ((key: string) => string) & {
      raw: (key: string) => unknown;
      has: (key: string) => boolean;
    };
    const errors: unknown[] = [];
    const report = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(icu("cart.empty")).toBe("cart.empty");
    } finally {
      console.error = report;
    }
    expect(errors).toHaveLength(1);
    expect(icu.raw("cart.empty")).toBe(CATALOGUES.en.cart.empty);
    expect(icu.has("cart.empty")).toBe(true);
    expect(icu.has("cart.nothingHere")).toBe(false);
  });
});
