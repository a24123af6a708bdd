import "server-only";
import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { pdfBytes } from "../platform/pdf-output";
import type { Locale } from "../i18n/locales";
import { formatShortCode } from "../door/short-code";
import { visualRuns, type Direction } from "./bidi";
import { fontPath } from "./font-files";

// A 4 x 6 inch card per page with a QR code and the short code printed under it: a ticket, a
// booth pass. Tagged for screen readers (the document's title and language, and per card a
// section whose heading, paragraphs and figure are in reading order); Arabic is joined and read
// right to left, in the language's direction.

type Doc = InstanceType<typeof PDFDocument>;
type Section = ReturnType<Doc["struct"]>;

/** A 4 x 6 inch card. */
const PAGE = { width: 288, height: 432, margin: 24 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the QR code sits on the card. */
const QR = { size: 160, top: 226 };
/** Where a card's first line goes. */
export const CARD_TOP = PAGE.margin;

/** DejaVu Sans joins Arabic letters, which the PDF's standard fonts cannot. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  fonts ??= {
    regular: readFileSync(fontPath("regular")),
    bold: readFileSync(fontPath("bold")),
  };
  return fonts;
}

/**
 * Each run laid out whole: without `features`, pdfkit lays out a text word by word and puts the
 * words left to right, which reverses the words of a right-to-left run. An empty list keeps the
 * font's default features (Arabic joining forms and ligatures).
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [] };

export type Style = { font: "regular" | "bold"; size: number; color: string; maxLines: number };

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
  parent: Section,
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

/** What a card's page is drawn with: its paragraphs, and its QR code with the code under it. */
export type Card = {
  /** A paragraph at `y` in the card's language; answers the next line's y. */
  text: (role: string, value: string, y: number, style: Style) => number;
  /**
   * The QR code of `code` as a figure described by `alt`, and under it the `label` naming the
   * short code (formatted as the tickets page prints it, "K7QMX-3WP9A").
   */
  qr: (
    code: string,
    shortCode: string,
    words: { alt: (id: string) => string; label: (id: string) => string },
  ) => Promise<void>;
};

/**
 * A PDF of cards: `draw` is called once per card on a new page. Answers the file's bytes.
 */
export async function renderCardsPdf<T>(
  items: readonly T[],
  { locale, title }: { locale: Locale; title: string },
  draw: (card: Card, item: T) => Promise<void>,
): Promise<Buffer> {
  const direction: Direction = locale === "ar" ? "rtl" : "ltr";
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
  for (const item of items) {
    doc.addPage();
    const section = doc.struct("Sect");
    doc.addStructure(section);
    const text: Card["text"] = (role, value, y, style) =>
      paragraph(doc, section, role, value, y, direction, style);
    const qr: Card["qr"] = async (code, shortCode, words) => {
      const id = formatShortCode(shortCode);
      const png = await QRCode.toBuffer(code, {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 1,
        width: 480,
      });
      section.add(
        doc.struct("Figure", { alt: words.alt(id) }, () => {
          doc.image(png, (PAGE.width - QR.size) / 2, QR.top, { width: QR.size, height: QR.size });
        }),
      );
      text("P", words.label(id), QR.top + QR.size + 6, {
        font: "bold",
        size: 13,
        color: "#111111",
        maxLines: 1,
      });
    };
    await draw({ text, qr }, item);
    section.end();
  }
  doc.end();
  return done;
}
