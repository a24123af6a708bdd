import { describe, expect, it } from "vitest";
import { SEED_BOOKINGS } from "@/db/seed-data";
import { SEED_EXHIBITORS, SEED_VENDOR_TAGS } from "@/db/seed-listings";
import { listingRequest, vendorTagsRequest } from "@/lib/listings/resource";
import { foldForSearch } from "@/lib/listings/search";

// The demo's vendor directory: every booked booth's business has a listing the API would take,
// with tags from the festivals' list, which has its labels in Arabic; the shawarma stand says
// "شاورما" in Arabic, for the search to find.

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

describe("the demo's vendor directory", () => {
  it("has a listing for the business of every booth the demo books", () => {
    expect(SEED_BOOKINGS.map(([, , lob]) => lob).sort()).toEqual(
      SEED_EXHIBITORS.map((e) => e.lob).sort(),
    );
  });

  it("writes listings the API would take, some in one language only", () => {
    const keys = new Set<string>(SEED_VENDOR_TAGS.map((t) => t.key));
    for (const e of SEED_EXHIBITORS) {
      const parsed = listingRequest.safeParse({
        description: e.description,
        descriptionAr: e.descriptionAr,
        tags: e.tags,
      });
      expect(parsed.success, `${e.lob}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      for (const tag of e.tags) expect(keys.has(tag), `${e.lob}: ${tag}`).toBe(true);
      if (e.descriptionAr) expect(e.descriptionAr, e.lob).toMatch(ARABIC_LETTER);
    }
    expect(SEED_EXHIBITORS.some((e) => e.descriptionAr && !e.description)).toBe(true);
    expect(SEED_EXHIBITORS.some((e) => e.description && !e.descriptionAr)).toBe(true);
    const shawarma = SEED_EXHIBITORS.find((e) => e.lob === "Shawarma Royale")!;
    expect(foldForSearch(shawarma.descriptionAr!)).toContain("شاورما");
  });

  it("names the festivals' tags in Arabic, the food's and the market's", () => {
    expect(vendorTagsRequest.safeParse({ tags: SEED_VENDOR_TAGS }).success).toBe(true);
    for (const tag of SEED_VENDOR_TAGS) {
      expect(tag.labelAr, tag.key).toMatch(ARABIC_LETTER);
      expect(tag.labelAr, tag.key).not.toMatch(LATIN_LETTER);
    }
    const keys = SEED_VENDOR_TAGS.map((t) => t.key);
    for (const key of ["halal", "vegetarian", "vegan", "gluten-free", "sweets", "drinks"])
      expect(keys).toContain(key);
    for (const key of ["crafts", "clothing", "jewellery", "books", "art"])
      expect(keys).toContain(key);
  });
});
