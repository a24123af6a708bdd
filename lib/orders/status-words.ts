import type { OrderStatus } from "@/db/queries/model";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";

const TONES = {
  PAID: "done",
  PARTIALLY_PAID: "due",
  PENDING: "open",
  CANCELLED: "ended",
  EXPIRED: "ended",
  FAILED: "ended",
  REFUNDED: "ended",
} as const satisfies Record<OrderStatus, string>;

const KEYS = {
  PAID: "orderStatus.paid",
  PARTIALLY_PAID: "orderStatus.partiallyPaid",
  PENDING: "orderStatus.pending",
  CANCELLED: "orderStatus.cancelled",
  EXPIRED: "orderStatus.expired",
  FAILED: "orderStatus.failed",
  REFUNDED: "orderStatus.refunded",
} as const satisfies Record<OrderStatus, string>;

/**
 * Whether a partly paid order has paid most of what it owes: more than half of its total. Such an
 * order reads "Paid in part" (a booth paid in full that took an add-on afterwards, say); one that
 * paid half or less reads "Deposit paid", the first payment the cart allows below the total.
 */
export function paidMostOf(paidCents: number, totalCents: number): boolean {
  return totalCents > 0 && paidCents * 2 > totalCents;
}

/**
 * An order's state in words a vendor or visitor reads, and how loudly to show it. With what the
 * order paid (less refunds) and its total, a partly paid order that paid most of it reads
 * "Paid in part" rather than "Deposit paid" (`paidMostOf`).
 */
export function orderStatusWords(
  status: OrderStatus,
  balanceCents: number,
  locale: Locale = "en",
  paid?: { paidCents: number; totalCents: number },
): { text: string; tone: (typeof TONES)[OrderStatus] } {
  const key =
    status === "PARTIALLY_PAID" && paid && paidMostOf(paid.paidCents, paid.totalCents)
      ? "orderStatus.paidInPart"
      : KEYS[status];
  const text = translator(locale)(key, { balance: formatCad(balanceCents, locale) });
  return { text, tone: TONES[status] };
}
