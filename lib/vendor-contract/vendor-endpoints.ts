import "server-only";
import { appError } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import { attachmentDisposition } from "./document-files";
import { DOCUMENT_MAX_BYTES, VENDOR_DOCUMENT_ROUTES, sentDocumentOf } from "./requirements-api";
import { vendorChecklist } from "./checklist";
import { declare, documentDownload, sendDocument } from "./vendor-documents";

const VENDORS = ["vendor"] as const;

/** A file over 10 MB is refused as it streams in, by the same code as one refused once read. */
const multipart = {
  maxBytes: DOCUMENT_MAX_BYTES,
  tooLarge: () => appError("PAYLOAD_TOO_LARGE", "errors.documents.tooLarge"),
};

/** The vendor's checklist per booked order, the documents and declarations they send, the files. */
export const VENDOR_DOCUMENT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...VENDOR_DOCUMENT_ROUTES.checklist,
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
    ...VENDOR_DOCUMENT_ROUTES.upload,
    summary: "Send a document for a requirement (vendors)",
    description:
      "multipart/form-data with requirementId, orderId, file (a PDF, JPEG or PNG by its content, at most 10 MB; pictures re-encoded without metadata; a PDF that does not parse or is encrypted refused, and one whose streams unpack to more than 32 MB or take more than 5 s to read: BAD_REQUEST errors.documents.pdfTooMuchWork; at most 16 parts: BAD_REQUEST errors.http.tooManyParts; the file name kept without control characters) and expiresOn (YYYY-MM-DD, when the requirement asks; not before the event's last day) -> 201 {documentId, requirementId, orderId, status: SUBMITTED, fileName, sizeBytes, expiresOn, submittedAt}: the file waits for review, and one sent earlier and still waiting is SUPERSEDED; FORBIDDEN for another vendor's order, NOT_FOUND for an unknown order or requirement, BAD_REQUEST for a refused file or expiry, a requirement of another event, a declaration or one that does not apply to the order's booths, CONFLICT for an order that is not booked or a closed requirement, PAYLOAD_TOO_LARGE over 10 MB",
    access: VENDORS,
    csrf: true,
    multipart,
    handle: async ({ caller, body }) => sentDocumentOf(await sendDocument(caller, body)),
  }),
  endpoint({
    ...VENDOR_DOCUMENT_ROUTES.declare,
    summary: "Tick a declaration for a requirement (vendors)",
    description:
      "{requirementId, orderId} -> 201 {documentId, requirementId, orderId, status: APPROVED, submittedAt, ...}: the declaration is recorded as approved; ticking it again answers the same record; the same refusals as sending a document (BAD_REQUEST for a requirement that asks for a file)",
    access: VENDORS,
    csrf: true,
    handle: async ({ caller, body }) => sentDocumentOf(await declare(caller, body)),
  }),
  endpoint({
    ...VENDOR_DOCUMENT_ROUTES.file,
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
