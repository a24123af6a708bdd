import { EventEditor } from "@/components/admin/event-editor";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { DEFAULT_EVENT_IMAGE, eventImageFiles } from "@/lib/events/image-files";

export const metadata = consoleMetadata("New event");

async function NewEvent() {
  return (
    <EventEditor event={null} images={await eventImageFiles()} defaultImage={DEFAULT_EVENT_IMAGE} />
  );
}

export default function AdminNewEventPage() {
  return (
    <ConsolePage
      heading="New event"
      gap={2}
      path="/admin/events/new"
      intro={
        <p className="mb-6 text-ink-soft">
          A new event starts as a draft that only organisers see. Create it, add its booths, then
          make it Active and open booking when it is ready.
        </p>
      }
    >
      <NewEvent />
    </ConsolePage>
  );
}
