import Link from "next/link";
import type { PaymentResult } from "@/lib/http/spec-fields";
import { dollarsToCents, formatCad } from "@/lib/payments/pricing";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { useT } from "../locale-provider";
import { EventNamed } from "./event-named";
import { successEvent, successWording } from "./success-wording";

/**
 * /success for a ticket order: the concert, the seats, what was paid, and the tickets. A client
 * component (payment-outcome shows it).
 */
export function TicketConfirmation({ result }: { result: PaymentResult }) {
  const { t, locale, href } = useT();
  /** The payment result's amounts are dollars (the API's unit); they are shown as CAD. */
  const dollars = (n: number) => formatCad(dollarsToCents(n), locale);
  // The concert's name, date and place in the page's language (English where not translated).
  const event = successEvent(result, locale);
  const paidInFull = result.paymentStatus === "PAID";
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t(successWording(result).heading)}</h2>
      <div className="card p-5" data-testid="ticket-confirmation">
        {event && (
          <>
            <EventNamed event={event} />
          </>
        )}
        <ul className="mt-3 list-disc ps-6" aria-label={t("tickets.seatsLabel")}>
          {result.items.map((i) => (
            <li key={i.id}>
              <bdi>{seatLabelIn(i.name, locale)}</bdi>: {dollars(i.price)}
            </li>
          ))}
        </ul>
        <dl
          className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1"
          aria-label={t("tickets.paymentLabel")}
        >
          <dt className="font-semibold">{t("tickets.total")}</dt>
          <dd data-testid="ticket-total">{dollars(result.totalAmount)}</dd>
          <dt className="font-semibold">{t("tickets.paid")}</dt>
          <dd data-testid="ticket-paid">{dollars(result.amount)}</dd>
          {result.balance > 0 && (
            <>
              <dt className="font-semibold">{t("tickets.balance")}</dt>
              <dd data-testid="ticket-balance">{dollars(result.balance)}</dd>
            </>
          )}
        </dl>
      </div>
      {paidInFull ? (
        <p>{t("tickets.readyNote")}</p>
      ) : (
        <p>{t("tickets.balanceNote", { balance: dollars(result.balance) })}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link href={href("/tickets")} className="btn-primary">
          {paidInFull ? t("tickets.seeTickets") : t("tickets.payBalance")}
        </Link>
        {paidInFull && (
          <a className="btn-secondary" href={href(`/tickets/${result.orderId}/calendar.ics`)}>
            {t("common.addToCalendar")}
          </a>
        )}
      </div>
    </div>
  );
}
