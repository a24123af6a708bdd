/**
 * The site's languages and how a page's address carries one. English pages keep the spec's
 * addresses (`/home`, `/events`, ...); the same page in Arabic lives under `/ar` (`/ar/home`).
 * This module is plain data and functions, used by server code, client components and tests.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The writing direction of a language, for `<html dir>`. */
export function direction(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The `lang` attribute of a page in this language. */
export const HTML_LANG: Record<Locale, string> = { en: "en-CA", ar: "ar" };

/** Open Graph's `og:locale` of a page in this language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_CA", ar: "ar_AR" };

/**
 * The locale `Intl` formats numbers, dates and money with. Arabic uses Western digits
 * (`-u-nu-latn`): booth names (T-01), prices on invoices, phone numbers and dates the vendor
 * types into forms are all in Western digits in Ontario, and mixing two digit systems on one
 * page (an Arabic-Indic price beside the booth T-01) reads worse than either alone.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-CA", ar: "ar-u-nu-latn" };

/**
 * The festival's time zone: every date and time the site shows is Toronto's. Here rather than
 * beside the Toronto clock (toronto-time.ts, with @date-fns/tz) so that a client component that
 * only names the zone to `Intl` does not carry that library.
 */
export const TORONTO_TIME_ZONE = "America/Toronto";

/** The other language, for the language switcher. */
export function otherLocale(locale: Locale): Locale {
  return locale === "ar" ? "en" : "ar";
}

/** A site path in a language: `localePath("ar", "/events")` is "/ar/events". */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language of an address and the path without its language prefix. "/en/..." is the
 * internal address of an English page (what the server renders behind the rewrite).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ar|en)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] ?? "/" };
}

/**
 * The language a request's `Accept-Language` asks for first among ours, or null: "ar-CA,en;q=0.8"
 * is Arabic. Quality values are honoured; a language we do not have is skipped.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.q > 0 && isLocale(r.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.base as Locale | undefined) ?? null;
}
