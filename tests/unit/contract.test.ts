import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTRACT_PDF_PATH,
  CONTRACT_SECTIONS,
  CONTRACT_TITLE,
  CONTRACT_VERSION,
  contractPlainText,
} from "@/lib/contract";

const root = path.resolve(import.meta.dirname, "../..");
const pdfFile = path.join(root, "public", CONTRACT_PDF_PATH);
const REBUILD = "rerun: node_modules/.bin/tsx scripts/build-contract-pdf.ts";

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
const words = (text: string) => normalise(text).split(" ").filter(Boolean);

/** Every required term of the vendor contract, each as text that must appear verbatim. */
const REQUIRED_TERMS: { term: string; texts: string[] }[] = [
  {
    term: "parties and event",
    texts: [
      "Mahrajan Arts Foundation",
      "non-profit",
      "Mahrajan Events",
      "Arab Winter Festival 2025",
      "January 31 to February 2, 2025",
      "The International Centre, 6900 Airport Rd, Mississauga, ON",
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
  { term: "health and safety forms", texts: ["Health and safety forms are due January 16, 2025."] },
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
      "proof of insurance by Jan 25th, 2025",
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

describe("vendor contract text", () => {
  const text = contractPlainText();

  it("has the fixed title and version", () => {
    expect(CONTRACT_TITLE).toBe("2025 Vendor Contract");
    expect(CONTRACT_VERSION).toBe("2025-v1");
    expect(CONTRACT_PDF_PATH).toBe("/contracts/vendor-contract-2025.pdf");
  });

  it.each(REQUIRED_TERMS)("states the $term term", ({ texts }) => {
    for (const wanted of texts) expect(text).toContain(wanted);
  });

  it("contains the short facts the site relies on", () => {
    for (const fact of [
      "$250",
      "$500",
      "$200",
      "January 16, 2025",
      "Jan 25th, 2025",
      "30% per annum",
      "Ontario",
      "non-refundable",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("is the title, the version line, then every heading and paragraph, separated by blank lines", () => {
    const expected = [
      CONTRACT_TITLE,
      `Version ${CONTRACT_VERSION}`,
      ...CONTRACT_SECTIONS.flatMap((s) => [s.heading, ...s.paragraphs]),
    ];
    expect(text.split("\n\n")).toEqual(expected);
    expect(CONTRACT_SECTIONS.length).toBeGreaterThanOrEqual(15);
    for (const section of CONTRACT_SECTIONS) {
      expect(section.heading.trim()).not.toBe("");
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it("is plain printable ASCII, so the PDF's WinAnsi fonts show it exactly", () => {
    expect(text).toMatch(/^[\x20-\x7e\n]+$/);
  });
});

// ---- The committed PDF ---------------------------------------------------------------------

const pdf = fs.readFileSync(pdfFile).toString("latin1");

function contentStreams(file: string): string[] {
  return [...file.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => m[1] ?? "");
}

function unescapePdfString(raw: string): string {
  const named: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  return raw.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, esc: string) => {
    if (/^[0-7]+$/.test(esc)) return String.fromCharCode(parseInt(esc, 8));
    return named[esc] ?? esc; // \( \) \\ and any other escaped character stand for themselves
  });
}

/** The strings shown by `(...) Tj` operators, in content-stream order. */
function shownStrings(file: string): string[] {
  return contentStreams(file).flatMap((stream) =>
    [...stream.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)].map((m) =>
      unescapePdfString(m[1] ?? ""),
    ),
  );
}

const FOOTER = new RegExp(
  `^(Mahrajan Arts Foundation - ${CONTRACT_TITLE} - Version ${CONTRACT_VERSION}|Page \\d+ of \\d+)$`,
);

describe(`committed PDF ${CONTRACT_PDF_PATH}`, () => {
  it("is a complete PDF 1.4 file", () => {
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has uncompressed content streams with the right lengths", () => {
    expect(pdf).not.toContain("/Filter");
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/g)];
    expect(streams.length).toBeGreaterThan(0);
    for (const [, length, body] of streams) expect(body?.length).toBe(Number(length));
  });

  it("has an xref table whose offsets point at each object", () => {
    const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf);
    expect(startxref).not.toBeNull();
    const xrefAt = Number(startxref?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const header = /^xref\n0 (\d+)\n/.exec(pdf.slice(xrefAt));
    const count = Number(header?.[1]);
    expect(count).toBeGreaterThan(5);
    const rows = pdf
      .slice(xrefAt + (header?.[0].length ?? 0))
      .split("\n")
      .slice(0, count);
    expect(rows[0]).toBe("0000000000 65535 f ");
    for (let n = 1; n < count; n++) {
      const row = /^(\d{10}) 00000 n $/.exec(rows[n] ?? "");
      expect(row, `xref row ${n}`).not.toBeNull();
      const offset = Number(row?.[1]);
      expect(pdf.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(pdf).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
  });

  it("uses the standard Helvetica fonts with WinAnsiEncoding", () => {
    expect(pdf).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
    expect(pdf).toContain("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding");
  });

  it("sets the title and every heading in Helvetica-Bold", () => {
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const line of [CONTRACT_TITLE, ...CONTRACT_SECTIONS.map((s) => s.heading)]) {
      const pdfLine = escape(line.replace(/[\\()]/g, "\\$&"));
      expect(pdf, line).toMatch(new RegExp(`/F2 [\\d.]+ Tf\\n[\\d. ]+ Td\\n\\(${pdfLine}\\) Tj`));
    }
  });

  it("shows every word of the contract text, in order", () => {
    const shown = words(shownStrings(pdf).join(" "));
    let at = 0;
    for (const [index, word] of words(contractPlainText()).entries()) {
      while (at < shown.length && shown[at] !== word) at++;
      expect(at, `word ${index} "${word}" is missing or out of order; ${REBUILD}`).toBeLessThan(
        shown.length,
      );
      at++;
    }
  });

  it("shows exactly the contract text besides the page footers", () => {
    const strings = shownStrings(pdf);
    const body = strings.filter((s) => !FOOTER.test(s));
    expect(normalise(body.join(" ")), REBUILD).toBe(normalise(contractPlainText()));

    const pageNumbers = strings.filter((s) => /^Page \d+ of \d+$/.test(s));
    const pages = Number(/\/Type \/Pages [^>]*\/Count (\d+)/.exec(pdf)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(pageNumbers).toEqual(
      Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`),
    );
  });
});
