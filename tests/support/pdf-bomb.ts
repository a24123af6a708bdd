import zlib from "node:zlib";

// A hostile PDF for the upload limits' tests and bench: well formed, one page, and one object
// stream whose content deflates `megabytes` of spaces into about a thousandth of that. Reading
// it whole means unpacking all of it.

/** One megabyte of spaces as a deflate block that can be repeated (the dictionary is reset). */
const MEGABYTE_OF_SPACES = zlib.deflateRawSync(Buffer.alloc(1 << 20, 0x20), {
  flush: zlib.constants.Z_FULL_FLUSH,
  finishFlush: zlib.constants.Z_FULL_FLUSH,
});

export function pdfBomb(megabytes: number): Buffer {
  const stream = Buffer.concat([
    Buffer.from([0x78, 0x9c]), // zlib header
    ...Array<Buffer>(megabytes).fill(MEGABYTE_OF_SPACES),
    zlib.deflateRawSync(Buffer.alloc(0)), // the final block
    Buffer.alloc(4), // the checksum: never reached by a reader that stops in time
  ]);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  const push = (piece: Buffer | string) => {
    const bytes = typeof piece === "string" ? Buffer.from(piece, "latin1") : piece;
    parts.push(bytes);
    at += bytes.length;
  };
  push("%PDF-1.7\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  objects.forEach((body, i) => {
    offsets.push(at);
    push(`${i + 1} 0 obj\n${body}\nendobj\n`);
  });
  offsets.push(at);
  push(
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
  );
  push(stream);
  push("\nendstream\nendobj\n");
  const xref = at;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  push(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\n`);
  push(`startxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
