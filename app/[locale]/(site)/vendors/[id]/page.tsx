import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VendorDirectoryFromAddress } from "@/components/vendors/vendor-directory";
import { guidSchema } from "@/lib/http/public-fields";
import { nameIn } from "@/lib/i18n/localize";
import { getT } from "@/lib/i18n/page-locale";
import { getPublicPlan } from "@/lib/plans/public-data";
import { directoryPage } from "@/lib/listings/page";
import { getVendorDirectory } from "@/lib/listings/public-data";
import { boothEventGuids } from "@/lib/site/public-data";
import { pageMetadata } from "@/lib/site/seo";
import { vendorsCard } from "@/lib/site/share-previews";

type Props = { params: Promise<{ id: string }> };

// Built for every festival with booths, as its exhibitions page is; another is rendered when
// first asked and cached the same way. (Not the event pages' own function: its module brings
// their client components into this page's.)
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return (await boothEventGuids()).map((id) => ({ id }));
}

/** The festival's directory (cached), or null for an unknown, draft or seated event. */
async function directoryOf(id: string) {
  const guid = guidSchema.safeParse(id);
  const directory = guid.success ? await getVendorDirectory(guid.data) : null;
  return directory && !directory.event.hasSeating ? directory : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t, locale } = await getT();
  const directory = await directoryOf((await params).id);
  if (!directory) return { title: t("exhibition.notFound") };
  const event = nameIn(locale, directory.event.name, directory.event.nameAr);
  return pageMetadata(locale, `/vendors/${directory.event.guid}`, {
    title: t("vendorsGuide.pageTitle", { event }),
    description: t("vendorsGuide.pageDescription", { event }),
    socialTitle: t("vendorsGuide.pageTitle", { event }),
    share: {
      folder: "/[locale]/(site)/vendors/[id]",
      params: { id: directory.event.guid },
      card: await vendorsCard(directory.event.guid, locale),
    },
  });
}

export default async function VendorsPage({ params }: Props) {
  const directory = await directoryOf((await params).id);
  if (!directory) notFound();
  const { locale } = await getT();
  const plan = await getPublicPlan(directory.event.guid);
  // The server's HTML is the whole directory; in the browser the address's query filters it.
  return <VendorDirectoryFromAddress directory={directoryPage(directory, plan, locale)} />;
}
