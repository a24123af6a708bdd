import type { Metadata } from "next";
import { EventPage, eventMetadata, eventStaticParams } from "@/components/public-event-page";

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = eventStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return eventMetadata((await params).id, "exhibitions");
}

export default async function ExhibitionsPage({ params }: Props) {
  return <EventPage id={(await params).id} route="exhibitions" />;
}
