import Link from "next/link";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { VendorList } from "@/components/admin/vendor-list";
import { vendorList } from "@/lib/accounts/office-vendors";

export const metadata = consoleMetadata("Vendors");

type Search = { q?: string; page?: string };
type Props = { searchParams: Promise<Search> };

const one = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The search the address names; anything malformed is simply not applied. */
function filterOf(search: Search) {
  const page = Number(one(search.page) ?? 1);
  return {
    q: one(search.q)?.trim().slice(0, 200) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

async function Vendors({ searchParams }: Props) {
  const filter = filterOf(await searchParams);
  const list = await vendorList({ role: "vendor", q: filter.q }, filter.page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (filter.q) query.set("q", filter.q);
    query.set("page", String(page));
    return `/admin/vendors?${query}`;
  };
  return (
    <div className="space-y-6">
      <form
        method="get"
        action="/admin/vendors"
        className="flex flex-wrap items-end gap-4 card p-4"
      >
        <div className="min-w-0 grow basis-64">
          <label htmlFor="vendors-q" className="field-label">
            Search vendors
          </label>
          <input
            id="vendors-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={200}
            placeholder="Name, line of business, e-mail or phone"
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <p role="status" className="text-ink-soft">
        {list.total === 1 ? "1 vendor" : `${list.total} vendors`}
        {pages > 1 ? `, page ${list.page} of ${pages}` : ""}.
      </p>
      <VendorList rows={list.rows} />
      {pages > 1 && (
        <nav aria-label="Pages of vendors" className="flex gap-3">
          {list.page > 1 && (
            <Link href={pageHref(list.page - 1)} prefetch={false} className="btn-secondary">
              Previous page
            </Link>
          )}
          {list.page < pages && (
            <Link href={pageHref(list.page + 1)} prefetch={false} className="btn-secondary">
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

export default function AdminVendorsPage({ searchParams }: Props) {
  return (
    <ConsolePage heading="Vendors" gap={6} path="/admin/vendors">
      <Vendors searchParams={searchParams} />
    </ConsolePage>
  );
}
