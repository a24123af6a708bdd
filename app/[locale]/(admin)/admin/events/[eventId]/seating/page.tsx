import Link from "next/link";
import {
  EditorEventHeader,
  eventPageData,
  eventReturnPath,
} from "@/components/admin/event-console-page";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { SeatingEditor } from "@/components/admin/seating-editor";
import { seatingEditorData } from "@/lib/seats/seating-plan";

type Props = { params: Promise<{ eventId: string }> };

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
          <Link href="/stage" prefetch={false} className="font-semibold text-teal underline">
            Stage page
          </Link>
        )}
      </EditorEventHeader>
      {event.hasSeating ? (
        <SeatingEditor data={data} />
      ) : (
        <p className="card p-6">
          {event.name} has booths, not seats.{" "}
          <Link
            href={`/admin/events/${event.id}/booths`}
            prefetch={false}
            className="font-semibold text-teal underline"
          >
            Edit its booths and sections
          </Link>
        </p>
      )}
    </>
  );
}

export default function AdminSeatingPage({ params }: Props) {
  return (
    <ConsolePage heading="Seating" gap={4} path={eventReturnPath(params, "/seating")}>
      <Editor params={params} />
    </ConsolePage>
  );
}
