import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { ProgramEditor } from "@/components/admin/program-editor";
import { programConsole } from "@/lib/program/office";
import { performanceOf } from "@/lib/program/resource";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Program");

async function Editor({ params }: Props) {
  const { event, days, performances } = await eventPageData(params, programConsole);
  return (
    <>
      <EditorEventHeader event={event}>
        {event.status !== "DRAFT" && performances.length > 0 && (
          <ConsoleLink href={`/program/${event.guid}`}>The program on the site</ConsoleLink>
        )}
      </EditorEventHeader>
      <ProgramEditor
        eventId={event.id}
        days={days}
        performances={performances.map(performanceOf)}
      />
    </>
  );
}

export default function AdminProgramPage({ params }: Props) {
  return (
    <EventConsolePage heading="Program" gap={4} params={params} tail="/program">
      <Editor params={params} />
    </EventConsolePage>
  );
}
