import type { EventEmitter } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import ExcelJS from "exceljs";
import { centsToDollars, dollarInputValue } from "../payments/pricing";
import { errorText } from "../platform/log";

// A table streamed as a CSV or XLSX download, a page of rows at a time: the next page is read
// only when the download has taken the previous one, so an export of any size holds about one
// page in memory.

/**
 * How a column's values are written. `money` values are integer cents; a `lines` text holds
 * several values one per line, which XLSX shows wrapped in the cell.
 */
export type Column<R> =
  | {
      header: string;
      type: "text";
      width?: number;
      lines?: boolean;
      value: (row: R) => string | null;
    }
  | { header: string; type: "money"; width?: number; value: (row: R) => number | null }
  | { header: string; type: "integer"; width?: number; value: (row: R) => number | null }
  | { header: string; type: "datetime"; width?: number; value: (row: R) => Date | null };

export type Table<R> = {
  /** The XLSX worksheet's name (at most 31 characters). */
  sheetName: string;
  columns: readonly Column<R>[];
  /** Reads the rows, a page at a time; called once per download. */
  pages: () => AsyncIterable<readonly R[]>;
  /** The time zone dates are written in (a spreadsheet's dates have none). */
  timeZone: string;
};

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// --- Formula injection ---

/**
 * A spreadsheet reads a cell that starts with =, +, - or @ (or their full-width forms, or any of
 * them after leading blanks) as a formula, and a leading tab, carriage return, line feed or NUL
 * can hide one: such text could run commands or send the sheet's data away when an organiser
 * opens the file. A leading apostrophe makes the spreadsheet show it as text.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n\0])/;

/** Text as it may go into a CSV cell: with a leading apostrophe when it could be a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// --- Dates: wall-clock time in the table's time zone ---

/** `date` on the time zone's wall clock (@date-fns/tz: offsets and daylight saving time included). */
const wallClock = (date: Date, timeZone: string) => new TZDate(date, timeZone);

/** "2026-07-01 14:05" in the time zone, as people read it and as spreadsheets parse it. */
export function wallClockText(date: Date, timeZone: string): string {
  return format(wallClock(date, timeZone), "yyyy-MM-dd HH:mm");
}

/** The calendar day in the time zone: "2026-07-01". */
export function wallClockDay(date: Date, timeZone: string): string {
  return format(wallClock(date, timeZone), "yyyy-MM-dd");
}

/** The wall-clock time as a Date whose UTC fields hold it: XLSX dates carry no time zone. */
function spreadsheetDate(date: Date, timeZone: string): Date {
  const t = wallClock(date, timeZone);
  return new Date(
    Date.UTC(
      t.getFullYear(),
      t.getMonth(),
      t.getDate(),
      t.getHours(),
      t.getMinutes(),
      t.getSeconds(),
    ),
  );
}

// --- CSV (RFC 4180: quoted text, CRLF line ends; a BOM so Excel reads UTF-8, Arabic included) ---

const BOM = "\uFEFF";
const CRLF = "\r\n";

/**
 * A failure after the answer's headers went out: the download breaks off (the client sees an
 * incomplete transfer, never a file that looks whole), so the reason is only in the log.
 */
function logFailure(format: "csv" | "xlsx", error: unknown): void {
  console.error(
    JSON.stringify({ level: "error", msg: `${format} export failed`, error: errorText(error) }),
  );
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

function csvCell<R>(column: Column<R>, row: R, timeZone: string): string {
  switch (column.type) {
    case "text": {
      const text = column.value(row);
      return text === null ? "" : quoted(neutralizeFormula(text));
    }
    case "money": {
      const cents = column.value(row);
      if (cents === null) return "";
      return cents < 0 ? `-${dollarInputValue(-cents)}` : dollarInputValue(cents);
    }
    case "integer": {
      const n = column.value(row);
      return n === null ? "" : String(n);
    }
    case "datetime": {
      const date = column.value(row);
      return date === null ? "" : wallClockText(date, timeZone);
    }
  }
}

/** One CSV line (with its CRLF) of a row. */
function csvLine<R>(table: Table<R>, row: R): string {
  return table.columns.map((c) => csvCell(c, row, table.timeZone)).join(",") + CRLF;
}

/** The table as a CSV file: the BOM and header line, then each page's lines as it is read. */
export function csvStream<R>(table: Table<R>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pages: AsyncIterator<readonly R[]> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const header = table.columns.map((c) => quoted(neutralizeFormula(c.header))).join(",");
        controller.enqueue(encoder.encode(BOM + header + CRLF));
      },
      async pull(controller) {
        pages ??= table.pages()[Symbol.asyncIterator]();
        const page = await pages.next().catch((error: unknown) => {
          logFailure("csv", error);
          throw error;
        });
        if (page.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(page.value.map((row) => csvLine(table, row)).join("")));
      },
      async cancel() {
        await pages?.return?.();
      },
    },
    // one page waits ready beside the one being sent, no more
    { highWaterMark: 1 },
  );
}

// --- XLSX (exceljs's streaming writer; every text is a string cell, never a formula) ---

const MONEY_FORMAT = '"$"#,##0.00';
const DATETIME_FORMAT = "yyyy-mm-dd hh:mm";
const DEFAULT_WIDTH = { text: 24, money: 12, integer: 10, datetime: 17 } as const;

/** How much compressed output may wait unread before the writer stops reading pages. */
const XLSX_BUFFER_BYTES = 256 * 1024;

function xlsxCell<R>(column: Column<R>, row: R, timeZone: string): ExcelJS.CellValue {
  switch (column.type) {
    case "text":
      // A string cell is text to every spreadsheet, whatever it starts with: kept as written.
      return column.value(row);
    case "money": {
      const cents = column.value(row);
      return cents === null ? null : centsToDollars(cents);
    }
    case "integer":
      return column.value(row);
    case "datetime": {
      const date = column.value(row);
      return date === null ? null : spreadsheetDate(date, timeZone);
    }
  }
}

function columnStyle(column: Column<unknown>): Partial<ExcelJS.Style> {
  if (column.type === "money") return { numFmt: MONEY_FORMAT };
  if (column.type === "datetime") return { numFmt: DATETIME_FORMAT };
  if (column.type === "text" && column.lines)
    return { alignment: { wrapText: true, vertical: "top" } };
  return {};
}

/**
 * Where a sheet's XML waits to be compressed. exceljs hands each row's XML to the zip writer
 * without waiting for it to be taken, so a sheet written faster than the download goes would
 * pile up there: this is the zip writer's input stream, read through exceljs's internals (a
 * later exceljs without them makes this undefined, and the unit test of the pause fail).
 */
type Pending = EventEmitter & { _writableState?: { length?: number } };
function zipInput(sheet: ExcelJS.Worksheet): Pending | undefined {
  return (sheet as unknown as { stream?: { pipes?: Pending[] } }).stream?.pipes?.[0];
}

/** The longest wait before looking again, should an event not come. */
const PAUSE_MS = 50;

/** Resolves at the first of the events on either stream, or after PAUSE_MS. */
function firstOf(targets: [EventEmitter | undefined, string[]][]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const [target, names] of targets) for (const n of names) target?.off(n, done);
      resolve();
    };
    const timer = setTimeout(done, PAUSE_MS);
    for (const [target, names] of targets) for (const n of names) target?.on(n, done);
  });
}

/**
 * Waits while the compressed output is full or the XML waiting to be compressed is more than
 * the buffer's size; stops waiting when the output is gone (a download the client gave up on).
 */
async function roomIn(out: PassThrough, pending: Pending | undefined): Promise<void> {
  const full = () =>
    out.writableNeedDrain || (pending?._writableState?.length ?? 0) > XLSX_BUFFER_BYTES;
  while (!out.destroyed && full()) {
    await firstOf([
      [out, ["drain", "close"]],
      [pending, ["drain"]],
    ]);
  }
}

async function writeWorkbook<R>(table: Table<R>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.sheetName, {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = table.columns.map((c) => ({
    width: c.width ?? DEFAULT_WIDTH[c.type],
    style: columnStyle(c as Column<unknown>),
  }));
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const pending = zipInput(sheet);
  const pages = table.pages()[Symbol.asyncIterator]();
  let lastRow = 1;
  try {
    for (;;) {
      await roomIn(out, pending);
      if (out.destroyed) return;
      const page = await pages.next();
      if (page.done) break;
      for (const row of page.value) {
        sheet.addRow(table.columns.map((c) => xlsxCell(c, row, table.timeZone))).commit();
        lastRow++;
      }
    }
  } finally {
    await pages.return?.();
  }
  // the header's filter buttons, over every row (written with the sheet's end)
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: lastRow, column: table.columns.length },
  };
  sheet.commit();
  await workbook.commit();
}

/**
 * The table as an XLSX workbook of one sheet: a bold, frozen header row with filter buttons, then
 * the pages; columns as wide as their content usually is, money as currency cells in dollars.
 */
export function xlsxStream<R>(table: Table<R>): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: XLSX_BUFFER_BYTES });
  writeWorkbook(table, out).catch((error: unknown) => {
    logFailure("xlsx", error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  // Counted in bytes: without a strategy, Node 20 counts each chunk as 1 against a limit of
  // the stream's high-water mark in bytes, and so reads the whole file ahead of the client.
  return Readable.toWeb(out, {
    strategy: new ByteLengthQueuingStrategy({ highWaterMark: XLSX_BUFFER_BYTES }),
  }) as ReadableStream<Uint8Array>;
}
