import "server-only";
import { retryDueEmails } from "../email/send";
import { retryStaleRefunds } from "../payments/gate";
import { expireLapsedHolds } from "./holds";
import { sendBalanceReminders } from "./reminders";

/** At most this much of each kind of work per run; the scheduler calls every 5 minutes. */
const PER_RUN = { holds: 200, reminders: 50, emails: 50, refunds: 50 } as const;

export type DailyWork = {
  remindersSent: number;
  emailsRetried: number;
  emailsFailed: number;
  holdsExpired: number;
  refundsRetried: number;
};

/**
 * The site's scheduled work, called by the host's scheduler (GET or POST /api/cron/daily):
 * lapsed checkouts ended, balance reminders written and sent, and e-mails due another attempt
 * retried, and refunds the payment provider has not confirmed asked for again. Every part is idempotent and claims its rows, so calls may overlap and repeat: each
 * reminder goes out once, and no message is sent twice.
 */
export async function runDailyWork(): Promise<DailyWork> {
  const holdsExpired = await expireLapsedHolds({ limit: PER_RUN.holds });
  const remindersSent = await sendBalanceReminders({ limit: PER_RUN.reminders });
  const emails = await retryDueEmails({ limit: PER_RUN.emails });
  const refundsRetried = await retryStaleRefunds({ limit: PER_RUN.refunds });
  return {
    remindersSent,
    emailsRetried: emails.retried,
    emailsFailed: emails.failed,
    holdsExpired,
    refundsRetried,
  };
}
