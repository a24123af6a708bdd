import "server-only";
import type { AccountTicket } from "@/db/queries/tickets";
import { siteUrl } from "../../config/env";
import { calendarFile } from "./calendar";
import { renderTicketsPdf } from "./pdf";
import { signTicket } from "./signing";

/** What an order's tickets need of their event. */
export type TicketEvent = AccountTicket["event"];
type Ticket = { id: string; seatLabel: string; holderName: string };

export const venueOf = (event: TicketEvent) => `${event.location}, ${event.address}`;

/** The signed text a ticket's QR code carries. */
export const ticketCode = (ticket: Ticket, event: TicketEvent) =>
  signTicket({ t: ticket.id, e: event.guid, s: ticket.seatLabel });

/** An order's tickets as a PDF, one per page: the same file the e-mail attaches and the page serves. */
export function orderTicketsPdf(event: TicketEvent, tickets: Ticket[]): Promise<Buffer> {
  return renderTicketsPdf(
    tickets.map((t) => ({
      code: ticketCode(t, event),
      seat: t.seatLabel,
      holder: t.holderName,
      eventName: event.name,
      dateText: event.dateText,
      venue: venueOf(event),
      ticketId: t.id,
    })),
  );
}

/** The order's concert as an iCalendar file, naming its seats. */
export function orderCalendar(orderId: number, event: TicketEvent, tickets: Ticket[]): string {
  return calendarFile({
    uid: `order-${orderId}@mahrajan.events`,
    name: event.name,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: venueOf(event),
    description: `Your seats: ${tickets.map((t) => t.seatLabel).join("; ")}`,
    url: `${siteUrl()}/tickets`,
  });
}
