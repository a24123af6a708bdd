import type { ChecklistStatus } from "./readiness";

// What a vendor still has to do for a booked booth, in one line ("3 things to do before
// January 16"): the success page after booking and the receipt e-mail say it. No server code.

/** How many things remain and the earliest day one of them is due (`YYYY-MM-DD`; null: none). */
export type ThingsToDo = { count: number; before: string | null };

/**
 * From an order's checklist: each requirement that applies and is not approved, and the balance
 * while one is owed (due on the event's balance due date); null when the event asks nothing of
 * its vendors or nothing remains.
 */
export function thingsToDo(
  checklist: {
    items: readonly { status: ChecklistStatus; dueDate: string }[];
    paidInFull: boolean;
  },
  balanceDueDate: string | null,
): ThingsToDo | null {
  if (checklist.items.length === 0) return null;
  const open = checklist.items.filter((item) => item.status !== "APPROVED");
  const dates = open.map((item) => item.dueDate);
  if (!checklist.paidInFull && balanceDueDate) dates.push(balanceDueDate);
  const count = open.length + (checklist.paidInFull ? 0 : 1);
  if (count === 0) return null;
  return { count, before: dates.length ? dates.toSorted()[0]! : null };
}
