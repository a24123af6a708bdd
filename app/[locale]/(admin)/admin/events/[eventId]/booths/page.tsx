import type { Metadata } from "next";
import Link from "next/link";
import { BoothEditor } from "@/components/admin/booth-editor";
import {
  BookingAndPublicPage,
  EditorEventHeader,
  eventPageData,
  eventReturnPath,
} from "@/components/admin/event-page";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { boothEditorData } from "@/lib/admin/booths";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata: Metadata = {
  title: "Booths and sections · Organiser console",
  robots: { index: false, follow: false },
};

/** The event's sections and booths in the editor; a malformed or unknown id is the not-found page. */
async function Editor({ params }: Props) {
  const data = await eventPageData(params, boothEditorData);
  const { event } = data;
  return (
    <>
      <EditorEventHeader event={event}>
        <BookingAndPublicPage event={event} />
      </EditorEventHeader>
      {event.hasSeating ? (
        <p className="card p-6">
          {event.name} is a seated event: it has a seat plan instead of booth sections.{" "}
          <Link
            href={`/admin/events/${event.id}/seating`}
            prefetch={false}
            className="font-semibold text-teal underline"
          >
            Edit its seating
          </Link>
        </p>
      ) : (
        <BoothEditor data={data} />
      )}
    </>
  );
}

export default function AdminBoothsPage({ params }: Props) {
  return (
    <>
      <h1 className="mb-4 text-3xl font-bold">Booths and sections</h1>
      <OrganiserOnly path={eventReturnPath(params, "/booths")}>
        <Editor params={params} />
      </OrganiserOnly>
    </>
  );
}
