import Link from "next/link";
import { EXPORT_FORMATS, EXPORT_ROUTES } from "@/lib/console/api/exports";
import { routeUrl } from "@/lib/http/route-contract";
import { formatCad } from "@/lib/payments/pricing";
import type { EventSalesList } from "@/lib/sales/api";
import { col, TableHead } from "./console-table";

const cell = "px-3 py-2";
const money = `${cell} text-right tabular-nums`;
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const sentFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Toronto",
});

/**
 * The event's food vendors with their gross sales per festival day, sent or not (and the
 * reminders they had), and the accountant's download.
 */
export function SalesList({ list }: { list: EventSalesList }) {
  const sent = list.vendors.filter((v) => v.sent).length;
  return (
    <div className="space-y-6">
      <section aria-labelledby="sales-heading" className="space-y-3 card p-4 sm:p-6">
        <h2 id="sales-heading" className="text-2xl font-bold">
          Gross sales per festival day
        </h2>
        <p className="text-ink-soft">
          {list.ended
            ? `${sent} of ${list.vendors.length} food vendors have sent their sales. Those who have not are reminded the day after the event and a week later.`
            : "Food vendors are asked for their sales once the event has ended."}
        </p>
        {list.vendors.length === 0 ? (
          <p className="text-ink-soft">No food vendor has a booked booth at this event.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Food vendors and their gross sales by day</caption>
              <TableHead
                columns={[
                  col("Vendor", cell),
                  col("Booths", cell),
                  ...list.days.map((day) => ({
                    key: day,
                    label: dayFormat.format(new Date(`${day}T12:00:00Z`)),
                    className: money,
                  })),
                  col("Total", money),
                  col("Sent", cell),
                ]}
              />
              <tbody>
                {list.vendors.map((v) => (
                  <tr key={v.orderId} className="border-b border-ink/5" data-testid="sales-row">
                    <th scope="row" className={`${cell} font-medium`}>
                      <Link
                        href={`/admin/orders/${v.orderId}`}
                        prefetch={false}
                        className="text-teal underline"
                      >
                        {v.vendorName}
                      </Link>
                      <span className="block text-xs text-ink-soft">
                        <bdi>{v.email}</bdi>
                      </span>
                    </th>
                    <td className={cell}>{v.booths}</td>
                    {v.days.map((d) => (
                      <td key={d.day} className={money}>
                        {d.grossCents === null ? "—" : formatCad(d.grossCents)}
                      </td>
                    ))}
                    <td className={`${money} font-semibold`}>{formatCad(v.totalCents)}</td>
                    <td className={cell}>
                      {v.sent && v.submittedAt
                        ? `Sent ${sentFormat.format(new Date(v.submittedAt))}`
                        : v.remindersSent.length > 0
                          ? `Not sent (reminded ${v.remindersSent.length === 1 ? "once" : "twice"})`
                          : "Not sent"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="sales-downloads" className="space-y-3 card p-4 sm:p-6">
        <h2 id="sales-downloads" className="text-2xl font-bold">
          For the accountant
        </h2>
        <div className="flex flex-wrap gap-3">
          {EXPORT_FORMATS.map((format) => (
            <a
              key={format}
              href={routeUrl(
                EXPORT_ROUTES.download,
                { name: `sales.${format}` },
                { eventId: list.eventId },
              )}
              download
              className="btn-secondary"
            >
              Download sales ({format.toUpperCase()})
            </a>
          ))}
        </div>
      </section>
    </div>
  );
}
