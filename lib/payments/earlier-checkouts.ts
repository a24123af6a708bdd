import "server-only";
import { errorText, logJson } from "../platform/log";
import { codedReason } from "../orders/reasons";
import { stripe, VISITOR_WAITING } from "./stripe";

/** What an earlier checkout replaced by a newer one says, on the order (a code). */
export const REPLACED_MESSAGE = codedReason("reasons.checkoutReplaced");

/**
 * Expires the earlier checkouts' sessions at Stripe so they can no longer be paid. Best effort: a
 * session already paid, or Stripe unreachable, is logged and blocks nothing.
 */
export async function expireEarlierSessions(sessionIds: string[]): Promise<void> {
  await Promise.all(
    sessionIds.map(async (sessionId) => {
      try {
        await stripe().checkout.sessions.expire(sessionId, {}, VISITOR_WAITING);
      } catch (error) {
        logJson({
          level: "warn",
          msg: "earlier checkout session not expired",
          sessionId,
          error: errorText(error),
        });
      }
    }),
  );
}
