import { BoothEditor } from "@/components/admin/booth-editor";
import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import { BookingAndPublicPage } from "@/components/admin/format";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { boothEditorData } from "@/lib/booths/editor-data";
import { eventIdSchema } from "@/lib/http/public-fields";

type Props = EventPageProps & {
  searchParams: Promise<{ section?: string | string[]; booths?: string | string[] }>;
};

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Booths and sections");

/**
 * The event's sections and booths in the editor, with the section `?section=` names open (the
 * first one when it names none of the event's), listing all its booths with `&booths=all`; a
 * malformed or unknown event id is the not-found page.
 */
async function Editor({ params, searchParams }: Props) {
  const query = await searchParams;
  const section = eventIdSchema.safeParse(query.section);
  const data = await eventPageData(params, (eventId) =>
    boothEditorData(eventId, {
      sectionId: section.success ? section.data : undefined,
      allBooths: query.booths === "all",
    }),
  );
  const { event } = data;
  return (
    <>
      <EditorEventHeader event={event}>
        <BookingAndPublicPage event={event} />
      </EditorEventHeader>
      {event.hasSeating ? (
        <p className="card p-6">
          {event.name} is a seated event: it has a seat plan instead of booth sections.{" "}
          <ConsoleLink href={`/admin/events/${event.id}/seating`}>Edit its seating</ConsoleLink>
        </p>
      ) : (
        <BoothEditor data={data} />
      )}
    </>
  );
}

export default function AdminBoothsPage({ params, searchParams }: Props) {
  return (
    <EventConsolePage heading="Booths and sections" gap={4} params={params} tail="/booths">
      <Editor params={params} searchParams={searchParams} />
    </EventConsolePage>
  );
}
