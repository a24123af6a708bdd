import type { Locale } from "./locales";

/**
 * The site's one money format per language. Amounts are integer cents everywhere else; this is
 * where they become words, on pages, in e-mails, PDFs and the arguments of coded messages.
 */

/**
 * What `Intl.NumberFormat` writes for CAD in each language (en-CA; Arabic with Western digits and
 * the currency's code), written here rather than asked of it: a browser builds its first currency
 * format from its locale data, which costs a phone tens of milliseconds of the page's start (the
 * stage's seats each name their price as the page hydrates), and a server and a browser whose
 * locale data differ would write different words into one page. tests/unit/money-words.test.ts
 * checks these against `Intl.NumberFormat` for amounts of every size and sign.
 */
const CAD_PARTS: Record<Locale, { before: string; after: string }> = {
  en: { before: "$", after: "" },
  // "CAD", not "CA$": the "$" of CA$ is a neutral character that a right-to-left line moves to
  // the wrong side of the letters ("$CA 350.00"); letters and digits keep their order. The line
  // opens with a right-to-left mark.
  ar: { before: "\u200f", after: "\u00a0CAD" },
};

/**
 * What each language's number format writes before a number below zero: Arabic keeps the sign
 * to its number with a left-to-right mark. Amounts and counts (lib/i18n/plain-messages.ts) alike.
 */
export const MINUS: Record<Locale, string> = { en: "-", ar: "\u200e-" };

/** Whole-number digits with a comma between thousands, as both languages write them: "1,234,567". */
export const thousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * Display at the edge only: "$1,234.50" in English, "1,234.50 CAD" in Arabic (2 decimals, CAD,
 * Western digits). Amounts are whole cents.
 */
export function formatCad(cents: number, locale: Locale = "en"): string {
  const { before, after } = CAD_PARTS[locale];
  const size = Math.abs(cents);
  const digits = `${thousands(String(Math.floor(size / 100)))}.${String(size % 100).padStart(2, "0")}`;
  const sign = cents < 0 || Object.is(cents, -0) ? MINUS[locale] : "";
  return locale === "en" ? `${sign}${before}${digits}` : `${before}${sign}${digits}${after}`;
}

/** An amount as an English message argument carries it ("$1,200.00", "-$10.00"). */
const ENGLISH_AMOUNT = /^(-?)\$(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/;

/**
 * A coded message's arguments for `locale`: an amount the server wrote in English ("$423.96", as
 * a refusal's `params` carry it in the API) is written in the language's own money format, so an
 * Arabic sentence never shows "$423.96" beside "423.96 CAD".
 */
export function amountsIn<P extends Record<string, string | number>>(params: P, locale: Locale): P {
  if (locale === "en") return params;
  const out: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const match = typeof value === "string" ? ENGLISH_AMOUNT.exec(value) : null;
    if (!match) continue;
    const cents = Number(match[2]!.replace(/,/g, "")) * 100 + Number(match[3]);
    out[name] = formatCad(match[1] ? -cents : cents, locale);
  }
  return out as P;
}
