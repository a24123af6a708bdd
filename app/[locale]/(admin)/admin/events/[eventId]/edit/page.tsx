import { EventEditor } from "@/components/admin/event-editor";
import { MoreWords } from "@/components/locale-provider";
import { eventPageData } from "@/components/admin/event-console-page";
import {
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { adminEventDetailOf } from "@/lib/events/resource";
import { adminEvent } from "@/lib/events/editing";
import { DEFAULT_EVENT_IMAGE, eventImageFiles } from "@/lib/events/image-files";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Edit event");

/** The event in the editor, as the API shows it; a malformed or unknown id is the not-found page. */
async function Editor({ params }: Props) {
  const [event, images] = await eventPageData(params, (eventId) =>
    Promise.all([adminEvent(eventId), eventImageFiles()]),
  );
  return (
    // the editor previews the event's Arabic page as well as its English one
    <MoreWords locale="ar">
      <EventEditor
        event={adminEventDetailOf(event)}
        images={images}
        defaultImage={DEFAULT_EVENT_IMAGE}
      />
    </MoreWords>
  );
}

export default function AdminEditEventPage({ params }: Props) {
  return (
    <EventConsolePage heading="Edit event" gap={6} params={params} tail="/edit">
      <Editor params={params} />
    </EventConsolePage>
  );
}
