import { INTL_LOCALE, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";

// The home page's festival and the site's facts, worded for a language. What they say comes from
// the database (the featured event, the console's site settings; lib/site/public-data.ts reads them).

/** The featured event as the home page needs it (db/queries/site.ts `FeaturedEvent`). */
type FeaturedEvent = {
  guid: string;
  name: string;
  nameAr: string | null;
  featuredTitle: string | null;
  featuredTitleAr: string | null;
  image: string;
  openingHours: { opens: string; closes: string }[];
  location: string;
  locationAr: string | null;
  dateText: string;
  dateTextAr: string | null;
  startsAt: Date | string;
};

/** The facts as stored (db/queries/site.ts `SiteFacts`). */
type SiteFacts = {
  foundedOn: string;
  summerAttendees: number;
  winterAttendees: number;
  summerFestivals: number;
  winterFestivals: number;
};

const timeZone = "America/Toronto";

/** "6 PM" in English (the spec's way), "6:00 م" in Arabic. */
function hour(date: Date, locale: Locale): string {
  if (locale === "en") {
    const h = Number(
      new Intl.DateTimeFormat("en-CA", { hour: "numeric", hourCycle: "h23", timeZone }).format(
        date,
      ),
    );
    const minutes = new Intl.DateTimeFormat("en-CA", { minute: "2-digit", timeZone }).format(date);
    const m = Number(minutes) ? `:${minutes.padStart(2, "0")}` : "";
    return `${h % 12 || 12}${m} ${h < 12 ? "AM" : "PM"}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
}

/** A festival beginning from May to September (Toronto time) is a summer one, else a winter one. */
function seasonOf(startsAt: Date | string): "summer" | "winter" {
  const month = Number(
    new Intl.DateTimeFormat("en-CA", { month: "numeric", timeZone }).format(new Date(startsAt)),
  );
  return month >= 5 && month <= 9 ? "summer" : "winter";
}

/**
 * The home page's festival in a language: the featured event's title (its featuredTitle, else its
 * name; in Arabic the Arabic ones first), its place and date line (the Arabic ones, else the
 * English), image, link, each day's hours ("Friday July 4", "6 PM - 11 PM"), how many days it
 * has hours for and its season (which of the site's attendance figures its introduction quotes).
 */
export function homeFestival(event: FeaturedEvent, locale: Locale) {
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone,
  });
  return {
    title:
      locale === "ar"
        ? (event.featuredTitleAr ?? event.nameAr ?? event.featuredTitle ?? event.name)
        : (event.featuredTitle ?? event.name),
    place: locale === "ar" ? (event.locationAr ?? event.location) : event.location,
    dates: locale === "ar" ? (event.dateTextAr ?? event.dateText) : event.dateText,
    guid: event.guid,
    image: event.image,
    season: seasonOf(event.startsAt),
    days: event.openingHours.length,
    times: event.openingHours.map(({ opens, closes }) => {
      const from = new Date(opens);
      const to = new Date(closes);
      return {
        key: opens,
        day: day.format(from).replace(",", ""),
        hours: `${hour(from, locale)} - ${hour(to, locale)}`,
      };
    }),
  };
}

/**
 * The home page's description (its meta description and social card): the featured festival's
 * title, place and dates, or, with no festival featured, the site in general.
 */
export function homeDescription(festival: ReturnType<typeof homeFestival> | null, locale: Locale) {
  const t = translator(locale);
  return festival
    ? t("pages.home.descriptionFeatured", {
        festival: festival.title,
        place: festival.place,
        dates: festival.dates,
      })
    : t("pages.home.descriptionGeneral");
}

/** The site's facts worded for a language: the founding date and counts through `Intl`. */
export function festivalFacts(facts: SiteFacts, locale: Locale) {
  const count = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const over = (n: number) => translator(locale)("site.over", { count: count.format(n) });
  // A calendar day: read at noon UTC and shown in UTC, so no time zone moves it.
  const founded = new Date(`${facts.foundedOn}T12:00:00Z`);
  const date = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" }).format(founded);
  return {
    founded: date({ dateStyle: "long" }),
    foundedYear: date({ year: "numeric" }),
    foundedDay: date({ month: "long", day: "numeric" }),
    summerAttendees: over(facts.summerAttendees),
    winterAttendees: over(facts.winterAttendees),
    summerAttendeesCount: count.format(facts.summerAttendees),
    winterAttendeesCount: count.format(facts.winterAttendees),
    festivalsCount: count.format(facts.summerFestivals + facts.winterFestivals),
    summerFestivals: facts.summerFestivals,
    winterFestivals: facts.winterFestivals,
  };
}
