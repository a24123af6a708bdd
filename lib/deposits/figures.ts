import type { OrderStatus } from "@/db/queries/model";
import { HST_BP } from "../payments/pricing";

// The damage deposit's figures, as every answer and screen reads them: what is owed, received,
// returned and kept (the order's columns, derived from its ledger by the money gate), what is
// still held, and the status in one word. Kept apart from the order's price: none of it is in the
// total, the amount paid or the balance.

export const DEPOSIT_STATUSES = ["DUE", "HELD", "RETURNED", "PARTLY_RETURNED", "KEPT"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export type DepositFigures = {
  status: OrderStatus;
  depositCents: number;
  depositPaidCents: number;
  depositReturnedCents: number;
  depositKeptCents: number;
};

/** What the office holds of the deposit: received less returned less kept (never below zero). */
export const depositHeld = (o: DepositFigures) =>
  Math.max(0, o.depositPaidCents - o.depositReturnedCents - o.depositKeptCents);

/**
 * The deposit in one word: DUE while a live booked order owes it and nothing is held, HELD while
 * money is held (paid and undecided, or a return the provider refused), then RETURNED, KEPT or
 * PARTLY_RETURNED; null when the order owes no deposit (or ended without paying one).
 */
export function depositStatus(o: DepositFigures): DepositStatus | null {
  if (depositHeld(o) > 0) return "HELD";
  if (o.depositKeptCents > 0) return o.depositReturnedCents > 0 ? "PARTLY_RETURNED" : "KEPT";
  if (o.depositReturnedCents > 0) return "RETURNED";
  const owing = o.status === "PARTIALLY_PAID" || o.status === "PAID";
  return owing && o.depositCents > 0 ? "DUE" : null;
}

/** Whether the vendor may pay the deposit now: a booked order owing one, none paid or held. */
export const depositPayable = (o: DepositFigures) => depositStatus(o) === "DUE";

// How HST reads a damage deposit (docs/deposits.md): a deposit held is not consideration for a
// supply, so no tax is charged on it; the part kept after the inspection is an amount forfeited
// or paid as damages, deemed to include the tax (Excise Tax Act s. 182), so the tax in it is its
// tax fraction: rate / (100 + rate), 13/113 in Ontario.

/** The HST included in an amount of a damage deposit kept, in cents (13/113 of it, rounded). */
export function hstInKept(keptCents: number): number {
  if (!Number.isFinite(keptCents) || keptCents <= 0) return 0;
  return Math.round((keptCents * HST_BP) / (10_000 + HST_BP));
}
