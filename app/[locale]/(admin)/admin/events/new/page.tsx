import { EventEditor } from "@/components/admin/event-editor";
import { MoreWords } from "@/components/locale-provider";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { DEFAULT_EVENT_IMAGE, eventImageFiles } from "@/lib/events/image-files";

export const metadata = consoleMetadata("New event");

async function NewEvent() {
  return (
    // the editor previews the event's Arabic page as well as its English one
    <MoreWords locale="ar">
      <EventEditor
        event={null}
        images={await eventImageFiles()}
        defaultImage={DEFAULT_EVENT_IMAGE}
      />
    </MoreWords>
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
