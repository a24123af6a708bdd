import Link from "next/link";
import type { PaymentOutcome } from "@/lib/http/spec-fields";
import { formatCad } from "@/lib/payments/pricing";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { useT } from "../locale-provider";
import { EventNamed } from "./event-named";
import { successEvent, successWording } from "./success-wording";

/**
 * /success for a ticket order: the concert, the seats, what was paid, and the tickets. A client
 * component (payment-outcome shows it).
 */
export function TicketConfirmation({ result }: { result: PaymentOutcome }) {
  const { t, locale, href } = useT();
  const money = (cents: number) => formatCad(cents, locale);
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
              <bdi>{seatLabelIn(i.name, locale)}</bdi>: {money(i.priceCents)}
            </li>
          ))}
        </ul>
        <dl
          className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1"
          aria-label={t("tickets.paymentLabel")}
        >
          <dt className="font-semibold">{t("tickets.total")}</dt>
          <dd data-testid="ticket-total">{money(result.totalCents)}</dd>
          <dt className="font-semibold">{t("tickets.paid")}</dt>
          <dd data-testid="ticket-paid">{money(result.paidCents)}</dd>
          {result.balanceCents > 0 && (
            <>
              <dt className="font-semibold">{t("tickets.balance")}</dt>
              <dd data-testid="ticket-balance">{money(result.balanceCents)}</dd>
            </>
          )}
        </dl>
      </div>
      {paidInFull ? (
        <p>{t("tickets.readyNote")}</p>
      ) : (
        <p>{t("tickets.balanceNote", { balance: money(result.balanceCents) })}</p>
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
