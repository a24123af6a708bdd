import type { Metadata } from "next";
import { EventEditor } from "@/components/admin/event-editor";
import { eventPageData, eventReturnPath } from "@/components/admin/event-console-page";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { adminEventDetailOf } from "@/lib/events/resource";
import { adminEvent } from "@/lib/events/editing";
import { DEFAULT_EVENT_IMAGE, eventImageFiles } from "@/lib/events/image-files";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata: Metadata = {
  title: "Edit event · Organiser console",
  robots: { index: false, follow: false },
};

/** The event in the editor, as the API shows it; a malformed or unknown id is the not-found page. */
async function Editor({ params }: Props) {
  const [event, images] = await eventPageData(params, (eventId) =>
    Promise.all([adminEvent(eventId), eventImageFiles()]),
  );
  return (
    <EventEditor
      event={adminEventDetailOf(event)}
      images={images}
      defaultImage={DEFAULT_EVENT_IMAGE}
    />
  );
}

export default function AdminEditEventPage({ params }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Edit event</h1>
      <OrganiserOnly path={eventReturnPath(params, "/edit")}>
        <Editor params={params} />
      </OrganiserOnly>
    </>
  );
}
