import "server-only";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import {
  DOCUMENT_REVIEW_ROUTES,
  REQUIREMENT_ROUTES,
  documentOf,
  extensionOf,
  requirementOf,
} from "./requirements-api";
import {
  createRequirement,
  deleteRequirement,
  documentList,
  eventRequirements,
  extendDueDate,
  reviewDocument,
  updateRequirement,
} from "./requirements";

const REQUIREMENT_FIELDS =
  'title, titleAr, description, descriptionAr, appliesTo: "ALL" | "FOOD" | "OTHER" (a section\'s food flag decides), kind: "FILE" | "DECLARATION", dueDate (YYYY-MM-DD, Toronto), needsExpiry (the vendor enters the document\'s expiry, which must cover the event\'s last day; FILE only), consequence: "NOT_READY" | "INELIGIBLE"';

const REQUIREMENT_ANSWER =
  "{requirementId, eventId, title, titleAr, description, descriptionAr, appliesTo, kind, dueDate, needsExpiry, consequence, closed, closedAt, submissions (documents sent for it), createdAt, updatedAt}";

const DOCUMENT_ANSWER =
  "{documentId, status, requirementId, requirementTitle, kind, needsExpiry, eventId, eventName, eventLastDay, orderId, vendorId, vendorName, vendorEmail, booths (names), fileName, contentType, sizeBytes, expiresOn, expiryCoversEvent, reason, reviewedAt, reviewedBy, submittedAt, fileUrl}";

/** The organiser API's vendor-contract requirements, the review queue, reviews and extensions. */
export const REQUIREMENTS_ENDPOINTS: readonly Endpoint[] = [
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
    ...DOCUMENT_REVIEW_ROUTES.list,
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
    ...DOCUMENT_REVIEW_ROUTES.review,
    summary: "Approve or reject a document (organisers)",
    description: `{decision: "APPROVED" | "REJECTED", reason (required to reject; the vendor reads it)} -> ${DOCUMENT_ANSWER}; approving supersedes the order's previously approved document for the requirement, rejecting leaves it standing; the vendor gets a note in their language; CONFLICT for a document not waiting for review; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      documentOf(await reviewDocument(caller.accountId, params.documentId, body)),
  }),
];
