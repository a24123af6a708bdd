import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SEED_CONTRACTS } from "@/db/seed-contracts";
import { SUMMER_2025_GUID, WINTER_2025_GUID } from "@/db/seed-data";
import { contractPdfPath, parseContract } from "@/lib/requirements/contract";
import { renderContractPdf } from "@/lib/requirements/pdf";

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
const words = (text: string) => normalise(text).split(" ").filter(Boolean);
const winter = SEED_CONTRACTS.find((c) => c.eventGuid === WINTER_2025_GUID)!;
// An event's current contract is its newest version: the seed lists versions oldest first.
const summer = SEED_CONTRACTS.findLast((c) => c.eventGuid === SUMMER_2025_GUID)!;
const summerFirst = SEED_CONTRACTS.find((c) => c.eventGuid === SUMMER_2025_GUID)!;

/** Every required term of the vendor contract, each as text that must appear verbatim. */
const REQUIRED_TERMS: { term: string; texts: string[] }[] = [
  {
    term: "parties and event",
    texts: [
      "Mahrajan Arts Foundation",
      "non-profit",
      "Mahrajan Events",
      "This Contract applies to the ",
      '(the "Venue")',
    ],
  },
  {
    term: "garbage fee",
    texts: [
      "garbage fee of $250 for the full weekend",
      "Food vendors who do not take their own garbage must pay the garbage fee",
    ],
  },
  {
    term: "damage deposit",
    texts: [
      "refundable damage deposit: $500 for food vendors, and $200 for other vendors and sponsors",
      "refunded two to three weeks after the event if all conditions are met",
    ],
  },
  { term: "fees non-refundable", texts: ["All fees are non-refundable."] },
  {
    term: "payment deadline",
    texts: [
      "all payments, including garbage and electricity fees, are due 1 week before the festival",
      "the booth will not open",
      "pay a deposit when booking and the balance later",
    ],
  },
  { term: "health and safety forms", texts: ["Health and safety forms are due"] },
  {
    term: "booth sharing",
    texts: [
      "Booth sharing is prohibited.",
      "the booth will be closed and the primary Vendor must pay the full booth fee for the second vendor",
      "Vendors must stay in their own booth.",
    ],
  },
  {
    term: "electricity sharing",
    texts: [
      "Electricity sharing is not allowed for food vendors.",
      "Market vendors may share electricity only by approval",
    ],
  },
  {
    term: "sales data",
    texts: ["Food vendors agree to share their sales data", "with the festival's accountant"],
  },
  {
    term: "proof of insurance",
    texts: [
      "proof of insurance by",
      "become ineligible to take part in the Festival, and their fees are non-refundable",
    ],
  },
  {
    term: "conduct",
    texts: [
      "Disrespectful behaviour means disqualification without refund.",
      "the Organiser may terminate the contract and expel the vendor",
    ],
  },
  {
    term: "prohibited items",
    texts: ["Flags, banners and religious or political symbols are banned."],
  },
  {
    term: "damage interest",
    texts: ["unpaid 7 days after the date of the invoice carries interest at 30% per annum"],
  },
  { term: "logos", texts: ["without the Organiser's approval"] },
  {
    term: "move-out and inspection",
    texts: ["Vendors must vacate their booth at the end", "have their booth inspected"],
  },
  { term: "shipping", texts: ["Shipments with charges payable on arrival", "are refused."] },
  { term: "indemnity", texts: ["Indemnity", "agrees to indemnify and hold harmless"] },
  { term: "governing law", texts: ["governed by the laws of the Province of Ontario"] },
  { term: "acceptance", texts: ["Acceptance", "I agree to all terms and conditions"] },
];

describe("the demo festivals' vendor contracts", () => {
  it("the winter festival has the 2025 Vendor Contract, version 2025-v1", () => {
    expect(winter).toMatchObject({ title: "2025 Vendor Contract", version: "2025-v1" });
  });

  it("the summer festival's current contract closes on its own last day, in English and Arabic", () => {
    expect(summer.version).toBe("2025-summer-v2");
    expect(summer.body).toContain("before the Festival closes on July 6, 2025.");
    expect(summer.body).not.toContain("February 2, 2025");
    expect(summer.summaryAr).toContain("قبل اختتام المهرجان في 6 يوليو 2025");
    expect(winter.body).toContain("before the Festival closes on February 2, 2025.");
  });

  it("keeps the summer contract's first version as published, for the orders that accepted it", () => {
    expect(summerFirst.version).toBe("2025-summer-v1");
    expect(summerFirst.body).toContain("before the Festival closes on February 2, 2025.");
    expect(SEED_CONTRACTS.indexOf(summerFirst)).toBeLessThan(SEED_CONTRACTS.indexOf(summer));
  });

  it.each(REQUIRED_TERMS)("both state the $term term", ({ texts }) => {
    for (const contract of [winter, summer])
      for (const wanted of texts) expect(contract.body).toContain(wanted);
  });

  it("each names its own festival, dates, venue and deadlines", () => {
    for (const fact of [
      "Arab Winter Festival 2025",
      "from January 31 to February 2, 2025",
      "The International Centre, 6900 Airport Rd, Mississauga, ON",
      "January 16, 2025",
      "Jan 25th, 2025",
    ]) {
      expect(winter.body).toContain(fact);
      expect(summer.body).not.toContain(fact);
    }
    for (const fact of [
      "8th Annual Arab Summer Festival 2025",
      "from July 4 to July 6, 2025",
      "Mississauga Celebration Square, 300 City Centre Dr",
      "June 19, 2025",
      "June 27th, 2025",
    ]) {
      expect(summer.body).toContain(fact);
      expect(winter.body).not.toContain(fact);
    }
    for (const fact of ["$250", "$500", "$200", "30% per annum", "Ontario", "non-refundable"]) {
      expect(winter.body).toContain(fact);
      expect(summer.body).toContain(fact);
    }
    expect(summer.version).not.toBe(winter.version);
  });

  it("read as seventeen numbered sections, each with its paragraphs", () => {
    for (const contract of [winter, summer]) {
      const sections = parseContract(contract.body);
      expect(sections.map((s) => s.heading.split(".")[0])).toEqual(
        Array.from({ length: 17 }, (_, i) => String(i + 1)),
      );
      for (const section of sections) expect(section.paragraphs.length).toBeGreaterThan(0);
      expect(normalise(sections.flatMap((s) => [s.heading, ...s.paragraphs]).join(" "))).toBe(
        normalise(contract.body),
      );
    }
  });
});

describe("parseContract", () => {
  it("keeps text before the first heading, joins wrapped lines and skips blank blocks", () => {
    expect(parseContract("Preamble line\nwrapped.\n\n\n1. First\n\nOne.\n \nTwo.")).toEqual([
      { heading: "", paragraphs: ["Preamble line wrapped."] },
      { heading: "1. First", paragraphs: ["One.", "Two."] },
    ]);
  });

  it("does not take a long numbered paragraph for a heading", () => {
    const long = `2. ${"word ".repeat(30).trim()}`;
    expect(parseContract(`1. Heading\n\n${long}`)).toEqual([
      { heading: "1. Heading", paragraphs: [long] },
    ]);
  });

  it("serves each version at its own address", () => {
    expect(contractPdfPath(WINTER_2025_GUID, "2025-v1")).toBe(
      `/contracts/${WINTER_2025_GUID}/2025-v1.pdf`,
    );
  });
});

// ---- The rendered PDF ----------------------------------------------------------------------

/**
 * The text a PDF shows: each TJ array's hex strings decoded (WinAnsi) and joined, in order. A
 * justified line has no space characters: a large negative adjustment between strings is the gap
 * between two words.
 */
function shownText(pdf: Buffer): string[] {
  const file = pdf.toString("latin1");
  const streams = [...file.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) =>
    inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1"),
  );
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)].map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/g)]
        .map(([, hex, adjust]) =>
          hex !== undefined
            ? Buffer.from(hex, "hex").toString("latin1")
            : Number(adjust) < -150
              ? " "
              : "",
        )
        .join("")
        .trim(),
    ),
  );
}

describe("renderContractPdf", async () => {
  const pdf = await renderContractPdf({
    ...summer,
    eventName: "8th Annual Arab Summer Festival 2025",
  });
  const shown = shownText(pdf);

  it("is a PDF whose first page opens with the title and the festival", () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(shown[0]).toBe(summer.title);
    expect(shown[1]).toBe(`8th Annual Arab Summer Festival 2025 - Version ${summer.version}`);
  });

  it("shows every word of the stored text, in order", () => {
    const body = words(shown.join(" "));
    let at = 0;
    for (const [index, word] of words(summer.body).entries()) {
      while (at < body.length && body[at] !== word) at++;
      expect(at, `word ${index} "${word}" is missing or out of order`).toBeLessThan(body.length);
      at++;
    }
  });

  it("numbers its pages in footers naming the contract and version", () => {
    const pages = shown.filter((s) => /^Page \d+ of \d+$/.test(s));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => `Page ${i + 1} of ${pages.length}`));
    expect(shown.filter((s) => s.startsWith("Mahrajan Arts Foundation - "))).toEqual(
      pages.map(() => `Mahrajan Arts Foundation - ${summer.title} - Version ${summer.version}`),
    );
  });
});
