import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StageShow } from "@/components/seats/stage-show";
import { getT } from "@/lib/i18n/page-locale";
import { localizeFields } from "@/lib/i18n/localize";
import { getSeatShow, seatShowGuids } from "@/lib/site/public-data";
import { pageMetadata } from "@/lib/site/seo";

// A seated show's own page, for a show beside the stage's (/stage): the same seat picker, and its
// waitlist once it is sold out. The events page links each seated show here.

type Props = { params: Promise<{ guid: string }> };

export async function generateStaticParams(): Promise<{ guid: string }[]> {
  const guids = await seatShowGuids();
  // the build needs one page to prerender; an unknown show is a 404
  return (guids.length ? guids : ["none"]).map((guid) => ({ guid }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t, locale } = await getT();
  const { guid } = await params;
  const show = await getSeatShow(guid);
  if (!show) return { title: t("pages.stage.title") };
  const event = localizeFields(show.event, ["name", "dateText", "location"] as const, locale);
  return pageMetadata(locale, `/stage/${guid}`, {
    title: event.name,
    description: t("pages.stage.showDescription", {
      event: event.name,
      date: event.dateText,
      location: event.location,
    }),
  });
}

export default async function SeatShowPage({ params }: Props) {
  const { guid } = await params;
  const show = await getSeatShow(guid);
  if (!show) notFound();
  return <StageShow stage={show} path={`/stage/${guid}`} />;
}
