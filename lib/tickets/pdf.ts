import "server-only";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { seatLabelIn } from "../seats/seat-shapes";
import { CARD_TOP, renderCardsPdf } from "./card-pdf";

export type PrintableTicket = {
  code: string;
  seat: string;
  holder: string;
  eventName: string;
  dateText: string;
  venue: string;
  ticketId: string;
  /** The number printed under the QR code, for the door to type when a camera cannot read it. */
  shortCode: string;
};

/**
 * One ticket per page (a 4 x 6 inch card): the event, the seat, the holder, the QR code and the
 * ticket's short code under it, in the order's language.
 */
export async function renderTicketsPdf(
  tickets: PrintableTicket[],
  { locale, orderId }: { locale: Locale; orderId: number },
): Promise<Buffer> {
  const t = translator(locale);
  const title = t("email.tickets.pdf.title", { orderId });
  return renderCardsPdf(tickets, { locale, title }, async ({ text, qr }, ticket) => {
    let y = text("P", t("email.tickets.pdf.banner"), CARD_TOP, {
      font: "bold",
      size: 9,
      color: "#8b1e2d",
      maxLines: 1,
    });
    y = text("H1", ticket.eventName, y + 4, {
      font: "bold",
      size: 15,
      color: "#111111",
      maxLines: 3,
    });
    const small = { font: "regular", size: 10, color: "#333333", maxLines: 2 } as const;
    y = text("P", ticket.dateText, y + 4, small);
    y = text("P", ticket.venue, y, small);
    y = text("P", seatLabelIn(ticket.seat, locale), y + 8, {
      font: "bold",
      size: 16,
      color: "#111111",
      maxLines: 1,
    });
    text("P", ticket.holder, y, { ...small, color: "#111111", maxLines: 1 });
    await qr(ticket.code, ticket.shortCode, {
      alt: (id) => t("email.tickets.pdf.qr", { id }),
      label: (id) => t("email.tickets.pdf.ticketId", { id }),
    });
  });
}
