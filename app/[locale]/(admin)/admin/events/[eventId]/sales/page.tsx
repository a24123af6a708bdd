import type { Metadata } from "next";
import {
  EditorEventHeader,
  eventPageData,
  eventReturnPath,
} from "@/components/admin/event-console-page";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { SalesList } from "@/components/admin/sales-list";
import { eventSalesList } from "@/lib/sales/sales";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built): rendered for each request.
export const instant = false;

export const metadata: Metadata = {
  title: "Food vendors' sales · Organiser console",
  robots: { index: false, follow: false },
};

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
    <>
      <h1 className="mb-4 text-3xl font-bold">Food vendors&apos; sales</h1>
      <OrganiserOnly path={eventReturnPath(params, "/sales")}>
        <Sales params={params} />
      </OrganiserOnly>
    </>
  );
}
