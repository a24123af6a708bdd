import "server-only";
import { INVOICE_ROUTES } from "./invoice-api";
import { invoiceResponse } from "./invoice-document";
import { endpoint, type Endpoint } from "../http/endpoint";

/** Invoices and credit notes as PDFs, for the order's buyer and the organisers. */
export const INVOICE_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...INVOICE_ROUTES.pdf,
    summary: "An invoice or a credit note as a PDF (its buyer, organisers)",
    description:
      "invoiceNumber: INV-000001 (a payment's invoice) or CN-000002 (a refund's credit note), one gapless sequence -> application/pdf (Cache-Control: private, no-store): the foundation's legal name, address and HST number, the number and date, the buyer, the event, the order's lines, HST and total as they stood when it was issued, the amount paid and the balance remaining (a credit note: the amount given back, its reason and the invoice it credits), in the buyer's language; NOT_FOUND for a number not given and for another account's document",
    access: "signed-in",
    csrf: false,
    bare: true,
    handle: ({ caller, params }) => invoiceResponse(caller, params.invoiceNumber, "inline"),
  }),
];
