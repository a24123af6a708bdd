import type { Metadata } from "next";
import { StageShow } from "@/components/seats/stage-show";
import { getT } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";
import { stageCard } from "@/lib/site/share-previews";
import { getStage } from "@/lib/site/public-data";
export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/stage", {
    title: t("pages.stage.title"),
    description: t("pages.stage.description"),
    socialTitle: t("pages.stage.socialTitle"),
    share: { folder: "/[locale]/(site)/stage", card: await stageCard(locale) },
  });
}

export default async function StagePage() {
  return <StageShow stage={await getStage()} />;
}
