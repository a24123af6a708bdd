import type { Metadata } from "next";
import { EventDashboardView } from "@/components/admin/event-dashboard";
import { EventList } from "@/components/admin/event-list";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { consoleEvents, eventDashboard } from "@/lib/console/dashboard";

export const metadata: Metadata = {
  title: "Organiser console",
  robots: { index: false, follow: false },
};

/** Every event; with exactly one ACTIVE event, its dashboard too. */
async function ConsoleHome() {
  const events = await consoleEvents();
  const active = events.filter((e) => e.status === "ACTIVE");
  const dashboard = active.length === 1 ? await eventDashboard(active[0]!.id) : null;
  return (
    <div className="space-y-10">
      <EventList events={events} caption="Events" />
      {dashboard && <EventDashboardView dashboard={dashboard} />}
    </div>
  );
}

export default function AdminHomePage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Dashboard</h1>
      <OrganiserOnly path="/admin">
        <ConsoleHome />
      </OrganiserOnly>
    </>
  );
}
