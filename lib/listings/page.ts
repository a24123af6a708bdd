import type { Locale } from "../i18n/locales";
import { nameIn } from "../i18n/localize";
import { drawnPlan, packPlan, type PackedPlan } from "../plans/drawing";
import type { PlanAnswer } from "../plans/resource";
import type { DirectoryVendor, VendorDirectory } from "./directory";
import type { VendorTag } from "./resource";

// The vendor directory as its page, /vendors/{eventGuid}, carries it to the browser in one
// language: each booth's section and the event's name in that language, the plan as that page
// draws it (packed, `packPlan`), and no search text (the browser folds a vendor's text only when
// a visitor searches, `vendorSearchText`). What the page does not show is not sent: the cached
// page stays small. Client-safe and pure.

/** A vendor as the directory's page lists it. */
export type PageVendor = Omit<DirectoryVendor, "searchText" | "booths"> & {
  booths: { boothId: number; boothName: string; section: string }[];
};

export type DirectoryPage = {
  event: { guid: string; name: string };
  /** The event's tags, both labels each: a search in either language finds them. */
  tags: VendorTag[];
  vendors: PageVendor[];
  /** The plan as the page carries it (`packPlan`). */
  plan: PackedPlan | null;
};

/** The directory and the event's plan as the page in `locale` carries them. */
export function directoryPage(
  directory: VendorDirectory,
  plan: PlanAnswer | null,
  locale: Locale,
): DirectoryPage {
  return {
    event: {
      guid: directory.event.guid,
      name: nameIn(locale, directory.event.name, directory.event.nameAr),
    },
    tags: directory.tags,
    vendors: directory.vendors.map(({ searchText: _searchText, booths, ...vendor }) => ({
      ...vendor,
      booths: booths.map((b) => ({
        boothId: b.boothId,
        boothName: b.boothName,
        section: nameIn(locale, b.sectionName, b.sectionNameAr),
      })),
    })),
    plan: plan && packPlan(drawnPlan(plan, locale)),
  };
}
