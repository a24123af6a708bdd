// Invoices and credit notes share one gapless sequence of numbers, given by the database when
// money arrives (a payment becomes PAID) or is given back (a refund becomes SUCCEEDED). People
// read them with the document's kind in front: INV-000001 for an invoice, CN-000002 for a
// credit note. No module here touches the database, so pages and the console format them too.

export type DocumentKind = "INVOICE" | "CREDIT_NOTE";

const PREFIX: Record<DocumentKind, string> = { INVOICE: "INV", CREDIT_NOTE: "CN" };

/** The document's number as people read it: `INV-000001`, `CN-000002`. */
export function invoiceNumber(kind: DocumentKind, n: number): string {
  return `${PREFIX[kind]}-${String(n).padStart(6, "0")}`;
}

/** An invoice's or a credit note's number as written, as an address carries it. */
export const INVOICE_NUMBER_PATTERN = /^(INV|CN)-(\d{6,9})$/;

/** `INV-000001` as its kind and number; null for anything else. */
export function parseInvoiceNumber(text: string): { kind: DocumentKind; n: number } | null {
  const match = INVOICE_NUMBER_PATTERN.exec(text);
  if (!match) return null;
  const n = Number(match[2]);
  if (n < 1 || n > 2_147_483_647) return null;
  return { kind: match[1] === "INV" ? "INVOICE" : "CREDIT_NOTE", n };
}

/** Where the document's PDF is downloaded through the API. */
export function invoicePath(number: string): string {
  return `/api/v1/invoices/${number}`;
}

/**
 * The document's address for people (an e-mail's link): a signed-out reader is sent to the login
 * page first and brought back to the download.
 */
export function invoicePagePath(number: string): string {
  return `/invoices/${number}`;
}
