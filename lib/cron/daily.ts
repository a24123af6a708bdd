import "server-only";
import { retryDueEmails } from "../email/send";
import { retryStaleRefunds } from "../payments/gate";
import { tellOfficeOfOverdueDeposits } from "./deposit-overdue";
import { expireLapsedHolds } from "./holds";
import { sendBalanceReminders } from "./reminders";
import { sendRequirementReminders } from "./requirement-reminders";
import { sendSalesReminders } from "./sales-reminders";
import { settleWaitlists } from "../waitlist/offers";

/** At most this much of each kind of work per run; the scheduler calls every 5 minutes. */
const PER_RUN = {
  holds: 200,
  reminders: 50,
  requirementReminders: 100,
  emails: 50,
  refunds: 50,
  salesReminders: 100,
} as const;

export type DailyWork = {
  remindersSent: number;
  requirementRemindersSent: number;
  emailsRetried: number;
  emailsFailed: number;
  holdsExpired: number;
  refundsRetried: number;
  depositNoticesSent: number;
  salesRemindersSent: number;
  waitlistOffersMade: number;
};

/**
 * The site's scheduled work, called by the host's scheduler (GET or POST /api/cron/daily):
 * lapsed checkouts ended, balance reminders and requirement reminders (what the vendor contract
 * asks that is still missing) written and sent, the office told once per event of damage deposits
 * still undecided 21 days after it, food vendors reminded to send their sales, seated shows' waitlists settled (offers past their time lapsed, seats come back offered to the next in line), e-mails due another attempt retried, and refunds
 * the payment provider has not confirmed asked for again. Every part is idempotent and claims
 * its rows, so calls may overlap and repeat: each reminder goes out once, and no message is sent
 * twice.
 */
export async function runDailyWork(): Promise<DailyWork> {
  const holdsExpired = await expireLapsedHolds({ limit: PER_RUN.holds });
  // after the lapsed holds: the seats they gave back go to the waitlists with the rest
  const waitlistOffersMade = await settleWaitlists();
  const remindersSent = await sendBalanceReminders({ limit: PER_RUN.reminders });
  const requirementRemindersSent = await sendRequirementReminders({
    limit: PER_RUN.requirementReminders,
  });
  const depositNoticesSent = await tellOfficeOfOverdueDeposits();
  const salesRemindersSent = await sendSalesReminders({ limit: PER_RUN.salesReminders });
  const emails = await retryDueEmails({ limit: PER_RUN.emails });
  const refundsRetried = await retryStaleRefunds({ limit: PER_RUN.refunds });
  return {
    remindersSent,
    requirementRemindersSent,
    emailsRetried: emails.retried,
    emailsFailed: emails.failed,
    holdsExpired,
    refundsRetried,
    depositNoticesSent,
    salesRemindersSent,
    waitlistOffersMade,
  };
}
