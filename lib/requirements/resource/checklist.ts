import { z } from "zod";
import { DOCUMENT_STATUSES, REQUIREMENT_CONSEQUENCES, REQUIREMENT_KINDS } from "@/db/queries/model";
import { torontoIso } from "../../i18n/toronto-time";
import type { SentDocument } from "../queries/documents";
import { CHECKLIST_STATUSES, type Readiness } from "../readiness";

// The vendor's checklist of a booked booth order, as the vendor API answers it (money in integer
// cents): each requirement that applies with its status (decided by readiness), and the latest
// answer sent. No server code: the profile's forms import it.

const checklistDocument = z.object({
  documentId: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string().nullable(),
  expiresOn: z.iso.date().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
});

const checklistItemAnswer = z.object({
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
  document: Pick<SentDocument, "id" | "status" | "fileName" | "expiresOn" | "createdAt"> | null;
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
