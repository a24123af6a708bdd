import "server-only";
import { createHash } from "node:crypto";
import type { AwsClient } from "aws4fetch";
import sharp, { type Metadata } from "sharp";
import { s3Config } from "@/config/env";
import { appError } from "../http/envelope";
import { t } from "../i18n/messages";
import { PDF_MAX_UNPACKED_BYTES, readPdf } from "./pdf-check";
import { DOCUMENT_MAX_BYTES } from "./api";
import { errorText } from "../platform/log";
import { s3Bucket } from "../platform/s3-bucket";

// The files vendors send for the contract's requirements (insurance certificates, signed forms):
// their kind is read from their content, never from the name or the declared type, and only a
// PDF, a JPEG or a PNG is kept. A PDF must open in a PDF parser, unencrypted; a picture is decoded
// and written anew without its metadata. The bytes are private: kept in PostgreSQL, or in the
// S3-compatible bucket under `documents/`, and only ever served through the API to their vendor
// and the organisers.

// The refusals' English texts (API clients and tests read them in `payload`).
export const DOCUMENT_TOO_LARGE = t("errors.documents.tooLarge");
export const DOCUMENT_KIND_REFUSED = t("errors.documents.kindRefused");
export const PDF_UNREADABLE = t("errors.documents.pdfUnreadable");
export const PDF_ENCRYPTED = t("errors.documents.pdfEncrypted");

/** The largest picture, in pixels on either side. */
const MAX_SIDE = 10_000;

export type DocumentKind = "pdf" | "jpeg" | "png";

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** What the first bytes say the file is: a PDF, a JPEG, a PNG, or none of them. */
export function documentKindOf(bytes: Uint8Array): DocumentKind | null {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  return null;
}

/** A document as the site keeps it. */
export type CheckedDocument = {
  bytes: Buffer;
  sha256: string;
  contentType: string;
  sizeBytes: number;
};

/**
 * A PDF is kept as sent once a PDF parser reads it within the limits of pdf-check.ts: a page tree
 * with at least one page, every object well formed, no encryption (a password or an owner's
 * restrictions alike), and no more unpacking or time than a real document needs.
 */
async function checkPdf(bytes: Buffer): Promise<Buffer> {
  const read = await readPdf(bytes);
  if (!read.ok)
    throw read.reason === "tooMuchWork"
      ? appError("BAD_REQUEST", "errors.documents.pdfTooMuchWork", {
          megabytes: PDF_MAX_UNPACKED_BYTES / (1024 * 1024),
        })
      : appError("BAD_REQUEST", "errors.documents.pdfUnreadable");
  if (read.encrypted) throw appError("BAD_REQUEST", "errors.documents.pdfEncrypted");
  if (read.pages < 1) throw appError("BAD_REQUEST", "errors.documents.pdfUnreadable");
  return bytes;
}

/**
 * A picture is decoded (as the kind its bytes say, and only that) and written anew in the same
 * format, turned upright by its EXIF orientation: pixels only, no metadata (EXIF with its GPS
 * position, XMP, comments), no bytes after the image.
 */
async function reencodeImage(bytes: Buffer, kind: "jpeg" | "png"): Promise<Buffer> {
  const options = { limitInputPixels: MAX_SIDE * MAX_SIDE, failOn: "error" } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw appError("BAD_REQUEST", "errors.documents.imageUnreadable");
  }
  if (metadata.format !== kind) throw appError("BAD_REQUEST", "errors.documents.kindRefused");
  if (!metadata.width || !metadata.height) {
    throw appError("BAD_REQUEST", "errors.documents.imageUnreadable");
  }
  if (metadata.width > MAX_SIDE || metadata.height > MAX_SIDE) {
    throw appError("BAD_REQUEST", "errors.documents.imageTooWide");
  }
  try {
    const image = sharp(bytes, options).timeout({ seconds: 10 }).autoOrient();
    return await (
      kind === "jpeg" ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 9 })
    ).toBuffer();
  } catch {
    throw appError("BAD_REQUEST", "errors.documents.imageUnreadable");
  }
}

/**
 * Checks a vendor's file by its content and answers what is kept. Refused: more than 10 MB (413),
 * anything but a PDF, JPEG or PNG by its first bytes (a program renamed x.pdf, a web page, a
 * Word file: 400), a PDF that does not parse or is encrypted, a picture that does not decode.
 */
export async function checkDocument(bytes: Buffer): Promise<CheckedDocument> {
  if (bytes.length > DOCUMENT_MAX_BYTES)
    throw appError("PAYLOAD_TOO_LARGE", "errors.documents.tooLarge");
  const kind = documentKindOf(bytes);
  if (!kind) throw appError("BAD_REQUEST", "errors.documents.kindRefused");
  const kept = kind === "pdf" ? await checkPdf(bytes) : await reencodeImage(bytes, kind);
  return {
    bytes: kept,
    sha256: createHash("sha256").update(kept).digest("hex"),
    contentType: CONTENT_TYPES[kind],
    sizeBytes: kept.length,
  };
}

/**
 * The vendor's name for a file as it is stored: without control characters (a NUL, which
 * PostgreSQL refuses in text) or direction overrides (which disguise an extension), at most 255
 * characters; null when nothing is left.
 */
export function storedFileName(name: string): string | null {
  return (
    name
      .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, "")
      .trim()
      .slice(0, 255) || null
  );
}

/**
 * The name a download is saved under: the vendor's own name for the file, reduced to letters,
 * digits, spaces, dots, dashes and underscores (any script), with the extension of its real type.
 */
export function downloadName(fileName: string | null, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? "bin";
  const base = (fileName ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
    .replace(/^[ ._]+|[ ._]+$/g, "")
    .slice(0, 100);
  return `${base || "document"}.${extension}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// --- where the bytes are kept ---

/** The bucket's object for a document: by content, under the private prefix. */
const documentKey = (sha256: string) => `documents/${sha256}`;

function storeError(what: string, cause: unknown) {
  console.error(
    JSON.stringify({ level: "error", msg: `document store: ${what}`, error: errorText(cause) }),
  );
  return appError("SERVICE_UNAVAILABLE", "errors.documents.storeUnavailable");
}

/** The configured bucket as a signed client and the address of an object in it, or null. */
function bucket(): { client: AwsClient; address: (sha256: string) => string } | null {
  const config = s3Config();
  if (!config) return null;
  const { client, urlOf } = s3Bucket(config);
  return { client, address: (sha256) => urlOf(documentKey(sha256)) };
}

/**
 * Keeps a document's bytes and answers what its row's `bytes` column holds: the bytes themselves
 * (PostgreSQL), or null when they went to the bucket (S3_BUCKET set). The bucket object is
 * private (no ACL is granted) and its payload's hash is signed.
 */
export async function keepDocument(document: CheckedDocument): Promise<Buffer | null> {
  const store = bucket();
  if (!store) return document.bytes;
  const response = await store.client
    .fetch(store.address(document.sha256), {
      method: "PUT",
      body: new Uint8Array(document.bytes),
      headers: {
        "Content-Type": document.contentType,
        "X-Amz-Content-Sha256": document.sha256,
      },
      signal: AbortSignal.timeout(15_000),
    })
    .catch((error: unknown) => {
      throw storeError("put failed", error);
    });
  await response.body?.cancel();
  if (!response.ok) throw storeError(`put answered ${response.status}`, response.statusText);
  return null;
}

/** A stored document's bytes: its row's, else the bucket's object (null: nowhere to be found). */
export async function documentBytes(row: {
  bytes: Buffer | null;
  sha256: string;
}): Promise<Buffer | null> {
  if (row.bytes) return row.bytes;
  const store = bucket();
  if (!store) return null;
  const response = await store.client
    .fetch(store.address(row.sha256), { signal: AbortSignal.timeout(15_000) })
    .catch((error: unknown) => {
      throw storeError("get failed", error);
    });
  if (response.ok) return Buffer.from(await response.arrayBuffer());
  await response.body?.cancel();
  if (response.status === 404) return null;
  throw storeError(`get answered ${response.status}`, response.statusText);
}
