import { eventImageUrl } from "../http/spec-fields";
import { HTML_LANG, localePath, type Locale } from "../i18n/locales";
import { absoluteUrl, FOUNDATION_NAME } from "../site/foundation";
import { performanceEvent, type ProgramLdFrame } from "./performance-events";
import type { ProgramPageEvent } from "./queries";
import { programPath, type ShownPerformance } from "./view";

// The program for search engines (schema.org JSON-LD): the festival as an Event whose
// `subEvent`s are its performances (lib/program/performance-events.ts); a performance's own page
// gives the performance as an Event with the festival as `superEvent`.

/** The festival's words in the page's language, as its pages show them. */
export type FestivalWords = { name: string; location: string; description: string };

/** The festival and its start and end (ISO, with their Toronto offset). */
export type Festival = { event: ProgramPageEvent; times: { startsAt: string; endsAt: string } };

function festival({ event, times }: Festival, words: FestivalWords, locale: Locale) {
  return {
    "@type": "Event",
    name: words.name,
    description: words.description,
    startDate: times.startsAt,
    endDate: times.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(eventImageUrl(event.image))],
    url: absoluteUrl(localePath(locale, programPath(event.guid))),
    location: { "@type": "Place", name: words.location, address: event.address },
    organizer: {
      "@type": "Organization",
      name: FOUNDATION_NAME,
      url: absoluteUrl(localePath(locale, "/home")),
    },
  };
}

/** The program page's JSON-LD without its performances, for the page's client leaf to complete. */
export function programLdFrame(
  program: Festival,
  words: FestivalWords,
  locale: Locale,
): ProgramLdFrame {
  return {
    festival: {
      "@context": "https://schema.org",
      ...festival(program, words, locale),
      inLanguage: HTML_LANG[locale],
    },
    origin: absoluteUrl(""),
    programUrl: absoluteUrl(localePath(locale, programPath(program.event.guid))),
    location: words.location,
    address: program.event.address,
  };
}

/** A performance page's JSON-LD: the performance, with the festival as its `superEvent`. */
export function performanceJsonLd(
  program: Festival,
  words: FestivalWords,
  performance: ShownPerformance,
  locale: Locale,
) {
  return {
    "@context": "https://schema.org",
    ...performanceEvent(programLdFrame(program, words, locale), performance),
    inLanguage: HTML_LANG[locale],
    superEvent: festival(program, words, locale),
  };
}
