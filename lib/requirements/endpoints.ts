import "server-only";
import { appError } from "../http/envelope";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { DOCUMENT_MAX_BYTES, REQUIREMENT_ROUTES } from "./api";
import { vendorChecklist } from "./checklist";
import { complianceMatrix } from "./compliance";
import { attachmentDisposition } from "./document-files";
import {
  createRequirement,
  deleteRequirement,
  documentList,
  eventRequirements,
  extendDueDate,
  reviewDocument,
  updateRequirement,
} from "./office";
import { remindMissing } from "./reminders";
import { complianceOf } from "./resource/compliance";
import { documentOf, sentDocumentOf } from "./resource/document";
import { extensionOf, requirementOf } from "./resource/requirement";
import { declare, documentDownload, sendDocument } from "./vendor-documents";

const REQUIREMENT_FIELDS =
  'title, titleAr, description, descriptionAr, appliesTo: "ALL" | "FOOD" | "OTHER" (a section\'s food flag decides), kind: "FILE" | "DECLARATION", dueDate (YYYY-MM-DD, Toronto), needsExpiry (the vendor enters the document\'s expiry, which must cover the event\'s last day; FILE only), consequence: "NOT_READY" | "INELIGIBLE"';

const REQUIREMENT_ANSWER =
  "{requirementId, eventId, title, titleAr, description, descriptionAr, appliesTo, kind, dueDate, needsExpiry, consequence, closed, closedAt, submissions (documents sent for it), createdAt, updatedAt}";

const DOCUMENT_ANSWER =
  "{documentId, status, requirementId, requirementTitle, kind, needsExpiry, eventId, eventName, eventLastDay, orderId, vendorId, vendorName, vendorEmail, vendorLanguage (en | ar: the note about the review is in it), booths (names), fileName, contentType, sizeBytes, expiresOn, expiryCoversEvent, reason, reviewedAt, reviewedBy, submittedAt, fileUrl}";

const VENDORS = ["vendor"] as const;

/** A file over 10 MB is refused as it streams in, by the same code as one refused once read. */
const multipart = {
  maxBytes: DOCUMENT_MAX_BYTES,
  tooLarge: () => appError("PAYLOAD_TOO_LARGE", "errors.documents.tooLarge"),
};

/**
 * The vendor contract's API: the organisers' requirements, the review queue, reviews, extensions,
 * the compliance matrix and its reminder; the vendor's checklist per booked order, the documents
 * and declarations they send, and the files.
 */
export const REQUIREMENT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...REQUIREMENT_ROUTES.list,
    summary: "An event's requirements (organisers)",
    description: `[${REQUIREMENT_ANSWER}] by due date, closed ones included; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => (await eventRequirements(params.eventId)).map(requirementOf),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.create,
    summary: "Add a requirement to an event (organisers)",
    description: `{${REQUIREMENT_FIELDS}} (title, appliesTo, kind and dueDate required; needsExpiry false and consequence NOT_READY unless sent) -> 201 ${REQUIREMENT_ANSWER}; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(requirementOf(await createRequirement(caller.accountId, params.eventId, body)), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.update,
    summary: "Edit or close a requirement (organisers)",
    description: `any of ${REQUIREMENT_FIELDS}, and closed (true: it no longer applies to anyone, what was sent is kept; false: open again) -> the requirement; CONFLICT for a change of kind once documents were sent; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      requirementOf(await updateRequirement(caller.accountId, params.requirementId, body)),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.remove,
    summary: "Delete a requirement nobody answered (organisers)",
    description:
      "-> {requirementId, deleted: true}; CONFLICT for a requirement with documents sent for it (close it with PUT closed: true instead); NOT_FOUND for an unknown id",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) => {
      await deleteRequirement(caller.accountId, params.requirementId);
      return { requirementId: params.requirementId, deleted: true as const };
    },
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.extension,
    summary: "Give one order a later due date for a requirement (organisers)",
    description:
      "{dueDate (YYYY-MM-DD, Toronto; not before the requirement's own), reason} -> {orderId, requirementId, requirementDueDate, dueDate, reason}; the order's checklist, reminders and readiness use the new date, even once the old one passed (a document sent by the new date counts: this is how the office lifts a missed deadline); replaces an earlier extension; NOT_FOUND for an unknown order or a requirement of another event; CONFLICT for an order that is not a booth order or not booked (cancelled, refunded, expired, unpaid); BAD_REQUEST for a requirement that does not apply to the order's booths",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      extensionOf(await extendDueDate(caller.accountId, params, body)),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.documents,
    summary: "The documents vendors sent: the review queue (organisers)",
    description: `?eventId=&status= (SUBMITTED by default: waiting for review, oldest first; APPROVED, REJECTED or SUPERSEDED newest first)&page= -> {documents: [${DOCUMENT_ANSWER}], page, pageSize, total}; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => {
      const { rows, page, pageSize, total } = await documentList(query);
      return { documents: rows.map(documentOf), page, pageSize, total };
    },
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.review,
    summary: "Approve or reject a document (organisers)",
    description: `{decision: "APPROVED" | "REJECTED", reason (required to reject; the vendor reads it)} -> ${DOCUMENT_ANSWER}; approving supersedes the order's previously approved document for the requirement, rejecting leaves it standing; the vendor gets a note in their language; CONFLICT for a document not waiting for review; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      documentOf(await reviewDocument(caller.accountId, params.documentId, body)),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.compliance,
    summary: "An event's compliance matrix (organisers)",
    description:
      "?filter=not-ready|overdue|waiting -> {eventId, eventName, filter, requirements: [{requirementId, title, appliesTo, kind, dueDate, needsExpiry, consequence, missing, waiting, toRemind}] (the open ones, by due date), counts: {orders, ready, notReady, ineligible, unpaid, waiting} (every booked order), rows: [{orderId, vendorId, vendorName, contactName, email, booths, readiness: READY | NOT_READY | INELIGIBLE, paidInFull (balance and damage deposit), balanceCents, depositDueCents, cells: [{status: NEEDED | SUBMITTED | APPROVED | REJECTED | OVERDUE, dueDate, extended, daysLeft, reason, replacementWaiting, lateWaiting (overdue, and a document sent after the due date waits for review), ineligible (this requirement makes the order ineligible: its due date passed with nothing sent by then and not rejected; only an extension lifts it)} or null where it does not apply, one per requirement]}]: one row per booked booth order (paid in full or in part); not-ready keeps every row but the ready ones, overdue those with a requirement past its due date, waiting those with a document waiting for review (one sent late included); NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params, query }) =>
      reply(complianceOf(await complianceMatrix(params.eventId, { filter: query.filter }))),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.remind,
    summary: "Remind everyone missing a requirement (organisers)",
    description:
      "-> {requirementId, sent}: one e-mail to each vendor (in the vendor's language, disabled accounts left out) of the event's booked orders the requirement applies to that have not sent it or had it approved (Needed, Rejected or Overdue), once however many such orders; audited; sent 0 when nobody is missing it; NOT_FOUND for an unknown requirement, CONFLICT for a closed one",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) =>
      reply(await remindMissing(caller.accountId, params.requirementId)),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.checklist,
    summary: "The vendor's checklist per booked booth order (vendors)",
    description:
      "?eventId= (optional: every event's otherwise) -> {orders: [{orderId, eventId, eventName, ready (paid in full, damage deposit included, every requirement approved, and not ineligible), ineligible (the due date of a requirement whose consequence is ineligibility passed with nothing sent by then and not rejected; a document sent late does not undo it, an extension does), paidInFull (no balance and no damage deposit left to pay), balanceCents, depositDueCents (the damage deposit still to pay; both in integer cents), balanceDueDate, requirements: [{requirementId, title, titleAr, description, descriptionAr, kind: FILE | DECLARATION, needsExpiry, consequence, dueDate (this order's, Toronto), daysLeft, status: NEEDED | SUBMITTED | APPROVED | REJECTED | OVERDUE, reason (the rejection's), replacementWaiting, lateWaiting (overdue, and a document sent after the due date waits for review), ineligible (this requirement is the one missed), document (the latest sent)}]}]}: the caller's paid or partly paid booth orders, each requirement that applies to its booths; NOT_FOUND for an unknown event",
    access: VENDORS,
    csrf: false,
    handle: async ({ caller, query }) => ({
      orders: await vendorChecklist(caller.accountId, query.eventId),
    }),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.upload,
    summary: "Send a document for a requirement (vendors)",
    description:
      "multipart/form-data with requirementId, orderId, file (a PDF, JPEG or PNG by its content, at most 10 MB; pictures re-encoded without metadata; a PDF that does not parse or is encrypted refused, and one whose streams unpack to more than 32 MB or take more than 5 s to read: BAD_REQUEST errors.documents.pdfTooMuchWork; at most 16 parts: BAD_REQUEST errors.http.tooManyParts; the file name kept without control characters) and expiresOn (YYYY-MM-DD, when the requirement asks; not before the event's last day) -> 201 {documentId, requirementId, orderId, status: SUBMITTED, fileName, sizeBytes, expiresOn, submittedAt}: the file waits for review, and one sent earlier and still waiting is SUPERSEDED; FORBIDDEN for another vendor's order, NOT_FOUND for an unknown order or requirement, BAD_REQUEST for a refused file or expiry, a requirement of another event, a declaration or one that does not apply to the order's booths, CONFLICT for an order that is not booked or a closed requirement, PAYLOAD_TOO_LARGE over 10 MB",
    access: VENDORS,
    csrf: true,
    multipart,
    handle: async ({ caller, body }) => sentDocumentOf(await sendDocument(caller, body)),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.declare,
    summary: "Tick a declaration for a requirement (vendors)",
    description:
      "{requirementId, orderId} -> 201 {documentId, requirementId, orderId, status: APPROVED, submittedAt, ...}: the declaration is recorded as approved; ticking it again answers the same record; the same refusals as sending a document (BAD_REQUEST for a requirement that asks for a file)",
    access: VENDORS,
    csrf: true,
    handle: async ({ caller, body }) => sentDocumentOf(await declare(caller, body)),
  }),
  endpoint({
    ...REQUIREMENT_ROUTES.file,
    summary: "A document's file (its vendor, organisers)",
    description:
      "-> the file (application/pdf, image/jpeg or image/png) as an attachment, with X-Content-Type-Options: nosniff, Content-Security-Policy: sandbox and Cache-Control: private, no-store; FORBIDDEN for another vendor's document, NOT_FOUND for an unknown document or a declaration",
    access: ["vendor", "organiser"],
    csrf: false,
    bare: true,
    handle: async ({ caller, params }) => {
      const file = await documentDownload(caller, params.documentId);
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          "Content-Type": file.contentType,
          "Content-Length": String(file.bytes.length),
          "Content-Disposition": attachmentDisposition(file.name),
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "sandbox; default-src 'none'",
          "Cache-Control": "private, no-store",
        },
      });
    },
  }),
];
