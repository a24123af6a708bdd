import "server-only";
import {
  directoryBooths,
  eventTags,
  findDirectoryEvent,
  type DirectoryBooth,
  type DirectoryEvent,
} from "./queries";
import type { PublicVendor, VendorTag } from "./resource";
import { vendorSearchText } from "./search";

// The festival's vendor directory: every vendor with a booked booth of the event (a booth BOOKED
// to a paid or partly paid order, not given back) whose listing is listed, with its booths and
// what its listing says. A festival has hundreds of vendors: the whole directory is read once and
// cached (lib/listings/public-data.ts), and a search filters it here, in memory.

export type DirectoryVendorBooth = {
  boothId: number;
  boothName: string;
  sectionName: string;
  sectionNameAr: string | null;
};

/** A vendor as the directory lists it, with its text folded for search. */
export type DirectoryVendor = {
  vendorId: number;
  name: string;
  lob: string;
  description: string | null;
  descriptionAr: string | null;
  logo: string | null;
  /** Keys of the event's tags, in the list's order. */
  tags: string[];
  booths: DirectoryVendorBooth[];
  /** Everything the vendor is found by, folded (`foldForSearch`). */
  searchText: string;
};

export type VendorDirectory = {
  event: DirectoryEvent;
  tags: VendorTag[];
  vendors: DirectoryVendor[];
};

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The first of the listings (newest first) that says `pick`, or null. */
function newest<T>(rows: readonly DirectoryBooth[], pick: (row: DirectoryBooth) => T | null) {
  for (const row of rows) {
    const value = pick(row);
    if (value !== null && value !== "") return value;
  }
  return null;
}

/**
 * The vendors of the event's booked booths, one entry each: the booths of its listed orders (an
 * order without a listing is listed), and what its listings say, the newest saved first where a
 * vendor has booked twice. By operating name.
 */
export function directoryVendors(
  booths: readonly DirectoryBooth[],
  tags: readonly VendorTag[],
): DirectoryVendor[] {
  const listed = booths.filter((b) => b.listed ?? true);
  const byVendor = new Map<number, DirectoryBooth[]>();
  for (const booth of listed)
    byVendor.set(booth.vendorId, [...(byVendor.get(booth.vendorId) ?? []), booth]);
  const vendors: DirectoryVendor[] = [];
  for (const [vendorId, rows] of byVendor) {
    const newestFirst = [...rows].sort(
      (a, b) => (b.listingUpdatedAt?.getTime() ?? 0) - (a.listingUpdatedAt?.getTime() ?? 0),
    );
    const chosen = new Set(rows.flatMap((r) => r.tags ?? []));
    const vendorTags = tags.filter((t) => chosen.has(t.key));
    const vendorBooths = [...new Map(rows.map((r) => [r.boothId, r])).values()].map((r) => ({
      boothId: r.boothId,
      boothName: r.boothName,
      sectionName: r.sectionName,
      sectionNameAr: r.sectionNameAr,
    }));
    const first = rows[0]!;
    const name = first.vendorName;
    const lob = newest(rows, (r) => r.boothLob) ?? first.vendorLob;
    const description = newest(newestFirst, (r) => r.description);
    const descriptionAr = newest(newestFirst, (r) => r.descriptionAr);
    const vendor: Omit<DirectoryVendor, "searchText"> = {
      vendorId,
      name,
      lob,
      description,
      descriptionAr,
      logo: newest(newestFirst, (r) => r.logo),
      tags: vendorTags.map((t) => t.key),
      booths: vendorBooths,
    };
    vendors.push({ ...vendor, searchText: vendorSearchText(vendor, tags) });
  }
  return vendors.sort((a, b) => byName.compare(a.lob, b.lob) || a.vendorId - b.vendorId);
}

/** The directory of a public event (not a draft) by its guid, or null for none. */
export async function vendorDirectory(guid: string): Promise<VendorDirectory | null> {
  const event = await findDirectoryEvent(guid);
  if (!event) return null;
  const [tags, booths] = await Promise.all([eventTags(event.id), directoryBooths(event.id)]);
  return { event, tags, vendors: directoryVendors(booths, tags) };
}

/** A vendor as the public API answers it: its sections in English. */
export const publicVendorOf = (v: DirectoryVendor): PublicVendor => ({
  vendorId: v.vendorId,
  name: v.name,
  lob: v.lob,
  description: v.description,
  descriptionAr: v.descriptionAr,
  tags: v.tags,
  logo: v.logo,
  booths: v.booths.map((b) => ({
    boothId: b.boothId,
    boothName: b.boothName,
    sectionName: b.sectionName,
  })),
});
