import { INTL_LOCALE, type Locale } from "./locales";

/**
 * The site's one money format per language. Amounts are integer cents everywhere else; this is
 * where they become words, on pages, in e-mails, PDFs and the arguments of coded messages.
 */

const CAD_OPTIONS: Record<Locale, Intl.NumberFormatOptions> = {
  en: { style: "currency", currency: "CAD" },
  // "CAD", not "CA$": the "$" of CA$ is a neutral character that a right-to-left line moves to
  // the wrong side of the letters ("$CA 350.00"); letters and digits keep their order.
  ar: { style: "currency", currency: "CAD", currencyDisplay: "code" },
};

/**
 * Each language's format, made when first used: building one costs a phone tens of
 * milliseconds, and most pages that load this module show no amount.
 */
const cad = new Map<Locale, Intl.NumberFormat>();

/**
 * Display at the edge only: "$1,234.50" in English, "1,234.50 CAD" in Arabic (2 decimals, CAD,
 * Western digits).
 */
export function formatCad(cents: number, locale: Locale = "en"): string {
  let format = cad.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], CAD_OPTIONS[locale]);
    cad.set(locale, format);
  }
  return format.format(cents / 100);
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
