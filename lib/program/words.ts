import { INTL_LOCALE, TORONTO_TIME_ZONE, type Locale } from "../i18n/locales";

// A program's days and times in words, in the reader's language: Toronto time, as the festival
// runs. Client-safe: the console and the public pages (their client leaves too) share them.

/** A performance's Toronto day (YYYY-MM-DD): its start as the API writes it, with its offset. */
export const dayOfTime = (iso: string) => iso.slice(0, 10);

/** "Friday, July 4" ("Friday, July 4, 2025" with the year); "الجمعة، 4 يوليو" in Arabic. */
export function dayLabel(day: string, locale: Locale, { year = false } = {}): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(year ? { year: "numeric" as const } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "6:00 PM" ("6:00 م" in Arabic), Toronto time. */
export function timeLabel(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: TORONTO_TIME_ZONE,
  }).format(new Date(iso));
}

/** The comma between the items of a list: the Arabic comma on Arabic pages. */
export const listComma = (locale: Locale) => (locale === "ar" ? "، " : ", ");
