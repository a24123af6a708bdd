import Link from "next/link";
import { OrderListExports } from "@/components/admin/export-links";
import { OrderList } from "@/components/admin/order-list";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { consoleEvents } from "@/lib/console/dashboard";
import { orderList } from "@/lib/orders/office";
import { orderStatusWords } from "@/lib/orders/status-words";
import { ORDER_STATUSES, type OrderStatus } from "@/db/queries/model";
import { eventIdSchema } from "@/lib/http/public-fields";

export const metadata = consoleMetadata("Orders");

type Search = { eventId?: string; status?: string; q?: string; page?: string };
type Props = { searchParams: Promise<Search> };

const one = (v: unknown) => (typeof v === "string" ? v : undefined);

/**
 * A state to search by, in the words the list shows: a partly paid order reads "Deposit paid" or,
 * once most is paid, "Paid in part", each with its own balance, so the one state names both.
 */
const stateWords = (status: OrderStatus) =>
  status === "PARTIALLY_PAID"
    ? "Deposit paid or paid in part, balance due"
    : orderStatusWords({ status, balanceCents: 0, totalCents: 0 }).text;

/** The filter the address names; anything malformed is simply not applied. */
function filterOf(search: Search) {
  const eventId = eventIdSchema.safeParse(one(search.eventId));
  const status = one(search.status);
  const page = Number(one(search.page) ?? 1);
  return {
    eventId: eventId.success ? eventId.data : undefined,
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    q: one(search.q)?.trim().slice(0, 200) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

async function Orders({ searchParams }: Props) {
  const filter = filterOf(await searchParams);
  const [events, list] = await Promise.all([
    consoleEvents(),
    orderList({ eventId: filter.eventId, status: filter.status, q: filter.q }, filter.page),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (filter.eventId) query.set("eventId", String(filter.eventId));
    if (filter.status) query.set("status", filter.status);
    if (filter.q) query.set("q", filter.q);
    query.set("page", String(page));
    return `/admin/orders?${query}`;
  };
  return (
    <div className="space-y-6">
      <form method="get" action="/admin/orders" className="grid gap-4 card p-4 sm:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="orders-q" className="field-label">
            Search orders
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={200}
            placeholder="Vendor, e-mail, booth, seat or order number"
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="orders-event" className="field-label">
            Event
          </label>
          <select
            id="orders-event"
            name="eventId"
            defaultValue={filter.eventId ?? ""}
            className="field-input"
          >
            <option value="">All events</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-status" className="field-label">
            State
          </label>
          <select
            id="orders-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="field-input"
          >
            <option value="">Any state</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {stateWords(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-4">
          <button type="submit" className="btn-primary">
            Search
          </button>
        </div>
      </form>
      <p role="status" className="text-ink-soft">
        {list.total === 1 ? "1 order" : `${list.total} orders`}
        {pages > 1 ? `, page ${list.page} of ${pages}` : ""}.
      </p>
      <OrderList rows={list.rows} />
      {pages > 1 && (
        <nav aria-label="Pages of orders" className="flex gap-3">
          {list.page > 1 && (
            <Link href={pageHref(list.page - 1)} prefetch={false} className="btn-secondary">
              Newer orders
            </Link>
          )}
          {list.page < pages && (
            <Link href={pageHref(list.page + 1)} prefetch={false} className="btn-secondary">
              Older orders
            </Link>
          )}
        </nav>
      )}
      <OrderListExports filter={{ eventId: filter.eventId, status: filter.status, q: filter.q }} />
    </div>
  );
}

export default function AdminOrdersPage({ searchParams }: Props) {
  return (
    <ConsolePage heading="Orders" gap={6} path="/admin/orders">
      <Orders searchParams={searchParams} />
    </ConsolePage>
  );
}
