import type { DocumentStatus } from "@/db/queries/model";

/** A vendor's document's state as the review queue says it. */
export const DOCUMENT_STATUS_WORDS: Record<DocumentStatus, string> = {
  SUBMITTED: "Waiting for review",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  SUPERSEDED: "Replaced by a later version",
};
