import {
  EXPORT_FORMATS,
  EXPORT_ROUTES,
  type ExportFormat,
  type ExportKind,
} from "@/lib/console/api/exports";
import type { OrderStatus } from "@/db/queries/model";
import { routeUrl } from "@/lib/http/route-contract";

// The console's downloads: plain links to the organiser API's exports, which answer with the
// file as an attachment (CSV or XLSX), so the browser saves it and the page stays as it is.

type Download = {
  kind: ExportKind;
  /** What the file holds, as the link says it: "orders" gives "Download orders (CSV)". */
  what: string;
  /** Who reads it, in a line under the links. */
  note: string;
};

/** The orders list's filter, which the orders' download takes as it is. */
type OrderFilter = { eventId?: number; status?: OrderStatus; q?: string };

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: "CSV", xlsx: "XLSX" };

function DownloadLinks({
  download,
  query,
}: {
  download: Download;
  query: Record<string, string | number | undefined>;
}) {
  return (
    <li className="space-y-2">
      <div className="flex flex-wrap gap-3">
        {EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            href={routeUrl(EXPORT_ROUTES.download, { name: `${download.kind}.${format}` }, query)}
            download
            className="btn-secondary"
          >
            Download {download.what} ({FORMAT_NAMES[format]})
          </a>
        ))}
      </div>
      <p className="text-sm text-ink-soft">{download.note}</p>
    </li>
  );
}

function Downloads({
  id,
  heading,
  intro,
  downloads,
  query = {},
}: {
  id: string;
  heading: string;
  intro: string;
  downloads: Download[];
  query?: Record<string, string | number | undefined>;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 card p-4 sm:p-6">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="text-ink-soft">{intro}</p>
      <ul className="space-y-4">
        {downloads.map((d) => (
          <DownloadLinks key={d.kind} download={d} query={query} />
        ))}
      </ul>
    </section>
  );
}

const SPREADSHEETS =
  "CSV opens in any spreadsheet; XLSX opens in Excel with filter buttons on the header row.";

/**
 * An event's downloads, on its dashboard: booked booths, orders and tickets (a seated event) or
 * the compliance matrix and the food vendors' sales (a booth event).
 */
export function EventExports({ eventId, hasSeating }: { eventId: number; hasSeating: boolean }) {
  const downloads: Download[] = [
    {
      kind: "vendors",
      what: "vendors and booths",
      note: "One row per booked booth, with its vendor, contact and the order that booked it.",
    },
    {
      kind: "orders",
      what: "orders",
      note: "One row per booth, seat or add-on of each order; the order's money and damage deposit on its first row.",
    },
    ...(hasSeating
      ? [
          {
            kind: "tickets" as const,
            what: "tickets",
            note: "The door list: one row per ticket by seat, voided tickets marked.",
          },
        ]
      : [
          {
            kind: "compliance" as const,
            what: "compliance matrix",
            note: "One row per booked order: whether it is ready to open and each requirement's status in words.",
          },
          {
            kind: "sales" as const,
            what: "food vendors' sales",
            note: "For the accountant: one row per food vendor, each festival day's gross sales, the total and when they were sent.",
          },
        ]),
  ];
  return (
    <Downloads
      id="exports-heading"
      heading="Downloads"
      intro={SPREADSHEETS}
      downloads={downloads}
      query={{ eventId }}
    />
  );
}

/** The orders list's downloads: the orders its filter finds, and the site's own lists. */
export function OrderListExports({ filter }: { filter: OrderFilter }) {
  const orders: Download = {
    kind: "orders",
    what: "orders",
    note: "The orders this search finds (every page of them), one row per booth or seat; the order's money on its first row.",
  };
  return (
    <div className="space-y-6">
      <Downloads
        id="order-exports-heading"
        heading="Download these orders"
        intro={SPREADSHEETS}
        downloads={[orders]}
        query={filter}
      />
      <Downloads
        id="site-exports-heading"
        heading="The site's lists"
        intro="Messages from the contact form and the newsletter's subscribers, for every event."
        downloads={[
          {
            kind: "contacts",
            what: "contact messages",
            note: "Every message, oldest first.",
          },
          {
            kind: "newsletter",
            what: "newsletter subscribers",
            note: "Every address, in the order they subscribed.",
          },
        ]}
      />
    </div>
  );
}
