import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import { BookingAndPublicPage } from "@/components/admin/format";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { PlanEditor } from "@/components/admin/plan-editor/plan-editor";
import { adminEvent } from "@/lib/events/editing";
import { getT } from "@/lib/i18n/page-locale";
import { planEditor } from "@/lib/plans/editing";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Floor plan");

/**
 * The event's floor plan in the editor; a malformed or unknown event id is the not-found page.
 * The plan and the event's booths come with the page, so the editor arrives drawn.
 */
async function Editor({ params }: Props) {
  const event = await eventPageData(params, adminEvent);
  const data = await planEditor(event.id);
  return (
    <>
      <EditorEventHeader event={event}>
        <BookingAndPublicPage event={event} />
        <ConsoleLink href={`/admin/events/${event.id}/booths`}>Booths and sections</ConsoleLink>
      </EditorEventHeader>
      <PlanEditor eventId={event.id} data={data} />
    </>
  );
}

export default async function AdminPlanPage({ params }: Props) {
  const { t } = await getT();
  return (
    <EventConsolePage heading={t("planEditor.heading")} gap={4} params={params} tail="/plan">
      <Editor params={params} />
    </EventConsolePage>
  );
}
