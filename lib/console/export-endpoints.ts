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
      "name is vendors, orders, tickets, contacts or newsletter, then .csv or .xlsx; ?eventId= names the event (required for vendors, orders and tickets; contacts and newsletter are the whole site's lists and ignore it) -> the file as an attachment (`{kind}-{event}-{yyyy-mm-dd}.{csv|xlsx}`, Cache-Control: no-store), streamed: vendors = the event's booked booths (Booth, Section, Vendor, LOB, Contact, Phone, E-mail, and the vendor's Paid and Balance over its PAID and PARTIALLY_PAID orders of the event); orders = every order of the event with Subtotal, Discount, Fees, Charges, HST, Total, Paid, Refunded, Balance (owed by PAID and PARTIALLY_PAID orders), Method, Reference and Stripe ids; tickets = the event's tickets by seat; contacts = contact messages; newsletter = subscribers. Money in dollars (CSV 1234.50, XLSX currency cells); dates Toronto time; text that a spreadsheet would read as a formula starts with an apostrophe in CSV and is a text cell in XLSX; BAD_REQUEST for another name or a missing eventId, NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    bare: true,
    handle: async ({ params, query }) => {
      const file = await exportFile({ name: params.name, eventId: query.eventId });
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
