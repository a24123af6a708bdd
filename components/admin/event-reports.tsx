import type { EventReports } from "@/lib/admin/dashboard";
import { formatCad } from "@/lib/pricing";

const cell = "px-3 py-1.5";
const money = `${cell} text-right tabular-nums`;
const dayFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });

/** The event's figures for the foundation's books: sales by day and section, HST, refunds. */
export function EventReportsView({ reports }: { reports: EventReports }) {
  return (
    <section aria-labelledby="reports-heading" className="space-y-4 card p-4 sm:p-6">
      <h2 id="reports-heading" className="text-2xl font-bold">
        For the books
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-soft">HST charged on paid orders</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCad(reports.hstCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">Refunds</dt>
          <dd className="text-xl font-bold tabular-nums">
            {formatCad(reports.refunds.cents)}{" "}
            <span className="text-base font-normal text-ink-soft">
              ({reports.refunds.count} refund{reports.refunds.count === 1 ? "" : "s"})
            </span>
          </dd>
        </div>
      </dl>
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
            {reports.bySection.map((s) => (
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
            {reports.byDay.map((d) => (
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
    </section>
  );
}
