import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PerformanceView } from "@/components/program/performance-view";
import { getT } from "@/lib/i18n/page-locale";
import { festivalWords, performanceAt, performanceStaticParams } from "@/lib/program/pages";
import { performanceShareCard } from "@/lib/program/share-card";
import { performancePath, showPerformance } from "@/lib/program/view";
import { dayLabel, dayOfTime, timeLabel } from "@/lib/program/words";
import { pageMetadata } from "@/lib/site/seo";

type Props = { params: Promise<{ id: string; performanceId: string }> };

/** Prerender the performances known at build; others render on first request and are cached. */
export const generateStaticParams = performanceStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t, locale } = await getT();
  const { id, performanceId } = await params;
  const found = await performanceAt(id, performanceId);
  if (!found) return { title: t("program.notFound") };
  const words = festivalWords(found.program.event, locale);
  const p = showPerformance(found.performance, locale);
  return pageMetadata(locale, performancePath(found.program.event.guid, p.performanceId), {
    title: t("program.performance.pageTitle", { title: p.title.text, event: words.name }),
    description: t("program.performance.pageDescription", {
      title: p.title.text,
      day: dayLabel(dayOfTime(p.startsAt), locale),
      time: timeLabel(p.startsAt, locale),
      stage: p.stage.text,
      event: words.name,
    }),
    socialTitle: p.title.text,
    share: {
      folder: "/[locale]/(site)/program/[id]/[performanceId]",
      params: { id: found.program.event.guid, performanceId: String(p.performanceId) },
      card: performanceShareCard(found.program, found.performance, locale),
    },
  });
}

export default async function PerformancePage({ params }: Props) {
  const { id, performanceId } = await params;
  const found = await performanceAt(id, performanceId);
  if (!found) notFound();
  return <PerformanceView program={found.program} performance={found.performance} />;
}
