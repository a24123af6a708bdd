// Reading the console's CSV downloads back in tests, as a spreadsheet would.

/** RFC 4180 records: quoted fields (commas and line breaks inside) with doubled quotes, CRLF between records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field || record.length) throw new Error("the last record has no CRLF");
  return records;
}

/** A CSV file's rows as objects keyed by its header row. */
export function csvRows(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text);
  return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!]))) };
}
