// `npm run docs:pdf-screenshots`: the Arabic invoice and tickets PDF of a sample order, drawn by the
// site's own PDF code and rendered to PNG (pdf.js on @napi-rs/canvas) in docs/screenshots/, to
// see the Arabic names and the right-to-left lines as a reader's viewer shows them.
import { writeFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { printable } from "../lib/orders/invoice-document";
import { renderInvoicePdf } from "../lib/orders/invoice-pdf";
import { renderTicketsPdf } from "../lib/tickets/pdf";

async function firstPageToPng(pdf: Buffer, file: string, scale = 2) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  writeFileSync(file, canvas.toBuffer("image/png"));
  await doc.destroy();
  console.log(file);
}

const event = {
  guid: "summer-2025",
  name: "Mahrajan Summer Festival 2025",
  nameAr: "مهرجان الصيف العربي السنوي الثامن 2025",
  dateText: "July 4-6, 2025",
  dateTextAr: "4-6 يوليو 2025",
  location: "Celebration Square",
  locationAr: "ساحة ميسيساغا للاحتفالات",
  address: "300 City Centre Dr",
};

const invoice = printable(
  {
    kind: "INVOICE",
    number: 42,
    issuedAt: new Date("2025-06-01T15:00:00Z"),
    amountCents: 169_585,
    method: "STRIPE",
    reference: null,
    reason: null,
    invoiceOfPayment: null,
    order: {
      id: 1207,
      vendorId: 1,
      checkoutType: "BOOTH_CART",
      couponCode: null,
      couponPercent: null,
    },
    buyer: {
      legalName: "شركة الأرز للحرف",
      contactName: "سلمى حداد",
      email: "salma@example.com",
      role: "vendor",
      locale: "ar",
    },
    event,
    items: [
      {
        name: "F-03",
        kind: "BOOTH",
        sectionName: "Food Trucks & Food Vendors",
        sectionNameAr: "شاحنات الطعام والباعة",
        nameAr: null,
        unitPriceCents: 120_000,
        quantity: 1,
        forBoothName: null,
      },
      {
        name: "Garbage fee (weekend)",
        nameAr: "رسوم النفايات (عطلة نهاية الأسبوع)",
        kind: "ADDON",
        sectionName: null,
        sectionNameAr: null,
        unitPriceCents: 25_000,
        quantity: 1,
        forBoothName: "F-03",
      },
    ],
    charges: [],
    receivedCents: 169_585,
    refundedCents: 0,
    creditsCents: 0,
  },
  {
    name: "Mahrajan Arts Foundation",
    address: "300 City Centre Dr\nMississauga, ON L5B 3C1",
    hstNumber: "987654321 RT0001",
  },
);

await firstPageToPng(await renderInvoicePdf(invoice), "docs/screenshots/arabic-invoice.png");
await firstPageToPng(
  await renderTicketsPdf(
    [
      {
        code: "sample-ticket-code",
        seat: "Row 3, Seat 7",
        holder: "سارة أحمد",
        eventName: "ليلة طرب على المسرح الرئيسي",
        dateText: "السبت 5 يوليو 2025 · 7:30 مساءً",
        // as the site writes it: the street address isolated
        venue: "المسرح الرئيسي، ساحة ميسيساغا للاحتفالات، \u2068300 City Centre Dr\u2069",
        ticketId: "4531d5ca-4729-4d3e-9c55-0a1b2c3d4e5f",
        shortCode: "K7QMX3WP9A",
      },
    ],
    { locale: "ar", orderId: 1208 },
  ),
  "docs/screenshots/arabic-tickets.png",
  3,
);
