/**
 * All money maths: integer cents, half-up rounding, each line rounded once
 * and later lines computed from the rounded earlier ones. The cart page and the server charge
 * both call these functions, so what a vendor sees is what Stripe charges.
 */

export const BOOTH_FEES_BP = 350; // fees: 3.5% of subtotal
export const HST_BP = 1300; // HST: 13%
export const TICKET_SERVICE_FEE_BP = 290; // ticket service fee: 2.9% of subtotal
export const STRIPE_MIN_CHARGE_CENTS = 50; // Stripe's minimum charge in CAD
/** Tickets take no deposit: a seat is sold only when it is paid for (docs/decisions.md). */
export const TICKETS_PAID_IN_FULL_PERCENT = 100;

/** round(cents × basisPoints / 10000), half-up, for non-negative integers. */
export function percentOf(cents: number, basisPoints: number): number {
  assertCents(cents);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Amount must be a non-negative whole number of cents, got ${cents}`);
  }
}

export type Totals = {
  itemsCents: number;
  discountCents: number;
  subtotalCents: number;
  feesCents: number;
  taxCents: number;
  totalCents: number;
};

function discounted(itemCents: readonly number[], couponPercent: number) {
  itemCents.forEach(assertCents);
  if (!Number.isInteger(couponPercent) || couponPercent < 0 || couponPercent > 100) {
    throw new RangeError(`Coupon percent must be 0–100, got ${couponPercent}`);
  }
  const itemsCents = itemCents.reduce((a, b) => a + b, 0);
  const discountCents = percentOf(itemsCents, couponPercent * 100);
  return { itemsCents, discountCents, subtotalCents: itemsCents - discountCents };
}

/**
 * Booth cart (booths and any seats brought from the seat popup):
 * subtotal = items after the coupon; fees = 3.5% of subtotal; HST = 13% of (subtotal + fees).
 */
export function boothCartTotals(itemCents: readonly number[], couponPercent = 0): Totals {
  const base = discounted(itemCents, couponPercent);
  const feesCents = percentOf(base.subtotalCents, BOOTH_FEES_BP);
  const taxCents = percentOf(base.subtotalCents + feesCents, HST_BP);
  return { ...base, feesCents, taxCents, totalCents: base.subtotalCents + feesCents + taxCents };
}

/** Tickets checkout: HST 13% of subtotal; service fee 2.9% of subtotal. */
export function ticketTotals(itemCents: readonly number[], couponPercent = 0): Totals {
  const base = discounted(itemCents, couponPercent);
  const taxCents = percentOf(base.subtotalCents, HST_BP);
  const feesCents = percentOf(base.subtotalCents, TICKET_SERVICE_FEE_BP);
  return { ...base, feesCents, taxCents, totalCents: base.subtotalCents + feesCents + taxCents };
}

/** The smallest payment accepted now: a deposit of `minPercent` of the total, at least Stripe's minimum. */
export function minimumPayCents(totalCents: number, minPercent: number): number {
  assertCents(totalCents);
  const deposit = percentOf(totalCents, minPercent * 100);
  return Math.min(totalCents, Math.max(deposit, STRIPE_MIN_CHARGE_CENTS));
}

/** The amounts that may be paid now towards `totalCents`: from the deposit minimum up to the total. */
export function payAmountLimits(
  totalCents: number,
  minPercent: number,
): { minCents: number; maxCents: number } {
  return { minCents: minimumPayCents(totalCents, minPercent), maxCents: totalCents };
}

/**
 * Whether `payCents` may be paid now towards `totalCents`. The server decides with this rule; the
 * browser may check a typed amount with it before asking.
 */
export function isPayAmountAllowed(payCents: number, totalCents: number, minPercent: number) {
  const { minCents, maxCents } = payAmountLimits(totalCents, minPercent);
  return Number.isSafeInteger(payCents) && payCents >= minCents && payCents <= maxCents;
}

/**
 * Dollars as the spec's public API sends and reads them (at most 2 decimals) to cents. Only the
 * spec's adapter (lib/http/spec-fields/) meets dollars in an API body; everything else is cents.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError("Amount must be a finite number");
  return Math.round(dollars * 100);
}

/** Cents to the dollar number of the spec's API payloads (`boothPrice: 450.5`). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * What a person typed in a money field, in cents: dollars with at most two decimals ("450",
 * "450.5", "450.50", ".5"), allowing a dollar sign, spaces and thousands separators
 * ("$1,200.50"); null when the text is not such an amount. Every form that lets a person type
 * dollars reads the text with this, and sends the cents.
 */
export function parseTypedDollars(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, "");
  const dollars = Number(cleaned);
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned) || !Number.isFinite(dollars)) return null;
  const cents = dollarsToCents(dollars);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the value of a dollar input field: "450.50" (no currency sign, no grouping). */
export function dollarInputValue(cents: number): string {
  assertCents(cents);
  return (cents / 100).toFixed(2);
}

/**
 * Cents as a bare figure in dollars, without the currency: "25" for whole dollars, else "25.50"
 * (a price field's first value, a seat's short price label).
 */
export function plainDollars(cents: number): string {
  assertCents(cents);
  return cents % 100 === 0 ? String(cents / 100) : dollarInputValue(cents);
}

/** A rate in basis points as the percent people read: 350 -> 3.5, 1300 -> 13. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** The one money formatter, kept with the site's languages: "$1,234.50", "1,234.50 CAD". */
export { formatCad } from "../i18n/money";

/**
 * Spreads a discount over items in proportion to their prices (largest remainder), so the
 * discounted item lines on a Checkout Session add up to the subtotal to the cent.
 */
export function allocateDiscount(itemCents: readonly number[], discountCents: number): number[] {
  itemCents.forEach(assertCents);
  assertCents(discountCents);
  const total = itemCents.reduce((a, b) => a + b, 0);
  if (discountCents > total) throw new RangeError("Discount exceeds the items' total");
  if (total === 0 || discountCents === 0) return [...itemCents];
  const exact = itemCents.map((c) => (c * discountCents) / total);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return itemCents.map((c, i) => c - shares[i]!);
}
