import "server-only";
import {
  bookedBoothsPage,
  findExportEvent,
  ordersPage,
  ticketsPage,
  type BookedBooth,
  type BoothKey,
  type OrderLine,
  type OrderLineKey,
  type TicketKey,
  type TicketLine,
} from "./queries/exports";
import {
  contactMessagesPage,
  subscribersPage,
  type ContactMessageLine,
  type SubscriberLine,
} from "../site/queries";
import type { OrderFilter } from "@/db/queries/search";
import type { OrderStatus, PaymentMethod } from "@/db/queries/model";
import { appError } from "../http/envelope";
import { orderStatusWords } from "../orders/status-words";
import type { EventSalesList } from "../sales/api";
import { eventSalesList } from "../sales/sales";
import { complianceSheet } from "../requirements/compliance-export";
import type { ExportFormat, ExportKind, ExportName } from "./api/exports";
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
const EVENT_KINDS: ReadonlySet<ExportKind> = new Set([
  "vendors",
  "orders",
  "tickets",
  "compliance",
  "sales",
]);

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

// --- Words, not codes: what the console's pages say ---

/** Words already written, by state and balance: a file repeats a few of them many times. */
const stateWords = new Map<string, string>();

/** An order's state as the console's orders list says it ("Deposit paid, $337.60 due"). */
function orderState(status: OrderStatus, owedCents: number): string {
  const key = `${status} ${owedCents}`;
  let words = stateWords.get(key);
  if (words === undefined) {
    if (stateWords.size >= 10_000) stateWords.clear();
    words = orderStatusWords(status, owedCents, "en").text;
    stateWords.set(key, words);
  }
  return words;
}

/** How a payment was made, as the console's order page says it. */
const METHOD_WORDS: Record<PaymentMethod, string> = {
  STRIPE: "Card (Stripe)",
  CHEQUE: "Cheque",
  ETRANSFER: "e-Transfer",
  CASH: "Cash",
  COUPON: "Free (100% coupon)",
};

/**
 * Several values of one cell (an order's payment references, its Stripe ids), one per line: each
 * is one line of text (references and names are refused with a line break in them), so no value
 * can be read as two, whatever commas or semicolons it holds.
 */
const lines = (values: readonly string[]) => (values.length ? values.join("\n") : null);

const VENDOR_COLUMNS: Column<BookedBooth>[] = [
  { header: "Booth", type: "text", width: 10, value: (r) => r.boothName },
  { header: "Section", type: "text", value: (r) => r.sectionName },
  {
    header: "Status",
    type: "text",
    width: 26,
    value: (r) =>
      r.orderStatus === null
        ? "Booked by the office"
        : orderState(r.orderStatus, r.orderBalanceCents ?? 0),
  },
  { header: "Order", type: "integer", value: (r) => r.orderId },
  { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
  { header: "LOB", type: "text", width: 30, value: (r) => r.lob },
  { header: "Contact", type: "text", value: (r) => r.contactName },
  { header: "Phone", type: "text", width: 16, value: (r) => r.phone },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Paid", type: "money", value: (r) => r.paidCents },
  { header: "Balance", type: "money", value: (r) => r.balanceCents },
  // the damage deposit of the booth's order: apart from the price, never in Paid or Balance
  { header: "Deposit owed", type: "money", value: (r) => r.depositCents },
  { header: "Deposit paid", type: "money", value: (r) => r.depositPaidCents },
  { header: "Deposit returned", type: "money", value: (r) => r.depositReturnedCents },
  { header: "Deposit kept", type: "money", value: (r) => r.depositKeptCents },
];

/** An order's figure, on the first line of the order only (its sum is then the orders'). */
const figure =
  (cents: (r: OrderLine) => number) =>
  (r: OrderLine): number | null =>
    r.firstLine ? cents(r) : null;

const ORDER_COLUMNS: Column<OrderLine>[] = [
  { header: "Order", type: "integer", value: (r) => r.id },
  { header: "Placed", type: "datetime", value: (r) => r.createdAt },
  { header: "Status", type: "text", width: 26, value: (r) => orderState(r.status, r.owedCents) },
  { header: "Event", type: "text", width: 30, value: (r) => r.eventName },
  { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  // one line per item the order lists: a live order's held items, all of an ended order's
  { header: "Item", type: "text", width: 18, value: (r) => r.item },
  { header: "Section", type: "text", value: (r) => r.itemSection },
  { header: "Item price", type: "money", value: (r) => r.itemCents },
  { header: "Coupon", type: "text", width: 12, value: (r) => r.couponCode },
  // the subtotal is the items after the coupon's discount
  { header: "Subtotal", type: "money", value: figure((r) => r.subtotalCents) },
  { header: "Discount", type: "money", value: figure((r) => r.discountCents) },
  { header: "Fees", type: "money", value: figure((r) => r.feesCents) },
  { header: "Charges", type: "money", value: figure((r) => r.chargesCents) },
  { header: "HST", type: "money", value: figure((r) => r.taxCents) },
  { header: "Credits", type: "money", value: figure((r) => r.creditsCents) },
  { header: "Total", type: "money", value: figure((r) => r.totalCents) },
  { header: "Paid", type: "money", value: figure((r) => r.paidCents) },
  { header: "Refunded", type: "money", value: figure((r) => r.refundedCents) },
  { header: "Balance", type: "money", value: figure((r) => r.owedCents) },
  // the damage deposit, apart from the price (in none of the columns above)
  { header: "Deposit owed", type: "money", value: figure((r) => r.depositCents) },
  { header: "Deposit paid", type: "money", value: figure((r) => r.depositPaidCents) },
  { header: "Deposit returned", type: "money", value: figure((r) => r.depositReturnedCents) },
  { header: "Deposit kept", type: "money", value: figure((r) => r.depositKeptCents) },
  {
    header: "Method",
    type: "text",
    width: 18,
    lines: true,
    value: (r) => lines(r.methods.map((m) => METHOD_WORDS[m]).sort()),
  },
  { header: "Reference", type: "text", width: 16, lines: true, value: (r) => lines(r.references) },
  {
    header: "Stripe session",
    type: "text",
    width: 40,
    lines: true,
    value: (r) => lines(r.stripeSessionIds),
  },
  {
    header: "Payment intent",
    type: "text",
    width: 32,
    lines: true,
    value: (r) => lines(r.paymentIntentIds),
  },
  {
    header: "Stripe refund",
    type: "text",
    width: 32,
    lines: true,
    value: (r) => lines(r.stripeRefundIds),
  },
];

const TICKET_COLUMNS: Column<TicketLine>[] = [
  { header: "Seat", type: "text", width: 16, value: (r) => r.seatLabel },
  // a voided ticket's QR code still verifies: the door list says it admits no one
  { header: "Status", type: "text", width: 10, value: (r) => (r.voidedAt ? "Voided" : "Valid") },
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

/**
 * The file of an export. `filter.eventId` is that of an existing event for the event's exports;
 * the orders export applies the whole filter (without an event, every event's orders); the
 * site's lists ignore it.
 */
function streamOf(
  kind: Exclude<ExportKind, "compliance" | "sales">,
  format: ExportFormat,
  filter: OrderFilter,
) {
  const eventId = filter.eventId ?? 0;
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
        keysetPages<OrderLine, OrderLineKey>(
          (after, limit) => ordersPage({ filter, after, limit }),
          (r) => ({ orderId: r.id, itemId: r.itemId ?? 0 }),
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

/** What a download is asked for: the event, and for the orders the orders list's filter. */
export type ExportQuery = OrderFilter;

/** A status code as it may go into a file name: "partially-paid". */
const statusSlug = (status: OrderStatus) => status.toLowerCase().replace(/_/g, "-");

/** The event's compliance matrix: one page, one row per booked order (read before sending). */
async function complianceStream(format: ExportFormat, eventId: number) {
  const { sheetName, columns, rows } = await complianceSheet(eventId);
  return encode(format, sheetName, columns, async function* () {
    yield rows;
  });
}

type SalesLine = EventSalesList["vendors"][number];

/**
 * The accountant's sheet of an event's food vendors' sales: one row per food order, its vendor
 * and booths, one column per festival day (empty: not sent), the total and when it was sent.
 */
async function salesStream(format: ExportFormat, eventId: number) {
  const list = await eventSalesList(eventId);
  const columns: Column<SalesLine>[] = [
    { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
    { header: "Booths", type: "text", width: 16, value: (r) => r.booths },
    { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
    { header: "Order", type: "integer", value: (r) => r.orderId },
    ...list.days.map((day, i): Column<SalesLine> => ({
      header: day,
      type: "money",
      value: (r) => r.days[i]?.grossCents ?? null,
    })),
    {
      header: "Total",
      type: "money",
      value: (r) => (r.days.some((d) => d.grossCents !== null) ? r.totalCents : null),
    },
    {
      header: "Submitted at",
      type: "datetime",
      value: (r) => (r.submittedAt ? new Date(r.submittedAt) : null),
    },
  ];
  return encode(format, "Sales", columns, async function* () {
    yield list.vendors;
  });
}

/**
 * A download, streamed. The event's booths, tickets and compliance matrix need `eventId`
 * (BAD_REQUEST without it, NOT_FOUND for an unknown event); the orders take the orders list's filter (`eventId`,
 * `status`, `q`; every event's orders without `eventId`); the contact messages and the
 * newsletter subscribers are the whole site's, whatever the query says.
 */
export async function exportFile({
  name,
  query,
  now = new Date(),
}: {
  name: ExportName;
  query: ExportQuery;
  now?: Date;
}): Promise<ExportFile> {
  const [kind, format] = name.split(".") as [ExportKind, ExportFormat];
  const parts: string[] = [kind];
  let filter: OrderFilter = {};
  if (EVENT_KINDS.has(kind)) {
    if (query.eventId === undefined && kind !== "orders")
      throw appError("BAD_REQUEST", "errors.exports.eventRequired");
    if (query.eventId !== undefined) {
      const event = await findExportEvent({ eventId: query.eventId });
      if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
      parts.push(fileSlug(event));
    } else parts.push("all-events");
    filter = { eventId: query.eventId };
    if (kind === "orders") {
      filter = { ...filter, status: query.status, q: query.q?.trim() || undefined };
      if (filter.status) parts.push(statusSlug(filter.status));
    }
  }
  parts.push(wallClockDay(now, TIME_ZONE));
  return {
    filename: `${parts.join("-")}.${format}`,
    contentType: format === "csv" ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    body:
      kind === "compliance"
        ? await complianceStream(format, filter.eventId!)
        : kind === "sales"
          ? await salesStream(format, filter.eventId!)
          : streamOf(kind, format, filter),
  };
}
