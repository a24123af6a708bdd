import "server-only";
import { transaction } from "@/db/queries/transaction";
import { applyMoneyEvent, finishMoneyEvent } from "./gate";
import type { CheckoutSession } from "./stripe";

/** Fulfils from a session fetched from Stripe (success page arriving before the webhook). */
export async function reconcileSession(session: CheckoutSession): Promise<void> {
  const applied = await transaction((tx) =>
    applyMoneyEvent(tx, { kind: "provider-paid", session }),
  );
  await finishMoneyEvent(applied.effects);
}

/** Ends a session's order as CANCELLED (the cancel page), releasing its holds. */
export async function cancelSession(session: CheckoutSession): Promise<void> {
  const applied = await transaction((tx) =>
    applyMoneyEvent(tx, { kind: "provider-unpaid", session, outcome: "CANCELLED" }),
  );
  await finishMoneyEvent(applied.effects);
}
