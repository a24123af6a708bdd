import "server-only";
import { errorText, logJson } from "../platform/log";
import { stripe, VISITOR_WAITING } from "./stripe";

export const REPLACED_MESSAGE =
  "You started a newer checkout, so this one was cancelled and its items released.";

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
