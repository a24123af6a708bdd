import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "@/lib/i18n/catalogues";
import arPage from "@/messages/ar.json";
import enPage from "@/messages/en.json";
import arServer from "@/messages/ar.server.json";
import enServer from "@/messages/en.server.json";

/** Each language whole, as the server holds it: what pages show and what only the server writes. */
const { en, ar } = CATALOGUES;

/** Every message key ("cart.empty") with its text. */
function leaves(node: object, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const english = new Map(leaves(en));
const arabic = new Map(leaves(ar));
/** The messages both catalogues have, in the English order. */
const pairs = [...english].flatMap(([key, text]): [string, string, string][] =>
  arabic.has(key) ? [[key, text, arabic.get(key)!]] : [],
);

/** What a message takes and says: its arguments with their kind, its tags, its plurals, its words. */
interface Shape {
  args: Map<string, string>;
  tags: Set<string>;
  plurals: { name: string; options: string[] }[];
  literal: string;
}

function shapeOf(text: string): Shape {
  const shape: Shape = { args: new Map(), tags: new Set(), plurals: [], literal: "" };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element)) shape.literal += element.value;
      else if (isArgumentElement(element)) shape.args.set(element.value, "argument");
      else if (isNumberElement(element)) shape.args.set(element.value, "number");
      else if (isDateElement(element)) shape.args.set(element.value, "date");
      else if (isTimeElement(element)) shape.args.set(element.value, "time");
      else if (isTagElement(element)) {
        shape.tags.add(element.value);
        walk(element.children);
      } else if (isPluralElement(element) || isSelectElement(element)) {
        const kind = isPluralElement(element) ? (element.pluralType ?? "cardinal") : "select";
        shape.args.set(element.value, kind);
        if (isPluralElement(element))
          shape.plurals.push({ name: element.value, options: Object.keys(element.options) });
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return shape;
}

/** Sample values for a message's arguments and tags: numbers for plurals, text for the rest. */
function sampleValues(shape: Shape, count = 2) {
  const values: Record<string, string | number | Date | ((chunks: string) => string)> = {};
  for (const [name, kind] of shape.args)
    values[name] =
      kind === "date" || kind === "time"
        ? new Date(Date.UTC(2025, 6, 4, 18))
        : kind === "argument" || kind === "select"
          ? `[${name}]`
          : count;
  for (const tag of shape.tags) values[tag] = (chunks) => `<${chunks}>`;
  return values;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
/** The plural categories of Arabic: zero, one, two, few, many, other. */
const ARABIC_PLURALS = new Intl.PluralRules("ar").resolvedOptions().pluralCategories;
/** Names kept in Latin letters in both catalogues. */
const BRANDS = ["Mahrajan Events", "Mahrajan Arts Foundation"];
const withoutBrands = (text: string) =>
  BRANDS.reduce((rest, brand) => rest.replaceAll(brand, ""), text);

describe("the Arabic catalogue", () => {
  it("has exactly the keys of the English one, nested the same way", () => {
    const missing = [...english.keys()].filter((key) => !arabic.has(key));
    const extra = [...arabic.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("puts the same words as the English one in the browser's part and the server's", () => {
    const keys = (node: object) => leaves(node).map(([key]) => key);
    expect(keys(arPage)).toEqual(keys(enPage));
    expect(keys(arServer)).toEqual(keys(enServer));
    // the parts share no area, so putting them together loses no message
    expect(Object.keys(enServer).length).toBeGreaterThan(0);
    expect(Object.keys(enServer).filter((area) => area in enPage)).toEqual([]);
    expect(keys(en)).toHaveLength(keys(enPage).length + keys(enServer).length);
  });

  it("has a non-empty text without surrounding spaces for every message", () => {
    for (const [key, , text] of pairs) {
      expect(text, key).not.toBe("");
      expect(text, key).toBe(text.trim());
    }
  });

  it("parses every message and keeps its arguments (with their kind) and tags", () => {
    for (const [key, source, text] of pairs) {
      const want = shapeOf(source);
      let got: Shape;
      try {
        got = shapeOf(text);
      } catch (error) {
        throw new Error(`${key}: ${(error as Error).message}`);
      }
      expect(Object.fromEntries(got.args), key).toEqual(Object.fromEntries(want.args));
      expect([...got.tags].sort(), key).toEqual([...want.tags].sort());
    }
  });

  it("gives every English plural the Arabic categories: zero, one, two, few, many, other", () => {
    expect([...ARABIC_PLURALS].sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
    for (const [key, source, text] of pairs) {
      const plurals = shapeOf(text).plurals;
      expect(
        plurals.map(({ name }) => name),
        key,
      ).toEqual(shapeOf(source).plurals.map(({ name }) => name));
      for (const { name, options } of plurals) {
        const categories = options.filter((option) => !option.startsWith("="));
        expect(categories.filter((option) => !ARABIC_PLURALS.includes(option as never))).toEqual(
          [],
        );
        expect([...categories].sort(), `${key} {${name}}`).toEqual([...ARABIC_PLURALS].sort());
      }
    }
  });

  it("writes every message with words in Arabic script, keeping brand names in Latin", () => {
    for (const [key, source, text] of pairs) {
      if (/\p{L}/u.test(withoutBrands(shapeOf(source).literal)))
        expect(shapeOf(text).literal, key).toMatch(ARABIC_SCRIPT);
      // only a brand, or arguments and signs ("{page} - {event}"): no other words to translate
      else expect(withoutBrands(shapeOf(text).literal), key).not.toMatch(/\p{L}/u);
      for (const brand of BRANDS) if (source.includes(brand)) expect(text, key).toContain(brand);
    }
  });

  it("translates the fixed English wording too", () => {
    for (const key of [
      "cart.emptyCheckout",
      "tickets.emptyCheckout",
      "seats.selectFirst",
      "coupon.invalid",
      "payment.cancelledHeading",
      "payment.notCompleted",
      "payment.cancelled",
      "account.unauthorized",
    ])
      expect(arabic.get(key), key).not.toMatch(/[A-Za-z]/);
  });

  it("uses Western digits and keeps the English message's literal numbers", () => {
    for (const [key, source, text] of pairs) {
      expect(text, key).not.toMatch(EASTERN_DIGITS);
      const numbers = shapeOf(source).literal.match(/\d+/g) ?? [];
      for (const number of numbers)
        expect(shapeOf(text).literal, `${key}: ${number}`).toContain(number);
    }
  });

  it("formats every message, given its arguments, without an error", () => {
    const errors: string[] = [];
    const strict = createTranslator({
      locale: "ar",
      messages: ar,
      onError: (error) => errors.push(`${error.code}: ${error.message}`),
    });
    for (const [key, , text] of pairs) {
      const shape = shapeOf(text);
      for (const count of shape.plurals.length ? [0, 1, 2, 3, 11, 100, 1.5] : [2]) {
        const out = strict.markup(key as never, sampleValues(shape, count) as never);
        expect(out, key).not.toMatch(/[{}]/);
        expect(out, key).not.toMatch(EASTERN_DIGITS);
      }
    }
    expect(errors).toEqual([]);
  });

  it("puts counts, amounts and names into Arabic sentences", () => {
    const t = createTranslator({ locale: "ar", messages: ar });
    expect(t("nav.cartCount", { count: "0" })).toBe("السلة ( 0 )");
    expect(t("booths.bookLabel", { booth: "T-03" })).toBe("احجز هذا الجناح T-03");
    expect(t("checkout.payAmountRange", { min: "$131.58", max: "$526.30" })).toBe(
      "يجب أن يكون مبلغ الدفع بين $131.58 و$526.30.",
    );
    expect(t("totals.hst", { percent: "13" })).toBe("ضريبة المبيعات المنسقة (HST) 13%");
    const backInCart = [0, 1, 2, 3, 11, 100].map((count) => t("payment.backInCart", { count }));
    expect(backInCart).toEqual([
      "لم يعد أي عنصر إلى سلتك.",
      "عاد عنصر واحد إلى سلتك.",
      "عاد عنصران إلى سلتك.",
      "عادت 3 عناصر إلى سلتك.",
      "عاد 11 عنصرًا إلى سلتك.",
      "عاد 100 عنصر إلى سلتك.",
    ]);
    expect(t("seats.selected", { count: 2, total: "$150.00" })).toBe("مقعدان مختاران: $150.00");
    expect(t("seats.selected", { count: 5, total: "$250.00" })).toBe("5 مقاعد مختارة: $250.00");
    expect(t("hold.timeLeft", { minutes: 12, seconds: "05" })).toBe("12 د 05 ث");
    // an apostrophe or brace in a visitor's own words is kept as typed
    expect(t("cart.contractNotPublished", { event: "Dabke {Night} 'x'" })).toBe(
      "يُفتح باب الحجز في Dabke {Night} 'x' فور نشر عقد العارضين الخاص بالفعالية.",
    );
    expect(
      t.markup("hold.checkoutHeld", {
        time: "3:45 م",
        remaining: "12 د 05 ث",
        left: (chunks) => `<span>${chunks}</span>`,
      }),
    ).toBe("نحتفظ لك بعناصر عملية الدفع المفتوحة حتى 3:45 م (<span>يتبقى 12 د 05 ث</span>).");
  });
});
