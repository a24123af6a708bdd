import { describe, expect, it } from "vitest";
import { SEED_CONTRACTS } from "@/db/seed-contracts";
import { SEED_EVENTS, SEED_SECTIONS } from "@/db/seed-data";
import { SOLD_OUT_SHOW } from "@/db/seed-waitlist";

// The demo data reads in Arabic too: every event, section and contract carries Arabic text, in
// Arabic script (digits and punctuation aside), for the Arabic pages to show.
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const readsArabic = (text: string) => ARABIC_LETTER.test(text) && !LATIN_LETTER.test(text);

describe("the demo data in Arabic", () => {
  it.each([...SEED_EVENTS, SOLD_OUT_SHOW].map((e) => [e.name, e] as const))(
    "%s",
    (_name, event) => {
      for (const text of [
        event.nameAr,
        event.descriptionAr,
        event.locationAr,
        event.dateTextAr,
        event.detailsAr,
      ])
        expect(readsArabic(text), text).toBe(true);
    },
  );

  it("every section has an Arabic name and inclusion notes", () => {
    for (const section of SEED_SECTIONS) {
      expect(readsArabic(section.nameAr), section.name).toBe(true);
      expect(readsArabic(section.inclusionsAr), section.name).toBe(true);
    }
  });

  it("every contract has an Arabic title and a summary naming its own deadlines", () => {
    for (const contract of SEED_CONTRACTS) {
      expect(readsArabic(contract.titleAr)).toBe(true);
      expect(readsArabic(contract.summaryAr)).toBe(true);
      expect(contract.summaryAr).not.toMatch(/\{\w+\}/);
    }
    expect(SEED_CONTRACTS.map((c) => /قبل (\d+ \S+ \d{4})/.exec(c.summaryAr)?.[1])).toEqual([
      "25 يناير 2025",
      "27 يونيو 2025",
      "27 يونيو 2025",
    ]);
  });
});
