"use client";

import Link from "next/link";
import type { BoothCounts, EventDashboard } from "@/lib/console/dashboard";
import { orderStatusWords } from "@/lib/orders/status-words";
import { formatCad } from "@/lib/payments/pricing";
import { balanceDueSentence } from "@/lib/console/balance-due";
import { formatMoment } from "./format";

// The event dashboard's tables (event-dashboard.tsx): booths by section, seats, the last orders
// and the orders still owing after the balance due date.

/** The booth states in the order the dashboard shows them, with their words and bar colours. */
const BOOTH_STATES = [
  { status: "BOOKED", label: "Booked", short: "Booked", bar: "bg-teal" },
  { status: "HELD", label: "Held", short: "Held", bar: "bg-gold-light" },
  { status: "AVAILABLE", label: "Available", short: "Avail.", bar: "bg-sand-200" },
  { status: "RESERVED", label: "Reserved", short: "Resv.", bar: "bg-night-light" },
] as const;

const TONES = {
  done: "bg-teal/10 text-teal-dark",
  due: "bg-amber-100 text-amber-900",
  open: "bg-sand-100 text-ink",
  ended: "bg-ink/5 text-ink-soft",
} as const;

const cell = "px-2 py-2 sm:px-3";
const numberCell = `${cell} text-right tabular-nums`;
/** A column a phone leaves out (its figure is shown another way there). */
const notOnPhone = "hidden sm:table-cell";

/** The booths of a section as one bar, each state's share of it (the table beside has the numbers). */
function BoothBar({ counts }: { counts: BoothCounts }) {
  if (counts.total === 0) return null;
  return (
    <div
      aria-hidden="true"
      className="mt-1.5 flex h-2.5 w-full min-w-12 overflow-hidden rounded-full sm:min-w-24"
    >
      {BOOTH_STATES.map(({ status, bar }) =>
        counts[status] ? (
          <span
            key={status}
            className={bar}
            style={{ width: `${(counts[status] / counts.total) * 100}%` }}
          />
        ) : null,
      )}
    </div>
  );
}

export function SectionTable({ dashboard }: { dashboard: EventDashboard }) {
  const { sections, boothTotals } = dashboard;
  if (sections.length === 0) return <p className="text-ink-soft">No sections yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-3 pt-3 text-left">
          <span className="text-lg font-bold">Booths by section</span>
          <span
            className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft"
            aria-hidden="true"
          >
            {BOOTH_STATES.map(({ status, label, bar }) => (
              <span key={status} className="inline-flex items-center gap-1.5">
                <span className={`inline-block size-3 rounded-sm ${bar}`} />
                {label}
              </span>
            ))}
          </span>
        </caption>
        <thead>
          <tr className="border-b border-ink/10 text-xs text-ink-soft sm:text-sm">
            <th scope="col" className={`${cell} font-semibold`}>
              Section
            </th>
            {BOOTH_STATES.map(({ status, label, short }) => (
              <th key={status} scope="col" className={`${numberCell} font-semibold`}>
                {short === label ? (
                  label
                ) : (
                  // a phone shows the short word; screen readers always hear the whole one
                  <>
                    <span aria-hidden="true" className="sm:hidden">
                      {short}
                    </span>
                    <span className="max-sm:sr-only">{label}</span>
                  </>
                )}
              </th>
            ))}
            <th scope="col" className={`${numberCell} ${notOnPhone} font-semibold`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((s) => (
            <tr key={s.sectionId} className="border-b border-ink/5" data-testid="section-row">
              <th scope="row" className={`${cell} font-semibold`}>
                {s.name}
                <BoothBar counts={s.counts} />
                <span className="block text-xs font-normal text-ink-muted sm:hidden">
                  {s.counts.total} booths
                </span>
              </th>
              {BOOTH_STATES.map(({ status }) => (
                <td key={status} className={numberCell}>
                  {s.counts[status]}
                </td>
              ))}
              <td className={`${numberCell} ${notOnPhone}`}>{s.counts.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink/15 font-bold">
            <th scope="row" className={cell}>
              All sections
              <span className="block text-xs font-normal text-ink-muted sm:hidden">
                {boothTotals.total} booths
              </span>
            </th>
            {BOOTH_STATES.map(({ status }) => (
              <td key={status} className={numberCell}>
                {boothTotals[status]}
              </td>
            ))}
            <td className={`${numberCell} ${notOnPhone}`}>{boothTotals.total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function SeatTable({ seats }: { seats: NonNullable<EventDashboard["seats"]> }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-3 pt-3 text-left text-lg font-bold">Seats</caption>
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            {["Sold", "Held", "Available", "Total"].map((label) => (
              <th key={label} scope="col" className={`${numberCell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={numberCell}>{seats.SOLD}</td>
            <td className={numberCell}>{seats.HELD}</td>
            <td className={numberCell}>{seats.AVAILABLE}</td>
            <td className={numberCell}>{seats.total}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const itemWords = (items: EventDashboard["recentOrders"][number]["items"]) =>
  items.length === 0
    ? "–"
    : items.map((i) => (i.sectionName ? `${i.sectionName} ${i.name}` : i.name)).join(", ");

/** The last orders. On a phone the vendor, items and time sit under the order number. */
export function OrderTable({ orders }: { orders: EventDashboard["recentOrders"] }) {
  if (orders.length === 0) return <p className="text-ink-soft">No orders yet.</p>;
  const wide = "hidden md:table-cell";
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-3 pt-3 text-left text-lg font-bold">
          {orders.length === 1 ? "The only order" : `Last ${orders.length} orders, newest first`}
        </caption>
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            <th scope="col" className={`${cell} font-semibold`}>
              Order
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              Vendor
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              Items
            </th>
            <th scope="col" className={`${numberCell} font-semibold`}>
              Total
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Status
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              Placed
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => {
            const status = orderStatusWords(o);
            const items = itemWords(o.items);
            const placed = formatMoment(o.createdAt);
            return (
              <tr
                key={o.id}
                className="border-b border-ink/5 align-top last:border-0"
                data-testid="order-row"
              >
                <th scope="row" className={cell}>
                  <span className="font-semibold whitespace-nowrap">#{o.id}</span>
                  <span className="block font-normal md:hidden">
                    {o.vendorName}
                    <span className="block text-ink-soft">{items}</span>
                    <span className="block text-ink-muted">{placed}</span>
                  </span>
                </th>
                <td className={`${cell} ${wide}`}>{o.vendorName}</td>
                <td className={`${cell} ${wide}`}>{items}</td>
                <td className={numberCell}>{formatCad(o.totalCents)}</td>
                <td className={cell}>
                  <span
                    className={`inline-block rounded-lg px-2.5 py-0.5 text-sm font-semibold ${TONES[status.tone]}`}
                  >
                    {status.text}
                  </span>
                </td>
                <td className={`${cell} ${wide} whitespace-nowrap`}>{placed}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Orders still owing after the balance due date: the office's list to call (none are cancelled). */
export function OverdueTable({ dashboard }: { dashboard: EventDashboard }) {
  const { overdue, event } = dashboard;
  if (!event.balanceDueDate) return null;
  return (
    <section aria-labelledby="overdue-heading" className="card p-4 sm:p-6">
      <h3 id="overdue-heading" className="text-xl font-bold">
        Overdue balances
      </h3>
      <p className="mb-2 text-sm text-ink-soft">
        {balanceDueSentence(event.balanceDueDate, dashboard.today)}
      </p>
      {overdue.length === 0 ? (
        <p className="text-ink-soft">Nothing is overdue.</p>
      ) : (
        <OverdueOrders
          orders={overdue}
          testId="overdue"
          figure={(o) => formatCad(o.balanceCents)}
        />
      )}
    </section>
  );
}

/** Orders past a date, each linked by its number, with its vendor and the figure at stake. */
export function OverdueOrders<O extends { id: number; vendorName: string; email: string }>({
  orders,
  testId,
  figure,
}: {
  orders: O[];
  testId: string;
  figure: (order: O) => string;
}) {
  return (
    <ul className="divide-y divide-ink/10">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid={testId}>
          <span>
            <Link
              href={`/admin/orders/${o.id}`}
              prefetch={false}
              className="font-semibold text-teal underline"
            >
              #{o.id}
            </Link>{" "}
            {o.vendorName} · <bdi>{o.email}</bdi>
          </span>
          <span className="font-semibold tabular-nums">{figure(o)}</span>
        </li>
      ))}
    </ul>
  );
}
