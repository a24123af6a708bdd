import "server-only";
import type { Tx } from "@/db/queries/model";
import type { OrderItemRow } from "@/db/queries/order-view";
import { findEventForTickets, insertTickets } from "@/db/queries/tickets";
import { ticketsEmail } from "../email/components/tickets-email";
import { enqueueEmail, type QueuedEmail } from "../email/send";
import { siteUrl } from "../../config/env";
import { orderCalendar, orderTicketsPdf, venueOf } from "./documents";

type Item = OrderItemRow;

/**
 * Issues one ticket per seat of an order paid in full, in the transaction that records the
 * payment, and records the e-mail that carries them (PDF and calendar file attached). Idempotent:
 * a redelivered payment issues nothing twice and sends no second e-mail.
 */
export async function issueTickets(
  tx: Tx,
  order: { id: number; paidCents: number },
  holder: { contactName: string; email: string },
  items: Item[],
): Promise<QueuedEmail | null> {
  const seatItems = items.filter((i) => i.kind === "SEAT" && i.seatId !== null);
  if (seatItems.length === 0) return null;
  const issued = await insertTickets(tx, order.id, holder.contactName, seatItems);
  if (issued.length === 0) return null;

  const event = await findEventForTickets(tx, issued[0]!.eventId);
  const pdf = await orderTicketsPdf(event!, issued);
  const ics = orderCalendar(order.id, event!, issued);
  const message = await ticketsEmail({
    name: holder.contactName,
    eventName: event!.name,
    dateText: event!.dateText,
    venue: venueOf(event!),
    seats: issued.map((t) => t.seatLabel),
    paidCents: order.paidCents,
    orderId: order.id,
    ticketsUrl: `${siteUrl()}/tickets`,
  });
  return enqueueEmail(tx, {
    to: holder.email,
    ...message,
    attachments: [
      {
        filename: `tickets-order-${order.id}.pdf`,
        contentType: "application/pdf",
        base64: pdf.toString("base64"),
      },
      {
        filename: "event.ics",
        contentType: "text/calendar",
        base64: Buffer.from(ics).toString("base64"),
      },
    ],
  });
}
