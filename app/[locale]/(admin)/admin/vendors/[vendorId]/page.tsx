import type { ReactNode } from "react";
import { formatMoment } from "@/components/admin/format";
import { idPageData, idReturnPath } from "@/components/admin/event-console-page";
import { ConsoleLink, ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { OfficeOrderForm } from "@/components/admin/office-order-form";
import { VendorAccess } from "@/components/admin/vendor-access";
import { DisabledBadge } from "@/components/admin/vendor-list";
import { consoleEvents } from "@/lib/console/dashboard";
import { vendorDetail } from "@/lib/accounts/office-vendors";
import { orderStatusWords } from "@/lib/orders/status-words";
import { formatCad } from "@/lib/payments/pricing";

type Props = { params: Promise<{ vendorId: string }> };

// Any vendor id may come here (none is known when the site is built): rendered for each request.
export const instant = false;

export const metadata = consoleMetadata("Vendor");

const LANGUAGE = { en: "English", ar: "Arabic" } as const;
const cell = "px-3 py-2";
const money = `${cell} text-right tabular-nums`;

async function returnPath(params: Props["params"]) {
  return idReturnPath((await params).vendorId, "/admin/vendors", "/admin/vendors");
}

async function Vendor({ params }: Props) {
  const { account, orders, owedCents } = await idPageData((await params).vendorId, vendorDetail);
  const profile: [string, ReactNode][] = [
    ["Line of business", account.lob],
    ["Contact", account.contactName],
    ["E-mail", <bdi key="e">{account.email}</bdi>],
    ["Phone", <bdi key="p">{account.phone}</bdi>],
    ["City", account.city],
    ["Language", LANGUAGE[account.locale]],
    ["Created", formatMoment(account.createdAt)],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-6">
        <section className="space-y-3 card p-4 sm:p-6" aria-labelledby="vendor-heading">
          <h2 id="vendor-heading" className="text-2xl font-bold">
            {account.legalName}
            {account.disabledAt !== null && <DisabledBadge />}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {profile.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="min-w-0 break-words">{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <p className="text-lg">
            Owed in all: <strong className="tabular-nums">{formatCad(owedCents)}</strong>
          </p>
        </section>

        <section className="card p-4 sm:p-6" aria-labelledby="vendor-orders-heading">
          <h2 id="vendor-orders-heading" className="mb-2 text-xl font-bold">
            Orders
          </h2>
          {orders.length === 0 ? (
            <p className="text-ink-soft">No orders yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Orders of {account.legalName}, newest first</caption>
                <thead>
                  <tr className="border-b border-ink/10 text-ink-soft">
                    <th scope="col" className={cell}>
                      Order
                    </th>
                    <th scope="col" className={cell}>
                      Event
                    </th>
                    <th scope="col" className={cell}>
                      State
                    </th>
                    <th scope="col" className={money}>
                      Total
                    </th>
                    <th scope="col" className={money}>
                      Paid
                    </th>
                    <th scope="col" className={money}>
                      Refunded
                    </th>
                    <th scope="col" className={money}>
                      Balance
                    </th>
                    <th scope="col" className={cell}>
                      Contract
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((o) => (
                    <tr
                      key={o.id}
                      className="border-b border-ink/5 last:border-0"
                      data-testid="vendor-order-row"
                    >
                      <th scope="row" className={cell}>
                        <ConsoleLink href={`/admin/orders/${o.id}`}>#{o.id}</ConsoleLink>
                        <span className="block text-xs font-normal whitespace-nowrap text-ink-soft">
                          {formatMoment(o.createdAt)}
                        </span>
                      </th>
                      <td className={cell}>{o.eventName ?? "—"}</td>
                      <td className={cell}>{orderStatusWords(o).text}</td>
                      <td className={money}>{formatCad(o.totalCents)}</td>
                      <td className={money}>{formatCad(o.paidCents)}</td>
                      <td className={money}>{formatCad(o.refundedCents)}</td>
                      <td className={money}>{formatCad(o.balanceCents)}</td>
                      <td className={cell}>
                        {o.contractVersion ? (
                          <>
                            {o.contractVersion}
                            {o.contractAcceptedAt && (
                              <span className="block text-xs whitespace-nowrap text-ink-soft">
                                accepted {formatMoment(o.contractAcceptedAt)}
                              </span>
                            )}
                          </>
                        ) : (
                          "Not accepted"
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
      <div className="space-y-6">
        <VendorAccess
          accountId={account.id}
          name={account.legalName}
          disabled={account.disabledAt !== null}
        />
        {account.role === "vendor" && account.disabledAt === null && (
          <OfficeOrderForm
            vendorId={account.id}
            events={(await consoleEvents())
              .filter((e) => e.status !== "PAST" && !e.hasSeating)
              .map((e) => ({ id: e.id, name: e.name }))}
          />
        )}
      </div>
    </div>
  );
}

export default function AdminVendorPage({ params }: Props) {
  return (
    <ConsolePage
      heading="Vendor"
      gap={6}
      path={returnPath(params)}
      back={{ href: "/admin/vendors", label: "Vendors" }}
    >
      <Vendor params={params} />
    </ConsolePage>
  );
}
