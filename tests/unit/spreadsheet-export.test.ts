import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  csvStream,
  neutralizeFormula,
  wallClockDay,
  wallClockText,
  xlsxStream,
  type Column,
  type Table,
} from "@/lib/console/spreadsheet";

type Row = { name: string | null; cents: number | null; count: number; at: Date | null };

const COLUMNS: Column<Row>[] = [
  { header: "Name", type: "text", value: (r) => r.name },
  { header: "Amount", type: "money", value: (r) => r.cents },
  { header: "Count", type: "integer", value: (r) => r.count },
  { header: "When", type: "datetime", value: (r) => r.at },
];

function tableOf(pages: Row[][]): Table<Row> {
  return {
    sheetName: "Test",
    columns: COLUMNS,
    timeZone: "America/Toronto",
    pages: async function* () {
      for (const page of pages) yield page;
    },
  };
}

/** The file's text, its byte order mark kept (Response.text() would drop it). */
const text = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

async function workbookOf(stream: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Response(stream).arrayBuffer());
  return workbook.worksheets[0]!;
}

describe("formula injection guard", () => {
  it.each([
    "=cmd|' /C calc'!A0",
    "+1+1",
    "-2+3",
    "@SUM(A1:A2)",
    "\tTAB",
    "\rCR",
    "\nLF",
    '  =HYPERLINK("http://evil.example")',
    "\uFF1D1+1",
  ])("puts an apostrophe before %j", (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each(["Samira's Scarves", "416-555-0199", "مشغولات يدوية", "a=b", "", "Booth -1"])(
    "leaves %j as it is",
    (value) => {
      expect(neutralizeFormula(value)).toBe(value);
    },
  );
});

describe("dates in the festival's time zone", () => {
  it("writes Toronto's wall clock, daylight saving time included", () => {
    expect(wallClockText(new Date("2026-07-01T18:05:09Z"), "America/Toronto")).toBe(
      "2026-07-01 14:05",
    );
    expect(wallClockText(new Date("2026-01-15T03:30:00Z"), "America/Toronto")).toBe(
      "2026-01-14 22:30",
    );
    expect(wallClockDay(new Date("2026-01-15T03:30:00Z"), "America/Toronto")).toBe("2026-01-14");
  });
});

describe("CSV", () => {
  it("starts with a BOM and the header, ends lines with CRLF and quotes text (RFC 4180)", async () => {
    const csv = await text(
      csvStream(
        tableOf([
          [
            {
              name: 'Khoury "Crafts", Toronto\nline 2',
              cents: 123450,
              count: 3,
              at: new Date("2026-07-01T18:05:00Z"),
            },
            { name: null, cents: null, count: 0, at: null },
          ],
          [{ name: "مهرجان الصيف", cents: 5, count: 1, at: null }],
        ]),
      ),
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Name","Amount","Count","When"',
      '"Khoury ""Crafts"", Toronto\nline 2",1234.50,3,2026-07-01 14:05',
      ",,0,",
      '"مهرجان الصيف",0.05,1,',
      "",
    ]);
  });

  it("writes an injected formula as text", async () => {
    const csv = await text(
      csvStream(tableOf([[{ name: "=cmd|' /C calc'!A0", cents: 0, count: 0, at: null }]])),
    );
    expect(csv.split("\r\n")[1]).toBe(`"'=cmd|' /C calc'!A0",0.00,0,`);
  });

  it("reads the next page only when the reader asks for more", async () => {
    let pagesRead = 0;
    const table: Table<Row> = {
      ...tableOf([]),
      pages: async function* () {
        for (let i = 0; i < 10; i++) {
          pagesRead++;
          yield [{ name: `page ${i}`, cents: 0, count: i, at: null }];
        }
      },
    };
    const reader = csvStream(table).getReader();
    await reader.read(); // the header
    await reader.read(); // the first page
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pagesRead).toBeLessThanOrEqual(3);
    await reader.cancel();
  });
});

describe("XLSX", () => {
  it("has a bold header row, numbers in dollars with a currency format and dates", async () => {
    const sheet = await workbookOf(
      xlsxStream(
        tableOf([
          [{ name: "مهرجان الصيف", cents: 123450, count: 3, at: new Date("2026-07-01T18:05:00Z") }],
        ]),
      ),
    );
    expect(sheet.name).toBe("Test");
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Amount", "Count", "When"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe("مهرجان الصيف");
    expect(row.getCell(2).value).toBe(1234.5);
    expect(row.getCell(2).numFmt).toContain("#,##0.00");
    expect(row.getCell(3).value).toBe(3);
    // the wall-clock time, stored without a zone as spreadsheets do
    expect(row.getCell(4).value).toEqual(new Date("2026-07-01T14:05:00Z"));
  });

  it("writes an injected formula as a text cell, never a formula", async () => {
    const sheet = await workbookOf(
      xlsxStream(tableOf([[{ name: "=cmd|' /C calc'!A0", cents: 0, count: 0, at: null }]])),
    );
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.value).toBe("=cmd|' /C calc'!A0");
  });

  it("stops reading pages while the download waits, and stops for good when it is dropped", async () => {
    let seed = 1;
    // hex that compresses about as well as real text does, the same on every run
    const noise = () =>
      Array.from({ length: 8 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed.toString(16);
      }).join("");
    let pagesRead = 0;
    let finished = false;
    const table: Table<Row> = {
      ...tableOf([]),
      pages: async function* () {
        try {
          for (let p = 0; p < 200; p++) {
            pagesRead++;
            yield Array.from({ length: 1000 }, (_, i) => ({
              name: noise(),
              cents: i,
              count: i,
              at: null,
            }));
          }
        } finally {
          finished = true;
        }
      },
    };
    const reader = xlsxStream(table).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // a few buffers' worth of pages, not the file
    expect(pagesRead).toBeGreaterThan(0);
    expect(pagesRead).toBeLessThan(60);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finished).toBe(true);
    expect(pagesRead).toBeLessThan(60);
  });

  it("writes many pages into one sheet", async () => {
    const pages = Array.from({ length: 5 }, (_, p) =>
      Array.from({ length: 200 }, (_, i) => ({
        name: `row ${p * 200 + i}`,
        cents: i,
        count: p * 200 + i,
        at: null,
      })),
    );
    const sheet = await workbookOf(xlsxStream(tableOf(pages)));
    expect(sheet.rowCount).toBe(1001);
    expect(sheet.getRow(1001).getCell(3).value).toBe(999);
  });
});
