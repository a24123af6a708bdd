import "server-only";
import type { Tx } from "@/db/queries/model";
import { appError } from "../http/envelope";
import { eventReadiness } from "./order-readiness";
import {
  complianceOrders,
  findComplianceEvent,
  type ComplianceEvent,
  type ComplianceOrder,
} from "./queries/compliance";
import { openRequirements } from "./queries/readiness";
import type { ChecklistItem, ChecklistStatus, RequirementFacts } from "./readiness";
import type { COMPLIANCE_FILTERS, ROW_READINESS } from "./resource/compliance";

// The organisers' compliance matrix of an event: one row per booked booth order, one column per
// open requirement (and whether it is paid in full), each cell the status readiness gives it
// (./readiness.ts decides; nothing here judges a document or a date).

export type ComplianceFilter = (typeof COMPLIANCE_FILTERS)[number];
export type RowReadiness = (typeof ROW_READINESS)[number];

/**
 * Statuses that still ask something of the vendor: a reminder goes to these (OVERDUE too when a
 * document sent late waits for review: the deadline was missed all the same).
 */
export const MISSING_STATUSES: readonly ChecklistStatus[] = ["NEEDED", "REJECTED", "OVERDUE"];

export type ComplianceColumn = RequirementFacts & {
  /** Vendors (each once, disabled accounts left out) a reminder would go to now. */
  toRemind: number;
  /** Orders with a document of it waiting for review. */
  waiting: number;
  /** Orders it applies to that do not have it approved. */
  missing: number;
};

export type ComplianceRow = ComplianceOrder & {
  readiness: RowReadiness;
  paidInFull: boolean;
  balanceCents: number;
  /** The damage deposit still to pay. */
  depositDueCents: number;
  /** One per column, in the columns' order; null where the requirement does not apply. */
  cells: (ChecklistItem | null)[];
};

export type ComplianceCounts = {
  orders: number;
  ready: number;
  /** Not ready, the ineligible ones included. */
  notReady: number;
  ineligible: number;
  /** Not paid in full. */
  unpaid: number;
  /** Orders with at least one document waiting for review. */
  waiting: number;
};

export type ComplianceMatrix = {
  event: ComplianceEvent;
  requirements: ComplianceColumn[];
  /** Counted over every booked order, whatever the filter. */
  counts: ComplianceCounts;
  filter: ComplianceFilter | null;
  rows: ComplianceRow[];
};

const readinessWord = (r: { ready: boolean; ineligible: boolean }): RowReadiness =>
  r.ineligible ? "INELIGIBLE" : r.ready ? "READY" : "NOT_READY";

/** A document of it waits for review: sent in time, a replacement, or sent late. */
const isWaiting = (cell: ChecklistItem | null) =>
  cell !== null && (cell.status === "SUBMITTED" || cell.replacementWaiting || cell.lateWaiting);

const KEEPS: Record<ComplianceFilter, (row: ComplianceRow) => boolean> = {
  "not-ready": (row) => row.readiness !== "READY",
  overdue: (row) => row.cells.some((c) => c?.status === "OVERDUE"),
  waiting: (row) => row.cells.some(isWaiting),
};

/** Every booked order's row of the event, with the open requirements as columns. */
async function matrixOf(eventId: number, { today, tx }: { today?: string; tx?: Tx }) {
  const event = await findComplianceEvent(eventId, tx);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const [requirements, readiness] = await Promise.all([
    openRequirements(eventId, tx),
    eventReadiness(eventId, { today, tx }),
  ]);
  const who = new Map(
    (
      await complianceOrders(
        readiness.map((r) => r.orderId),
        tx,
      )
    ).map((o) => [o.orderId, o]),
  );
  const rows: ComplianceRow[] = readiness.flatMap((r) => {
    const order = who.get(r.orderId);
    if (!order) return [];
    const byRequirement = new Map(r.items.map((item) => [item.requirementId, item]));
    return [
      {
        ...order,
        readiness: readinessWord(r),
        paidInFull: r.paidInFull,
        balanceCents: r.balanceCents,
        depositDueCents: r.depositDueCents,
        cells: requirements.map((q) => byRequirement.get(q.id) ?? null),
      },
    ];
  });
  return { event, requirements, rows };
}

/** The vendors a reminder of the column's requirement goes to: each once, not disabled. */
function remindees(rows: readonly ComplianceRow[], column: number): ComplianceRow[] {
  const seen = new Set<number>();
  return rows.filter((row) => {
    const cell = row.cells[column];
    if (!cell || !MISSING_STATUSES.includes(cell.status) || row.disabled) return false;
    if (seen.has(row.vendorId)) return false;
    seen.add(row.vendorId);
    return true;
  });
}

/**
 * GET /api/admin/v1/events/{eventId}/compliance: the event's matrix on Toronto's calendar day
 * (`today` for tests), narrowed by `filter` (not-ready: every row but the ready ones; overdue: a
 * requirement past its due date; waiting: a document waiting for review). NOT_FOUND for an
 * unknown event.
 */
export async function complianceMatrix(
  eventId: number,
  { filter, today, tx }: { filter?: ComplianceFilter; today?: string; tx?: Tx } = {},
): Promise<ComplianceMatrix> {
  const { event, requirements, rows } = await matrixOf(eventId, { today, tx });
  const columns = requirements.map((q, i) => ({
    ...q,
    toRemind: remindees(rows, i).length,
    waiting: rows.filter((row) => isWaiting(row.cells[i] ?? null)).length,
    missing: rows.filter((row) => row.cells[i] && row.cells[i].status !== "APPROVED").length,
  }));
  const counts: ComplianceCounts = {
    orders: rows.length,
    ready: rows.filter((r) => r.readiness === "READY").length,
    notReady: rows.filter((r) => r.readiness !== "READY").length,
    ineligible: rows.filter((r) => r.readiness === "INELIGIBLE").length,
    unpaid: rows.filter((r) => !r.paidInFull).length,
    waiting: rows.filter(KEEPS.waiting).length,
  };
  return {
    event,
    requirements: columns,
    counts,
    filter: filter ?? null,
    rows: filter ? rows.filter(KEEPS[filter]) : rows,
  };
}

/**
 * Who a reminder of a requirement goes to now: the vendors (each once, disabled accounts left
 * out) of the booked orders it applies to that have not sent it in time or had it approved,
 * with the due date that applies to the first such order of each. Null when the requirement is
 * not one of its event's open ones.
 */
export async function reminderTargets(
  eventId: number,
  requirementId: number,
  { today, tx }: { today?: string; tx?: Tx } = {},
) {
  const { event, requirements, rows } = await matrixOf(eventId, { today, tx });
  const column = requirements.findIndex((q) => q.id === requirementId);
  if (column < 0) return null;
  return {
    event,
    requirement: requirements[column]!,
    vendors: remindees(rows, column).map((row) => ({ ...row, item: row.cells[column]! })),
  };
}

/** The event a console page of its vendor contract is about; NOT_FOUND for an unknown one. */
export async function contractEvent(eventId: number): Promise<ComplianceEvent> {
  const event = await findComplianceEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  return event;
}
