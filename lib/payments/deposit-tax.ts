import { HST_BP } from "./pricing";

// How HST reads a damage deposit (docs/deposits.md): a deposit held is not consideration for a
// supply, so no tax is charged on it; the part kept after the inspection is an amount forfeited
// or paid as damages, deemed to include the tax (Excise Tax Act s. 182), so the tax in it is its
// tax fraction: rate / (100 + rate), 13/113 in Ontario.

/** The HST included in an amount of a damage deposit kept, in cents (13/113 of it, rounded). */
export function hstInKept(keptCents: number): number {
  if (!Number.isFinite(keptCents) || keptCents <= 0) return 0;
  return Math.round((keptCents * HST_BP) / (10_000 + HST_BP));
}
