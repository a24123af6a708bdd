import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { SeatingEditor } from "@/components/admin/seating-editor";
import { seatingEditorData } from "@/lib/seats/seating-plan";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Seating");

/** The seated event's seats and plan; a malformed or unknown id is the not-found page. */
async function Editor({ params }: Props) {
  const data = await eventPageData(params, seatingEditorData);
  const { event } = data;
  return (
    <>
      <EditorEventHeader event={event}>
        {event.status === "ACTIVE" && (
          // /stage shows the first ACTIVE seated event by date
          <ConsoleLink href="/stage">Stage page</ConsoleLink>
        )}
      </EditorEventHeader>
      {event.hasSeating ? (
        <SeatingEditor data={data} />
      ) : (
        <p className="card p-6">
          {event.name} has booths, not seats.{" "}
          <ConsoleLink href={`/admin/events/${event.id}/booths`}>
            Edit its booths and sections
          </ConsoleLink>
        </p>
      )}
    </>
  );
}

export default function AdminSeatingPage({ params }: Props) {
  return (
    <EventConsolePage heading="Seating" gap={4} params={params} tail="/seating">
      <Editor params={params} />
    </EventConsolePage>
  );
}
