"use client";

import { useEffect, useState } from "react";
import { DASHBOARD_ROUTES } from "@/lib/console/api/dashboard";
import { call } from "@/lib/http/client";
import type { RouteAnswer } from "@/lib/http/route-contract";
import { formatCad } from "@/lib/payments/pricing";
import { Notice } from "./booth-editor-parts";

// The event's figures for the foundation's books, under its dashboard. They read every payment
// of the event, so they come after the page, from GET /api/admin/v1/reports: the dashboard
// itself stays quick to open.

type Reports = RouteAnswer<typeof DASHBOARD_ROUTES.reports>;

const cell = "px-3 py-1.5";
const money = `${cell} text-right tabular-nums`;
const dayFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });

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
        <table className="w-full text-left text-sm">
          <caption className="text-left font-bold">Sales by section</caption>
          <thead>
            <tr className="border-b border-ink/10 text-ink-soft">
              <th scope="col" className={cell}>
                Section
              </th>
              <th scope="col" className={money}>
                Sold
              </th>
              <th scope="col" className={money}>
                At the price paid
              </th>
            </tr>
          </thead>
          <tbody>
            {reports.salesBySection.map((s) => (
              <tr key={s.sectionName} className="border-b border-ink/5">
                <th scope="row" className={`${cell} font-medium`}>
                  {s.sectionName}
                </th>
                <td className={money}>{s.items}</td>
                <td className={money}>{formatCad(s.salesCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {reports.salesByAddon.length > 0 && (
          <table className="w-full text-left text-sm">
            <caption className="text-left font-bold">Add-ons</caption>
            <thead>
              <tr className="border-b border-ink/10 text-ink-soft">
                <th scope="col" className={cell}>
                  Add-on
                </th>
                <th scope="col" className={money}>
                  Sold
                </th>
                <th scope="col" className={money}>
                  At the price paid
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.salesByAddon.map((a) => (
                <tr key={a.addonName} className="border-b border-ink/5">
                  <th scope="row" className={`${cell} font-medium`}>
                    {a.addonName}
                  </th>
                  <td className={money}>{a.items}</td>
                  <td className={money}>{formatCad(a.salesCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <table className="w-full text-left text-sm">
          <caption className="text-left font-bold">Money in by day (Toronto)</caption>
          <thead>
            <tr className="border-b border-ink/10 text-ink-soft">
              <th scope="col" className={cell}>
                Day
              </th>
              <th scope="col" className={money}>
                Received
              </th>
              <th scope="col" className={money}>
                Refunded
              </th>
            </tr>
          </thead>
          <tbody>
            {reports.salesByDay.map((d) => (
              <tr key={d.day} className="border-b border-ink/5">
                <th scope="row" className={`${cell} font-medium`}>
                  {dayFormat.format(new Date(`${d.day}T12:00:00Z`))}
                </th>
                <td className={money}>{formatCad(d.receivedCents)}</td>
                <td className={money}>{d.refundedCents ? formatCad(d.refundedCents) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
