/**
 * Vendor contracts belong to events, one stored row per version. Their text is plain: numbered
 * headings ("1. Parties and Event") and paragraphs, separated by blank lines. This module reads
 * that text for the booking dialog and the PDF; it is safe to import in client components.
 */

export type ContractSection = { heading: string; paragraphs: string[] };

/** What the cart needs to show and link an event's current contract. */
export type ContractView = {
  eventGuid: string;
  eventName: string;
  version: string;
  title: string;
  sections: ContractSection[];
  pdfPath: string;
  /** Arabic event name and contract title, or null where none is written. */
  eventNameAr: string | null;
  titleAr: string | null;
  /** An Arabic summary of the main rules (paragraphs); the English text governs. */
  summaryAr: string[] | null;
};

/** A heading is one short line starting with its number: "12. Logos and Trademarks". */
const HEADING = /^\d+\.\s+\S[^\n]{0,80}$/;

/** Splits a contract's text into its numbered sections (text before the first heading is kept). */
export function parseContract(body: string): ContractSection[] {
  const sections: ContractSection[] = [];
  for (const block of body.split(/\n\s*\n/)) {
    const text = block.trim().replace(/\s*\n\s*/g, " ");
    if (!text) continue;
    if (HEADING.test(text)) sections.push({ heading: text, paragraphs: [] });
    else if (sections.length) sections.at(-1)!.paragraphs.push(text);
    else sections.push({ heading: "", paragraphs: [text] });
  }
  return sections;
}

/** Where the PDF of one version of an event's contract is served. */
export function contractPdfPath(eventGuid: string, version: string): string {
  return `/contracts/${eventGuid}/${encodeURIComponent(version)}.pdf`;
}
