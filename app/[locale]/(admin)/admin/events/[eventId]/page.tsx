import type { Metadata } from "next";
import { Suspense } from "react";
import { EventDashboardView } from "@/components/admin/event-dashboard";
import { eventPageData, eventReturnPath } from "@/components/admin/event-page";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { AnnouncementForm } from "@/components/admin/announcement-form";
import { EventReportsView } from "@/components/admin/event-reports";
import { eventBooks, eventDashboard } from "@/lib/admin/dashboard";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata: Metadata = {
  title: "Event dashboard · Organiser console",
  robots: { index: false, follow: false },
};

/** The event's dashboard; a malformed or unknown id is the not-found page. */
async function Dashboard({ params }: Props) {
  const dashboard = await eventPageData(params, eventDashboard);
  return (
    <>
      <EventDashboardView dashboard={dashboard} />
      <div className="mt-6">
        <AnnouncementForm eventId={dashboard.event.id} />
      </div>
    </>
  );
}

/** The figures for the books, streamed in after the dashboard (they read every payment). */
async function Books({ params }: Props) {
  return <EventReportsView reports={await eventPageData(params, eventBooks)} />;
}

export default function AdminEventPage({ params }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Event dashboard</h1>
      <OrganiserOnly path={eventReturnPath(params)}>
        <Dashboard params={params} />
        <div className="mt-6">
          <Suspense fallback={<p role="status">Loading the figures for the books…</p>}>
            <Books params={params} />
          </Suspense>
        </div>
      </OrganiserOnly>
    </>
  );
}
