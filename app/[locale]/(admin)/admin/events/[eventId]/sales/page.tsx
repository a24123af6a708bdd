import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";
import { SalesList } from "@/components/admin/sales-list";
import { eventSalesList } from "@/lib/sales/sales";

type Props = EventPageProps;

// Any event id may come here (none is known when the site is built): rendered for each request.
export const instant = false;

export const metadata = consoleMetadata("Food vendors' sales");

async function Sales({ params }: Props) {
  const list = await eventPageData(params, eventSalesList);
  return (
    <>
      <EditorEventHeader
        event={{ id: list.eventId, name: list.eventName, status: list.eventStatus }}
      />
      <SalesList list={list} />
    </>
  );
}

export default function AdminSalesPage({ params }: Props) {
  return (
    <EventConsolePage heading="Food vendors' sales" gap={4} params={params} tail="/sales">
      <Sales params={params} />
    </EventConsolePage>
  );
}
