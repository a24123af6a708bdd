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

/** An order's state in words a vendor or visitor reads, and how loudly to show it. */
export function orderStatusWords(
  status: OrderStatus,
  balanceCents: number,
  locale: Locale = "en",
): { text: string; tone: (typeof TONES)[OrderStatus] } {
  const text = translator(locale)(KEYS[status], { balance: formatCad(balanceCents, locale) });
  return { text, tone: TONES[status] };
}
