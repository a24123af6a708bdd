import { ComplianceSummary } from "@/components/admin/compliance-summary";
import { EventDashboardView } from "@/components/admin/event-dashboard";
import { eventPageData } from "@/components/admin/event-console-page";
import {
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { AnnouncementForm } from "@/components/admin/announcement-form";
import { EventCopyForm } from "@/components/admin/event-copy-form";
import { FeatureCopyNotice, type FeatureNotice } from "@/components/admin/feature-copy-notice";
import { EventReports } from "@/components/admin/event-reports";
import { EventExports } from "@/components/admin/export-links";
import { HomeFeatureForm } from "@/components/admin/home-feature-form";
import { eventDashboard } from "@/lib/console/dashboard";
import { adminEventOf } from "@/lib/events/resource";
import { adminEvent, featureOffer } from "@/lib/events/editing";
import { TORONTO_TIME_ZONE } from "@/lib/i18n/locales";
import { torontoDay } from "@/lib/i18n/toronto-time";
import { complianceMatrix } from "@/lib/requirements/compliance";
import { complianceOf } from "@/lib/requirements/resource/compliance";

const longDay = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeZone: TORONTO_TIME_ZONE,
});

/** On the newest copy of a festival, until it is featured: the offer to feature it, or null. */
async function featureNotice(event: {
  id: number;
  featured: boolean;
  endsAt: Date;
}): Promise<FeatureNotice | null> {
  const offer = await featureOffer(event);
  if (!offer) return null;
  return {
    reason: offer.reason,
    featuredName: offer.featured?.name ?? null,
    endedOn: offer.featured ? longDay.format(offer.featured.endsAt) : null,
  };
}

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Event dashboard");

/** The event's dashboard; a malformed or unknown id is the not-found page. */
async function Dashboard({ params }: EventPageProps) {
  const dashboard = await eventPageData(params, eventDashboard);
  const detail = await adminEvent(dashboard.event.id);
  const event = adminEventOf(detail);
  const notice = await featureNotice(detail);
  const compliance =
    dashboard.seats === null ? complianceOf(await complianceMatrix(dashboard.event.id)) : null;
  return (
    <>
      {notice && (
        <div className="mb-6">
          <FeatureCopyNotice
            eventId={detail.id}
            eventName={detail.name}
            draft={detail.status === "DRAFT"}
            notice={notice}
          />
        </div>
      )}
      <EventDashboardView dashboard={dashboard} />
      <div className="mt-6 space-y-6">
        {compliance && <ComplianceSummary matrix={compliance} />}
        <EventReports eventId={dashboard.event.id} />
        <EventExports eventId={dashboard.event.id} hasSeating={dashboard.seats !== null} />
        <HomeFeatureForm eventId={dashboard.event.id} initial={event} />
        <AnnouncementForm eventId={dashboard.event.id} />
        <EventCopyForm source={event} today={torontoDay(new Date())} />
      </div>
    </>
  );
}

export default function AdminEventPage({ params }: EventPageProps) {
  return (
    <EventConsolePage heading="Event dashboard" gap={6} params={params}>
      <Dashboard params={params} />
    </EventConsolePage>
  );
}
