import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { VendorTagsEditor } from "@/components/admin/vendor-tags-editor";
import { adminEvent } from "@/lib/events/editing";
import { vendorTagsOf } from "@/lib/listings/listings";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Vendor tags");

async function Editor({ params }: Props) {
  const { event, tags } = await eventPageData(params, async (eventId) => ({
    event: await adminEvent(eventId),
    tags: (await vendorTagsOf(eventId)).tags,
  }));
  return (
    <>
      <EditorEventHeader event={event}>
        <ConsoleLink href={`/admin/events/${event.id}/booths`}>Booths & sections</ConsoleLink>
        <ConsoleLink href={`/vendors/${event.guid}`}>The vendor directory</ConsoleLink>
      </EditorEventHeader>
      <VendorTagsEditor eventId={event.id} tags={tags} />
    </>
  );
}

export default function AdminVendorTagsPage({ params }: Props) {
  return (
    <EventConsolePage heading="Vendor tags" gap={4} params={params} tail="/vendor-tags">
      <Editor params={params} />
    </EventConsolePage>
  );
}
