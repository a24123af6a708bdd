import type { ShownPerformance } from "./view";

// A program's performances as schema.org Events (each with its `performer`s: a Person, or a
// PerformingGroup for a band or troupe; its times with their Toronto offset; its stage as the
// place). Client-safe: the program page's client leaf writes the page's JSON-LD from the records
// it draws the list from, so the JSON-LD is in the page once (its HTML), not a second time inside
// the page's RSC data. What only the server knows (the site's address) comes in the frame.

/** The program's JSON-LD without its performances, and where they are: made on the server. */
export type ProgramLdFrame = {
  /** The festival as schema.org's Event, with `@context` and `inLanguage`. */
  festival: Record<string, unknown>;
  /** The site's address: a performance's picture is a path on it. */
  origin: string;
  /** The program page's address in the page's language; a performance's page is under it. */
  programUrl: string;
  /** The festival's place in the page's language, and its street address. */
  location: string;
  address: string;
};

/** A performance as schema.org's Event, in the page's language. */
export function performanceEvent(where: Omit<ProgramLdFrame, "festival">, p: ShownPerformance) {
  return {
    "@type": "Event",
    name: p.title.text,
    ...(p.description ? { description: p.description.text } : {}),
    startDate: p.startsAt,
    endDate: p.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: `${where.programUrl}/${p.performanceId}`,
    location: {
      "@type": "Place",
      name: `${p.stage.text}, ${where.location}`,
      address: where.address,
    },
    ...(p.image ? { image: [`${where.origin}${p.image}`] } : {}),
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
export function programLd(frame: ProgramLdFrame, performances: ShownPerformance[]) {
  return { ...frame.festival, subEvent: performances.map((p) => performanceEvent(frame, p)) };
}

/** JSON-LD as a script's text: no `<` left to close the script early. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
