import Link from "next/link";
import type { FloorPlanSource } from "@/lib/events/media";
import { drawnPlan, packBoothRows, packPlan, planBoothRows } from "@/lib/plans/drawing";
import type { PlanAnswer } from "@/lib/plans/resource";
import { getT } from "@/lib/i18n/page-locale";
import { langOf, type LocalizedEvent, type LocalizedSection } from "@/lib/i18n/localize";
import { getVendorDirectory } from "@/lib/listings/public-data";
import { EventImage } from "./event-image";
import { FloorPlanToggle } from "./floor-plan-toggle";
import { ExhibitionPlan } from "./plan/exhibition-plan";
import { SectionTabs } from "./section-tabs";

/** The exhibitions screen, shared by /exhibitions/{guid} and /details/{guid}. */
export async function ExhibitionScreen({
  event,
  sections,
  heading,
  floorPlan,
  plan = null,
  programPath,
}: {
  event: LocalizedEvent;
  sections: LocalizedSection[];
  heading: string;
  /** What the Show/Hide Floor Plan toggle shows: an uploaded plan, or the drawn one. */
  floorPlan: FloorPlanSource;
  /** The event's plan, drawn under the toggle instead of the image when it has one. */
  plan?: PlanAnswer | null;
  /** The event's program page, when it has performances. */
  programPath?: string;
}) {
  const { t, locale, href } = await getT();
  // the vendor directory is linked once a vendor is listed in it
  const listed = ((await getVendorDirectory(event.guid))?.vendors.length ?? 0) > 0;
  return (
    <div className="page">
      <p className="font-semibold tracking-widest text-crimson uppercase">{heading}</p>
      <div className="mt-2 grid gap-6 md:grid-cols-[2fr_1fr]">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl" lang={langOf(event, "name")}>
            {event.name}
          </h1>
          <p className="mt-2 text-lg font-semibold text-ink-soft" lang={langOf(event, "dateText")}>
            {event.dateText}
          </p>
          <p className="mt-1 text-ink-soft">
            <span lang={langOf(event, "location")}>{event.location}</span> ·{" "}
            {/* The street address is kept in English, as it is written on the venue. */}
            <bdi lang={locale === "ar" ? "en" : undefined}>{event.address}</bdi>
          </p>
          <p className="mt-3 text-ink-soft" lang={langOf(event, "description")}>
            {event.description}
          </p>
          <p className="mt-2 text-sm text-ink-muted" lang={langOf(event, "details")}>
            {event.details}
          </p>
          {listed && (
            <p className="mt-3">
              <Link
                href={href(`/vendors/${event.guid}`)}
                className="font-semibold text-teal underline"
              >
                {t("vendorsGuide.eventLink")}
              </Link>
            </p>
          )}
          {programPath && (
            <p className="mt-4">
              <Link href={href(programPath)} className="btn-secondary">
                {t("program.link")}
              </Link>
            </p>
          )}
        </div>
        <EventImage
          image={event.image}
          name={event.name}
          priority
          className="rounded-2xl"
          sizes="(min-width: 768px) 33vw, 100vw"
        />
      </div>
      {sections.length > 0 ? (
        <>
          <FloorPlanToggle
            plan={floorPlan}
            eventName={event.name}
            drawing={
              plan ? (
                <ExhibitionPlan
                  plan={packPlan(drawnPlan(plan, locale))}
                  event={{ guid: event.guid, name: event.name }}
                  rows={packBoothRows(
                    planBoothRows(
                      plan,
                      sections,
                      { bookingOpen: event.bookingOpen, salesEnded: event.boothSalesEnded },
                      locale,
                    ),
                  )}
                  bookingOpen={event.bookingOpen}
                  salesEnded={event.boothSalesEnded}
                />
              ) : undefined
            }
          />
          <SectionTabs
            event={{ guid: event.guid, name: event.name }}
            bookingOpen={event.bookingOpen}
            salesEnded={event.boothSalesEnded}
            sections={sections.map((s) => ({
              name: s.name,
              inclusions: s.inclusions,
              ...(s.english.length ? { english: s.english } : {}),
              // Each booth as read, less its section's name (the tab carries it once).
              booths: s.booths.map(({ sectionName: _sectionName, ...booth }) => booth),
            }))}
          />
        </>
      ) : event.hasSeating ? (
        <div className="mt-8 card p-6">
          <p className="text-lg font-semibold">{t("exhibition.seatedShow")}</p>
          <Link href={href("/stage")} className="mt-4 btn-primary">
            {t("exhibition.chooseSeats")}
          </Link>
        </div>
      ) : (
        <p className="mt-8 card p-6 text-ink-soft">{t("exhibition.noBooths")}</p>
      )}
    </div>
  );
}
