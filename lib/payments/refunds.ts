import "server-only";
import {
  addRefunded,
  insertRefunds,
  lockPaymentByIntent,
  refundsOfPayment,
  settleRefund,
} from "@/db/queries/admin-orders";
import { lockOrder } from "@/db/queries/ledger";
import type { Tx } from "@/db/queries/model";
import type { Effects } from "./effects";

/**
 * `charge.refunded`: Stripe says how much of a payment has been given back in all. Our refunds of
 * that payment are marked SUCCEEDED up to that sum (oldest first), whichever of this and the
 * console's own answer arrives first; money refunded outside the site (Stripe's dashboard) is
 * recorded as a refund of its own, so the order's refunded amount stays right. Answers what
 * changed, for the cache.
 */
export async function applyChargeRefunded(
  tx: Tx,
  charge: { payment_intent?: unknown; amount_refunded?: unknown },
): Promise<Effects | null> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : null;
  const total = typeof charge.amount_refunded === "number" ? charge.amount_refunded : null;
  if (!intent || total === null) return null;
  const payment = await lockPaymentByIntent(tx, intent);
  // a late payment refunded in full by the site never counted as paid: nothing to record
  if (!payment || payment.status !== "PAID") return null;
  const order = await lockOrder(tx, payment.orderId);
  if (!order) return null;
  let covered = 0;
  for (const refund of await refundsOfPayment(tx, payment.paymentId)) {
    covered += refund.amountCents;
    if (refund.status === "PENDING" && covered <= total)
      await settleRefund(tx, refund.id, { status: "SUCCEEDED" });
  }
  const outside = Math.min(total - covered, order.paidCents - order.refundedCents);
  if (outside > 0) {
    await insertRefunds(tx, [
      {
        orderId: order.id,
        paymentId: payment.paymentId,
        amountCents: outside,
        reason: "Refunded in Stripe",
        status: "SUCCEEDED",
        createdBy: null,
      },
    ]);
    await addRefunded(tx, order.id, outside);
  }
  return null;
}
