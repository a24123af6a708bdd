import type { Metadata } from "next";
import { EventList } from "@/components/admin/event-list";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { consoleEvents } from "@/lib/console/dashboard";

export const metadata: Metadata = {
  title: "Events · Organiser console",
  robots: { index: false, follow: false },
};

async function Events() {
  return <EventList events={await consoleEvents()} caption="All events, drafts included" />;
}

export default function AdminEventsPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Events</h1>
      <OrganiserOnly path="/admin/events">
        <Events />
      </OrganiserOnly>
    </>
  );
}
