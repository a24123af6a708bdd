import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { t } from "@/lib/messages";
import { absoluteUrl, FOUNDATION_NAME } from "@/lib/site";
import { guidSchema } from "@/lib/validation";
import { boothEventGuids, getEventWithSections } from "@/lib/public-data";
import { ExhibitionScreen } from "./exhibition-screen";

export type EventRoute = "details" | "exhibitions";

/** The page's own name, shown above the event and first in its title. */
const heading = (route: EventRoute) =>
  route === "details" ? t("exhibition.detailsHeading") : t("exhibition.exhibitionsHeading");

async function load(id: string) {
  const guid = guidSchema.safeParse(id);
  return guid.success ? getEventWithSections(guid.data) : null;
}

/** Prerender the known events at build; others render on first request and are then cached. */
export async function eventStaticParams(): Promise<{ id: string }[]> {
  return (await boothEventGuids()).map((id) => ({ id }));
}

export async function eventMetadata(id: string, route: EventRoute): Promise<Metadata> {
  const data = await load(id);
  if (!data) return { title: t("exhibition.notFound") };
  const { event } = data;
  const path = `/${route}/${event.guid}`;
  return {
    // The page's own title, then the event; the root layout's template adds the site's name.
    title: t("exhibition.pageTitle", { page: heading(route), event: event.name }),
    description: t("exhibition.pageDescription", {
      event: event.name,
      date: event.dateText,
      location: event.location,
      description: event.description,
    }),
    alternates: { canonical: path },
    openGraph: {
      title: event.name,
      description: event.description,
      url: path,
      type: "website",
      images: [{ url: `/images/events/${event.image}`, width: 1200, height: 800, alt: event.name }],
    },
  };
}

export async function EventPage({ id, route }: { id: string; route: EventRoute }) {
  const data = await load(id);
  if (!data) notFound();
  const { event, sections } = data;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(`/images/events/${event.image}`)],
    url: absoluteUrl(`/details/${event.guid}`),
    location: { "@type": "Place", name: event.location, address: event.address },
    organizer: { "@type": "Organization", name: FOUNDATION_NAME, url: absoluteUrl("/home") },
  };
  return (
    <>
      {route === "details" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
        />
      )}
      <ExhibitionScreen event={event} sections={sections} heading={heading(route)} />
    </>
  );
}
