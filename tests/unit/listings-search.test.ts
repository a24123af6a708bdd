import { describe, expect, it } from "vitest";
import {
  findVendors,
  foldForSearch,
  matchesWords,
  queryWords,
  searchTextOf,
  vendorSearchText,
  type Searchable,
} from "@/lib/listings/search";

// The vendor directory's search forgives how people type: Arabic with or without diacritics and
// tatweel, any alef, taa marbuta or haa, alef maqsura or yaa; English in any case, with or without
// accents.

/** Whether a search for `query` finds `text`. */
const finds = (text: string, query: string) =>
  matchesWords(searchTextOf([text]), queryWords(query));

describe("foldForSearch", () => {
  it("drops diacritics: شاورما with its harakat is شاورما", () => {
    expect(foldForSearch("شَاوَرْمَا")).toBe("شاورما");
    expect(foldForSearch("شاورما")).toBe("شاورما");
    // tanween, shadda, sukun and the superscript alef too
    expect(foldForSearch("كُنَافَةٌ")).toBe(foldForSearch("كنافه"));
    expect(foldForSearch("رحمٰن")).toBe("رحمن");
  });

  it("drops tatweel", () => {
    expect(foldForSearch("شـــاورمـا")).toBe("شاورما");
  });

  it("makes every alef one alef: أ إ آ ٱ and ا", () => {
    for (const word of ["أحمد", "إحمد", "آحمد", "ٱحمد", "احمد"])
      expect(foldForSearch(word)).toBe("احمد");
  });

  it("reads taa marbuta as haa, alef maqsura as yaa", () => {
    expect(foldForSearch("كنافة")).toBe(foldForSearch("كنافه"));
    expect(foldForSearch("حلوى")).toBe(foldForSearch("حلوي"));
  });

  it("folds English case and accents: Café is cafe", () => {
    expect(foldForSearch("Café")).toBe("cafe");
    expect(foldForSearch("CRÈME brûlée")).toBe("creme brulee");
    expect(foldForSearch("Layla's Lanterns")).toBe("laylas lanterns");
  });

  it("turns punctuation into spaces and Arabic-Indic digits into digits", () => {
    expect(foldForSearch("  Zaatar & Co.  Bakery ")).toBe("zaatar co bakery");
    expect(foldForSearch("جناح ١٢")).toBe("جناح 12");
  });
});

describe("searching a vendor's text", () => {
  const shawarma = "شاورما دجاج ولحم على الفحم";

  it("finds شاورما written with and without its diacritics, with tatweel or a stray alef", () => {
    for (const query of ["شاورما", "شَاوَرْمَا", "شـاورمـا", "شاورمآ"])
      expect(finds(shawarma, query), query).toBe(true);
  });

  it("finds a word written with the other alef, taa marbuta or alef maqsura", () => {
    expect(finds("حلويات أم علي", "ام علي")).toBe(true);
    expect(finds("كنافة نابلسية", "كنافه نابلسيه")).toBe(true);
    expect(finds("على الفحم", "علي الفحم")).toBe(true);
    expect(finds("مخبز إبراهيم", "ابراهيم")).toBe(true);
  });

  it("finds English in any case, accented or not, and part of a word", () => {
    expect(finds("Café Beirut", "cafe")).toBe(true);
    expect(finds("Cafe Beirut", "CAFÉ")).toBe(true);
    expect(finds("Shawarma Royale", "shawarm")).toBe(true);
  });

  it("needs every word of the query, in any order", () => {
    expect(finds("Olive Wood Crafts", "crafts olive")).toBe(true);
    expect(finds("Olive Wood Crafts", "olive silk")).toBe(false);
  });

  it("finds everything for an empty query, nothing for a word it does not hold", () => {
    expect(queryWords("  ؟ - ")).toEqual([]);
    expect(finds(shawarma, "")).toBe(true);
    expect(finds(shawarma, "فلافل")).toBe(false);
  });
});

describe("a vendor's text and the directory's filter", () => {
  const tags = [
    { key: "halal", label: "Halal", labelAr: "حلال" },
    { key: "sweets", label: "Sweets", labelAr: "حلويات" },
  ];
  const vendor = (vendorId: number, over: Partial<Searchable> = {}) => ({
    vendorId,
    name: "Cedar Spice Traders",
    lob: "Beirut Spice Market",
    description: "Za'atar and sumac, sold by weight.",
    descriptionAr: "زعتر وسماق، تباع بالوزن.",
    tags: ["halal"],
    booths: [{ boothName: "C-01" }],
    ...over,
  });

  it("holds its names, both descriptions, its tags' labels in both languages and its booths", () => {
    const text = vendorSearchText(vendor(1), tags);
    for (const word of ["cedar", "beirut", "zaatar", "سماق", "halal", "حلال", "c 01"])
      expect(matchesWords(text, queryWords(word)), word).toBe(true);
    // a tag of the event's list it did not choose is not its text
    expect(matchesWords(text, queryWords("حلويات"))).toBe(false);
  });

  it("filters by tag and by every word, reading a vendor's text only for a query with words", () => {
    const vendors = [vendor(1), vendor(2, { lob: "Um Ali Sweets", tags: ["sweets"] })];
    const read: number[] = [];
    const textOf = (v: (typeof vendors)[number]) => {
      read.push(v.vendorId);
      return vendorSearchText(v, tags);
    };
    expect(findVendors(vendors, {}, textOf).map((v) => v.vendorId)).toEqual([1, 2]);
    expect(findVendors(vendors, { tag: "sweets" }, textOf).map((v) => v.vendorId)).toEqual([2]);
    expect(read).toEqual([]);
    expect(findVendors(vendors, { q: "حلال" }, textOf).map((v) => v.vendorId)).toEqual([1]);
    expect(findVendors(vendors, { q: "um ali", tag: "halal" }, textOf)).toEqual([]);
    expect(
      findVendors(vendors, { q: "sweets", tag: "sweets" }, textOf).map((v) => v.vendorId),
    ).toEqual([2]);
  });
});
