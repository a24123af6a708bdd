import "server-only";
import { settleRefund } from "@/lib/orders/queries/office";
import { transaction } from "@/db/queries/transaction";
import { boothStateChanged, seatStateChanged } from "../cache/tags";
import { deliverEmail, type QueuedEmail } from "../email/send";
import { errorText, logJson } from "../platform/log";
import { providerUnavailable, stripe } from "./stripe";
import { seatsReturned } from "../waitlist/offers";

/**
 * A refund to ask the provider for. With `refundId` it is one of our refund rows (of
 * `amountCents`, settled by the answer); without, a whole payment that is not one of ours (a
 * session the site never opened) goes back. `retry`: a failure leaves the refund PENDING and
 * answers 503, so the provider's redelivery (or the scheduler) asks again under the same key;
 * otherwise a failure marks it FAILED and the office is told.
 */
export type RefundAsk = {
  paymentIntent: string;
  refundId?: number;
  amountCents?: number;
  retry: boolean;
};

/** Work to do once the transaction has committed: refunds, e-mails, cache invalidation. */
export type Effects = {
  emails: QueuedEmail[];
  refunds: RefundAsk[];
  booths: boolean;
  seats: boolean;
};

export const none = (): Effects => ({ emails: [], refunds: [], booths: false, seats: false });

/** The idempotency key of a refund: one per refund row, or one per foreign payment. */
const refundKey = (ask: RefundAsk) =>
  ask.refundId ? `refund-${ask.refundId}` : `refund-intent-${ask.paymentIntent}`;

/**
 * Asks the provider for one refund; answers whether it was made. A refund already made (asked
 * again after the idempotency key's 24 h) counts as made.
 */
async function askRefund(ask: RefundAsk): Promise<boolean> {
  try {
    const answer = await stripe().refunds.create(
      {
        payment_intent: ask.paymentIntent,
        ...(ask.amountCents ? { amount: ask.amountCents } : {}),
        ...(ask.refundId ? { metadata: { refund_id: String(ask.refundId) } } : {}),
      },
      { idempotencyKey: refundKey(ask) },
    );
    if (ask.refundId)
      await transaction((tx) =>
        settleRefund(tx, ask.refundId!, { status: "SUCCEEDED", stripeRefundId: answer.id }),
      );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "charge_already_refunded") {
      if (ask.refundId)
        await transaction((tx) => settleRefund(tx, ask.refundId!, { status: "SUCCEEDED" }));
      return true;
    }
    logJson({
      level: "error",
      msg: "refund failed",
      refundId: ask.refundId,
      error: errorText(error),
    });
    return false;
  }
}

/**
 * After commit: the refunds are asked for, the e-mails sent and the pages expired. Answers the
 * refunds that failed and may not be retried (the caller records them as FAILED through the
 * gate); a failure that may be retried answers 503 once the rest is done.
 */
export async function runEffects(effects: Effects | null): Promise<{ failed: RefundAsk[] }> {
  if (!effects) return { failed: [] };
  if (effects.booths) boothStateChanged();
  if (effects.seats) {
    seatStateChanged();
    // seats given back (a checkout ended, a refund, a cancellation) go to the waitlists first
    await seatsReturned();
  }
  const failed: RefundAsk[] = [];
  let retry: unknown = null;
  for (const ask of effects.refunds) {
    if (await askRefund(ask)) continue;
    if (ask.retry) retry ??= new Error(`refund of ${ask.paymentIntent} not made`);
    else failed.push(ask);
  }
  for (const email of effects.emails) {
    try {
      await deliverEmail(email);
    } catch (error) {
      logJson({ level: "error", msg: "receipt e-mail failed", error: errorText(error) });
    }
  }
  if (retry) throw providerUnavailable(retry);
  return { failed };
}
