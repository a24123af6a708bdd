import "server-only";
import { findOrderView } from "@/lib/orders/queries/view";
import { listTicketsForAccount } from "./queries";
import { appError } from "../http/envelope";
import { orderCalendar, orderTicketsPdf } from "./documents";

/** The caller's valid tickets of one order, or NOT_FOUND (someone else's order looks unknown). */
async function ownTickets(accountId: number, orderId: number) {
  const tickets = (await listTicketsForAccount({ accountId, orderId })).filter((t) => !t.voided);
  if (tickets.length === 0) throw appError("NOT_FOUND", "errors.tickets.notFound");
  return tickets;
}

/** An order's tickets as a PDF, one per page, in the order's language (as its e-mail attached it). */
export async function ticketsPdf(accountId: number, orderId: number): Promise<Buffer> {
  const tickets = await ownTickets(accountId, orderId);
  const view = await findOrderView(orderId);
  if (!view) throw appError("NOT_FOUND", "errors.tickets.notFound");
  return orderTicketsPdf(tickets, { orderId, locale: view.locale });
}

/** The order's events as an iCalendar file, in the order's language (as its e-mail attached it). */
export async function ticketsCalendar(accountId: number, orderId: number): Promise<string> {
  const tickets = await ownTickets(accountId, orderId);
  const view = await findOrderView(orderId);
  if (!view) throw appError("NOT_FOUND", "errors.tickets.notFound");
  return orderCalendar(orderId, tickets, view.locale);
}
