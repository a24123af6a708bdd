import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { requirements, vendorDocuments } from "@/db/schema";
import { MAX_MULTIPART_PARTS } from "@/lib/http/endpoint";
import { readPdf } from "@/lib/requirements/pdf-check";
import { insertBoothOrder, insertFoodEvent } from "../support/books";
import type { SignedIn } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { pdfBomb } from "../support/pdf-bomb";
import { api, read } from "../support/requests";

// What a vendor's upload may cost the site: a PDF is read under limits of unpacked bytes and time
// on a worker thread, a multipart body may have only a few parts, a file's name is stored without
// control characters, and no log line carries what was sent.

const BOUNDARY = "b7";

/** A multipart body written by hand, as a hostile client would: any name, any number of parts. */
function rawUpload(
  browser: SignedIn,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null,
  extraParts = 0,
) {
  const pieces: Buffer[] = [];
  const text = (s: string) => pieces.push(Buffer.from(s, "utf8"));
  for (const [name, value] of Object.entries(fields))
    text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  for (let i = 0; i < extraParts; i += 1)
    text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n`);
  if (file) {
    text(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    pieces.push(file.bytes);
    text("\r\n");
  }
  text(`--${BOUNDARY}--\r\n`);
  return api(
    new Request("http://localhost/api/vendor/v1/documents", {
      method: "POST",
      headers: {
        cookie: browser.cookie,
        "x-xsrf-token": browser.csrf,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: Buffer.concat(pieces),
    }),
  );
}

/** A one-page PDF as pdf-lib writes it: its objects packed in a compressed object stream. */
async function packedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText("Certificate of insurance");
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

let vendor: TestVendor;
let target: { requirementId: string; orderId: string };

beforeAll(async () => {
  const db = await getDb();
  const event = await insertFoodEvent({ startDaysAgo: -30, endDaysAgo: -28, boothCount: 1 });
  const [requirement] = await db
    .insert(requirements)
    .values({
      eventId: event.eventId,
      title: "Vendor permit",
      description: "",
      appliesTo: "ALL",
      kind: "FILE",
      dueDate: "2030-06-01",
    })
    .returning({ id: requirements.id });
  vendor = await createVendor("Uploads");
  const orderId = await insertBoothOrder({
    vendorId: vendor.vendorId,
    eventId: event.eventId,
    booth: event.booths[0]!,
  });
  target = { requirementId: String(requirement!.id), orderId: String(orderId) };
});

afterEach(() => vi.restoreAllMocks());

describe("a PDF is read under limits", () => {
  it("refuses a PDF whose object stream unpacks to a gigabyte, with a coded 400 naming the limit", async () => {
    const bomb = pdfBomb(1024);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    const answer = await read(await rawUpload(vendor, target, { name: "bomb.pdf", bytes: bomb }));
    expect(answer).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      errorCode: "errors.documents.pdfTooMuchWork",
      params: { megabytes: 32 },
    });
    expect(answer.payload).toContain("more than 32 MB");
  });

  it("stops a reader that takes longer than its time, and keeps taking PDFs afterwards", async () => {
    // a limit of time so short that any PDF overruns it: the worker is stopped, not awaited
    expect(await readPdf(pdfBomb(64), { maxUnpacked: Number.MAX_SAFE_INTEGER, ms: 1 })).toEqual({
      ok: false,
      reason: "tooMuchWork",
    });
    expect(await readPdf(await packedPdf())).toEqual({ ok: true, encrypted: false, pages: 1 });
  });

  it("still takes a real PDF whose objects are packed in a compressed object stream", async () => {
    const bytes = await packedPdf();
    const answer = await read(await rawUpload(vendor, target, { name: "permit.pdf", bytes }));
    expect(answer.code).toBe(201);
    expect(answer.payload).toMatchObject({ status: "SUBMITTED", fileName: "permit.pdf" });
  });

  it("answers a malformed PDF as unreadable, not as too much work", async () => {
    const answer = await read(
      await rawUpload(vendor, target, {
        name: "broken.pdf",
        bytes: Buffer.from("%PDF-1.7\nhello"),
      }),
    );
    expect(answer).toMatchObject({ code: 400, errorCode: "errors.documents.pdfUnreadable" });
  });
});

describe("a multipart body has a few parts", () => {
  it(`refuses a body of more than ${MAX_MULTIPART_PARTS} parts before parsing it`, async () => {
    const answer = await read(
      await rawUpload(vendor, target, { name: "permit.pdf", bytes: await packedPdf() }, 150_000),
    );
    expect(answer).toMatchObject({
      code: 400,
      errorCode: "errors.http.tooManyParts",
      params: { max: MAX_MULTIPART_PARTS },
    });
  });
});

describe("a file's name", () => {
  it("is stored without a NUL or other control characters, and nothing is logged of the file", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
    const bytes = Buffer.concat([await packedPdf(), Buffer.from(`%${"A".repeat(2 << 20)}\n`)]);
    const answer = await read(
      await rawUpload(vendor, target, { name: "in\u0000sur\u0007ance\u202e.pdf", bytes }),
    );
    expect(answer.code).toBe(201);
    expect(answer.payload.fileName).toBe("insurance.pdf");
    const db = await getDb();
    const [row] = await db
      .select({ fileName: vendorDocuments.fileName })
      .from(vendorDocuments)
      .where(eq(vendorDocuments.id, answer.payload.documentId));
    expect(row!.fileName).toBe("insurance.pdf");
    expect(logged.join("").length).toBeLessThan(4096);
  });
});
