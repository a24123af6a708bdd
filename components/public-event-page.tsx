import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";
import { floorPlanSource } from "@/lib/events/media";
import { eventImageUrl } from "@/lib/http/spec-fields";
import { TAGS } from "@/lib/cache/tags";
import { HTML_LANG, localePath, type Locale } from "@/lib/i18n/locales";
import { getLocale } from "@/lib/i18n/page-locale";
import { localizeEvent, localizeSection } from "@/lib/i18n/localize";
import { translator } from "@/lib/i18n/messages";
import { absoluteUrl, FOUNDATION_NAME } from "@/lib/site/foundation";
import { guidSchema } from "@/lib/http/public-fields";
import { boothEventGuids, getEventWithSections } from "@/lib/site/public-data";
import { pageAlternates } from "@/lib/site/seo";
import { programPath } from "@/lib/program/json-ld";
import { getProgram } from "@/lib/program/public-data";
import { ExhibitionScreen } from "./exhibition-screen";

export type EventRoute = "details" | "exhibitions";

/** The page's own name, shown above the event and first in its title. */
const heading = (route: EventRoute, locale: Locale) =>
  translator(locale)(
    route === "details" ? "exhibition.detailsHeading" : "exhibition.exhibitionsHeading",
  );

/** The event's floor plan (an upload changes it through `eventsChanged`), cached like the event. */
async function floorPlan(guid: string) {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events);
  return floorPlanSource(guid);
}

async function load(id: string, locale: Locale) {
  const guid = guidSchema.safeParse(id);
  const data = guid.success ? await getEventWithSections(guid.data) : null;
  if (!data) return null;
  return {
    event: localizeEvent(data.event, locale),
    sections: data.sections.map((s) => localizeSection(s, locale)),
  };
}

/** Prerender the known events at build; others render on first request and are then cached. */
export async function eventStaticParams(): Promise<{ id: string }[]> {
  return (await boothEventGuids()).map((id) => ({ id }));
}

export async function eventMetadata(id: string, route: EventRoute): Promise<Metadata> {
  const locale = await getLocale();
  const t = translator(locale);
  const data = await load(id, locale);
  if (!data) return { title: t("exhibition.notFound") };
  const { event } = data;
  const path = `/${route}/${event.guid}`;
  const { alternates, openGraph } = pageAlternates(locale, path);
  return {
    // The page's own title, then the event; the root layout's template adds the site's name.
    title: t("exhibition.pageTitle", { page: heading(route, locale), event: event.name }),
    description: t("exhibition.pageDescription", {
      event: event.name,
      date: event.dateText,
      location: event.location,
      description: event.description,
    }),
    alternates,
    openGraph: {
      ...openGraph,
      title: event.name,
      description: event.description,
      type: "website",
      images: [{ url: eventImageUrl(event.image), width: 1200, height: 800, alt: event.name }],
    },
  };
}

export async function EventPage({ id, route }: { id: string; route: EventRoute }) {
  const locale = await getLocale();
  const data = await load(id, locale);
  if (!data) notFound();
  const { event, sections } = data;
  const [plan, program] = await Promise.all([floorPlan(event.guid), getProgram(event.guid)]);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    inLanguage: HTML_LANG[locale],
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(eventImageUrl(event.image))],
    url: absoluteUrl(localePath(locale, `/details/${event.guid}`)),
    location: { "@type": "Place", name: event.location, address: event.address },
    organizer: {
      "@type": "Organization",
      name: FOUNDATION_NAME,
      url: absoluteUrl(localePath(locale, "/home")),
    },
  };
  return (
    <>
      {route === "details" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
        />
      )}
      <ExhibitionScreen
        event={event}
        sections={sections}
        heading={heading(route, locale)}
        floorPlan={plan}
        {...(program?.performances.length ? { programPath: programPath(event.guid) } : {})}
      />
    </>
  );
}
