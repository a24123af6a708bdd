import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { WaitlistLine } from "@/components/admin/waitlist-line";
import { adminEvent } from "@/lib/events/editing";
import { getT } from "@/lib/i18n/page-locale";
import { eventWaitlist } from "@/lib/waitlist/line";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Waitlist");

/** The seated show's line; an unknown or unseated event is the not-found page. */
async function Line({ params }: Props) {
  const event = await eventPageData(params, adminEvent);
  const line = await eventPageData(params, eventWaitlist);
  const { t } = await getT();
  return (
    <>
      <EditorEventHeader event={event}>
        <ConsoleLink href={`/admin/events/${event.id}/seating`}>
          {t("waitlist.console.seating")}
        </ConsoleLink>
      </EditorEventHeader>
      <WaitlistLine line={line} />
    </>
  );
}

export default async function AdminWaitlistPage({ params }: Props) {
  const { t } = await getT();
  return (
    <EventConsolePage
      heading={t("waitlist.console.heading")}
      gap={4}
      params={params}
      tail="/waitlist"
    >
      <Line params={params} />
    </EventConsolePage>
  );
}
