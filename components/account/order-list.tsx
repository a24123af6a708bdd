import type { OrderSummary } from "@/db/queries/orders";
import { formatCad } from "@/lib/pricing";
import { PayBalanceButton } from "./pay-balance-button";

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeZone: "America/Toronto",
});

/** The vendor's orders on the profile page. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <section aria-labelledby="orders-heading" className="mt-10">
      <h2 id="orders-heading" className="text-2xl font-bold">
        Your orders
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-ink-soft">You have no orders yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {orders.map((o) => (
            <li key={o.id} className="rounded-xl border border-ink/10 p-4" data-testid="order">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-bold">
                  Order {o.id} · {dateFormat.format(o.createdAt)}
                </p>
                <p className="text-sm font-bold tracking-wide text-crimson uppercase">
                  {o.status.replace("_", " ")}
                </p>
              </div>
              <p className="mt-1 text-ink-soft">{o.items.map((i) => i.name).join(", ")}</p>
              <p className="mt-1 text-sm">
                Total {formatCad(o.totalCents)} · Paid {formatCad(o.paidCents)} · Balance{" "}
                {formatCad(o.balanceCents)}
              </p>
              {o.status === "PARTIALLY_PAID" && o.balanceCents > 0 && (
                <PayBalanceButton orderId={o.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
