import { INTL_LOCALE, type Locale } from "./i18n";
import { translator } from "./messages";

/** The home page's festival: its event page and its opening hours (Toronto time). */
const HOME_FESTIVAL_DAYS = [
  { opens: "2025-07-04T18:00:00-04:00", closes: "2025-07-04T23:00:00-04:00" },
  { opens: "2025-07-05T11:00:00-04:00", closes: "2025-07-05T23:00:00-04:00" },
  { opens: "2025-07-06T11:00:00-04:00", closes: "2025-07-06T20:00:00-04:00" },
] as const;

const HOME_FESTIVAL_TITLE: Record<Locale, string> = {
  en: "8th Annual Summer Festival 2025",
  ar: "مهرجان الصيف السنوي الثامن 2025",
};

export const HOME_FESTIVAL_GUID = "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01";

const timeZone = "America/Toronto";

/** "6 PM" in English (the spec's way), "6:00 م" in Arabic. */
function hour(date: Date, locale: Locale): string {
  if (locale === "en") {
    const h = Number(
      new Intl.DateTimeFormat("en-CA", { hour: "numeric", hourCycle: "h23", timeZone }).format(
        date,
      ),
    );
    return `${h % 12 || 12} ${h < 12 ? "AM" : "PM"}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
}

/** The home page's festival in a language: title and each day's hours ("Friday July 4", "6 PM - 11 PM"). */
export function homeFestival(locale: Locale) {
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone,
  });
  return {
    title: HOME_FESTIVAL_TITLE[locale],
    guid: HOME_FESTIVAL_GUID,
    times: HOME_FESTIVAL_DAYS.map(({ opens, closes }) => {
      const from = new Date(opens);
      const to = new Date(closes);
      return {
        day: day.format(from).replace(",", ""),
        hours: `${hour(from, locale)} - ${hour(to, locale)}`,
      };
    }),
  };
}

/** Facts stated on the site, worded for a language: the founding date through `Intl`. */
export function festivalFacts(locale: Locale) {
  const count = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const over = (n: number) => translator(locale)("site.over", { count: count.format(n) });
  return {
    founded: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: "long",
      timeZone,
    }).format(new Date("2018-03-01T12:00:00-05:00")),
    summerAttendees: over(60000),
    winterAttendees: over(5000),
    summerFestivals: 7,
    winterFestivals: 3,
  };
}
