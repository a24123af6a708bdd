import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { appError } from "../http/envelope";

// A vendor's PDF is read by a PDF parser before it is kept. Parsing is work an uploader controls:
// a 1 MB file whose object stream deflates to a gigabyte keeps a parser busy for seconds and
// takes as much memory. So the parse runs on a worker thread, one at a time per process, bounded
// three ways: the bytes its decoders may unpack (PDF_MAX_UNPACKED_BYTES in all), the time it may
// take (PDF_CHECK_MS, then the thread is stopped) and its heap. The request's own thread only
// waits, so the site keeps answering while a file is checked.

/** The most bytes a PDF's streams may unpack to while it is read (object and cross-reference streams). */
export const PDF_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** How long reading one PDF may take before it is refused. */
export const PDF_CHECK_MS = 5_000;
/** Checks waiting for the worker beyond this are turned away (try again shortly). */
const MAX_WAITING = 16;

/** What reading a PDF found. */
export type PdfReading =
  | { ok: true; encrypted: boolean; pages: number }
  | { ok: false; reason: "unreadable" | "tooMuchWork" };

/**
 * The worker's program (CommonJS, evaluated): pdf-lib with every decoder's buffer growth counted
 * against the budget; an overrun throws inside the decoder, so the parse stops where it is.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const load = createRequire(workerData.from);
const { PDFDocument } = load("pdf-lib");
const DecodeStream = load("pdf-lib/cjs/core/streams/DecodeStream").default;
let unpacked = 0;
let overrun = false;
const grow = DecodeStream.prototype.ensureBuffer;
DecodeStream.prototype.ensureBuffer = function (requested) {
  const held = this.buffer.byteLength;
  if (requested <= held) return this.buffer;
  // every stream's buffer counts: what it would hold once grown, against what all hold together
  if (unpacked - held + requested > workerData.maxUnpacked) {
    overrun = true;
    throw new Error("too much to unpack");
  }
  const grown = grow.call(this, requested);
  unpacked += grown.byteLength - held;
  return grown;
};
(async () => {
  try {
    const pdf = await PDFDocument.load(workerData.bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      ignoreEncryption: true,
    });
    const pages = pdf.getPageCount();
    if (overrun) return { ok: false, reason: "tooMuchWork" };
    return { ok: true, encrypted: pdf.isEncrypted, pages };
  } catch (error) {
    // the parser may wrap or swallow the decoder's error: the flag says what happened
    return { ok: false, reason: overrun ? "tooMuchWork" : "unreadable" };
  }
})().then((reading) => parentPort.postMessage(reading));
`;

let running = false;
const waiting: (() => void)[] = [];

/** One check at a time: the second core stays free for everyone else's requests. */
async function turn(): Promise<() => void> {
  if (running) {
    if (waiting.length >= MAX_WAITING)
      throw appError("SERVICE_UNAVAILABLE", "errors.documents.checkBusy");
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running = true;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  };
}

function readInWorker(bytes: Uint8Array, limits: { maxUnpacked: number; ms: number }) {
  return new Promise<PdfReading>((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // pdf-lib is found from the site's own folder, wherever the server's code was bundled to
      workerData: {
        bytes,
        maxUnpacked: limits.maxUnpacked,
        from: path.join(process.cwd(), "package.json"),
      },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (reading: PdfReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reading);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: "tooMuchWork" }), limits.ms);
    worker.once("message", (reading: PdfReading) => settle(reading));
    // out of heap (its resource limits), or any other end before an answer
    worker.once("error", (error: Error & { code?: string }) =>
      settle({
        ok: false,
        reason: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "tooMuchWork" : "unreadable",
      }),
    );
    worker.once("exit", () => settle({ ok: false, reason: "unreadable" }));
  });
}

/**
 * Reads a PDF on the worker under the limits: its page count and whether it is encrypted, or why
 * it could not be read (malformed, or more work than the limits allow).
 */
export async function readPdf(
  bytes: Uint8Array,
  limits = { maxUnpacked: PDF_MAX_UNPACKED_BYTES, ms: PDF_CHECK_MS },
): Promise<PdfReading> {
  const done = await turn();
  try {
    return await readInWorker(bytes, limits);
  } finally {
    done();
  }
}
