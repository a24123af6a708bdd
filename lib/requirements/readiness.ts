import type {
  DocumentStatus,
  RequirementAudience,
  RequirementConsequence,
  RequirementKind,
} from "@/db/queries/model";
import { torontoDay } from "../i18n/toronto-time";

// Whether a booked booth may open: the one place the vendor's checklist, the organisers'
// compliance matrix, the dashboard and the door decide it. Pure: the caller reads the facts
// (in one query per event or order) and passes the Toronto calendar day it is.
//
// A deadline is met only by what came by it: a document counts for a due date when it was sent
// (its Toronto calendar day) on or before that date, the order's extension when one was given.
// So a late upload cannot hide a missed deadline, and re-sending after each rejection cannot
// keep a missed INELIGIBLE one out of sight. Only the organiser lifts it, by extending the due
// date with a recorded reason; a document sent by the new date then counts.

/** A requirement as readiness needs it (closed ones are left out by the caller). */
export type RequirementFacts = {
  id: number;
  title: string;
  titleAr: string | null;
  appliesTo: RequirementAudience;
  kind: RequirementKind;
  /** `YYYY-MM-DD`, Toronto. */
  dueDate: string;
  needsExpiry: boolean;
  consequence: RequirementConsequence;
};

/**
 * A vendor's answer to a requirement for the order. A SUPERSEDED one counts only as an approval
 * that was later replaced (it was reviewed): it still shows the deadline was met in time.
 */
export type DocumentFacts = {
  id: number;
  requirementId: number;
  status: DocumentStatus;
  reason: string | null;
  expiresOn: string | null;
  /** When it was reviewed (null: never): tells a replaced approval from a withdrawn upload. */
  reviewedAt: Date | null;
  /** When the vendor sent it: its Toronto calendar day is what a due date is compared with. */
  createdAt: Date;
};

/** The booked order as readiness needs it. */
export type OrderFacts = {
  orderId: number;
  /** Whether the order holds a booth in a food section, and one in another section. */
  hasFoodBooth: boolean;
  hasOtherBooth: boolean;
  balanceCents: number;
  /** The damage deposit owed and not paid yet (0: none, or paid). */
  depositDueCents: number;
  /** Per-vendor later due dates, by requirement id (`YYYY-MM-DD`). */
  extensions: ReadonlyMap<number, string>;
};

export const CHECKLIST_STATUSES = [
  "NEEDED",
  "SUBMITTED",
  "APPROVED",
  "REJECTED",
  "OVERDUE",
] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export type ChecklistItem = {
  requirementId: number;
  title: string;
  titleAr: string | null;
  kind: RequirementKind;
  needsExpiry: boolean;
  consequence: RequirementConsequence;
  /** The due date that applies to this order (an extension when given). */
  dueDate: string;
  /** Calendar days from today to the due date (negative once past). */
  daysLeft: number;
  status: ChecklistStatus;
  /** The latest rejection's reason, when the latest answer was rejected. */
  reason: string | null;
  /** A document waiting for review while an approved one stands (a replacement). */
  replacementWaiting: boolean;
  /** OVERDUE, and a document sent after the due date waits for review (it does not undo that). */
  lateWaiting: boolean;
  /**
   * Its consequence is INELIGIBLE and its due date passed without a document sent by then that
   * was not rejected: an approval of a late document does not lift it, an extension does.
   */
  ineligible: boolean;
};

export type Readiness = {
  orderId: number;
  /**
   * Paid in full (balance and damage deposit), every requirement that applies approved, and
   * not ineligible.
   */
  ready: boolean;
  /** A requirement whose consequence is INELIGIBLE was missed (an item says which). */
  ineligible: boolean;
  /** No balance and no damage deposit left to pay: everything owed by the due date is paid. */
  paidInFull: boolean;
  balanceCents: number;
  /** The damage deposit still to pay (it is owed with the balance, by the same date). */
  depositDueCents: number;
  items: ChecklistItem[];
};

/** Whether a requirement asks anything of this order (a section's food flag decides). */
export function appliesTo(
  requirement: Pick<RequirementFacts, "appliesTo">,
  order: Pick<OrderFacts, "hasFoodBooth" | "hasOtherBooth">,
): boolean {
  switch (requirement.appliesTo) {
    case "ALL":
      return order.hasFoodBooth || order.hasOtherBooth;
    case "FOOD":
      return order.hasFoodBooth;
    case "OTHER":
      return order.hasOtherBooth;
  }
}

/** Whole days from one calendar day to another (`YYYY-MM-DD`), by the calendar, not the clock. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Approved, standing or replaced since: an approval is the only document superseded after a
 * review (an upload replaced while it waited for review was never reviewed).
 */
const wasApproved = (d: DocumentFacts) =>
  d.status === "APPROVED" || (d.status === "SUPERSEDED" && d.reviewedAt !== null);

/**
 * A requirement's item for the order on `today`. APPROVED when an approval stands (whenever it
 * came: the requirement is met); SUBMITTED while a document sent in time waits for review;
 * OVERDUE once the due date passed without either (a late document waiting does not hide it);
 * REJECTED while the latest answer was refused before the due date; NEEDED otherwise.
 */
export function itemOf(
  requirement: RequirementFacts,
  order: OrderFacts,
  documents: readonly DocumentFacts[],
  today: string,
  lastDay: string,
): ChecklistItem {
  const all = documents
    .filter((d) => d.requirementId === requirement.id)
    .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const mine = all.filter((d) => d.status !== "SUPERSEDED");
  const dueDate = order.extensions.get(requirement.id) ?? requirement.dueDate;
  const daysLeft = daysBetween(today, dueDate);
  const inTime = (d: DocumentFacts) => torontoDay(d.createdAt) <= dueDate;
  // An approval counts while its expiry (where asked) covers the event's last day.
  const approved = mine.find(
    (d) =>
      d.status === "APPROVED" &&
      (!requirement.needsExpiry || (d.expiresOn !== null && d.expiresOn >= lastDay)),
  );
  const waiting = mine.filter((d) => d.status === "SUBMITTED");
  const waitingInTime = waiting.some(inTime);
  const latest = mine[0];
  const status: ChecklistStatus = approved
    ? "APPROVED"
    : waitingInTime
      ? "SUBMITTED"
      : daysLeft < 0
        ? "OVERDUE"
        : latest?.status === "REJECTED"
          ? "REJECTED"
          : "NEEDED";
  // Sent by the due date and not refused: waiting, approved, or an approval replaced since.
  const metInTime = all.some((d) => inTime(d) && (d.status === "SUBMITTED" || wasApproved(d)));
  return {
    requirementId: requirement.id,
    title: requirement.title,
    titleAr: requirement.titleAr,
    kind: requirement.kind,
    needsExpiry: requirement.needsExpiry,
    consequence: requirement.consequence,
    dueDate,
    daysLeft,
    status,
    reason: latest?.status === "REJECTED" ? latest.reason : null,
    replacementWaiting: Boolean(approved) && waiting.length > 0,
    lateWaiting: status === "OVERDUE" && waiting.length > 0,
    ineligible: requirement.consequence === "INELIGIBLE" && daysLeft < 0 && !metInTime,
  };
}

/**
 * An order's checklist and readiness on a Toronto calendar day (`today`), for an event whose
 * last day is `lastDay`: each requirement that applies with its status; ineligible when the due
 * date of one whose consequence is INELIGIBLE passed without a document sent by then and not
 * rejected; ready when the balance and the damage deposit are paid, every one is approved and
 * it is not ineligible.
 */
export function readinessOf(
  order: OrderFacts,
  requirements: readonly RequirementFacts[],
  documents: readonly DocumentFacts[],
  { today, lastDay }: { today: string; lastDay: string },
): Readiness {
  const items = requirements
    .filter((r) => appliesTo(r, order))
    .toSorted((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id)
    .map((r) => itemOf(r, order, documents, today, lastDay));
  const depositDueCents = Math.max(0, order.depositDueCents);
  const paidInFull = order.balanceCents <= 0 && depositDueCents === 0;
  const ineligible = items.some((i) => i.ineligible);
  return {
    orderId: order.orderId,
    ready: paidInFull && items.every((i) => i.status === "APPROVED") && !ineligible,
    ineligible,
    paidInFull,
    balanceCents: Math.max(0, order.balanceCents),
    depositDueCents,
    items,
  };
}
