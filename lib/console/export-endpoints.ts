import "server-only";
import { exportFile } from "./exports";
import { EXPORT_ROUTES } from "./export-api";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/**
 * The organiser API's downloads, CSV and XLSX: an event's booked booths, orders and tickets, and
 * the site's contact messages and newsletter subscribers.
 */
export const EXPORTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...EXPORT_ROUTES.download,
    summary: "Download an export as CSV or XLSX (organisers)",
    description:
      "name is vendors, orders, tickets, compliance, sales, contacts or newsletter, then .csv or .xlsx; ?eventId= names the event (required for vendors, tickets, compliance and sales; orders without it are every event's) and orders take the orders list's ?status= and ?q= -> the file as an attachment (`{kind}-{event or all-events}[-{status}]-{yyyy-mm-dd}.{csv|xlsx}`, Cache-Control: no-store), streamed: vendors = one row per booked booth with its order's state in words, the vendor's Paid and Balance and its order's damage deposit (owed, paid, returned, kept); orders = one row per booth, seat or add-on of each order (an add-on's section reads Add-on), its damage deposit's owed, paid, returned and kept on its first row, the order's columns on each (Status in words, Method in words, references and Stripe ids one per line) and its money on its first row only; tickets = one row per ticket by seat, Valid or Voided; compliance = one row per booked order with its booths, readiness (Ready, Not ready, Ineligible) and one column per open requirement, each status in words; sales = for the accountant, one row per food order (live, holding a food booth): vendor, booths, each festival day's gross sales, total, submitted at; contacts, newsletter = the site's lists. Money in dollars (CSV 1234.50, XLSX currency cells); dates Toronto time; XLSX with a frozen, filterable header row; formula-like text gets an apostrophe in CSV, a text cell in XLSX; BAD_REQUEST for another name, a bad filter or a missing eventId, NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    bare: true,
    handle: async ({ params, query }) => {
      const file = await exportFile({ name: params.name, query });
      return new Response(file.body, {
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${file.filename}"`,
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    },
  }),
];
