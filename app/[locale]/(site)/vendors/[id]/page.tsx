import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VendorMap } from "@/components/plan/vendor-map";
import { VendorDirectoryView } from "@/components/vendors/vendor-directory";
import { guidSchema } from "@/lib/http/public-fields";
import { nameIn } from "@/lib/i18n/localize";
import { getT } from "@/lib/i18n/page-locale";
import { findVendors } from "@/lib/listings/directory";
import { getPublicPlan } from "@/lib/plans/public-data";
import { getVendorDirectory } from "@/lib/listings/public-data";
import { TAG_KEY } from "@/lib/listings/resource";
import { pageMetadata } from "@/lib/site/seo";
import { vendorsCard } from "@/lib/site/share-previews";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The search (?q=, ?tag=) is read on the server, so the form works without JavaScript: the page
// is rendered for each request from the cached directory, whole (no prerendered shell).
export const instant = false;

/** The festival's directory (cached), or null for an unknown, draft or seated event. */
async function directoryOf(id: string) {
  const guid = guidSchema.safeParse(id);
  const directory = guid.success ? await getVendorDirectory(guid.data) : null;
  return directory && !directory.event.hasSeating ? directory : null;
}

/** One value of a query parameter: the first, when it is given more than once. */
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

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

export default async function VendorsPage({ params, searchParams }: Props) {
  const directory = await directoryOf((await params).id);
  if (!directory) notFound();
  const raw = await searchParams;
  const q = first(raw.q).trim().slice(0, 200);
  // a tag not on the festival's list is no filter
  const asked = first(raw.tag);
  const tag =
    TAG_KEY.test(asked) && directory.tags.some((t) => t.key === asked) ? asked : undefined;
  const vendors = findVendors(directory.vendors, { q, tag });
  const plan = await getPublicPlan(directory.event.guid);
  // A search or a tag outlines what it found on the plan; the whole list outlines nothing.
  const highlighted = q || tag ? vendors.flatMap((v) => v.booths.map((b) => b.boothId)) : [];
  return (
    <VendorDirectoryView
      directory={directory}
      vendors={vendors}
      query={{ q, tag }}
      map={
        plan && (
          <VendorMap
            plan={plan}
            // On the map as on its card: the operating name, with the company's below when it differs.
            vendors={directory.vendors.map(({ vendorId, lob, name, booths }) => ({
              vendorId,
              name: lob,
              lob: name === lob ? null : name,
              booths,
            }))}
            highlighted={highlighted}
          />
        )
      }
    />
  );
}
