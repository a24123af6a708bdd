import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProgramView } from "@/components/program/program-view";
import { getT } from "@/lib/i18n/page-locale";
import { programPath } from "@/lib/program/view";
import { festivalWords, programAt, programStaticParams } from "@/lib/program/pages";
import { programShareCard } from "@/lib/program/share-card";
import { pageMetadata } from "@/lib/site/seo";

type Props = { params: Promise<{ id: string }> };

/** Prerender the programs known at build; others render on first request and are then cached. */
export const generateStaticParams = programStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t, locale } = await getT();
  const program = await programAt((await params).id);
  if (!program) return { title: t("program.notFound") };
  const words = festivalWords(program.event, locale);
  return pageMetadata(locale, programPath(program.event.guid), {
    title: t("program.pageTitle", { event: words.name }),
    description: t("program.pageDescription", {
      event: words.name,
      date: words.dateText,
      location: words.location,
    }),
    socialTitle: t("program.pageTitle", { event: words.name }),
    share: {
      folder: "/[locale]/(site)/program/[id]",
      params: { id: program.event.guid },
      card: programShareCard(program, locale),
    },
  });
}

export default async function ProgramPage({ params }: Props) {
  const program = await programAt((await params).id);
  if (!program) notFound();
  return <ProgramView program={program} />;
}
