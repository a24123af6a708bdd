import { z } from "zod";
import {
  DOCUMENT_STATUSES,
  REQUIREMENT_AUDIENCES,
  REQUIREMENT_CONSEQUENCES,
  REQUIREMENT_KINDS,
  type DocumentStatus,
  type RequirementAudience,
  type RequirementConsequence,
  type RequirementKind,
} from "@/db/queries/model";
import { ruleMessage } from "../i18n/messages";
import { torontoIso } from "../i18n/toronto-time";
import { idField } from "../http/public-fields";
import { PLAIN, pageSchema, trueOrFalse } from "../http/office-fields";
import { apiRoute } from "../http/route-contract";
import { CHECKLIST_STATUSES, type Readiness } from "./readiness";

// The vendor contract's requirements and the vendors' documents, as the API takes and answers
// them: the organiser's requirements per event, the review queue, reviews and per-order
// extensions (/api/admin/v1/...), and the vendor's checklist, uploads, declarations and files
// (/api/vendor/v1/..., money in integer cents). Each rule's message is a catalogue key
// (`ruleMessage`), so a form shows it in the page's language. No server code.

/** The largest document a vendor may send: 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const REASON_MAX = 1000;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day `YYYY-MM-DD` (not 2025-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!CALENDAR_DAY.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2100 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A Toronto calendar day `YYYY-MM-DD`. */
const calendarDay = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDay, { error: message });

const DUE_DATE_MESSAGE = ruleMessage("validation.field.date", { field: "dueDate" });
const requirementIdMessage = ruleMessage("validation.requirementIdInvalid");
const documentIdMessage = ruleMessage("validation.documentIdInvalid");
const orderIdMessage = ruleMessage("validation.orderIdInvalid");
const eventIdMessage = ruleMessage("validation.eventIdInvalid");

export const requirementIdSchema = idField(requirementIdMessage);
export const documentIdSchema = idField(documentIdMessage);

const text = (field: string, max: number) =>
  z
    .string({ error: ruleMessage("validation.field.text", { field }) })
    .trim()
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) });

/** A one-line title, required. */
const title = z
  .string({ error: ruleMessage("validation.requirementTitleRequired") })
  .trim()
  .min(1, { error: ruleMessage("validation.requirementTitleRequired"), abort: true })
  .max(TITLE_MAX, {
    error: ruleMessage("validation.field.tooLong", { field: "title", max: TITLE_MAX }),
  })
  .regex(PLAIN, { error: ruleMessage("validation.field.oneLine", { field: "title" }) });

/** Optional Arabic text: empty or null clears it. */
const arabic = (field: string, max: number, oneLine: boolean) =>
  (oneLine
    ? text(field, max).regex(PLAIN, {
        error: ruleMessage("validation.field.oneLine", { field }),
      })
    : text(field, max)
  )
    .transform((v) => v || null)
    .nullable()
    .optional();

const requirementShape = {
  title,
  titleAr: arabic("titleAr", TITLE_MAX, true),
  description: text("description", DESCRIPTION_MAX).optional(),
  descriptionAr: arabic("descriptionAr", DESCRIPTION_MAX, false),
  appliesTo: z.enum(REQUIREMENT_AUDIENCES, {
    error: ruleMessage("validation.appliesToInvalid"),
  }),
  kind: z.enum(REQUIREMENT_KINDS, { error: ruleMessage("validation.requirementKindInvalid") }),
  dueDate: calendarDay(DUE_DATE_MESSAGE),
  needsExpiry: trueOrFalse("needsExpiry").optional(),
  consequence: z
    .enum(REQUIREMENT_CONSEQUENCES, {
      error: ruleMessage("validation.consequenceInvalid"),
    })
    .optional(),
};

const EXPIRY_NEEDS_FILE = ruleMessage("validation.expiryNeedsFile");

/**
 * POST /api/admin/v1/events/{eventId}/requirements: title, appliesTo, kind and dueDate required;
 * description empty, needsExpiry false and consequence NOT_READY unless sent. Only a FILE asks
 * for an expiry date.
 */
export const newRequirementRequest = z
  .strictObject(requirementShape)
  .refine((r) => !r.needsExpiry || r.kind === "FILE", {
    error: EXPIRY_NEEDS_FILE,
    path: ["needsExpiry"],
  })
  .transform((r) => ({
    ...r,
    titleAr: r.titleAr ?? null,
    description: r.description ?? "",
    descriptionAr: r.descriptionAr ?? null,
    needsExpiry: r.needsExpiry ?? false,
    consequence: r.consequence ?? "NOT_READY",
  }));

/**
 * PUT /api/admin/v1/requirements/{requirementId}: any of the fields, and `closed` (true closes
 * it: it no longer applies to anyone, its documents are kept; false opens it again). A
 * requirement someone answered is closed this way, never deleted.
 */
export const requirementChangesRequest = z.strictObject({
  ...z.object(requirementShape).partial().shape,
  closed: trueOrFalse("closed").optional(),
});

export type NewRequirementInput = z.output<typeof newRequirementRequest>;
export type RequirementChangesInput = z.output<typeof requirementChangesRequest>;

/** A requirement as stored (the row and how many documents answer it). */
export type RequirementRecord = {
  id: number;
  eventId: number;
  title: string;
  titleAr: string | null;
  description: string;
  descriptionAr: string | null;
  appliesTo: RequirementAudience;
  kind: RequirementKind;
  dueDate: string;
  needsExpiry: boolean;
  consequence: RequirementConsequence;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Documents and declarations sent for it, whatever their status. */
  submissions: number;
};

const isoTime = z.iso.datetime({ offset: true });

export const requirementAnswer = z.object({
  requirementId: z.number().int(),
  eventId: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  appliesTo: z.enum(REQUIREMENT_AUDIENCES),
  kind: z.enum(REQUIREMENT_KINDS),
  dueDate: z.iso.date(),
  needsExpiry: z.boolean(),
  consequence: z.enum(REQUIREMENT_CONSEQUENCES),
  /** Closed: no longer asked of anyone (kept because someone answered it). */
  closed: z.boolean(),
  closedAt: isoTime.nullable(),
  /** Documents and declarations sent for it (a requirement with any cannot be deleted). */
  submissions: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const requirementOf = (r: RequirementRecord) =>
  ({
    requirementId: r.id,
    eventId: r.eventId,
    title: r.title,
    titleAr: r.titleAr,
    description: r.description,
    descriptionAr: r.descriptionAr,
    appliesTo: r.appliesTo,
    kind: r.kind,
    dueDate: r.dueDate,
    needsExpiry: r.needsExpiry,
    consequence: r.consequence,
    closed: r.closedAt !== null,
    closedAt: r.closedAt ? torontoIso(r.closedAt) : null,
    submissions: r.submissions,
    createdAt: torontoIso(r.createdAt),
    updatedAt: torontoIso(r.updatedAt),
  }) satisfies z.input<typeof requirementAnswer>;

export const requirementDeletedAnswer = z.object({
  requirementId: z.number().int(),
  deleted: z.literal(true),
});

// --- the review queue and reviews ---

export const REVIEW_DECISIONS = ["APPROVED", "REJECTED"] as const;

/** ?eventId=&status=&page=: the documents waiting for review unless another status is asked. */
export const documentListQuery = z.object({
  eventId: idField(eventIdMessage).optional(),
  status: z
    .enum(DOCUMENT_STATUSES, { error: ruleMessage("validation.documentStatusInvalid") })
    .default("SUBMITTED"),
  page: pageSchema,
});
export type DocumentListQuery = z.output<typeof documentListQuery>;

/** POST /api/admin/v1/documents/{documentId}/review: a reason is required to reject. */
export const reviewRequest = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS, {
      error: ruleMessage("validation.decisionInvalid"),
    }),
    reason: text("reason", REASON_MAX).optional(),
  })
  .refine((r) => r.decision !== "REJECTED" || Boolean(r.reason), {
    error: ruleMessage("validation.rejectReasonRequired"),
    path: ["reason"],
  })
  .transform((r) => ({ decision: r.decision, reason: r.reason || null }));
export type ReviewInput = z.output<typeof reviewRequest>;

/** A document (or declaration) as the review queue lists it. */
export type DocumentRecord = {
  id: number;
  status: DocumentStatus;
  requirementId: number;
  requirementTitle: string;
  kind: RequirementKind;
  needsExpiry: boolean;
  eventId: number;
  eventName: string;
  /** The event's last day (`YYYY-MM-DD`, Toronto): an expiry must not fall before it. */
  eventLastDay: string;
  orderId: number;
  vendorId: number;
  vendorName: string;
  vendorEmail: string;
  booths: string[];
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  expiresOn: string | null;
  reason: string | null;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  createdAt: Date;
};

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

export const documentOf = (d: DocumentRecord) =>
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

// --- extensions ---

/** PUT /api/admin/v1/orders/{orderId}/requirements/{requirementId}/extension. */
export const extensionRequest = z.strictObject({
  dueDate: calendarDay(DUE_DATE_MESSAGE),
  reason: z
    .string({ error: ruleMessage("validation.extensionReasonRequired") })
    .trim()
    .min(1, { error: ruleMessage("validation.extensionReasonRequired"), abort: true })
    .max(REASON_MAX, {
      error: ruleMessage("validation.field.tooLong", { field: "reason", max: REASON_MAX }),
    }),
});
export type ExtensionInput = z.output<typeof extensionRequest>;

export const extensionAnswer = z.object({
  orderId: z.number().int(),
  requirementId: z.number().int(),
  /** The requirement's own due date, and the order's from now on. */
  requirementDueDate: z.iso.date(),
  dueDate: z.iso.date(),
  reason: z.string(),
});

export const extensionOf = (e: {
  orderId: number;
  requirementId: number;
  requirementDueDate: string;
  dueDate: string;
  reason: string;
}) => ({ ...e }) satisfies z.input<typeof extensionAnswer>;

// --- the vendor's checklist ---

const checklistDocument = z.object({
  documentId: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string().nullable(),
  expiresOn: z.iso.date().nullable(),
  submittedAt: isoTime,
});

export const checklistItemAnswer = z.object({
  requirementId: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  kind: z.enum(REQUIREMENT_KINDS),
  needsExpiry: z.boolean(),
  consequence: z.enum(REQUIREMENT_CONSEQUENCES),
  /** The due date for this order (an extension's when given), Toronto. */
  dueDate: z.iso.date(),
  /** Days from today to the due date; negative once past. */
  daysLeft: z.number().int(),
  status: z.enum(CHECKLIST_STATUSES),
  /** The rejection's reason while the latest answer is rejected. */
  reason: z.string().nullable(),
  /** A new version waits for review while the approved one stands. */
  replacementWaiting: z.boolean(),
  /** Overdue, and a document sent after the due date waits for review (it does not undo that). */
  lateWaiting: z.boolean(),
  /**
   * Its consequence is ineligibility and its due date passed with nothing sent by then that was
   * not rejected: approving a late document does not lift it; only the office, by extending it.
   */
  ineligible: z.boolean(),
  /** The latest document or declaration sent (not superseded), if any. */
  document: checklistDocument.nullable(),
});

export const checklistOrderAnswer = z.object({
  orderId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  /** Paid in full, every requirement approved, and not ineligible. */
  ready: z.boolean(),
  /** A requirement whose consequence is ineligibility was missed (its item says which). */
  ineligible: z.boolean(),
  paidInFull: z.boolean(),
  /** What remains unpaid, in integer cents. */
  balanceCents: z.number().int(),
  /** The damage deposit still to pay, in integer cents (owed with the balance). */
  depositDueCents: z.number().int(),
  /** When the balance is due (Toronto), if the event says. */
  balanceDueDate: z.iso.date().nullable(),
  requirements: z.array(checklistItemAnswer),
});

export const checklistAnswer = z.object({ orders: z.array(checklistOrderAnswer) });

/** What the checklist adds to a requirement's readiness: its descriptions and latest answer. */
export type ChecklistDetails = {
  description: string;
  descriptionAr: string | null;
  document: {
    id: number;
    status: DocumentStatus;
    fileName: string | null;
    expiresOn: string | null;
    createdAt: Date;
  } | null;
};

/** One booked order's checklist, from its readiness and the requirements' details. */
export const checklistOrderOf = (
  readiness: Readiness,
  order: { eventId: number; eventName: string; balanceDueDate: string | null },
  details: ReadonlyMap<number, ChecklistDetails>,
) =>
  ({
    orderId: readiness.orderId,
    eventId: order.eventId,
    eventName: order.eventName,
    ready: readiness.ready,
    ineligible: readiness.ineligible,
    paidInFull: readiness.paidInFull,
    balanceCents: readiness.balanceCents,
    depositDueCents: readiness.depositDueCents,
    balanceDueDate: order.balanceDueDate,
    requirements: readiness.items.map((item) => {
      const detail = details.get(item.requirementId);
      const document = detail?.document ?? null;
      return {
        requirementId: item.requirementId,
        title: item.title,
        titleAr: item.titleAr,
        description: detail?.description ?? "",
        descriptionAr: detail?.descriptionAr ?? null,
        kind: item.kind,
        needsExpiry: item.needsExpiry,
        consequence: item.consequence,
        dueDate: item.dueDate,
        daysLeft: item.daysLeft,
        status: item.status,
        reason: item.reason,
        replacementWaiting: item.replacementWaiting,
        lateWaiting: item.lateWaiting,
        ineligible: item.ineligible,
        document: document && {
          documentId: document.id,
          status: document.status,
          fileName: document.fileName,
          expiresOn: document.expiresOn,
          submittedAt: torontoIso(document.createdAt),
        },
      };
    }),
  }) satisfies z.input<typeof checklistOrderAnswer>;

// --- the vendor's uploads and declarations ---

const FILE_REQUIRED = ruleMessage("validation.documentFileRequired");

/** The multipart/form-data fields of an upload (form fields arrive as text). */
export const documentUploadRequest = z.object({
  requirementId: idField(requirementIdMessage),
  orderId: idField(orderIdMessage),
  file: z.instanceof(File, { error: FILE_REQUIRED }).meta({
    type: "string",
    contentMediaType: "application/octet-stream",
    description:
      "The document: PDF, JPEG or PNG by its content (not its name or declared type), at most 10 MB; images are re-encoded, PDFs refused when malformed or encrypted.",
  }),
  /** The document's last valid day, when the requirement asks for it (empty: not given). */
  expiresOn: z
    .union([z.literal(""), calendarDay(ruleMessage("validation.expiresOnInvalid"))], {
      error: ruleMessage("validation.expiresOnInvalid"),
    })
    .optional()
    .transform((v) => v || null),
});
export type DocumentUploadInput = z.output<typeof documentUploadRequest>;

/** POST /api/vendor/v1/declarations: the vendor ticks a declaration for one order. */
export const declarationRequest = z.strictObject({
  requirementId: idField(requirementIdMessage),
  orderId: idField(orderIdMessage),
});
export type DeclarationInput = z.output<typeof declarationRequest>;

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

export const sentDocumentOf = (d: {
  id: number;
  requirementId: number;
  orderId: number;
  status: DocumentStatus;
  fileName: string | null;
  sizeBytes: number | null;
  expiresOn: string | null;
  createdAt: Date;
}) =>
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

/** The file itself, not JSON. */
const fileAnswer = z.string().meta({
  description:
    "The file, not JSON: application/pdf, image/jpeg or image/png, sent as an attachment (Content-Disposition: attachment, X-Content-Type-Options: nosniff, a sandboxing Content-Security-Policy, Cache-Control: no-store).",
});

// --- the routes ---

const eventParams = z.object({ eventId: idField(eventIdMessage) });
const requirementParams = z.object({ requirementId: requirementIdSchema });
const documentParams = z.object({ documentId: documentIdSchema });

export const REQUIREMENT_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/requirements",
    params: eventParams,
    answer: z.array(requirementAnswer),
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/requirements",
    params: eventParams,
    body: newRequirementRequest,
    answer: requirementAnswer,
    status: "CREATED",
  }),
  update: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/requirements/{requirementId}",
    params: requirementParams,
    body: requirementChangesRequest,
    answer: requirementAnswer,
  }),
  remove: apiRoute({
    method: "DELETE",
    path: "/api/admin/v1/requirements/{requirementId}",
    params: requirementParams,
    answer: requirementDeletedAnswer,
  }),
  extension: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/orders/{orderId}/requirements/{requirementId}/extension",
    params: z.object({ orderId: idField(orderIdMessage), requirementId: requirementIdSchema }),
    body: extensionRequest,
    answer: extensionAnswer,
  }),
};

export const DOCUMENT_REVIEW_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/documents",
    query: documentListQuery,
    answer: documentListAnswer,
  }),
  review: apiRoute({
    method: "POST",
    path: "/api/admin/v1/documents/{documentId}/review",
    params: documentParams,
    body: reviewRequest,
    answer: documentAnswer,
  }),
};

export const VENDOR_DOCUMENT_ROUTES = {
  checklist: apiRoute({
    method: "GET",
    path: "/api/vendor/v1/checklist",
    query: z.object({ eventId: idField(eventIdMessage).optional() }),
    answer: checklistAnswer,
  }),
  upload: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/documents",
    body: documentUploadRequest,
    answer: sentDocumentAnswer,
    status: "CREATED",
  }),
  declare: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/declarations",
    body: declarationRequest,
    answer: sentDocumentAnswer,
    status: "CREATED",
  }),
  file: apiRoute({
    method: "GET",
    path: "/api/vendor/v1/documents/{documentId}",
    params: documentParams,
    answer: fileAnswer,
  }),
};
