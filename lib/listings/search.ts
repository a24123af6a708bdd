// Searching the vendor directory as people type: in Arabic without caring which alef, whether the
// last letter is taa marbuta or haa, alef maqsura or yaa, with or without tatweel and diacritics;
// in English without caring about case or accents. Both the text searched and the query are
// folded the same way, then every word of the query must appear in the text. Client-safe and
// pure: the directory's cached read folds each vendor's text once for the API, the page in the
// browser when a visitor searches; the filter folds the query.

/**
 * Marks that never change a word's letters: Arabic harakat and the other combining marks
 * (U+064B–U+065F), the superscript alef (U+0670), the Quranic annotation signs (U+0610–U+061A,
 * U+06D6–U+06ED), and tatweel (U+0640), which only stretches a word.
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** Any combining mark left after decomposition (the accents of "café" once it is NFKD). */
const COMBINING = /\p{M}/gu;

/** Letters written more than one way, to the one form the search compares. */
const LETTERS: Record<string, string> = {
  // alef with hamza above or below, with madda, and alef wasla: alef
  "\u0623": "\u0627",
  "\u0625": "\u0627",
  "\u0622": "\u0627",
  "\u0671": "\u0627",
  // taa marbuta: haa
  "\u0629": "\u0647",
  // alef maqsura, and the Persian yeh some keyboards type: yaa
  "\u0649": "\u064a",
  "\u06cc": "\u064a",
  // hamza on waw and on yaa: the letter it sits on
  "\u0624": "\u0648",
  "\u0626": "\u064a",
  // the Persian keheh some keyboards type for kaf
  "\u06a9": "\u0643",
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/** Arabic-Indic and Persian digits: the digits 0–9. */
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const digit = (c: string) => String((c.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660));

/**
 * Text as the search compares it: compatibility-decomposed (so presentation forms and ligatures
 * become plain letters, and accents separate marks), without diacritics, tatweel or combining
 * marks, each letter in its one form, lower case; apostrophes dropped ("Layla's" finds "laylas")
 * and other punctuation and runs of space made one space.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(ARABIC_MARKS, "")
    .replace(COMBINING, "")
    .replace(LETTER, (c) => LETTERS[c] ?? c)
    .replace(DIGITS, (c) => digit(c))
    .toLowerCase()
    .replace(/['\u2019\u02bc`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A query's words, folded; none for a query of only spaces and punctuation. */
export function queryWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded ? folded.split(" ") : [];
}

/**
 * Whether a folded text holds every word of the query (each anywhere, as part of a word too:
 * "shawarm" finds "shawarma"). No words: everything matches.
 */
export function matchesWords(foldedText: string, words: readonly string[]): boolean {
  const text = ` ${foldedText} `;
  return words.every((word) => text.includes(word));
}

/** The texts a vendor is found by, folded into one: `foldForSearch` of each, joined. */
export function searchTextOf(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .map(foldForSearch)
    .filter(Boolean)
    .join(" ");
}

/** What a vendor is found by: its names, what it says in either language, its tags' labels in
 * both languages (from the event's list) and its booths' names. */
export type Searchable = {
  name: string;
  lob: string;
  description: string | null;
  descriptionAr: string | null;
  tags: readonly string[];
  booths: readonly { boothName: string }[];
};

/** A vendor's text as the search compares it (`searchTextOf` of what it is found by). */
export function vendorSearchText(
  vendor: Searchable,
  eventTags: readonly { key: string; label: string; labelAr: string | null }[],
): string {
  const chosen = new Set(vendor.tags);
  return searchTextOf([
    vendor.name,
    vendor.lob,
    vendor.description,
    vendor.descriptionAr,
    ...eventTags.filter((t) => chosen.has(t.key)).flatMap((t) => [t.label, t.labelAr]),
    ...vendor.booths.map((b) => b.boothName),
  ]);
}

/** What a visitor asks the directory: words in either language, and one tag's key. */
export type VendorQuery = { q?: string | undefined; tag?: string | undefined };

/**
 * The vendors that have the tag (when one is asked) and every word of the query, each vendor's
 * folded text read by `textOf` only when the query has words.
 */
export function findVendors<V extends { tags: readonly string[] }>(
  vendors: readonly V[],
  { q, tag }: VendorQuery,
  textOf: (vendor: V) => string,
): V[] {
  const words = queryWords(q ?? "");
  return vendors.filter(
    (v) => (!tag || v.tags.includes(tag)) && (words.length === 0 || matchesWords(textOf(v), words)),
  );
}
