import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { pdfBytes } from "../platform/pdf-output";
import type { Locale } from "../i18n/locales";
import { visualRuns, type Direction } from "../tickets/bidi";

// An invoice or a credit note as a one-page US Letter PDF, in the buyer's language: text drawn
// as runs of one direction in visual order (a PDF has no bidirectional layout), with DejaVu Sans
// for Arabic's joined letters, and tagged (title, language, headings and paragraphs in reading
// order) for screen readers.

/** What the page prints, already worded in the document's language. */
export type PrintableInvoice = {
  locale: Locale;
  /** The document's heading, and its title for a reader's window (the PDF's metadata). */
  title: string;
  documentTitle: string;
  issuer: { name: string; lines: string[] };
  /** Number, date, order: one line each. */
  facts: string[];
  buyer: { heading: string; lines: string[] };
  /** The event line and any note (the credit note's reason), above the figures. */
  notes: string[];
  /** Label and amount; `strong` rows (totals) in bold with a rule above. */
  rows: { label: string; amount: string; strong?: boolean }[];
  footer: string;
};

type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 612, height: 792, margin: 54 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const AMOUNT_WIDTH = 110;
/** Each run shaped whole (see lib/tickets/pdf.ts): words of a right-to-left run stay in order. */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [], lineBreak: false };

let fonts: Record<"regular" | "bold", Buffer> | undefined;
function loadFonts() {
  const dir = path.join(process.cwd(), "lib", "tickets", "fonts");
  fonts ??= {
    regular: readFileSync(path.join(dir, "DejaVuSans.ttf")),
    bold: readFileSync(path.join(dir, "DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const widthOf = (doc: Doc, text: string, direction: Direction) =>
  visualRuns(text, direction).reduce((w, run) => w + doc.widthOfString(run.text, WHOLE_RUN), 0);

/** Words into lines no wider than `width` (logical order). */
function wrapped(doc: Doc, text: string, direction: Direction, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/[ \t]+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(doc, `${last} ${word}`, direction) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * One line drawn in visual order, from the side the document reads from (`start`) or the other.
 * A line without Arabic (an address, an e-mail, an English name) keeps its own left-to-right
 * order in an Arabic document.
 */
function drawLine(
  doc: Doc,
  line: string,
  at: { x: number; y: number; width: number; side: "start" | "end" },
  direction: Direction,
) {
  const runs = visualRuns(line, ARABIC.test(line) ? direction : "ltr");
  const widths = runs.map((run) => doc.widthOfString(run.text, WHOLE_RUN));
  const total = widths.reduce((a, b) => a + b, 0);
  const right = (direction === "rtl") === (at.side === "start");
  let x = right ? at.x + at.width - total : at.x;
  runs.forEach((run, i) => {
    doc.text(run.text, x, at.y, WHOLE_RUN);
    x += widths[i]!;
  });
}

/**
 * A glyph that joins several Arabic letters (lam-alef) is drawn inside a right-to-left run, whose
 * letters a PDF reader reverses when it extracts the text; the letters the glyph stands for are
 * recorded in reverse too, so that copying or searching the text reads the word as written.
 */
function readableLigatures(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  // a font is listed under each name it was asked by: each once
  for (const font of new Set(Object.values(families ?? {})))
    font.unicode?.forEach((codePoints, gid) => {
      if (codePoints.length > 1 && codePoints.every((c) => ARABIC.test(String.fromCodePoint(c))))
        font.unicode![gid] = [...codePoints].reverse();
    });
}

export async function renderInvoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  const direction: Direction = invoice.locale === "ar" ? "rtl" : "ltr";
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE.margin,
    tagged: true,
    lang: invoice.locale,
    displayTitle: true,
    pdfVersion: "1.7",
    info: { Title: invoice.documentTitle, Author: invoice.issuer.name },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const done = pdfBytes(doc);
  const root = doc.struct("Document");
  doc.addStructure(root);
  let y = PAGE.margin;

  /** A paragraph (wrapped) as one structure element whose text is the paragraph as written. */
  const paragraph = (
    role: string,
    text: string,
    style: { font: "regular" | "bold"; size: number; color?: string; gap?: number },
  ) => {
    doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color ?? "#111111");
    const lines = text.split("\n").flatMap((part) => wrapped(doc, part, direction, WIDTH));
    const height = doc.currentLineHeight(true);
    root.add(
      doc.struct(role, { actual: text.replace(/\n/g, " ") }, () => {
        lines.forEach((line, i) =>
          drawLine(
            doc,
            line,
            { x: PAGE.margin, y: y + i * height, width: WIDTH, side: "start" },
            direction,
          ),
        );
      }),
    );
    y += lines.length * height + (style.gap ?? 0);
  };

  paragraph("H1", invoice.issuer.name, { font: "bold", size: 16, gap: 2 });
  for (const line of invoice.issuer.lines)
    paragraph("P", line, { font: "regular", size: 10, color: "#333333" });
  y += 16;
  paragraph("H2", invoice.title, { font: "bold", size: 20, color: "#8b1e2d", gap: 4 });
  for (const line of invoice.facts) paragraph("P", line, { font: "regular", size: 11 });
  y += 12;
  paragraph("H3", invoice.buyer.heading, { font: "bold", size: 11, gap: 2 });
  for (const line of invoice.buyer.lines) paragraph("P", line, { font: "regular", size: 11 });
  y += 12;
  for (const note of invoice.notes) paragraph("P", note, { font: "regular", size: 11, gap: 4 });
  y += 10;

  // the figures: each row a label on the reading side and its amount on the other
  const table = doc.struct("Table");
  root.add(table);
  for (const row of invoice.rows) {
    doc
      .font(row.strong ? "bold" : "regular")
      .fontSize(11)
      .fillColor("#111111");
    const labelWidth = WIDTH - AMOUNT_WIDTH - 12;
    // the label's column on the reading side, the amounts' on the other
    const labelX = direction === "rtl" ? PAGE.margin + WIDTH - labelWidth : PAGE.margin;
    const lines = wrapped(doc, row.label, direction, labelWidth);
    const height = doc.currentLineHeight(true) + 3;
    if (row.strong) {
      doc
        .moveTo(PAGE.margin, y - 2)
        .lineTo(PAGE.margin + WIDTH, y - 2)
        .lineWidth(0.5)
        .strokeColor("#999999")
        .stroke();
    }
    const tableRow = doc.struct("TR");
    table.add(tableRow);
    const top = y;
    tableRow.add(
      doc.struct("TD", { actual: row.label }, () =>
        lines.forEach((line, i) =>
          drawLine(
            doc,
            line,
            { x: labelX, y: top + i * height, width: labelWidth, side: "start" },
            direction,
          ),
        ),
      ),
    );
    tableRow.add(
      doc.struct("TD", { actual: row.amount }, () =>
        drawLine(doc, row.amount, { x: PAGE.margin, y: top, width: WIDTH, side: "end" }, direction),
      ),
    );
    tableRow.end();
    y += lines.length * height + (row.strong ? 2 : 0);
  }
  table.end();
  y += 24;
  paragraph("P", invoice.footer, { font: "regular", size: 9, color: "#555555" });
  root.end();
  readableLigatures(doc);
  doc.end();
  return done;
}
