import "server-only";
import type { AccountTicket } from "./queries";
import { siteUrl } from "../../config/env";
import { eventText } from "../email/event-text";
import { localePath, type Locale } from "../i18n/locales";
import { seatLabelIn } from "../seats/seat-shapes";
import { calendarFile, calendarText } from "./calendar";
import { renderTicketsPdf } from "./pdf";
import { signTicket } from "./signing";

/** What an order's tickets need of their event. */
export type TicketEvent = AccountTicket["event"];
/** A ticket with the event of its own seat: an order's seats may belong to different events. */
export type PrintedTicket = {
  id: string;
  seatLabel: string;
  holderName: string;
  /** The number printed under the QR code ("K7QMX-3WP9A"). */
  shortCode: string;
  event: TicketEvent;
};

const venueOf = (event: TicketEvent) => `${event.location}, ${event.address}`;

/** The venue line in a language: in Arabic, the organiser's Arabic place name where written. */
export const venueIn = (event: TicketEvent, locale: Locale) =>
  locale === "en" ? venueOf(event) : `${event.locationAr ?? event.location}، ${event.address}`;

/** Text isolated from the words around it (FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The signed text a ticket's QR code carries, naming the event of the ticket's own seat. */
export const ticketCode = (ticket: Pick<PrintedTicket, "id" | "seatLabel" | "event">) =>
  signTicket({ t: ticket.id, e: ticket.event.guid, s: ticket.seatLabel });

/**
 * An order's tickets as a PDF, one per page: the same file the e-mail attaches and the page serves,
 * in the language of the order: in Arabic, each event's Arabic name, date line and place where the
 * organiser wrote them, the street address isolated so that it keeps its own order.
 */
export function orderTicketsPdf(
  tickets: PrintedTicket[],
  document: { orderId: number; locale: Locale },
): Promise<Buffer> {
  return renderTicketsPdf(
    tickets.map((t) => {
      const { name, date } = eventText(t.event, document.locale, { withTime: true });
      return {
        code: ticketCode(t),
        seat: t.seatLabel,
        holder: t.holderName,
        eventName: name,
        dateText: date,
        venue:
          document.locale === "en"
            ? venueOf(t.event)
            : `${t.event.locationAr ?? t.event.location}، ${isolated(t.event.address)}`,
        ticketId: t.id,
        shortCode: t.shortCode,
      };
    }),
    document,
  );
}

/**
 * The order's concerts as an iCalendar file, one entry per event naming its seats, in the order's
 * language. The first keeps the order's own UID, so a calendar that imported the file before
 * updates that entry.
 */
export function orderCalendar(orderId: number, tickets: PrintedTicket[], locale: Locale): string {
  const byEvent = new Map<string, PrintedTicket[]>();
  for (const t of tickets) byEvent.set(t.event.guid, [...(byEvent.get(t.event.guid) ?? []), t]);
  return calendarFile(
    [...byEvent.values()].map((own, i) => {
      const event = own[0]!.event;
      return {
        uid:
          i === 0
            ? `order-${orderId}@mahrajan.events`
            : `order-${orderId}-${event.guid}@mahrajan.events`,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        ...calendarText(
          {
            name: eventText(event, locale).name,
            venue: venueIn(event, locale),
            seats: own.map((t) => seatLabelIn(t.seatLabel, locale)),
          },
          locale,
        ),
        url: `${siteUrl()}${localePath(locale, "/tickets")}`,
      };
    }),
  );
}
