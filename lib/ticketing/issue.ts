import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { events, seats, tickets, type orderItems } from "@/db/schema";
import { ticketsEmail } from "../email/components/tickets-email";
import { enqueueEmail, type QueuedEmail } from "../email/send";
import { siteUrl } from "../../config/env";
import { orderCalendar, orderTicketsPdf, venueOf } from "./documents";

type Item = typeof orderItems.$inferSelect;

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
  const seatRows = await tx
    .select({ id: seats.id, eventId: seats.eventId })
    .from(seats)
    .where(
      inArray(
        seats.id,
        seatItems.map((i) => i.seatId!),
      ),
    );
  const eventOf = new Map(seatRows.map((s) => [s.id, s.eventId]));
  const issued = await tx
    .insert(tickets)
    .values(
      seatItems.map((i) => ({
        orderId: order.id,
        seatId: i.seatId!,
        eventId: eventOf.get(i.seatId!)!,
        seatLabel: i.name,
        holderName: holder.contactName,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (issued.length === 0) return null;

  const [event] = await tx.select().from(events).where(eq(events.id, issued[0]!.eventId));
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
