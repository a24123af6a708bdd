import { AddonEditor } from "@/components/admin/addon-editor";
import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { addonConsole } from "@/lib/addons/catalogue";
import { addonOf } from "@/lib/addons/resource";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Add-ons and deposits");

async function Editor({ params }: Props) {
  const { event, addons } = await eventPageData(params, addonConsole);
  return (
    <>
      <EditorEventHeader event={event}>
        <ConsoleLink href={`/admin/events/${event.id}/requirements`}>Requirements</ConsoleLink>
      </EditorEventHeader>
      <AddonEditor
        eventId={event.id}
        addons={addons.map(addonOf)}
        deposits={{
          depositFoodCents: event.depositFoodCents,
          depositOtherCents: event.depositOtherCents,
        }}
      />
    </>
  );
}

export default function AdminAddonsPage({ params }: Props) {
  return (
    <EventConsolePage heading="Add-ons and deposits" gap={4} params={params} tail="/addons">
      <Editor params={params} />
    </EventConsolePage>
  );
}
