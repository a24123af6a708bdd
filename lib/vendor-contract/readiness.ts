import type {
  DocumentStatus,
  RequirementAudience,
  RequirementConsequence,
  RequirementKind,
} from "@/db/queries/model";

// Whether a booked booth may open: the one place the vendor's checklist, the organisers'
// compliance matrix, the dashboard and the door decide it. Pure: the caller reads the facts
// (in one query per event or order) and passes the Toronto calendar day it is.

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

/** A vendor's answer to a requirement for the order (any status; SUPERSEDED ones are ignored). */
export type DocumentFacts = {
  id: number;
  requirementId: number;
  status: DocumentStatus;
  reason: string | null;
  expiresOn: string | null;
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
};

export type Readiness = {
  orderId: number;
  /** Paid in full (balance and damage deposit) and every requirement that applies approved. */
  ready: boolean;
  /** A requirement whose consequence is INELIGIBLE was missed. */
  ineligible: boolean;
  /** No balance and no damage deposit left to pay: everything owed by the due date is paid. */
  paidInFull: boolean;
  balanceCents: number;
  /** The damage deposit still to pay (it is owed with the balance, by the same date). */
  depositDueCents: number;
  items: ChecklistItem[];
};

/** Whether a requirement asks anything of this order (a section's food flag decides). */
export function appliesTo(requirement: RequirementFacts, order: OrderFacts): boolean {
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

function itemOf(
  requirement: RequirementFacts,
  order: OrderFacts,
  documents: readonly DocumentFacts[],
  today: string,
  lastDay: string,
): ChecklistItem {
  const mine = documents
    .filter((d) => d.requirementId === requirement.id && d.status !== "SUPERSEDED")
    .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const dueDate = order.extensions.get(requirement.id) ?? requirement.dueDate;
  const daysLeft = daysBetween(today, dueDate);
  // An approval counts while its expiry (where asked) covers the event's last day.
  const approved = mine.find(
    (d) =>
      d.status === "APPROVED" &&
      (!requirement.needsExpiry || (d.expiresOn !== null && d.expiresOn >= lastDay)),
  );
  const waiting = mine.some((d) => d.status === "SUBMITTED");
  const latest = mine[0];
  const status: ChecklistStatus = approved
    ? "APPROVED"
    : waiting
      ? "SUBMITTED"
      : daysLeft < 0
        ? "OVERDUE"
        : latest?.status === "REJECTED"
          ? "REJECTED"
          : "NEEDED";
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
    replacementWaiting: Boolean(approved) && waiting,
  };
}

/**
 * An order's checklist and readiness on a Toronto calendar day (`today`), for an event whose
 * last day is `lastDay`: each requirement that applies with its status, ready when the balance
 * and the damage deposit are paid and every one is approved; ineligible when one whose consequence is INELIGIBLE is
 * overdue (a document sent in time and still waiting for review is not overdue).
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
  return {
    orderId: order.orderId,
    ready: paidInFull && items.every((i) => i.status === "APPROVED"),
    ineligible: items.some((i) => i.consequence === "INELIGIBLE" && i.status === "OVERDUE"),
    paidInFull,
    balanceCents: Math.max(0, order.balanceCents),
    depositDueCents,
    items,
  };
}
