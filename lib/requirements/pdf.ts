import "server-only";
import PDFDocument from "pdfkit";
import { pdfBytes } from "../platform/pdf-output";
import { parseContract } from "./contract";

type ContractText = { title: string; version: string; eventName: string; body: string };

let renders = 0;

/** How many contract PDFs this process has rendered (tests count the cache's misses with it). */
export const contractPdfRenders = (): number => renders;

/**
 * Renders one version of an event's contract to a PDF with pdfkit, which lays text out, paginates
 * and, through fontkit, shapes scripts such as Arabic when given a font that has them. Footers
 * name the foundation, the contract and its version, and the page ("Page 2 of 5").
 */
export function renderContractPdf(contract: ContractText): Promise<Buffer> {
  renders++;
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

/** PDFs kept in memory, the least recently served dropped first (each some tens of KB). */
const KEPT_PDFS = 50;
const rendered = new Map<string, Promise<Buffer>>();

/**
 * One version of a contract as a PDF, rendered once in this process: a version's text never
 * changes, and a render takes long enough that many requests at once slowed every other answer.
 * The key is the contract's id and version, with its title and the event's name (an organiser
 * may rename the event under the same version). A request arriving while the first render runs
 * waits for that one; a failed render is not kept.
 */
export function contractPdf(contract: ContractText & { id: number }): Promise<Buffer> {
  const key = JSON.stringify([contract.id, contract.version, contract.title, contract.eventName]);
  const kept = rendered.get(key);
  // Deleted and set again, so the Map's order stays least recently served first.
  rendered.delete(key);
  const pdf = kept ?? renderContractPdf(contract);
  rendered.set(key, pdf);
  if (!kept)
    pdf.catch(() => {
      if (rendered.get(key) === pdf) rendered.delete(key);
    });
  for (const oldest of rendered.keys()) {
    if (rendered.size <= KEPT_PDFS) break;
    rendered.delete(oldest);
  }
  return pdf;
}
