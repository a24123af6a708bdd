import "server-only";
import type { RequirementKind, Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { appError, fieldError } from "../http/envelope";
import type { SessionAccount } from "../accounts/session";
import { isBookedBoothOrder } from "../payments/figures";
import {
  checkDocument,
  documentBytes,
  downloadName,
  keepDocument,
  storedFileName,
} from "./document-files";
import { orderReadiness } from "./order-readiness";
import { DOCUMENT_MAX_BYTES, type DeclarationInput, type DocumentUploadInput } from "./api";
import {
  approvedAnswer,
  documentFile,
  insertDocument,
  lockOrderForDocuments,
  requirementForAnswer,
  supersedeWaiting,
  type SentDocument,
} from "./queries/documents";

// What a vendor does about the contract's requirements: sends a file, ticks a declaration, and
// downloads what was sent. Whether a requirement applies comes from the readiness function;
// nothing here decides it again.

/**
 * Checks, with the order's row locked, that the vendor may answer this requirement for this
 * order: the order is theirs and booked, the requirement is of its event, open, of `kind`, and
 * applies to its booths (as readiness says). Answers the requirement and the event's last day.
 */
async function assertAnswerable(
  tx: Tx,
  vendorId: number,
  { requirementId, orderId }: { requirementId: number; orderId: number },
  kind: RequirementKind,
) {
  const order = await lockOrderForDocuments(tx, orderId);
  if (!order) throw appError("NOT_FOUND", "errors.orders.notFound");
  if (order.vendorId !== vendorId) throw appError("FORBIDDEN", "errors.orders.notYours");
  if (!isBookedBoothOrder(order)) throw appError("CONFLICT", "errors.documents.orderNotBooked");
  const requirement = await requirementForAnswer(tx, requirementId);
  if (!requirement) throw appError("NOT_FOUND", "errors.requirements.notFound");
  if (requirement.eventId !== order.eventId)
    throw appError("BAD_REQUEST", "errors.documents.requirementOtherEvent");
  if (requirement.closedAt) throw appError("CONFLICT", "errors.documents.requirementClosed");
  if (requirement.kind !== kind)
    throw kind === "FILE"
      ? appError("BAD_REQUEST", "errors.documents.notAFile")
      : appError("BAD_REQUEST", "errors.documents.notADeclaration");
  const readiness = await orderReadiness(orderId, { tx });
  if (!readiness?.items.some((item) => item.requirementId === requirementId))
    throw appError("BAD_REQUEST", "errors.documents.requirementNotApplicable");
  return requirement;
}

/** The expiry an upload records: required where asked, and covering the event's last day. */
function expiryOf(requirement: { needsExpiry: boolean; lastDay: string }, given: string | null) {
  if (!requirement.needsExpiry) return null;
  if (!given) throw fieldError("BAD_REQUEST", "expiresOn", "errors.documents.expiryRequired");
  if (given < requirement.lastDay)
    throw fieldError("BAD_REQUEST", "expiresOn", "errors.documents.expiryTooEarly", {
      lastDay: requirement.lastDay,
    });
  return given;
}

/**
 * A vendor sends a file for a requirement of one of their booked orders. The request is checked
 * before the file is read, the file by its content, and everything again with the order locked
 * while the document is recorded as SUBMITTED: a file still waiting for review becomes
 * SUPERSEDED in the same transaction (an approved one stands until the new one is approved).
 */
export async function sendDocument(
  caller: SessionAccount,
  input: DocumentUploadInput,
): Promise<SentDocument> {
  const target = { requirementId: input.requirementId, orderId: input.orderId };
  const requirement = await transaction((tx) =>
    assertAnswerable(tx, caller.accountId, target, "FILE"),
  );
  const expiresOn = expiryOf(requirement, input.expiresOn);
  if (input.file.size > DOCUMENT_MAX_BYTES)
    throw appError("PAYLOAD_TOO_LARGE", "errors.documents.tooLarge");
  const checked = await checkDocument(Buffer.from(await input.file.arrayBuffer()));
  const bytes = await keepDocument(checked);
  return transaction(async (tx) => {
    await assertAnswerable(tx, caller.accountId, target, "FILE");
    await supersedeWaiting(tx, target);
    return insertDocument(tx, {
      ...target,
      submittedBy: caller.accountId,
      status: "SUBMITTED",
      fileName: storedFileName(input.file.name),
      contentType: checked.contentType,
      sizeBytes: checked.sizeBytes,
      sha256: checked.sha256,
      bytes,
      expiresOn,
    });
  });
}

/** A vendor ticks a declaration: recorded APPROVED; ticking it again answers the same record. */
export async function declare(
  caller: SessionAccount,
  input: DeclarationInput,
): Promise<SentDocument> {
  return transaction(async (tx) => {
    await assertAnswerable(tx, caller.accountId, input, "DECLARATION");
    const existing = await approvedAnswer(tx, input);
    if (existing) return existing;
    return insertDocument(tx, { ...input, submittedBy: caller.accountId, status: "APPROVED" });
  });
}

/**
 * A document's file, for the vendor whose order it answers and for organisers: 403 for anyone
 * else, 404 for no such document or a declaration (which has no file).
 */
export async function documentDownload(caller: SessionAccount, documentId: number) {
  const row = await documentFile(documentId);
  if (!row?.contentType || !row.sha256) throw appError("NOT_FOUND", "errors.documents.notFound");
  if (caller.role !== "organiser" && row.vendorId !== caller.accountId)
    throw appError("FORBIDDEN", "errors.documents.notYours");
  const bytes = await documentBytes({ bytes: row.bytes, sha256: row.sha256 });
  if (!bytes) throw appError("NOT_FOUND", "errors.documents.notFound");
  return { bytes, contentType: row.contentType, name: downloadName(row.fileName, row.contentType) };
}
