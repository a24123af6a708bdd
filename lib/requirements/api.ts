import { z } from "zod";
import {
  DOCUMENT_STATUSES,
  REQUIREMENT_AUDIENCES,
  REQUIREMENT_CONSEQUENCES,
  REQUIREMENT_KINDS,
} from "@/db/queries/model";
import { ruleMessage } from "../i18n/messages";
import { eventIdSchema, idField } from "../http/public-fields";
import { PLAIN, oneOf, pageSchema, trueOrFalse } from "../http/office-fields";
import { apiRoute } from "../http/route-contract";
import { checklistAnswer } from "./resource/checklist";
import { COMPLIANCE_FILTERS, complianceAnswer, reminderAnswer } from "./resource/compliance";
import { documentAnswer, documentListAnswer, sentDocumentAnswer } from "./resource/document";
import {
  extensionAnswer,
  requirementAnswer,
  requirementDeletedAnswer,
} from "./resource/requirement";

// The vendor contract's routes: the organiser's requirements per event, the review queue,
// reviews, per-order extensions, the compliance matrix and its reminder (/api/admin/v1/...), and
// the vendor's checklist, uploads, declarations and files (/api/vendor/v1/...). The requests are
// here, the answers in ./resource/. Each rule's message is a catalogue key (`ruleMessage`), so a
// form shows it in the page's language. No server code.

/** The largest document a vendor may send: 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const REASON_MAX = 1000;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day `YYYY-MM-DD` (not 2025-02-30). */
function isCalendarDay(text: string): boolean {
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

const requirementIdSchema = idField(requirementIdMessage);
const documentIdSchema = idField(documentIdMessage);

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

// --- the review queue and reviews ---

const REVIEW_DECISIONS = ["APPROVED", "REJECTED"] as const;

/** ?eventId=&status=&page=: the documents waiting for review unless another status is asked. */
const documentListQuery = z.object({
  eventId: idField(eventIdMessage).optional(),
  status: z
    .enum(DOCUMENT_STATUSES, { error: ruleMessage("validation.documentStatusInvalid") })
    .default("SUBMITTED"),
  page: pageSchema,
});
export type DocumentListQuery = z.output<typeof documentListQuery>;

/** POST /api/admin/v1/documents/{documentId}/review: a reason is required to reject. */
const reviewRequest = z
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

// --- extensions ---

/** PUT /api/admin/v1/orders/{orderId}/requirements/{requirementId}/extension. */
const extensionRequest = z.strictObject({
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

// --- the compliance matrix ---

/** ?filter=: not ready (every row but the ready ones), overdue, or waiting for review. */
const complianceQuery = z.object({
  filter: oneOf("filter", COMPLIANCE_FILTERS).optional(),
});

// --- the vendor's uploads and declarations ---

const FILE_REQUIRED = ruleMessage("validation.documentFileRequired");

/** The multipart/form-data fields of an upload (form fields arrive as text). */
const documentUploadRequest = z.object({
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
const declarationRequest = z.strictObject({
  requirementId: idField(requirementIdMessage),
  orderId: idField(orderIdMessage),
});
export type DeclarationInput = z.output<typeof declarationRequest>;

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
  documents: apiRoute({
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
  compliance: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/compliance",
    params: z.object({ eventId: eventIdSchema }),
    query: complianceQuery,
    answer: complianceAnswer,
  }),
  remind: apiRoute({
    method: "POST",
    path: "/api/admin/v1/requirements/{requirementId}/remind",
    params: requirementParams,
    answer: reminderAnswer,
  }),
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
