import "server-only";
import { findOrderView } from "@/lib/orders/queries/view";
import { listTicketsForAccount, type AccountTicket } from "./queries";
import { appError } from "../http/envelope";
import type { Locale } from "../i18n/locales";
import { orderCalendar, orderTicketsPdf } from "./documents";

/**
 * The valid tickets of one order that the caller holds, or NOT_FOUND: the buyer's own, or those
 * passed on to the caller (never the buyer's others); someone else's order looks unknown.
 */
async function ownTickets(accountId: number, orderId: number) {
  const tickets = (await listTicketsForAccount({ accountId, orderId })).filter((t) => !t.voided);
  if (tickets.length === 0) throw appError("NOT_FOUND", "errors.tickets.notFound");
  const view = await findOrderView(orderId);
  if (!view) throw appError("NOT_FOUND", "errors.tickets.notFound");
  return { tickets, locale: documentLocale(tickets, view.locale) };
}

/**
 * The language of the holder's documents, as their e-mail attached them: the order's, or for
 * tickets passed on, the language their sender chose.
 */
function documentLocale(tickets: AccountTicket[], orderLocale: Locale): Locale {
  const received = tickets.map((t) => t.receivedFrom);
  return received.every((r) => r !== null) ? received[0]!.locale : orderLocale;
}

/** An order's tickets as a PDF, one per page, in the order's language (as its e-mail attached it). */
export async function ticketsPdf(accountId: number, orderId: number): Promise<Buffer> {
  const { tickets, locale } = await ownTickets(accountId, orderId);
  return orderTicketsPdf(tickets, { orderId, locale });
}

/** The order's events as an iCalendar file, in the order's language (as its e-mail attached it). */
export async function ticketsCalendar(accountId: number, orderId: number): Promise<string> {
  const { tickets, locale } = await ownTickets(accountId, orderId);
  return orderCalendar(orderId, tickets, locale);
}
