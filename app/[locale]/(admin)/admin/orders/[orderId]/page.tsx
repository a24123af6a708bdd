import { formatMoment } from "@/components/admin/format";
import { OrderActions } from "@/components/admin/order-actions";
import { OrderDeposit } from "@/components/admin/deposit-order";
import { OrderTickets } from "@/components/admin/order-tickets";
import { idPageData, idReturnPath } from "@/components/admin/event-console-page";
import { ConsoleLink, ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { translator } from "@/lib/i18n/messages";
import { outboxStateText } from "@/lib/email/send";
import { invoiceNumber, invoicePath } from "@/lib/orders/invoice";
import { orderDetail } from "@/lib/orders/office";
import { reasonText } from "@/lib/orders/reasons";
import { orderStatusWords } from "@/lib/orders/status-words";
import { formatCad } from "@/lib/payments/pricing";
import { orderTicketHolders } from "@/lib/transfers/queries";

type Props = { params: Promise<{ orderId: string }> };

// Any order id may come here (none is known when the site is built): rendered for each request.
export const instant = false;

export const metadata = consoleMetadata("Order");

const METHOD = {
  STRIPE: "Card (Stripe)",
  CHEQUE: "Cheque",
  ETRANSFER: "e-Transfer",
  CASH: "Cash",
  COUPON: "Free (100% coupon)",
};
const cell = "px-3 py-2";
const t = translator("en");

/** The PDF of a payment's invoice or a refund's credit note, by its number. */
function DocumentLink({ kind, n }: { kind: "INVOICE" | "CREDIT_NOTE"; n: number }) {
  const number = invoiceNumber(kind, n);
  return (
    <a
      href={invoicePath(number)}
      className="block font-semibold text-teal underline"
      data-testid="invoice-link"
    >
      {t(kind === "INVOICE" ? "invoices.link.invoice" : "invoices.link.creditNote", { number })}
    </a>
  );
}
const money = `${cell} text-right tabular-nums`;

async function returnPath(params: Props["params"]) {
  return idReturnPath((await params).orderId, "/admin/orders", "/admin/orders");
}

async function Order({ params }: Props) {
  const detail = await idPageData((await params).orderId, orderDetail);
  const { order, vendor, event } = detail;
  // each ticket's holder: the buyer, or whoever it was passed on to
  const tickets = await orderTicketHolders(order.id);
  const held = detail.items.filter(
    (i) => i.releasedAt === null && (i.fulfilled || order.status === "PENDING"),
  );
  const figures: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ["Discount", -order.discountCents],
    ["Fees", order.feesCents],
    ["Charges", order.chargesCents],
    ["HST", order.taxCents],
    // refunds that lowered the price (the rest of what was refunded gave back items or money)
    ...(order.creditsCents ? [["Credits", -order.creditsCents] as [string, number]] : []),
    ["Total", order.totalCents],
    ["Paid", order.paidCents],
    ["Refunded", -order.refundedCents],
    // kept as the contract's non-refundable fee when the order was cancelled
    ...(order.keptCents ? [["Kept", order.keptCents] as [string, number]] : []),
    ["Balance", order.balanceCents],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-6">
        <section className="space-y-2 card p-4 sm:p-6" aria-labelledby="order-heading">
          <h2 id="order-heading" className="text-2xl font-bold">
            Order #{order.id}
          </h2>
          <p className="text-ink-soft">
            Order {order.id} · placed {formatMoment(order.createdAt)} ·{" "}
            <strong data-testid="order-state">{orderStatusWords(order).text}</strong>
          </p>
          <p>
            <strong>{vendor.legalName}</strong> ({vendor.lob}) · {vendor.contactName} ·{" "}
            <bdi>{vendor.email}</bdi> · <bdi>{vendor.phone}</bdi>
          </p>
          {event?.id && (
            <p>
              <ConsoleLink href={`/admin/events/${event.id}`}>{event.name}</ConsoleLink>
            </p>
          )}
          {order.contractVersion && (
            <p className="text-sm text-ink-soft">
              Contract {order.contractVersion} accepted
              {order.contractAcceptedAt ? ` ${formatMoment(order.contractAcceptedAt)}` : ""}.
            </p>
          )}
        </section>

        <section className="card p-4 sm:p-6" aria-labelledby="items-heading">
          <h2 id="items-heading" className="mb-2 text-xl font-bold">
            Items
          </h2>
          <ul className="divide-y divide-ink/10">
            {detail.items.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap justify-between gap-2 py-2"
                data-testid="order-item"
              >
                <span>
                  <strong>{i.name}</strong>
                  {i.sectionName ? ` · ${i.sectionName}` : ""}
                  {i.releasedAt && (
                    <span className="ms-2 text-sm text-ink-soft">
                      given back {formatMoment(i.releasedAt)}
                    </span>
                  )}
                </span>
                <span className="tabular-nums">{formatCad(i.unitPriceCents)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {figures
              .filter(([label, cents]) => cents !== 0 || label === "Total" || label === "Balance")
              .map(([label, cents]) => (
                <div key={label} className="contents">
                  <dt className={label === "Balance" || label === "Total" ? "font-bold" : ""}>
                    {label}
                  </dt>
                  <dd className="text-right tabular-nums">{formatCad(cents)}</dd>
                </div>
              ))}
          </dl>
        </section>

        <OrderTickets tickets={tickets} />

        <section className="overflow-x-auto card p-4 sm:p-6" aria-labelledby="payments-heading">
          <h2 id="payments-heading" className="mb-2 text-xl font-bold">
            Payments and refunds
          </h2>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink/10 text-ink-soft">
                <th scope="col" className={cell}>
                  When
                </th>
                <th scope="col" className={cell}>
                  What
                </th>
                <th scope="col" className={cell}>
                  State
                </th>
                <th scope="col" className={money}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.payments.map((p) => (
                <tr key={`p${p.id}`} className="border-b border-ink/5">
                  <td className={cell}>{formatMoment(p.createdAt)}</td>
                  <td className={cell}>
                    {p.kind === "BALANCE"
                      ? "Balance"
                      : p.kind === "DEPOSIT"
                        ? "Damage deposit"
                        : "Payment"}{" "}
                    · {METHOD[p.method]}
                    {p.reference ? ` · ${p.reference}` : ""}
                    {p.paymentIntentId && (
                      <span className="block font-mono text-xs text-ink-soft">
                        {p.paymentIntentId}
                      </span>
                    )}
                    {p.invoiceNumber !== null && (
                      <DocumentLink kind="INVOICE" n={p.invoiceNumber} />
                    )}
                  </td>
                  <td className={cell}>{p.status}</td>
                  <td className={money}>{formatCad(p.amountCents)}</td>
                </tr>
              ))}
              {detail.refunds.map((r) => (
                <tr key={`r${r.id}`} className="border-b border-ink/5" data-testid="refund-row">
                  <td className={cell}>{formatMoment(r.createdAt)}</td>
                  <td className={cell}>
                    Refund · {r.createdBy === null ? "by the site · " : ""}
                    {reasonText(r.reason, "en")}
                    {r.stripeRefundId && (
                      <span className="block font-mono text-xs text-ink-soft">
                        {r.stripeRefundId}
                      </span>
                    )}
                    {r.invoiceNumber !== null && (
                      <DocumentLink kind="CREDIT_NOTE" n={r.invoiceNumber} />
                    )}
                  </td>
                  <td className={cell}>{r.status}</td>
                  <td className={money}>{formatCad(-r.amountCents)}</td>
                </tr>
              ))}
              {detail.charges.map((c) => (
                <tr key={`c${c.id}`} className="border-b border-ink/5">
                  <td className={cell}>{formatMoment(c.createdAt)}</td>
                  <td className={cell}>Charge · {c.description}</td>
                  <td className={cell}>+ HST {formatCad(c.taxCents)}</td>
                  <td className={money}>{formatCad(c.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="card p-4 sm:p-6" aria-labelledby="emails-heading">
          <h2 id="emails-heading" className="mb-2 text-xl font-bold">
            E-mails sent
          </h2>
          {detail.emails.length === 0 ? (
            <p className="text-ink-soft">None recorded for this order.</p>
          ) : (
            <ul className="space-y-1">
              {detail.emails.map((m) => (
                <li key={m.id}>
                  {formatMoment(m.createdAt)} · {m.subject} · {outboxStateText(m, formatMoment)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="space-y-6">
        <OrderDeposit detail={detail} />
        <OrderActions
          orderId={order.id}
          refundableCents={order.paidCents - order.refundedCents}
          balanceCents={order.balanceCents}
          items={held.map((i) => ({
            id: i.id,
            name: i.name,
            sectionName: i.sectionName,
            cents: i.unitPriceCents * i.quantity,
          }))}
          pricing={
            ["PENDING", "PARTIALLY_PAID", "PAID"].includes(order.status)
              ? {
                  checkoutType: order.checkoutType,
                  couponPercent: order.couponPercent,
                  charges: detail.charges.map((c) => ({
                    amountCents: c.amountCents,
                    taxCents: c.taxCents,
                  })),
                  creditsCents: order.creditsCents,
                }
              : null
          }
          canTakePayment={order.status === "PARTIALLY_PAID" && order.balanceCents > 0}
          canAddCharge={order.status === "PAID" || order.status === "PARTIALLY_PAID"}
          canCancel={["PENDING", "PARTIALLY_PAID", "PAID"].includes(order.status)}
        />
      </div>
    </div>
  );
}

export default function AdminOrderPage({ params }: Props) {
  return (
    <ConsolePage
      heading="Order"
      gap={6}
      path={returnPath(params)}
      back={{ href: "/admin/orders", label: "Orders" }}
    >
      <Order params={params} />
    </ConsolePage>
  );
}
