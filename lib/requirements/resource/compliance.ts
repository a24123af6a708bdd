import { z } from "zod";
import {
  REQUIREMENT_AUDIENCES,
  REQUIREMENT_CONSEQUENCES,
  REQUIREMENT_KINDS,
} from "@/db/queries/model";
import type { ComplianceMatrix } from "../compliance";
import { CHECKLIST_STATUSES } from "../readiness";

// The organisers' compliance matrix of an event as the organiser API answers it (money in integer
// cents), the answer of the reminder to everyone still missing a requirement, and the words the
// console's page and the spreadsheet say them in. No server code: the console's pages import it.

export const COMPLIANCE_FILTERS = ["not-ready", "overdue", "waiting"] as const;

export const ROW_READINESS = ["READY", "NOT_READY", "INELIGIBLE"] as const;

const tally = z.number().int().nonnegative();
const day = z.iso.date();

const cellAnswer = z
  .object({
    status: z.enum(CHECKLIST_STATUSES),
    /** The due date for this order: the requirement's, or the order's extension. */
    dueDate: day,
    extended: z.boolean(),
    daysLeft: z.number().int(),
    reason: z.string().nullable(),
    replacementWaiting: z.boolean(),
    /** Overdue, and a document sent after the due date waits for review. */
    lateWaiting: z.boolean(),
    /** This requirement makes the order ineligible: missed, and not extended since. */
    ineligible: z.boolean(),
  })
  .nullable()
  .meta({ description: "null: the requirement does not apply to this order" });

export const complianceAnswer = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  filter: z.enum(COMPLIANCE_FILTERS).nullable(),
  requirements: z.array(
    z.object({
      requirementId: z.number().int(),
      title: z.string(),
      appliesTo: z.enum(REQUIREMENT_AUDIENCES),
      kind: z.enum(REQUIREMENT_KINDS),
      dueDate: day,
      needsExpiry: z.boolean(),
      consequence: z.enum(REQUIREMENT_CONSEQUENCES),
      missing: tally.meta({ description: "Orders it applies to that do not have it approved" }),
      waiting: tally.meta({ description: "Orders with a document of it waiting for review" }),
      toRemind: tally.meta({
        description: "Vendors a reminder would go to now (each once; disabled accounts left out)",
      }),
    }),
  ),
  counts: z
    .object({
      orders: tally,
      ready: tally,
      notReady: tally,
      ineligible: tally,
      unpaid: tally,
      waiting: tally,
    })
    .meta({ description: "Over every booked order of the event, whatever the filter" }),
  rows: z.array(
    z.object({
      orderId: z.number().int(),
      vendorId: z.number().int(),
      vendorName: z.string(),
      contactName: z.string(),
      email: z.string(),
      booths: z.array(z.string()),
      readiness: z.enum(ROW_READINESS),
      paidInFull: z.boolean(),
      balanceCents: z.number().int(),
      depositDueCents: z.number().int(),
      cells: z
        .array(cellAnswer)
        .meta({ description: "One per requirement, in the order of `requirements`" }),
    }),
  ),
});

export const complianceOf = (m: ComplianceMatrix) =>
  ({
    eventId: m.event.id,
    eventName: m.event.name,
    filter: m.filter,
    requirements: m.requirements.map((q) => ({
      requirementId: q.id,
      title: q.title,
      appliesTo: q.appliesTo,
      kind: q.kind,
      dueDate: q.dueDate,
      needsExpiry: q.needsExpiry,
      consequence: q.consequence,
      missing: q.missing,
      waiting: q.waiting,
      toRemind: q.toRemind,
    })),
    counts: m.counts,
    rows: m.rows.map((r) => ({
      orderId: r.orderId,
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      contactName: r.contactName,
      email: r.email,
      booths: r.booths,
      readiness: r.readiness,
      paidInFull: r.paidInFull,
      balanceCents: r.balanceCents,
      depositDueCents: r.depositDueCents,
      cells: r.cells.map((c, i) =>
        c
          ? {
              status: c.status,
              dueDate: c.dueDate,
              extended: c.dueDate !== m.requirements[i]!.dueDate,
              daysLeft: c.daysLeft,
              reason: c.reason,
              replacementWaiting: c.replacementWaiting,
              lateWaiting: c.lateWaiting,
              ineligible: c.ineligible,
            }
          : null,
      ),
    })),
  }) satisfies z.input<typeof complianceAnswer>;

export const reminderAnswer = z.object({
  requirementId: z.number().int(),
  sent: tally.meta({ description: "Vendors e-mailed (each once, whatever its orders)" }),
});

// --- words, as the console's page and the spreadsheet say them ---

export const READINESS_WORDS: Record<(typeof ROW_READINESS)[number], string> = {
  READY: "Ready",
  NOT_READY: "Not ready",
  INELIGIBLE: "Ineligible",
};

export const CELL_STATUS_WORDS: Record<(typeof CHECKLIST_STATUSES)[number], string> = {
  NEEDED: "Needed",
  SUBMITTED: "Waiting for review",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  OVERDUE: "Overdue",
};

export const NOT_APPLICABLE = "Does not apply";

/**
 * A cell's status in words, with what the organiser needs beside it (a reason, a late document
 * waiting, a deadline that makes the order ineligible, an extension).
 */
export function cellWords(cell: z.output<typeof cellAnswer>): string {
  if (!cell) return NOT_APPLICABLE;
  const parts = [CELL_STATUS_WORDS[cell.status]];
  if (cell.status === "REJECTED" && cell.reason) parts[0] += `: ${cell.reason}`;
  if (cell.replacementWaiting) parts.push("a new version is waiting for review");
  if (cell.lateWaiting) parts.push("a document sent after the due date is waiting for review");
  // Approved, yet sent too late: only an extension of the due date lifts the ineligibility.
  if (cell.ineligible && cell.status === "APPROVED")
    parts.push("sent after the due date: ineligible unless the due date is extended");
  if (cell.extended) parts.push(`extended to ${cell.dueDate}`);
  return parts.join("; ");
}

export const FILTER_WORDS: Record<(typeof COMPLIANCE_FILTERS)[number], string> = {
  "not-ready": "Not ready",
  overdue: "Overdue",
  waiting: "Waiting for review",
};

/** The matrix as the console's pages read it. */
export type ComplianceView = z.output<typeof complianceAnswer>;
