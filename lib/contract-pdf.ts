import "server-only";
import PDFDocument from "pdfkit";
import { pdfBytes } from "./pdf-output";
import { parseContract } from "./contract";

/**
 * Renders one version of an event's contract to a PDF with pdfkit, which lays text out, paginates
 * and, through fontkit, shapes scripts such as Arabic when given a font that has them. Footers
 * name the foundation, the contract and its version, and the page ("Page 2 of 5").
 */
export function renderContractPdf(contract: {
  title: string;
  version: string;
  eventName: string;
  body: string;
}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    info: {
      Title: `${contract.title} - ${contract.eventName}`,
      Author: "Mahrajan Arts Foundation",
      Subject: `Version ${contract.version}`,
    },
  });
  const done = pdfBytes(doc);

  doc.font("Helvetica-Bold").fontSize(20).fillColor("#8b1e2d").text(contract.title);
  doc.moveDown(0.3).font("Helvetica").fontSize(11).fillColor("#444444");
  doc.text(`${contract.eventName} - Version ${contract.version}`);
  doc.moveDown(1).fillColor("#111111");
  for (const section of parseContract(contract.body)) {
    if (section.heading) {
      doc.moveDown(0.6).font("Helvetica-Bold").fontSize(13).text(section.heading);
      doc.moveDown(0.3);
    }
    doc.font("Helvetica").fontSize(10.5);
    for (const paragraph of section.paragraphs)
      doc.text(paragraph, { align: "justify" }).moveDown(0.5);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 48;
    const width = doc.page.width - 144;
    doc.page.margins.bottom = 0; // footers sit in the margin; without this pdfkit adds a page
    doc.font("Helvetica").fontSize(8).fillColor("#666666");
    doc.text(
      `Mahrajan Arts Foundation - ${contract.title} - Version ${contract.version}`,
      72,
      bottom,
      { width, align: "left", lineBreak: false },
    );
    doc.text(`Page ${i + 1} of ${range.count}`, 72, bottom, {
      width,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
