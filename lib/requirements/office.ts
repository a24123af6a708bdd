import "server-only";
import { recordAudit } from "@/lib/console/queries/audit";
import { eventExists } from "@/lib/events/queries/public";
import { transaction } from "@/db/queries/transaction";
import { deliverEmail, enqueueEmail } from "../email/send";
import { appError, fieldError } from "../http/envelope";
import { isBookedBoothOrder } from "../payments/figures";
import type {
  DocumentListQuery,
  ExtensionInput,
  NewRequirementInput,
  RequirementChangesInput,
  ReviewInput,
} from "./api";
import { documentReviewEmail } from "./emails";
import { readinessFacts } from "./queries/readiness";
import {
  deleteRequirementRow,
  findExtension,
  insertRequirement,
  lockOrderForExtension,
  lockRequirement,
  requirementById,
  requirementsOfEvent,
  updateRequirementRow,
  upsertExtension,
  type RequirementChanges,
  type RequirementWithSubmissions,
} from "./queries/requirements";
import {
  documentQueue,
  lockDocument,
  queuedDocument,
  reviewNoteFacts,
  setReview,
  supersedeApproved,
  type DocumentQueueRow,
} from "./queries/review";
import { appliesTo } from "./readiness";

// The organisers' side of the vendor contract: an event's requirements (a requirement someone
// answered is closed, never deleted), the review of the documents vendors send (the vendor gets
// a note in their language, written with the review), and a later due date for one order. Every
// change writes its audit row in the same transaction. Readiness itself is decided in
// readiness.ts.

/** How many documents a page of the review queue lists. */
export const DOCUMENT_PAGE_SIZE = 50;

/** The event's requirements, open and closed, by due date. NOT_FOUND for an unknown event. */
export async function eventRequirements(eventId: number): Promise<RequirementWithSubmissions[]> {
  if (!(await eventExists(eventId))) throw appError("NOT_FOUND", "errors.events.notFound");
  return requirementsOfEvent(eventId);
}

export async function createRequirement(
  actorId: number,
  eventId: number,
  input: NewRequirementInput,
): Promise<RequirementWithSubmissions> {
  return transaction(async (tx) => {
    if (!(await eventExists(eventId, tx))) throw appError("NOT_FOUND", "errors.events.notFound");
    const requirement = await insertRequirement(tx, { ...input, eventId });
    await recordAudit(tx, {
      actorId,
      entity: "requirement",
      entityId: requirement.id,
      action: "create",
      before: null,
      after: requirement,
    });
    return requirement;
  });
}

/**
 * A partial edit; `closed: true` closes the requirement (it no longer applies to anyone; what
 * was sent for it is kept) and `closed: false` opens it again. Once documents were sent for it,
 * what satisfies it (kind) stays; only a file upload asks for an expiry date.
 */
export async function updateRequirement(
  actorId: number,
  requirementId: number,
  input: RequirementChangesInput,
): Promise<RequirementWithSubmissions> {
  return transaction(async (tx) => {
    const before = await lockRequirement(tx, requirementId);
    if (!before) throw appError("NOT_FOUND", "errors.requirements.notFound");
    const { closed, ...fields } = input;
    const all: RequirementChanges = {
      ...fields,
      ...(closed === undefined
        ? {}
        : { closedAt: closed ? (before.closedAt ?? new Date()) : null }),
    };
    const changes = Object.fromEntries(
      Object.entries(all).filter(([key, value]) => {
        if (value === undefined) return false;
        const was = before[key as keyof RequirementWithSubmissions];
        return value instanceof Date && was instanceof Date
          ? value.getTime() !== was.getTime()
          : value !== was;
      }),
    ) as RequirementChanges;
    if (changes.kind !== undefined && before.submissions > 0)
      throw fieldError("CONFLICT", "kind", "errors.requirements.kindAnswered");
    const kind = changes.kind ?? before.kind;
    const needsExpiry = changes.needsExpiry ?? before.needsExpiry;
    if (needsExpiry && kind !== "FILE")
      throw fieldError("BAD_REQUEST", "needsExpiry", "validation.expiryNeedsFile");
    if (Object.keys(changes).length === 0) return before;
    const after = await updateRequirementRow(tx, requirementId, changes, before.submissions);
    await recordAudit(tx, {
      actorId,
      entity: "requirement",
      entityId: requirementId,
      action: "update",
      before,
      after,
    });
    return after;
  });
}

/** Deletes a requirement nobody answered; one with documents is CONFLICT (close it instead). */
export async function deleteRequirement(actorId: number, requirementId: number): Promise<void> {
  await transaction(async (tx) => {
    const before = await lockRequirement(tx, requirementId);
    if (!before) throw appError("NOT_FOUND", "errors.requirements.notFound");
    if (before.submissions > 0)
      throw appError("CONFLICT", "errors.requirements.answered", { count: before.submissions });
    await deleteRequirementRow(tx, requirementId);
    await recordAudit(tx, {
      actorId,
      entity: "requirement",
      entityId: requirementId,
      action: "delete",
      before,
      after: null,
    });
  });
}

/** The review queue: one status (SUBMITTED unless asked), one event or all, a page at a time. */
export async function documentList(query: DocumentListQuery) {
  if (query.eventId !== undefined && !(await eventExists(query.eventId)))
    throw appError("NOT_FOUND", "errors.events.notFound");
  const { rows, total } = await documentQueue({
    eventId: query.eventId,
    status: query.status,
    page: query.page,
    pageSize: DOCUMENT_PAGE_SIZE,
  });
  return { rows, total, page: query.page, pageSize: DOCUMENT_PAGE_SIZE };
}

/**
 * Approves or rejects a document waiting for review (anything else is CONFLICT). Approving it
 * supersedes the order's previously approved one for the requirement; rejecting it leaves that
 * one standing. One transaction with the audit rows and the note to the vendor, in the vendor's
 * language, written to the outbox; the note is sent after the commit.
 */
export async function reviewDocument(
  actorId: number,
  documentId: number,
  { decision, reason }: ReviewInput,
): Promise<DocumentQueueRow> {
  const email = await transaction(async (tx) => {
    const before = await lockDocument(tx, documentId);
    if (!before) throw appError("NOT_FOUND", "errors.documents.notFound");
    if (before.status !== "SUBMITTED")
      throw appError("CONFLICT", "errors.requirements.notWaiting", { status: before.status });
    const superseded =
      decision === "APPROVED"
        ? await supersedeApproved(tx, {
            requirementId: before.requirementId,
            orderId: before.orderId,
          })
        : [];
    for (const old of superseded)
      await recordAudit(tx, {
        actorId,
        entity: "document",
        entityId: old.id,
        action: "update",
        before: { ...old, status: "APPROVED" },
        after: old,
      });
    const after = await setReview(tx, documentId, {
      status: decision,
      reason: decision === "REJECTED" ? reason : null,
      reviewedBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      entity: "document",
      entityId: documentId,
      action: "update",
      before,
      after,
    });
    const note = await reviewNoteFacts(tx, documentId);
    if (!note || note.disabled) return null;
    const mail = await documentReviewEmail({
      to: note.email,
      name: note.contactName,
      locale: note.locale,
      event: note.event,
      requirement: { title: note.title, titleAr: note.titleAr },
      fileName: after.fileName,
      decision,
      reason: after.reason,
      orderId: note.orderId,
    });
    return enqueueEmail(tx, { ...mail, orderId: note.orderId });
  });
  if (email) await deliverEmail(email);
  return (await queuedDocument(documentId))!;
}

/**
 * A later due date for one booked booth order and one requirement of its event that applies to
 * its booths, with the reason (replacing an earlier extension); not before the requirement's own
 * due date. It is also how an organiser lifts a missed deadline, even after it passed: a document
 * sent by the new date counts. NOT_FOUND for an unknown order, or a requirement not of the
 * order's event; CONFLICT for an order that is not a booth order or not booked (cancelled,
 * refunded, expired, unpaid); BAD_REQUEST for a requirement that does not apply to its booths.
 */
export async function extendDueDate(
  actorId: number,
  { orderId, requirementId }: { orderId: number; requirementId: number },
  { dueDate, reason }: ExtensionInput,
) {
  return transaction(async (tx) => {
    const order = await lockOrderForExtension(tx, orderId);
    if (!order) throw appError("NOT_FOUND", "errors.orders.notFound");
    const requirement = await requirementById(requirementId, tx);
    if (!requirement || requirement.eventId !== order.eventId)
      throw appError("NOT_FOUND", "errors.requirements.notFound");
    if (order.checkoutType !== "BOOTH_CART")
      throw appError("CONFLICT", "errors.requirements.notBoothOrder", {
        orderId: String(orderId),
      });
    // An ended order asks nothing more of its vendor: there is no deadline left to move.
    if (!isBookedBoothOrder(order))
      throw appError("CONFLICT", "errors.requirements.orderNotBooked", {
        orderId: String(orderId),
        status: order.status,
      });
    const booths = (await readinessFacts(order.eventId, { orderIds: [orderId], tx }))?.orders[0];
    if (!booths || !appliesTo(requirement, booths))
      throw appError("BAD_REQUEST", "errors.requirements.notApplicable", {
        orderId: String(orderId),
      });
    if (dueDate < requirement.dueDate)
      throw fieldError("BAD_REQUEST", "dueDate", "errors.requirements.extensionTooEarly", {
        date: requirement.dueDate,
      });
    const earlier = await findExtension(tx, { requirementId, orderId });
    const extension = await upsertExtension(tx, {
      requirementId,
      orderId,
      dueDate,
      reason,
      createdBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      entity: "requirement",
      entityId: requirementId,
      action: "update",
      before: {
        orderId,
        dueDate: earlier?.dueDate ?? requirement.dueDate,
        extension: earlier ?? null,
      },
      after: { orderId, dueDate, extension },
    });
    return {
      orderId,
      requirementId,
      requirementDueDate: requirement.dueDate,
      dueDate: extension.dueDate,
      reason: extension.reason,
    };
  });
}
