import Link from "next/link";
import type { OrderListRow } from "@/lib/orders/office";
import { orderStatusWords } from "@/lib/orders/status-words";
import { formatCad } from "@/lib/payments/pricing";
import { formatMoment } from "./format";

const cell = "px-3 py-2";
const money = `${cell} text-right tabular-nums`;

/** The orders found: number, vendor, event, items, state and money, newest first. */
export function OrderList({ rows }: { rows: OrderListRow[] }) {
  if (rows.length === 0) return <p className="card p-6 text-ink-soft">No orders match.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Orders, newest first</caption>
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            <th scope="col" className={`${cell} font-semibold`}>
              Order
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Vendor
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Items
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              State
            </th>
            <th scope="col" className={`${money} font-semibold`}>
              Total
            </th>
            <th scope="col" className={`${money} font-semibold`}>
              Paid
            </th>
            <th scope="col" className={`${money} font-semibold`}>
              Balance
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Placed
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} className="border-b border-ink/5 last:border-0" data-testid="order-row">
              <th scope="row" className={cell}>
                <Link
                  href={`/admin/orders/${o.id}`}
                  prefetch={false}
                  className="font-semibold text-teal underline"
                >
                  #{o.id}
                </Link>
              </th>
              <td className={cell}>
                <span className="block font-medium">{o.vendorName}</span>
                <span className="block text-sm text-ink-soft">{o.email}</span>
              </td>
              <td className={cell}>
                {/* one item a line: a seat's name holds a comma ("Row 3, Seat 5") */}
                {o.items.length > 0 && (
                  <ul>
                    {o.items.map((item, i) => (
                      <li key={i}>{item}</li>
                    ))}
                  </ul>
                )}
                {o.eventName && <span className="block text-sm text-ink-soft">{o.eventName}</span>}
              </td>
              <td className={cell}>{orderStatusWords(o).text}</td>
              <td className={money}>{formatCad(o.totalCents)}</td>
              <td className={money}>
                {formatCad(o.paidCents - o.refundedCents)}
                {o.refundedCents > 0 && (
                  <span className="block text-sm text-ink-soft">
                    {formatCad(o.refundedCents)} refunded
                  </span>
                )}
              </td>
              <td className={money}>{formatCad(o.balanceCents)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatMoment(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
