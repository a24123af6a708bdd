import "server-only";
import { listTicketsForAccount } from "@/db/queries/tickets";
import { AppError } from "../api";
import { siteUrl } from "../env";
import { calendarFile } from "./calendar";
import { renderTicketsPdf } from "./pdf";
import { signTicket } from "./signing";

/** The caller's valid tickets of one order, or NOT_FOUND (someone else's order looks unknown). */
async function ownTickets(accountId: number, orderId: number) {
  const tickets = (await listTicketsForAccount({ accountId, orderId })).filter((t) => !t.voided);
  if (tickets.length === 0) throw new AppError("NOT_FOUND", "We could not find these tickets.");
  return tickets;
}

/** An order's tickets as a PDF, one per page. */
export async function ticketsPdf(accountId: number, orderId: number): Promise<Buffer> {
  const tickets = await ownTickets(accountId, orderId);
  return renderTicketsPdf(
    tickets.map((t) => ({
      code: signTicket({ t: t.id, e: t.event.guid, s: t.seatLabel }),
      seat: t.seatLabel,
      holder: t.holderName,
      eventName: t.event.name,
      dateText: t.event.dateText,
      venue: `${t.event.location}, ${t.event.address}`,
      ticketId: t.id,
    })),
  );
}

/** The order's event as an iCalendar file. */
export async function ticketsCalendar(accountId: number, orderId: number): Promise<string> {
  const tickets = await ownTickets(accountId, orderId);
  const { event } = tickets[0]!;
  return calendarFile({
    uid: `order-${orderId}@mahrajan.events`,
    name: event.name,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: `${event.location}, ${event.address}`,
    description: `Your seats: ${tickets.map((t) => t.seatLabel).join("; ")}`,
    url: `${siteUrl()}/tickets`,
  });
}
