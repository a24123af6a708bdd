import "server-only";
import { listLapsedCheckouts } from "@/lib/payments/queries/lapsed-holds";
import { transaction } from "@/db/queries/transaction";
import { boothStateChanged, seatStateChanged } from "../cache/tags";
import { expireEarlierSessions } from "../payments/earlier-checkouts";
import { applyMoneyEvent } from "../payments/gate";
import { errorText } from "../platform/log";
import { seatsReturned } from "../waitlist/offers";

/** Ends one lapsed checkout through the money gate; null when it is no longer one. */
async function expireCheckout(orderId: number) {
  const applied = await transaction((tx) => applyMoneyEvent(tx, { kind: "hold-lapsed", orderId }));
  if (!applied.answer) return null;
  return {
    freed: { booths: applied.effects.booths ? 1 : 0, seats: applied.effects.seats ? 1 : 0 },
    sessionIds: applied.answer.sessionIds,
  };
}

/**
 * Ends unpaid checkouts whose hold has lapsed, as an expired Checkout Session does when Stripe
 * reports it: the order EXPIRED, its open payment EXPIRED, its booths and seats released. Reads
 * already count a lapsed hold as free; this brings the rows, the vendor's order list and the
 * organiser's figures in line when the session's expiry never arrived. Each order is re-checked
 * under its lock, so two sweeps at once end it once. Answers how many orders it ended.
 */
export async function expireLapsedHolds({ limit }: { limit: number }): Promise<number> {
  const orderIds = await listLapsedCheckouts({ limit });
  const sessionIds: string[] = [];
  let expired = 0;
  let booths = false;
  let seats = false;
  for (const orderId of orderIds) {
    const ended = await expireCheckout(orderId).catch((error: unknown) => {
      // One order's failure does not hold up the others; the next run tries it again.
      console.error(
        JSON.stringify({
          level: "error",
          msg: "lapsed hold not ended",
          orderId,
          error: errorText(error),
        }),
      );
      return null;
    });
    if (!ended) continue;
    expired++;
    booths ||= ended.freed.booths > 0;
    seats ||= ended.freed.seats > 0;
    sessionIds.push(...ended.sessionIds);
  }
  if (booths) boothStateChanged();
  if (seats) seatStateChanged();
  if (seats) await seatsReturned();
  // A booth checkout's session has normally ended at Stripe already (it ends before its hold);
  // a seat hold ends before its session (Stripe's least is 30 minutes), so this is what stops that
  // session being paid. One paid after all is applied by its webhook as a late payment (booked if
  // still free, else refunded).
  await expireEarlierSessions(sessionIds);
  return expired;
}
