import "server-only";
import { openSessionsOf } from "./queries/payments";
import { transaction } from "@/db/queries/transaction";
import { errorText, logJson } from "../platform/log";
import { applyMoneyEvent, finishMoneyEvent } from "./gate";
import { stripe, type CheckoutSession } from "./stripe";

/**
 * Before an organiser changes what an order owes, its open checkouts are closed at the provider
 * so they can no longer be paid. A session found paid already is applied first, as an arriving
 * payment, so the organiser's change sees it; the organiser's change itself ends the payments of
 * the sessions closed unpaid (and decides what becomes of the order). The provider out of reach
 * blocks nothing: the
 * organiser's change marks the payments ended, and money that still arrives on them is refunded
 * by the gate.
 */
export async function closeOpenCheckouts(orderId: number): Promise<void> {
  for (const sessionId of await openSessionsOf(orderId)) {
    let session: CheckoutSession;
    try {
      session = await stripe().checkout.sessions.expire(sessionId);
    } catch {
      try {
        session = await stripe().checkout.sessions.retrieve(sessionId);
      } catch (error) {
        logJson({
          level: "warn",
          msg: "open checkout not closed",
          orderId,
          sessionId,
          error: errorText(error),
        });
        continue;
      }
    }
    if (session.payment_status !== "paid") continue;
    const applied = await transaction((tx) =>
      applyMoneyEvent(tx, { kind: "provider-paid", session }),
    );
    await finishMoneyEvent(applied.effects).catch((error: unknown) =>
      logJson({
        level: "warn",
        msg: "closed checkout's refund not made yet",
        orderId,
        error: errorText(error),
      }),
    );
  }
}
