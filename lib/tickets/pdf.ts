import "server-only";
import PDFDocument from "pdfkit";
import { pdfBytes } from "../platform/pdf-output";
import QRCode from "qrcode";

export type PrintableTicket = {
  code: string;
  seat: string;
  holder: string;
  eventName: string;
  dateText: string;
  venue: string;
  ticketId: string;
};

/** One ticket per page (a 4 x 6 inch card): the event, the seat, the holder and the QR code. */
export async function renderTicketsPdf(tickets: PrintableTicket[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [288, 432],
    margin: 24,
    autoFirstPage: false,
    info: { Title: "Mahrajan Events tickets", Author: "Mahrajan Arts Foundation" },
  });
  const done = pdfBytes(doc);
  for (const ticket of tickets) {
    doc.addPage();
    const qr = await QRCode.toBuffer(ticket.code, {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 1,
      width: 480,
    });
    doc.font("Helvetica-Bold").fontSize(9).fillColor("#8b1e2d").text("MAHRAJAN EVENTS · TICKET");
    doc.moveDown(0.4).fillColor("#111111").fontSize(15).text(ticket.eventName);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#333333");
    doc.text(ticket.dateText).text(ticket.venue);
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(16).fillColor("#111111").text(ticket.seat);
    doc.font("Helvetica").fontSize(10).text(ticket.holder);
    doc.image(qr, 64, 232, { width: 160, height: 160 });
    doc.fontSize(7).fillColor("#666666").text(`Ticket ${ticket.ticketId}`, 24, 400, {
      width: 240,
      align: "center",
    });
  }
  doc.end();
  return done;
}
