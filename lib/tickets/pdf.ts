import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { pdfBytes } from "../platform/pdf-output";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { seatLabelIn } from "../seats/seat-shapes";
import { formatShortCode } from "../door/short-code";
import { visualRuns, type Direction } from "./bidi";

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

type Doc = InstanceType<typeof PDFDocument>;

/** A 4 x 6 inch card. */
const PAGE = { width: 288, height: 432, margin: 24 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const QR = { size: 160, top: 226 };

/**
 * DejaVu Sans (lib/tickets/fonts, licence beside it): one static font with both Latin and Arabic
 * letters and the OpenType tables that join Arabic letters, which the PDF's standard fonts lack.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  const dir = path.join(process.cwd(), "lib", "tickets", "fonts");
  fonts ??= {
    regular: readFileSync(path.join(dir, "DejaVuSans.ttf")),
    bold: readFileSync(path.join(dir, "DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

/**
 * Each run laid out whole: without `features`, pdfkit lays out a text word by word and puts the
 * words left to right, which reverses the words of a right-to-left run. An empty list keeps the
 * font's default features (Arabic joining forms and ligatures).
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [] };

type Style = { font: "regular" | "bold"; size: number; color: string; maxLines: number };

/** The width of a line as drawn: each run shaped on its own. */
function lineWidth(doc: Doc, line: string, direction: Direction) {
  return visualRuns(line, direction).reduce(
    (sum, run) => sum + doc.widthOfString(run.text, WHOLE_RUN),
    0,
  );
}

/** Words into lines of at most the card's width (logical order); the last kept line ends with "…". */
function wrap(doc: Doc, text: string, direction: Direction, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && lineWidth(doc, `${last} ${word}`, direction) <= WIDTH) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let end = kept[maxLines - 1]!;
  while (end.length > 1 && lineWidth(doc, `${end}…`, direction) > WIDTH) end = end.slice(0, -1);
  kept[maxLines - 1] = `${end}…`;
  return kept;
}

/**
 * A paragraph at `y`, as one structure element of `parent` whose actual text is the paragraph as
 * written: each line cut into runs of one direction, drawn left to right in visual order, aligned
 * to the side the language reads from. Never breaks onto a new page. Answers the next line's y.
 */
function paragraph(
  doc: Doc,
  parent: ReturnType<Doc["struct"]>,
  role: string,
  text: string,
  y: number,
  direction: Direction,
  style: Style,
): number {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  const lines = wrap(doc, text, direction, style.maxLines);
  const height = doc.currentLineHeight(true);
  parent.add(
    doc.struct(role, { actual: lines.join(" ") }, () => {
      lines.forEach((line, i) => {
        const runs = visualRuns(line, direction);
        const widths = runs.map((run) => doc.widthOfString(run.text, WHOLE_RUN));
        const total = widths.reduce((a, b) => a + b, 0);
        let x = direction === "rtl" ? PAGE.margin + WIDTH - total : PAGE.margin;
        runs.forEach((run, r) => {
          doc.text(run.text, x, y + i * height, { ...WHOLE_RUN, lineBreak: false });
          x += widths[r]!;
        });
      });
    }),
  );
  return y + lines.length * height;
}

/**
 * One ticket per page (a 4 x 6 inch card): the event, the seat, the holder, the QR code and the
 * ticket's id. Tagged for screen readers: the document's title and language, and per ticket a
 * section whose heading, paragraphs and figure are in reading order. Arabic is joined and read
 * right to left, in the `locale`'s direction.
 */
export async function renderTicketsPdf(
  tickets: PrintableTicket[],
  { locale, orderId }: { locale: Locale; orderId: number },
): Promise<Buffer> {
  const t = translator(locale);
  const direction: Direction = locale === "ar" ? "rtl" : "ltr";
  const title = t("email.tickets.pdf.title", { orderId });
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    tagged: true,
    lang: locale,
    displayTitle: true,
    pdfVersion: "1.7",
    info: { Title: title, Author: "Mahrajan Arts Foundation" },
  });
  const { regular, bold } = fontFiles();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const done = pdfBytes(doc);
  for (const ticket of tickets) {
    doc.addPage();
    const shortCode = formatShortCode(ticket.shortCode);
    const qr = await QRCode.toBuffer(ticket.code, {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 1,
      width: 480,
    });
    const section = doc.struct("Sect");
    doc.addStructure(section);
    const text = (role: string, value: string, y: number, style: Style) =>
      paragraph(doc, section, role, value, y, direction, style);
    let y = PAGE.margin;
    y = text("P", t("email.tickets.pdf.banner"), y, {
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
    section.add(
      doc.struct("Figure", { alt: t("email.tickets.pdf.qr", { id: shortCode }) }, () => {
        doc.image(qr, (PAGE.width - QR.size) / 2, QR.top, { width: QR.size, height: QR.size });
      }),
    );
    text("P", t("email.tickets.pdf.ticketId", { id: shortCode }), QR.top + QR.size + 6, {
      font: "bold",
      size: 13,
      color: "#111111",
      maxLines: 1,
    });
    section.end();
  }
  doc.end();
  return done;
}
