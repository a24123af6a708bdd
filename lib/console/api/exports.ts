import { z } from "zod";
import { apiRoute } from "../../http/route-contract";
import { ruleMessage } from "../../i18n/messages";
import { orderListQuery } from "../../orders/api";

// The organiser's downloads as the organiser API names them: an event's booked booths, orders,
// tickets, compliance matrix and food vendors' sales, and the site's contact messages and newsletter subscribers, as
// CSV or XLSX. The answer is the file itself (columns for people: money in dollars), not JSON.

export const EXPORT_KINDS = [
  "vendors",
  "orders",
  "tickets",
  "compliance",
  "sales",
  "contacts",
  "newsletter",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A download's name in the address: `orders.csv`, `vendors.xlsx`, ... */
export type ExportName = `${ExportKind}.${ExportFormat}`;
export const EXPORT_NAMES = EXPORT_KINDS.flatMap((kind) =>
  EXPORT_FORMATS.map((format): ExportName => `${kind}.${format}`),
) as [ExportName, ...ExportName[]];

const UNKNOWN_EXPORT = ruleMessage("validation.exports.nameInvalid");

/** The file itself, not JSON: CSV (UTF-8 with a BOM, CRLF) or an XLSX workbook. */
const fileAnswer = z.string().meta({
  description:
    "The file, not JSON: text/csv (UTF-8 with a BOM) or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, sent as an attachment.",
});

export const EXPORT_ROUTES = {
  download: apiRoute({
    method: "GET",
    path: "/api/admin/v1/exports/{name}",
    params: z.object({ name: z.enum(EXPORT_NAMES, { error: UNKNOWN_EXPORT }) }),
    // the orders list's filter: the console's download of the orders it shows takes the same
    query: orderListQuery.pick({ eventId: true, status: true, q: true }),
    answer: fileAnswer,
  }),
};
