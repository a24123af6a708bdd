import { EventList } from "@/components/admin/event-list";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { consoleEvents } from "@/lib/console/dashboard";

export const metadata = consoleMetadata("Events");

async function Events() {
  return <EventList events={await consoleEvents()} caption="All events, drafts included" />;
}

export default function AdminEventsPage() {
  return (
    <ConsolePage heading="Events" gap={6} path="/admin/events">
      <Events />
    </ConsolePage>
  );
}
