// Renders the vendor contract (lib/contract.ts) to public/contracts/vendor-contract-2025.pdf.
//
// A small self-contained PDF 1.4 writer: US Letter pages, the standard Helvetica and
// Helvetica-Bold fonts with WinAnsiEncoding (no embedded fonts), greedy word wrapping, a bold
// title and headings, and a footer with page numbers. Content streams are left uncompressed so
// the text can be found in the file (tests/unit/contract.test.ts reads it back).
//
// Run: node_modules/.bin/tsx scripts/build-contract-pdf.ts
import fs from "node:fs";
import path from "node:path";
import {
  CONTRACT_PDF_PATH,
  CONTRACT_SECTIONS,
  CONTRACT_TITLE,
  CONTRACT_VERSION,
  contractPlainText,
} from "../lib/contract";

const root = path.resolve(import.meta.dirname, "..");
const outFile = path.join(root, "public", CONTRACT_PDF_PATH);

// ---- Page geometry (points; 72 pt = 1 inch) ------------------------------------------------

const PAGE_WIDTH = 612; // US Letter 8.5 x 11 in
const PAGE_HEIGHT = 792;
const MARGIN_X = 72;
const MARGIN_TOP = 72;
const MARGIN_BOTTOM = 72;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const FOOTER_Y = 40;

type FontKey = "F1" | "F2"; // F1 = Helvetica, F2 = Helvetica-Bold

type Style = { font: FontKey; size: number; leading: number; before: number; color?: string };

const STYLES = {
  title: { font: "F2", size: 20, leading: 24, before: 0, color: "0.624 0.114 0.208" },
  version: { font: "F1", size: 10, leading: 14, before: 4, color: "0.29 0.25 0.23" },
  heading: { font: "F2", size: 12, leading: 16, before: 16 },
  body: { font: "F1", size: 10.5, leading: 14.5, before: 7 },
} satisfies Record<string, Style>;

// ---- Font metrics ----------------------------------------------------------------------------

// Advance widths (1/1000 em) of WinAnsi codes 32..126, from the Adobe Core 14 AFM files.
// prettier-ignore
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // 32-47
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 48-63
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // 64-79
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 80-95
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // 96-111
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // 112-126
];
// prettier-ignore
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // 32-47
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 48-63
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // 64-79
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // 80-95
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // 96-111
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, // 112-126
];
const FALLBACK_WIDTH = 556; // Latin-1 letters outside ASCII; close enough for wrapping

function charWidth(font: FontKey, code: number): number {
  const table = font === "F2" ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  return table[code - 32] ?? FALLBACK_WIDTH;
}

function textWidth(text: string, font: FontKey, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += charWidth(font, text.charCodeAt(i));
  return (units * size) / 1000;
}

// ---- Text encoding -------------------------------------------------------------------------

// Characters outside WinAnsiEncoding (or awkward in it) mapped to ASCII equivalents.
const ASCII_EQUIVALENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "*",
  "\u00A0": " ",
  "\u2009": " ",
  "\u202F": " ",
  "\u00AD": "",
  "\u200B": "",
  "\t": " ",
};

/** Returns text whose every character is printable ASCII or Latin-1 (same codes in WinAnsi). */
function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = ASCII_EQUIVALENTS[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const code = ch.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 161 && code <= 255)) {
      out += ch;
      continue;
    }
    // Strip accents from letters outside Latin-1 (e.g. a-macron -> a); anything else becomes "?".
    const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += /^[\x20-\x7e]+$/.test(base) ? base : "?";
  }
  return out;
}

/** A PDF literal string: escapes \ ( ) and writes non-ASCII bytes as octal escapes. */
function pdfString(text: string): string {
  let out = "(";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    const code = text.charCodeAt(i);
    if (ch === "\\" || ch === "(" || ch === ")") out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += ch;
  }
  return `${out})`;
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
}

// ---- Layout --------------------------------------------------------------------------------

function wrap(text: string, font: FontKey, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Block = { style: Style; lines: string[]; centered: boolean; ruleAfter: boolean };

function layoutBlocks(): Block[] {
  const headings = new Set(CONTRACT_SECTIONS.map((s) => toWinAnsi(s.heading)));
  const texts = contractPlainText().split("\n\n").map(toWinAnsi);
  return texts.map((text, index) => {
    const style =
      index === 0
        ? STYLES.title
        : index === 1
          ? STYLES.version
          : headings.has(text)
            ? STYLES.heading
            : STYLES.body;
    return {
      style,
      lines: wrap(text, style.font, style.size, TEXT_WIDTH),
      centered: index <= 1,
      ruleAfter: index === 1,
    };
  });
}

type Page = { ops: string[] };

function paginate(blocks: Block[]): Page[] {
  const pages: Page[] = [];
  let page: Page = { ops: [] };
  pages.push(page);
  let y = PAGE_HEIGHT - MARGIN_TOP; // top of the next line box
  const bottom = MARGIN_BOTTOM;
  const newPage = () => {
    page = { ops: [] };
    pages.push(page);
    y = PAGE_HEIGHT - MARGIN_TOP;
  };

  blocks.forEach((block, index) => {
    const { style } = block;
    const atTop = y === PAGE_HEIGHT - MARGIN_TOP;
    if (!atTop) y -= style.before;
    // Keep a heading with at least the first two lines of the paragraph after it.
    let needed = style.leading * Math.min(block.lines.length, 2);
    const next = blocks[index + 1];
    if (style === STYLES.heading && next) {
      needed = style.leading * block.lines.length + next.style.before;
      needed += next.style.leading * (next.lines.length <= 3 ? next.lines.length : 2);
    }
    // A paragraph of up to three lines that does not fit is moved whole: splitting it would leave
    // a single line at the bottom or the top of a page.
    if (block.lines.length <= 3) needed = Math.max(needed, style.leading * block.lines.length);
    if (y - needed < bottom && !atTop) newPage();

    block.lines.forEach((line, i) => {
      const fitsOne = y - style.leading >= bottom;
      // Widow control: never carry just the last line of a paragraph over to a new page.
      const widow = block.lines.length - i === 2 && i >= 2 && y - 2 * style.leading < bottom;
      if (!fitsOne || widow) newPage();
      const baseline = y - style.size; // roughly one ascent below the top of the line box
      const width = textWidth(line, style.font, style.size);
      const x = block.centered ? (PAGE_WIDTH - width) / 2 : MARGIN_X;
      page.ops.push(
        "BT",
        `${style.color ?? "0.114 0.09 0.078"} rg`,
        `/${style.font} ${num(style.size)} Tf`,
        `${num(x)} ${num(baseline)} Td`,
        `${pdfString(line)} Tj`,
        "ET",
      );
      y -= style.leading;
    });
    if (block.ruleAfter) {
      y -= 8;
      page.ops.push(
        "0.718 0.506 0.102 RG",
        "1 w",
        `${MARGIN_X} ${num(y)} m ${PAGE_WIDTH - MARGIN_X} ${num(y)} l S`,
      );
      y -= 4;
    }
  });
  return pages;
}

function footerOps(pageNumber: number, pageCount: number): string[] {
  const size = 8;
  const left = toWinAnsi(
    `Mahrajan Arts Foundation - ${CONTRACT_TITLE} - Version ${CONTRACT_VERSION}`,
  );
  const right = `Page ${pageNumber} of ${pageCount}`;
  const rightX = PAGE_WIDTH - MARGIN_X - textWidth(right, "F1", size);
  return [
    "0.8 0.78 0.75 RG",
    "0.5 w",
    `${MARGIN_X} ${FOOTER_Y + 12} m ${PAGE_WIDTH - MARGIN_X} ${FOOTER_Y + 12} l S`,
    "BT",
    "0.42 0.37 0.34 rg",
    `/F1 ${size} Tf`,
    `${MARGIN_X} ${FOOTER_Y} Td`,
    `${pdfString(left)} Tj`,
    "ET",
    "BT",
    "0.42 0.37 0.34 rg",
    `/F1 ${size} Tf`,
    `${num(rightX)} ${FOOTER_Y} Td`,
    `${pdfString(right)} Tj`,
    "ET",
  ];
}

// ---- PDF serialisation ---------------------------------------------------------------------

function buildPdf(pages: Page[]): Buffer {
  // Object numbers: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info,
  // then a page object and its content stream for each page.
  const objects: string[] = [];
  const pageObjectNumber = (i: number) => 6 + i * 2;
  const contentObjectNumber = (i: number) => 7 + i * 2;

  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  const kids = pages.map((_, i) => `${pageObjectNumber(i)} 0 R`).join(" ");
  objects[2] =
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} ` +
    `/MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] =
    `<< /Title ${pdfString(toWinAnsi(CONTRACT_TITLE))} ` +
    `/Author (Mahrajan Arts Foundation) ` +
    `/Subject ${pdfString(`Arab Winter Festival 2025 vendor contract, version ${CONTRACT_VERSION}`)} ` +
    `/Creator (Mahrajan Events scripts/build-contract-pdf.ts) >>`;

  pages.forEach((page, i) => {
    const ops = [...page.ops, ...footerOps(i + 1, pages.length)];
    const stream = `${ops.join("\n")}\n`;
    objects[pageObjectNumber(i)] =
      `<< /Type /Page /Parent 2 0 R ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> ` +
      `/Contents ${contentObjectNumber(i)} 0 R >>`;
    objects[contentObjectNumber(i)] =
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`;
  });

  const chunks: Buffer[] = [];
  let length = 0;
  const write = (text: string) => {
    const buf = Buffer.from(text, "latin1");
    chunks.push(buf);
    length += buf.length;
  };

  // The second line's high-bit bytes mark the file as binary for transfer tools.
  write("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n");
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = length;
    write(`${n} 0 obj\n${objects[n]}\nendobj\n`);
  }
  const xrefOffset = length;
  const size = objects.length;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    xref += `${String(offsets[n]).padStart(10, "0")} 00000 n \n`;
  }
  write(xref);
  write(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

const pages = paginate(layoutBlocks());
const pdf = buildPdf(pages);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, pdf);
console.log(`Wrote ${path.relative(root, outFile)}: ${pages.length} pages, ${pdf.length} bytes`);
