import type { OrderStatus } from "@/db/queries/model";
import { boothCartTotals, ticketTotals, type Totals } from "./pricing";

// An order's figures, derived from its ledger: the items it still holds priced with its coupon,
// the charges added to it, the money received and the money given back. Every screen, e-mail
// and export reads the columns this writes, so they cannot disagree.

/** An order that still counts: it holds (or is about to hold) items and may owe money. */
export const LIVE_STATUSES: readonly OrderStatus[] = ["PENDING", "PARTIALLY_PAID", "PAID"];

export const isLive = (status: OrderStatus) => LIVE_STATUSES.includes(status);

/** A booked order's statuses: it took its first payment and has not ended. */
export const BOOKED_ORDER_STATUSES = ["PARTIALLY_PAID", "PAID"] as const satisfies OrderStatus[];

/**
 * A booked booth order: one that takes add-ons after checkout (and whose requests are decided),
 * and that the vendor contract's requirements ask their documents of.
 */
export const isBookedBoothOrder = (order: { status: string; checkoutType: string }) =>
  order.checkoutType === "BOOTH_CART" &&
  (BOOKED_ORDER_STATUSES as readonly string[]).includes(order.status);

export type Ledger = {
  status: OrderStatus;
  checkoutType: "BOOTH_CART" | "TICKETS";
  couponPercent: number | null;
  /** Each item still held (not given back): unit price times quantity, in cents. */
  liveItemCents: number[];
  charges: { amountCents: number; taxCents: number }[];
  /** Refunds that lowered the price (goodwill) rather than gave back items or money. */
  creditsCents: number;
  /** Money that reached the site: payments PAID, or received and then refunded automatically. */
  receivedCents: number;
  /** Money given back or on its way back (refunds not FAILED). */
  refundedCents: number;
  /**
   * The damage deposit, kept apart from all of the above: its payments received (PAID, or
   * REFUNDED after arriving) and its refunds not FAILED. Absent: none.
   */
  depositReceivedCents?: number;
  depositReturnedCents?: number;
};

export type Figures = Pick<
  Totals,
  "subtotalCents" | "discountCents" | "feesCents" | "taxCents" | "totalCents"
> & {
  chargesCents: number;
  creditsCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
  /** The damage deposit received and given back (never part of the figures above). */
  depositPaidCents: number;
  depositReturnedCents: number;
};

/**
 * What an order of these items costs now: the pricing module's totals for the items it still
 * holds (a booth given back leaves with its share of discount, fees and HST), plus each charge
 * and its HST, less the credits given on it. An order that holds nothing costs nothing.
 */
export function quote(ledger: Priced) {
  if (ledger.liveItemCents.length === 0)
    return {
      subtotalCents: 0,
      discountCents: 0,
      feesCents: 0,
      taxCents: 0,
      chargesCents: 0,
      creditsCents: 0,
      totalCents: 0,
    };
  const price = ledger.checkoutType === "TICKETS" ? ticketTotals : boothCartTotals;
  const items = price(ledger.liveItemCents, ledger.couponPercent ?? 0);
  const chargesCents = ledger.charges.reduce((sum, c) => sum + c.amountCents, 0);
  const chargesTax = ledger.charges.reduce((sum, c) => sum + c.taxCents, 0);
  const gross = items.totalCents + chargesCents + chargesTax;
  // credits never take the total below zero (a goodwill refund, then a booth given back)
  const creditsCents = Math.min(ledger.creditsCents, gross);
  return {
    subtotalCents: items.subtotalCents,
    discountCents: items.discountCents,
    feesCents: items.feesCents,
    taxCents: items.taxCents + chargesTax,
    chargesCents,
    creditsCents,
    totalCents: gross - creditsCents,
  };
}

/**
 * The order's figures. A live order costs its quote and owes the quote less the money it holds
 * (below zero only while a refund the provider refused is outstanding: a credit the office sees);
 * an ended order keeps the figures it ended with (`ended`) and owes nothing.
 */
export function orderFigures(ledger: Ledger, ended: Ended): Figures {
  const held = ledger.receivedCents - ledger.refundedCents;
  const money = {
    paidCents: ledger.receivedCents,
    refundedCents: ledger.refundedCents,
    depositPaidCents: ledger.depositReceivedCents ?? 0,
    depositReturnedCents: ledger.depositReturnedCents ?? 0,
  };
  if (!isLive(ledger.status)) return { ...pick(ended), ...money, balanceCents: 0 };
  const cost = quote(ledger);
  return { ...cost, ...money, balanceCents: cost.totalCents - held };
}

/** The price columns an ended order keeps. */
type Ended = Omit<
  Figures,
  "paidCents" | "refundedCents" | "balanceCents" | "depositPaidCents" | "depositReturnedCents"
>;

const pick = (f: Ended) => ({
  subtotalCents: f.subtotalCents,
  discountCents: f.discountCents,
  feesCents: f.feesCents,
  taxCents: f.taxCents,
  chargesCents: f.chargesCents,
  creditsCents: f.creditsCents,
  totalCents: f.totalCents,
});

/** A live order that has taken its first payment is PAID when it owes nothing, else PARTIALLY_PAID. */
export function statusAfter(status: OrderStatus, balanceCents: number): OrderStatus {
  if (status !== "PAID" && status !== "PARTIALLY_PAID") return status;
  return balanceCents === 0 ? "PAID" : "PARTIALLY_PAID";
}

/** What the order's quote needs: its items still held, charges, credits, type and coupon. */
export type Priced = Omit<
  Ledger,
  "status" | "receivedCents" | "refundedCents" | "depositReceivedCents" | "depositReturnedCents"
>;

/**
 * Giving items back: what the order then costs (the items it keeps, priced again) and the least
 * refund that goes with it, what the order holds above that. The console's refund form proposes
 * it; the gate refuses less.
 */
export function releaseRefund(kept: Priced, heldCents: number) {
  const costCents = kept.liveItemCents.length ? quote(kept).totalCents : 0;
  return { costCents, leastCents: Math.max(0, heldCents - costCents) };
}
