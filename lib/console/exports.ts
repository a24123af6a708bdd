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
import type { OrderStatus } from "@/db/queries/model";
import { appError } from "../http/envelope";
import type { EventSalesList } from "../sales/api";
import { eventSalesList } from "../sales/sales";
import { complianceSheet } from "../requirements/compliance-export";
import type { ExportFormat, ExportKind, ExportName } from "./api/exports";
import {
  CONTACT_COLUMNS,
  ORDER_COLUMNS,
  SUBSCRIBER_COLUMNS,
  TICKET_COLUMNS,
  VENDOR_COLUMNS,
} from "./export-columns";
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
// a page at a time while the file is sent (lib/console/spreadsheet.ts); their columns are in
// lib/console/export-columns.ts.

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
