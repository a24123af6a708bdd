import "server-only";
import { openSessionsOf } from "@/db/queries/ledger";
import { transaction } from "@/db/queries/transaction";
import { logJson } from "../log";
import { applyMoneyEvent, finishMoneyEvent, type MoneyEvent } from "./gate";
import { stripe, type CheckoutSession } from "./stripe";

/** What a closed (or already finished) session is to the gate, or null while it is still open. */
function endOf(session: CheckoutSession): MoneyEvent | null {
  if (session.payment_status === "paid") return { kind: "provider-paid", session };
  if (session.status === "expired") return { kind: "provider-unpaid", session, outcome: "EXPIRED" };
  return null;
}

/**
 * Before an organiser changes what an order owes, its open checkouts are closed at the provider
 * so they can no longer be paid. A session found paid already is applied first, as an arriving
 * payment, so the organiser's change sees it. The provider out of reach blocks nothing: the
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
          error: String(error),
        });
        continue;
      }
    }
    const event = endOf(session);
    if (!event) continue;
    const applied = await transaction((tx) => applyMoneyEvent(tx, event));
    await finishMoneyEvent(applied.effects).catch((error: unknown) =>
      logJson({
        level: "warn",
        msg: "closed checkout's refund not made yet",
        orderId,
        error: String(error),
      }),
    );
  }
}
