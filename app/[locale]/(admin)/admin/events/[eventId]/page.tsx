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
import { EventReports } from "@/components/admin/event-reports";
import { EventExports } from "@/components/admin/export-links";
import { HomeFeatureForm } from "@/components/admin/home-feature-form";
import { eventDashboard } from "@/lib/console/dashboard";
import { adminEventOf } from "@/lib/events/resource";
import { adminEvent } from "@/lib/events/editing";
import { complianceMatrix } from "@/lib/requirements/compliance";
import { complianceOf } from "@/lib/requirements/resource/compliance";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Event dashboard");

/** The event's dashboard; a malformed or unknown id is the not-found page. */
async function Dashboard({ params }: Props) {
  const dashboard = await eventPageData(params, eventDashboard);
  const event = adminEventOf(await adminEvent(dashboard.event.id));
  const compliance =
    dashboard.seats === null ? complianceOf(await complianceMatrix(dashboard.event.id)) : null;
  return (
    <>
      <EventDashboardView dashboard={dashboard} />
      <div className="mt-6 space-y-6">
        {compliance && <ComplianceSummary matrix={compliance} />}
        <EventReports eventId={dashboard.event.id} />
        <EventExports eventId={dashboard.event.id} hasSeating={dashboard.seats !== null} />
        <HomeFeatureForm eventId={dashboard.event.id} initial={event} />
        <AnnouncementForm eventId={dashboard.event.id} />
        <EventCopyForm source={event} />
      </div>
    </>
  );
}

export default function AdminEventPage({ params }: Props) {
  return (
    <EventConsolePage heading="Event dashboard" gap={6} params={params}>
      <Dashboard params={params} />
    </EventConsolePage>
  );
}
