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
function paidMostOf(paidCents: number, totalCents: number): boolean {
  return totalCents > 0 && paidCents * 2 > totalCents;
}

/**
 * What an order's state in words depends on: its status, its total and what it still owes. An
 * order that owes anything owes its total less what it holds (paid less refunded), as the
 * database checks, so what it holds is the total less the balance.
 */
export type OrderStanding = { status: OrderStatus; balanceCents: number; totalCents: number };

/**
 * The catalogue key of an order's state: a partly paid order that paid most of its total is
 * "Paid in part", one that paid half or less "Deposit paid" (the one rule, wherever an order's
 * state is said: the vendor's pages, the console, its exports, the success page).
 */
export function orderStatusKey(order: OrderStanding) {
  return order.status === "PARTIALLY_PAID" &&
    paidMostOf(order.totalCents - order.balanceCents, order.totalCents)
    ? "orderStatus.paidInPart"
    : KEYS[order.status];
}

/**
 * An order's state in words a vendor, a visitor or an organiser reads ("Paid in part, $140.34
 * due"), and how loudly to show it.
 */
export function orderStatusWords(
  order: OrderStanding,
  locale: Locale = "en",
): { text: string; tone: (typeof TONES)[OrderStatus] } {
  const text = translator(locale)(orderStatusKey(order), {
    balance: formatCad(order.balanceCents, locale),
  });
  return { text, tone: TONES[order.status] };
}
