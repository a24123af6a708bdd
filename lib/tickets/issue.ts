import "server-only";
import type { Tx } from "@/db/queries/model";
import type { OrderItemRow } from "@/db/queries/model";
import { findEventsForTickets, insertTickets } from "./queries";
import { ticketsEmail } from "./emails";
import { eventText } from "../email/event-text";
import { enqueueEmail, type QueuedEmail } from "../email/send";
import { localePath, type Locale } from "../i18n/locales";
import { siteUrl } from "../../config/env";
import { orderCalendar, orderTicketsPdf, venueIn, type PrintedTicket } from "./documents";

type Item = OrderItemRow;

/**
 * Issues one ticket per seat of an order paid in full, in the transaction that records the
 * payment, each signed for its own seat's event, and records the e-mail that carries them (PDF
 * and calendar file attached), in the order's language. Idempotent: a redelivered payment issues
 * nothing twice and sends no second e-mail.
 */
export async function issueTickets(
  tx: Tx,
  order: { id: number; paidCents: number; locale: Locale },
  holder: { contactName: string; email: string },
  items: Item[],
): Promise<QueuedEmail | null> {
  const seatItems = items.filter((i) => i.kind === "SEAT" && i.seatId !== null);
  if (seatItems.length === 0) return null;
  const issued = await insertTickets(tx, order.id, holder.contactName, seatItems);
  if (issued.length === 0) return null;

  const events = await findEventsForTickets(tx, [...new Set(issued.map((t) => t.eventId))]);
  // Each ticket is signed, printed and listed under its own seat's event.
  const printed = issued.map((t) => ({ ...t, event: events.get(t.eventId)! }));
  return enqueueEmail(tx, {
    to: holder.email,
    orderId: order.id,
    ...(await ticketsMessage(printed, {
      orderId: order.id,
      locale: order.locale,
      name: holder.contactName,
      paidCents: order.paidCents,
    })),
  });
}

/**
 * The e-mail that carries tickets, in `locale`, with the tickets as a PDF and their concerts as a
 * calendar file attached: a paid order's (with what was paid), or a ticket passed on to its new
 * holder (`from`: who passed it on; nothing of the buyer's money).
 */
export async function ticketsMessage(
  printed: PrintedTicket[],
  document: {
    orderId: number;
    locale: Locale;
    name: string;
    paidCents?: number;
    from?: string;
  },
) {
  const { orderId, locale } = document;
  const pdf = await orderTicketsPdf(printed, { orderId, locale });
  const ics = orderCalendar(orderId, printed, locale);
  // The e-mail's words name the first ticket's event; the PDF and calendar name each one's own.
  const event = printed[0]!.event;
  const { name, date } = eventText(event, locale, { withTime: true });
  const message = await ticketsEmail({
    locale,
    name: document.name,
    eventName: name,
    dateText: date,
    venue: venueIn(event, locale),
    seats: printed.map((t) => t.seatLabel),
    paidCents: document.paidCents ?? null,
    from: document.from ?? null,
    orderId,
    ticketsUrl: `${siteUrl()}${localePath(locale, "/tickets")}`,
  });
  return {
    ...message,
    attachments: [
      {
        filename: `tickets-order-${orderId}.pdf`,
        contentType: "application/pdf",
        base64: pdf.toString("base64"),
      },
      {
        filename: "event.ics",
        contentType: "text/calendar",
        base64: Buffer.from(ics).toString("base64"),
      },
    ],
  };
}
