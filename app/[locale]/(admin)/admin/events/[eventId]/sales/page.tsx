import {
  EditorEventHeader,
  eventPageData,
  eventReturnPath,
} from "@/components/admin/event-console-page";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { SalesList } from "@/components/admin/sales-list";
import { eventSalesList } from "@/lib/sales/sales";

type Props = { params: Promise<{ eventId: string }> };

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
    <ConsolePage heading="Food vendors' sales" gap={4} path={eventReturnPath(params, "/sales")}>
      <Sales params={params} />
    </ConsolePage>
  );
}
