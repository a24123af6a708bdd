import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";
import { floorPlanSource } from "@/lib/events/media";
import { TAGS } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/locales";
import { getLocale } from "@/lib/i18n/page-locale";
import { localizeEvent, localizeSection } from "@/lib/i18n/localize";
import { translator } from "@/lib/i18n/messages";
import { guidSchema } from "@/lib/http/public-fields";
import { boothEventGuids, getEventWithSections, getTicketSales } from "@/lib/site/public-data";
import { eventPageHeading, eventPageMetadata, type EventRoute } from "@/lib/site/seo";
import { eventJsonLd, jsonLdHtml, ticketOffers, ticketsUrl } from "@/lib/site/structured-data";
import { getPublicPlan } from "@/lib/plans/public-data";
import { programPath } from "@/lib/program/view";
import { getProgram } from "@/lib/program/public-data";
import { ExhibitionScreen } from "./exhibition-screen";

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
  const data = await load(id, locale);
  if (!data) return { title: translator(locale)("exhibition.notFound") };
  return eventPageMetadata(data.event, route, locale);
}

export async function EventPage({ id, route }: { id: string; route: EventRoute }) {
  const locale = await getLocale();
  const data = await load(id, locale);
  if (!data) notFound();
  const { event, sections } = data;
  const [plan, drawnPlan, program] = await Promise.all([
    floorPlan(event.guid),
    getPublicPlan(event.guid),
    getProgram(event.guid),
  ]);
  // A ticketed (seated) event's tickets are offered on its structured data; booths are not.
  const sales = route === "details" && event.hasSeating ? await getTicketSales(event.id) : null;
  const jsonLd = eventJsonLd(event, locale, sales && ticketOffers(sales, ticketsUrl(locale)));
  return (
    <>
      {route === "details" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdHtml(jsonLd) }}
        />
      )}
      <ExhibitionScreen
        event={event}
        sections={sections}
        heading={eventPageHeading(route, locale)}
        floorPlan={plan}
        plan={drawnPlan}
        {...(program?.performances.length ? { programPath: programPath(event.guid) } : {})}
      />
    </>
  );
}
