import "server-only";
import { boothStateChanged, seatStateChanged } from "../cache-tags";
import { deliverEmail, type QueuedEmail } from "../email/send";
import { providerUnavailable, stripe } from "./stripe";

/** Work to do once the transaction has committed: e-mails, refunds, cache invalidation. */
export type Effects = {
  emails: QueuedEmail[];
  refunds: { paymentIntent: string; key: string }[];
  booths: boolean;
  seats: boolean;
};

export const none = (): Effects => ({ emails: [], refunds: [], booths: false, seats: false });

export async function runEffects(effects: Effects | null): Promise<void> {
  if (!effects) return;
  if (effects.booths) boothStateChanged();
  if (effects.seats) seatStateChanged();
  for (const refund of effects.refunds) {
    try {
      await stripe().refunds.create(
        { payment_intent: refund.paymentIntent },
        { idempotencyKey: refund.key },
      );
    } catch (error) {
      // Already refunded (a retry after the idempotency key's 24 h) is done; anything else
      // answers 503 so that Stripe redelivers the event, which retries the refund.
      if ((error as { code?: string }).code !== "charge_already_refunded")
        throw providerUnavailable(error);
    }
  }
  for (const email of effects.emails) {
    try {
      await deliverEmail(email);
    } catch (error) {
      console.error(
        JSON.stringify({ level: "error", msg: "receipt e-mail failed", error: String(error) }),
      );
    }
  }
}
