import "server-only";
import {
  bookedBoothsPage,
  contactMessagesPage,
  findExportEvent,
  ordersPage,
  subscribersPage,
  ticketsPage,
  type BookedBooth,
  type BoothKey,
  type ContactMessageLine,
  type OrderLine,
  type SubscriberLine,
  type TicketKey,
  type TicketLine,
} from "@/db/queries/admin-exports";
import { appError } from "../http/envelope";
import type { ExportFormat, ExportKind, ExportName } from "./export-api";
import {
  CSV_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  csvStream,
  wallClockDay,
  xlsxStream,
  type Column,
  type Table,
} from "./spreadsheet";

// The organiser's downloads: an event's booked booths (the site crew's load-in sheet), its orders
// with their payments (the accountant's), its tickets (the door list), and the site's contact
// messages and newsletter subscribers, which belong to no event. Each is read from the database
// a page at a time while the file is sent (lib/console/spreadsheet.ts).

export type { ExportName };

/** The kinds that are one event's; the others are the whole site's lists. */
const EVENT_KINDS: ReadonlySet<ExportKind> = new Set(["vendors", "orders", "tickets"]);

/** Rows read per query while a file is sent. */
const EXPORT_PAGE_ROWS = 1000;

/** The festival's clock: dates in the files and the day in their names are Toronto's. */
const TIME_ZONE = "America/Toronto";

/**
 * Reads every row by keyset pages: each page starts after the previous page's last row, so a
 * page costs the same wherever it is in the list, and rows added meanwhile past that point come
 * along.
 */
async function* keysetPages<R, K>(
  read: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const page = await read(after, EXPORT_PAGE_ROWS);
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE_ROWS) return;
    after = keyOf(page[page.length - 1]!);
  }
}

const VENDOR_COLUMNS: Column<BookedBooth>[] = [
  { header: "Booth", type: "text", width: 10, value: (r) => r.boothName },
  { header: "Section", type: "text", value: (r) => r.sectionName },
  { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
  { header: "LOB", type: "text", width: 30, value: (r) => r.lob },
  { header: "Contact", type: "text", value: (r) => r.contactName },
  { header: "Phone", type: "text", width: 16, value: (r) => r.phone },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Paid", type: "money", value: (r) => r.paidCents },
  { header: "Balance", type: "money", value: (r) => r.balanceCents },
];

const ORDER_COLUMNS: Column<OrderLine>[] = [
  { header: "Order", type: "integer", value: (r) => r.id },
  { header: "Placed", type: "datetime", value: (r) => r.createdAt },
  { header: "Status", type: "text", width: 15, value: (r) => r.status },
  { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  // the items a live order still holds (all of them, for an order that has ended)
  { header: "Items", type: "text", width: 30, value: (r) => r.items },
  { header: "Coupon", type: "text", width: 12, value: (r) => r.couponCode },
  // the subtotal is the items after the coupon's discount
  { header: "Subtotal", type: "money", value: (r) => r.subtotalCents },
  { header: "Discount", type: "money", value: (r) => r.discountCents },
  { header: "Fees", type: "money", value: (r) => r.feesCents },
  { header: "Charges", type: "money", value: (r) => r.chargesCents },
  { header: "HST", type: "money", value: (r) => r.taxCents },
  { header: "Credits", type: "money", value: (r) => r.creditsCents },
  { header: "Total", type: "money", value: (r) => r.totalCents },
  { header: "Paid", type: "money", value: (r) => r.paidCents },
  { header: "Refunded", type: "money", value: (r) => r.refundedCents },
  { header: "Balance", type: "money", value: (r) => r.owedCents },
  { header: "Method", type: "text", width: 16, value: (r) => r.methods },
  { header: "Reference", type: "text", width: 16, value: (r) => r.references },
  { header: "Stripe session", type: "text", width: 40, value: (r) => r.stripeSessionIds },
  { header: "Payment intent", type: "text", width: 32, value: (r) => r.paymentIntentIds },
  { header: "Stripe refund", type: "text", width: 32, value: (r) => r.stripeRefundIds },
];

const TICKET_COLUMNS: Column<TicketLine>[] = [
  { header: "Seat", type: "text", width: 10, value: (r) => r.seatLabel },
  { header: "Ticket holder", type: "text", value: (r) => r.holderName },
  { header: "Buyer", type: "text", value: (r) => r.buyerName },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Order", type: "integer", value: (r) => r.orderId },
  { header: "Seat price", type: "money", value: (r) => r.seatPriceCents },
  { header: "Order paid", type: "money", value: (r) => r.orderPaidCents },
  { header: "Issued", type: "datetime", value: (r) => r.issuedAt },
  { header: "Voided", type: "datetime", value: (r) => r.voidedAt },
  { header: "Ticket", type: "text", width: 38, value: (r) => r.ticketId },
];

const CONTACT_COLUMNS: Column<ContactMessageLine>[] = [
  { header: "Received", type: "datetime", value: (r) => r.createdAt },
  { header: "Name", type: "text", value: (r) => r.name },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Subject", type: "text", width: 30, value: (r) => r.subject },
  { header: "Message", type: "text", width: 80, value: (r) => r.message },
];

const SUBSCRIBER_COLUMNS: Column<SubscriberLine>[] = [
  { header: "E-mail", type: "text", width: 36, value: (r) => r.email },
  { header: "Subscribed", type: "datetime", value: (r) => r.createdAt },
];

/** The file of a table, streamed. */
function encode<R>(
  format: ExportFormat,
  sheetName: string,
  columns: Column<R>[],
  pages: () => AsyncIterable<R[]>,
): ReadableStream<Uint8Array> {
  const table: Table<R> = { sheetName, columns, pages, timeZone: TIME_ZONE };
  return format === "csv" ? csvStream(table) : xlsxStream(table);
}

/** The file of an export; `eventId` is that of an existing event (ignored by the site's lists). */
function streamOf(kind: ExportKind, format: ExportFormat, eventId: number) {
  switch (kind) {
    case "vendors":
      return encode(format, "Vendors and booths", VENDOR_COLUMNS, () =>
        keysetPages<BookedBooth, BoothKey>(
          (after, limit) => bookedBoothsPage({ eventId, after, limit }),
          ({ sectionPosition, boothName, boothId }) => ({ sectionPosition, boothName, boothId }),
        ),
      );
    case "orders":
      return encode(format, "Orders", ORDER_COLUMNS, () =>
        keysetPages<OrderLine, number>(
          (afterId, limit) => ordersPage({ eventId, afterId, limit }),
          (r) => r.id,
        ),
      );
    case "tickets":
      return encode(format, "Tickets", TICKET_COLUMNS, () =>
        keysetPages<TicketLine, TicketKey>(
          (after, limit) => ticketsPage({ eventId, after, limit }),
          ({ seatRow, seatColumn, ticketId }) => ({ seatRow, seatColumn, ticketId }),
        ),
      );
    case "contacts":
      return encode(format, "Contact messages", CONTACT_COLUMNS, () =>
        keysetPages<ContactMessageLine, number>(
          (afterId, limit) => contactMessagesPage({ afterId, limit }),
          (r) => r.id,
        ),
      );
    case "newsletter":
      return encode(format, "Newsletter", SUBSCRIBER_COLUMNS, () =>
        keysetPages<SubscriberLine, number>(
          (afterId, limit) => subscribersPage({ afterId, limit }),
          (r) => r.id,
        ),
      );
  }
}

/** An event's name as it may go into a file name: "summer-festival-2026" (else "event-12"). */
export function fileSlug(event: { id: number; name: string }): string {
  const slug = event.name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  return slug || `event-${event.id}`;
}

export type ExportFile = {
  /** `orders-summer-festival-2026-2026-07-01.csv`: ASCII only, safe in a header. */
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
};

/**
 * A download, streamed. The event's exports need `eventId` (BAD_REQUEST without it, NOT_FOUND
 * for an unknown event); the contact messages and the newsletter subscribers are the whole
 * site's, whatever `eventId` says.
 */
export async function exportFile({
  name,
  eventId,
  now = new Date(),
}: {
  name: ExportName;
  eventId: number | undefined;
  now?: Date;
}): Promise<ExportFile> {
  const [kind, format] = name.split(".") as [ExportKind, ExportFormat];
  let prefix: string = kind;
  let scope = 0;
  if (EVENT_KINDS.has(kind)) {
    if (eventId === undefined) throw appError("BAD_REQUEST", "errors.exports.eventRequired");
    const event = await findExportEvent({ eventId });
    if (!event) throw appError("NOT_FOUND", "exhibition.notFound");
    prefix = `${kind}-${fileSlug(event)}`;
    scope = event.id;
  }
  return {
    filename: `${prefix}-${wallClockDay(now, TIME_ZONE)}.${format}`,
    contentType: format === "csv" ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    body: streamOf(kind, format, scope),
  };
}
