import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { RequirementEditor } from "@/components/admin/requirement-editor";
import { contractEvent } from "@/lib/requirements/compliance";
import { eventRequirements } from "@/lib/requirements/office";
import { requirementOf } from "@/lib/requirements/resource/requirement";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Requirements");

async function Editor({ params }: Props) {
  const { event, requirements } = await eventPageData(params, async (eventId) => ({
    event: await contractEvent(eventId),
    requirements: (await eventRequirements(eventId)).map(requirementOf),
  }));
  return (
    <>
      <EditorEventHeader event={event}>
        <ConsoleLink href={`/admin/events/${event.id}/compliance`}>Compliance</ConsoleLink>
        <ConsoleLink href={`/admin/documents?eventId=${event.id}`}>Documents to review</ConsoleLink>
      </EditorEventHeader>
      <RequirementEditor eventId={event.id} requirements={requirements} />
    </>
  );
}

export default function AdminRequirementsPage({ params }: Props) {
  return (
    <EventConsolePage heading="Requirements" gap={4} params={params} tail="/requirements">
      <Editor params={params} />
    </EventConsolePage>
  );
}
