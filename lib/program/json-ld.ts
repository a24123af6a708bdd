import { eventImageUrl } from "../http/spec-fields";
import { HTML_LANG, localePath, type Locale } from "../i18n/locales";
import { absoluteUrl, FOUNDATION_NAME } from "../site/foundation";
import type { ProgramPageEvent } from "./queries";
import type { ShownPerformance } from "./view";

// The program for search engines (schema.org JSON-LD): the festival as an Event whose
// `subEvent`s are its performances, each with its `performer`s (a Person, or a PerformingGroup
// for a band or troupe), its times with their Toronto offset and its stage as the place; a
// performance's own page gives the performance as an Event with the festival as `superEvent`.

/** The festival's words in the page's language, as its pages show them. */
export type FestivalWords = { name: string; location: string; description: string };

/** The festival and its start and end (ISO, with their Toronto offset). */
export type Festival = { event: ProgramPageEvent; times: { startsAt: string; endsAt: string } };

export const programPath = (guid: string) => `/program/${guid}`;
export const performancePath = (guid: string, performanceId: number) =>
  `/program/${guid}/${performanceId}`;

const place = (event: ProgramPageEvent, words: FestivalWords, stage?: string) => ({
  "@type": "Place",
  name: stage ? `${stage}, ${words.location}` : words.location,
  address: event.address,
});

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
    location: place(event, words),
    organizer: {
      "@type": "Organization",
      name: FOUNDATION_NAME,
      url: absoluteUrl(localePath(locale, "/home")),
    },
  };
}

function performanceEvent(
  event: ProgramPageEvent,
  words: FestivalWords,
  p: ShownPerformance,
  locale: Locale,
) {
  return {
    "@type": "Event",
    name: p.title.text,
    ...(p.description ? { description: p.description.text } : {}),
    startDate: p.startsAt,
    endDate: p.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: absoluteUrl(localePath(locale, performancePath(event.guid, p.performanceId))),
    location: place(event, words, p.stage.text),
    ...(p.image ? { image: [absoluteUrl(p.image)] } : {}),
    ...(p.performers.length
      ? {
          performer: p.performers.map((x) => ({
            "@type": x.group ? "PerformingGroup" : "Person",
            name: x.name.text,
          })),
        }
      : {}),
  };
}

/** The program page's JSON-LD: the festival with every performance as a `subEvent`. */
export function programJsonLd(
  program: Festival,
  words: FestivalWords,
  performances: ShownPerformance[],
  locale: Locale,
) {
  return {
    "@context": "https://schema.org",
    ...festival(program, words, locale),
    inLanguage: HTML_LANG[locale],
    subEvent: performances.map((p) => performanceEvent(program.event, words, p, locale)),
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
    ...performanceEvent(program.event, words, performance, locale),
    inLanguage: HTML_LANG[locale],
    superEvent: festival(program, words, locale),
  };
}

/** JSON-LD as a script's text: no `<` left to close the script early. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
