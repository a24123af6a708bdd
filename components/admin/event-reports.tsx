"use client";

import { useEffect, useState, type ReactNode } from "react";
import { DASHBOARD_ROUTES } from "@/lib/console/api/dashboard";
import { call } from "@/lib/http/client";
import type { RouteAnswer } from "@/lib/http/route-contract";
import { formatCad } from "@/lib/payments/pricing";
import { Notice } from "./booth-editor-parts";
import { col, TableHead } from "./console-table";

// The event's figures for the foundation's books, under its dashboard. They read every payment
// of the event, so they come after the page, from GET /api/admin/v1/reports: the dashboard
// itself stays quick to open.

type Reports = RouteAnswer<typeof DASHBOARD_ROUTES.reports>;

const cell = "px-3 py-1.5";
const money = `${cell} text-right tabular-nums`;
const dayFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });

/** A table of figures: a name in each row's first column, then its figures. */
function FiguresTable({
  caption,
  columns: [first, ...figureColumns],
  rows,
}: {
  caption: string;
  columns: [string, ...string[]];
  rows: { key: string; name: ReactNode; figures: ReactNode[] }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-bold">{caption}</caption>
      <TableHead columns={[col(first, cell), ...figureColumns.map((label) => col(label, money))]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-ink/5">
            <th scope="row" className={`${cell} font-medium`}>
              {row.name}
            </th>
            {row.figures.map((figure, i) => (
              <td key={i} className={money}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EventReports({ eventId }: { eventId: number }) {
  const [reports, setReports] = useState<Reports | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    call(DASHBOARD_ROUTES.reports, { query: { eventId } })
      .then((answer) => {
        if (!live) return;
        if (answer.status === "OK") setReports(answer.payload);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId]);

  return (
    <section aria-labelledby="reports-heading" className="space-y-4 card p-4 sm:p-6">
      <h2 id="reports-heading" className="text-2xl font-bold">
        For the books
      </h2>
      {failed ? (
        <Notice tone="error">The figures could not be loaded. Reload the page to try again.</Notice>
      ) : !reports ? (
        <p role="status" className="text-ink-soft">
          Loading the figures for the books…
        </p>
      ) : (
        <Figures reports={reports} />
      )}
    </section>
  );
}

/** Damage deposits: not sales, so apart from every figure above and below. */
function Deposits({ deposits }: { deposits: Reports["deposits"] }) {
  return (
    <div>
      <h3 className="font-bold">Damage deposits (not sales)</h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-4" data-testid="books-deposits">
        <div>
          <dt className="text-sm text-ink-soft">Held</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCad(deposits.heldCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">Returned</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCad(deposits.returnedCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">Kept</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCad(deposits.keptCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">HST included in kept</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCad(deposits.hstInKeptCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Figures({ reports }: { reports: Reports }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-soft">HST charged on paid orders</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCad(reports.hstChargedCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">Refunds</dt>
          <dd className="text-xl font-bold tabular-nums">
            {formatCad(reports.refunds.amountCents)}{" "}
            <span className="text-base font-normal text-ink-soft">
              ({reports.refunds.count} refund{reports.refunds.count === 1 ? "" : "s"})
            </span>
          </dd>
        </div>
      </dl>
      <Deposits deposits={reports.deposits} />
      <div className="grid gap-6 lg:grid-cols-2">
        <FiguresTable
          caption="Sales by section"
          columns={["Section", "Sold", "At the price paid"]}
          rows={reports.salesBySection.map((s) => ({
            key: s.sectionName,
            name: s.sectionName,
            figures: [s.items, formatCad(s.salesCents)],
          }))}
        />
        {reports.salesByAddon.length > 0 && (
          <FiguresTable
            caption="Add-ons"
            columns={["Add-on", "Sold", "At the price paid"]}
            rows={reports.salesByAddon.map((a) => ({
              key: a.addonName,
              name: a.addonName,
              figures: [a.items, formatCad(a.salesCents)],
            }))}
          />
        )}
        <FiguresTable
          caption="Money in by day (Toronto)"
          columns={["Day", "Received", "Refunded"]}
          rows={reports.salesByDay.map((d) => ({
            key: d.day,
            name: dayFormat.format(new Date(`${d.day}T12:00:00Z`)),
            figures: [
              formatCad(d.receivedCents),
              d.refundedCents ? formatCad(d.refundedCents) : "—",
            ],
          }))}
        />
      </div>
    </>
  );
}
