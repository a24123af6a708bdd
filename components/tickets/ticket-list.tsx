import type { SeatOrderAwaitingTickets } from "@/lib/tickets/queries";
import type { TicketView } from "@/lib/tickets/views";
import { getT } from "@/lib/i18n/page-locale";
import { eventText } from "@/lib/email/event-text";
import type { Locale } from "@/lib/i18n/locales";
import { formatShortCode } from "@/lib/door/short-code";
import { orderStatusWords } from "@/lib/orders/status-words";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { transferBar, transferCutoff } from "@/lib/transfers/rules";
import { PayBalanceButton } from "../account/pay-balance-button";
import { CancelTransfer, TransferTicket } from "../transfers/transfer-ticket";
import { isolate, joinNames } from "../cart/bidi";
import { PrintButton } from "./print-button";

/** `lang="en"` on an Arabic page for a text the organiser has not written in Arabic. */
const englishOn = (locale: Locale, arabic: string | null | undefined) =>
  locale !== "en" && !arabic?.trim() ? "en" : undefined;

/**
 * The concert in the page's language: in Arabic its Arabic name, date line and place where the
 * organiser wrote them (the date formatted in Arabic from its times otherwise), each English text
 * left marked as English.
 */
function concertText(event: TicketView["event"], locale: Locale) {
  const { name, date } = eventText(event, locale, { withTime: true });
  const place = (locale !== "en" && event.locationAr?.trim()) || event.location;
  return {
    name: { text: name, lang: englishOn(locale, event.nameAr) },
    date,
    venue: {
      place: `${place}${locale === "ar" ? "،" : ","}`,
      address: event.address,
      lang: englishOn(locale, event.locationAr),
    },
  };
}

/**
 * The buyer's tickets grouped by order, and seat orders still waiting for their balance. Events
 * and seats are stored in English: on an Arabic page the seats are named in Arabic, and the concert
 * is named in Arabic where the organiser wrote it (English text is marked as English).
 */
export async function TicketList({
  tickets,
  awaiting,
}: {
  tickets: TicketView[];
  awaiting: SeatOrderAwaitingTickets[];
}) {
  const { t, locale, href } = await getT();
  const orders = [...new Set(tickets.map((ticket) => ticket.orderId))];
  if (orders.length === 0 && awaiting.length === 0)
    return (
      <p className="text-ink-soft">
        {t.rich("tickets.noTickets", { link: (chunks) => <a href={href("/stage")}>{chunks}</a> })}
      </p>
    );
  return (
    <div className="space-y-10">
      {awaiting.map((o) => (
        <section key={o.orderId} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h2 className="text-lg font-bold" lang={englishOn(locale, o.eventNameAr)}>
            {(locale !== "en" && o.eventNameAr?.trim()) || o.eventName}
          </h2>
          <p className="text-sm" lang={englishOn(locale, o.dateTextAr)}>
            {(locale !== "en" && o.dateTextAr?.trim()) || o.dateText}
          </p>
          <p className="mt-2">
            {t.rich("tickets.awaitingBalance", {
              order: String(o.orderId),
              status: orderStatusWords(
                {
                  status: "PARTIALLY_PAID",
                  balanceCents: o.balanceCents,
                  totalCents: o.totalCents,
                },
                locale,
              ).text,
              seats:
                locale === "en"
                  ? o.seats.join("; ")
                  : joinNames(
                      o.seats.map((seat) => seatLabelIn(seat, locale)),
                      locale,
                    ),
              list: (chunks) => <bdi>{chunks}</bdi>,
            })}
          </p>
          <PayBalanceButton orderId={o.orderId} />
        </section>
      ))}
      {orders.map((orderId) => {
        const group = tickets.filter((ticket) => ticket.orderId === orderId);
        const event = concertText(group[0]!.event, locale);
        return (
          // named by the event and the order: one event may have several orders on this page
          <section
            key={orderId}
            aria-labelledby={`order-${orderId} order-${orderId}-number`}
            className="ticket-order"
          >
            <h2
              id={`order-${orderId}`}
              className="text-xl font-bold"
              lang={event.name.lang}
              data-testid="ticket-event"
            >
              {event.name.text}
            </h2>
            <p id={`order-${orderId}-number`} className="text-sm text-ink-muted">
              {t("tickets.orderNumber", { order: String(orderId) })}
            </p>
            <p className="text-ink-soft" data-testid="ticket-event-when">
              {event.date} ·{" "}
              <bdi lang={event.venue.lang}>
                {event.venue.place} <bdi>{event.venue.address}</bdi>
              </bdi>
            </p>
            {/* the downloads hold the valid tickets this account holds: none once all passed on */}
            {group.some((ticket) => !ticket.voided) && (
              <div className="mt-3 flex flex-wrap gap-3 print:hidden">
                <a className="btn-secondary" href={href(`/tickets/${orderId}/calendar.ics`)}>
                  {t("common.addToCalendar")}
                </a>
                <a className="btn-secondary" href={href(`/tickets/${orderId}/tickets.pdf`)}>
                  {t("common.downloadPdf")}
                </a>
                <PrintButton />
              </div>
            )}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {group.map((ticket) => (
                <li key={ticket.id} className="ticket-card card p-4" data-testid="ticket">
                  <p className="text-xs font-semibold tracking-widest text-crimson uppercase rtl:tracking-normal">
                    {t("tickets.ticket")}
                  </p>
                  <p className="text-lg font-bold">
                    <bdi>{seatLabelIn(ticket.seatLabel, locale)}</bdi>
                  </p>
                  <p className="text-sm text-ink-soft">
                    <bdi>{ticket.holderName}</bdi>
                  </p>
                  {ticket.receivedFrom && (
                    <p className="text-sm" data-testid="ticket-received">
                      {t.rich("tickets.transfer.received", {
                        name: ticket.receivedFrom.name,
                        b: (chunks) => <bdi>{chunks}</bdi>,
                      })}
                    </p>
                  )}
                  {ticket.qrSvg ? (
                    <div
                      role="img"
                      aria-label={t("tickets.qrLabel", {
                        seat: isolate(seatLabelIn(ticket.seatLabel, locale), locale),
                      })}
                      className="mx-auto mt-3 w-48 [&>svg]:h-auto [&>svg]:w-full"
                      // markup generated by the qrcode library from the signed code, not user text
                      dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
                    />
                  ) : ticket.passedOnTo ? (
                    <p className="mt-3 font-semibold text-crimson" data-testid="ticket-passed-on">
                      {t.rich("tickets.transfer.passedOn", {
                        email: ticket.passedOnTo,
                        b: (chunks) => <bdi>{chunks}</bdi>,
                      })}
                    </p>
                  ) : (
                    <p className="mt-3 font-semibold text-crimson">{t("tickets.voided")}</p>
                  )}
                  <p
                    className="mt-2 text-center font-mono text-lg font-bold tracking-widest"
                    dir="ltr"
                    data-testid="ticket-short-code"
                  >
                    {formatShortCode(ticket.shortCode)}
                  </p>
                  <TransferControls ticket={ticket} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * Under a valid ticket: the transfer waiting for a friend (with "Cancel transfer"), or
 * "Transfer" while the ticket can still be passed on (not let in, before the doors open).
 */
async function TransferControls({ ticket, locale }: { ticket: TicketView; locale: Locale }) {
  const { t } = await getT();
  // a ticket voided (refunded, or passed on) has nothing to pass on or wait for
  if (ticket.voided) return null;
  if (ticket.pendingTransfer)
    return (
      <div className="mt-3 border-t border-ink/10 pt-3" data-testid="ticket-transfer-pending">
        <p className="text-sm">
          {t.rich("tickets.transfer.pending", {
            email: ticket.pendingTransfer.toEmail,
            b: (chunks) => <bdi>{chunks}</bdi>,
          })}
        </p>
        <CancelTransfer transferId={ticket.pendingTransfer.id} />
      </div>
    );
  if (transferBar(ticket) !== null) return null;
  const until = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(transferCutoff(ticket.event));
  return (
    <>
      <p className="mt-3 text-sm text-ink/70" data-testid="ticket-transfer-until">
        {t("tickets.transfer.until", { until })}
      </p>
      <TransferTicket ticketId={ticket.id} seat={seatLabelIn(ticket.seatLabel, locale)} />
    </>
  );
}
