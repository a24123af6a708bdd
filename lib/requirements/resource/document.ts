import { z } from "zod";
import { DOCUMENT_STATUSES, REQUIREMENT_KINDS } from "@/db/queries/model";
import { LOCALES } from "../../i18n/locales";
import { torontoIso } from "../../i18n/toronto-time";
import type { SentDocument } from "../queries/documents";
import type { DocumentQueueRow } from "../queries/review";

// A document (or declaration) a vendor sent for a requirement: as the organisers' review queue
// lists it, and as the vendor's upload or declaration answers it; the one mapper from the stored
// row each. No server code: the console's queue imports it.

const isoTime = z.iso.datetime({ offset: true });

export const documentAnswer = z.object({
  documentId: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  requirementId: z.number().int(),
  requirementTitle: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  needsExpiry: z.boolean(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventLastDay: z.iso.date(),
  orderId: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  vendorEmail: z.string(),
  /** The language the vendor reads the review's note in. */
  vendorLanguage: z.enum(LOCALES),
  /** The names of the order's booths. */
  booths: z.array(z.string()),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  expiresOn: z.iso.date().nullable(),
  /** Whether the expiry (where asked) covers the event's last day; null when none is asked. */
  expiryCoversEvent: z.boolean().nullable(),
  reason: z.string().nullable(),
  reviewedAt: isoTime.nullable(),
  reviewedBy: z.string().nullable(),
  submittedAt: isoTime,
  /** Where organisers (and the vendor) download the file; null for a declaration. */
  fileUrl: z.string().nullable(),
});

export const documentOf = (d: DocumentQueueRow) =>
  ({
    documentId: d.id,
    status: d.status,
    requirementId: d.requirementId,
    requirementTitle: d.requirementTitle,
    kind: d.kind,
    needsExpiry: d.needsExpiry,
    eventId: d.eventId,
    eventName: d.eventName,
    eventLastDay: d.eventLastDay,
    orderId: d.orderId,
    vendorId: d.vendorId,
    vendorName: d.vendorName,
    vendorEmail: d.vendorEmail,
    vendorLanguage: d.vendorLocale,
    booths: d.booths,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    expiresOn: d.expiresOn,
    expiryCoversEvent: d.needsExpiry ? d.expiresOn !== null && d.expiresOn >= d.eventLastDay : null,
    reason: d.reason,
    reviewedAt: d.reviewedAt ? torontoIso(d.reviewedAt) : null,
    reviewedBy: d.reviewedBy,
    submittedAt: torontoIso(d.createdAt),
    fileUrl: d.contentType ? `/api/vendor/v1/documents/${d.id}` : null,
  }) satisfies z.input<typeof documentAnswer>;

export const documentListAnswer = z.object({
  documents: z.array(documentAnswer),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

// --- as the vendor sent it ---

export const sentDocumentAnswer = z.object({
  documentId: z.number().int(),
  requirementId: z.number().int(),
  orderId: z.number().int(),
  /** SUBMITTED for a file (it waits for review), APPROVED for a declaration. */
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  expiresOn: z.iso.date().nullable(),
  submittedAt: isoTime,
});

export const sentDocumentOf = (d: SentDocument) =>
  ({
    documentId: d.id,
    requirementId: d.requirementId,
    orderId: d.orderId,
    status: d.status,
    fileName: d.fileName,
    sizeBytes: d.sizeBytes,
    expiresOn: d.expiresOn,
    submittedAt: torontoIso(d.createdAt),
  }) satisfies z.input<typeof sentDocumentAnswer>;
