import "server-only";
import { Resend } from "resend";
import type { EmailAttachment, Tx } from "@/db/queries/model";
import {
  claimDueEmails,
  claimEmail,
  insertOutboxEmail,
  markEmailFailed,
  markEmailSent,
  type OutboxRow,
} from "@/db/queries/outbox";
import { env, isDemoMode } from "../../config/env";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** The order the message is about (receipts, reminders), listed with the order. */
  orderId?: number;
};

export type QueuedEmail = EmailMessage & { id: number };

/**
 * Minutes to wait after the 1st, 2nd, ... failed attempt before the next one; after the last
 * of these, one more attempt, then the message is given up (its error stays on the row).
 */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** When to try again after `attempts` failed attempts, in minutes; null: give up. */
function retryDelayMinutes(attempts: number): number | null {
  return RETRY_DELAYS_MINUTES[attempts - 1] ?? null;
}

/**
 * Whether messages are sent at all: through Resend when RESEND_API_KEY is set, outside demo mode
 * (or in demo mode towards RESEND_BASE_URL, a stand-in provider). Otherwise the outbox is the
 * mailbox: a recorded message counts as sent and nothing is ever tried again.
 */
function deliveryOn(): boolean {
  const e = env();
  return Boolean(e.RESEND_API_KEY) && (!isDemoMode() || Boolean(e.RESEND_BASE_URL));
}

/**
 * Every message is written to email_outbox first (the demo mailbox reads it); given a
 * transaction, a message is recorded together with the change it reports, or not at all. When
 * messages are sent, it is due at once: the caller delivers it after its commit, and if that
 * never happens the daily work's retry sweep sends it.
 */
export async function enqueueEmail(tx: Tx | null, message: EmailMessage): Promise<QueuedEmail> {
  const id = await insertOutboxEmail(tx, {
    ...message,
    from: env().EMAIL_FROM,
    due: deliveryOn(),
  });
  return { ...message, id };
}

/** One attempt at a claimed message; the outcome is recorded on its row. */
async function attempt(row: OutboxRow): Promise<boolean> {
  const e = env();
  const resend = new Resend(
    e.RESEND_API_KEY,
    e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined,
  );
  const { data, error } = await resend.emails.send(
    {
      from: row.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.attachments?.length
        ? {
            attachments: row.attachments.map((a) => ({
              filename: a.filename,
              content: a.base64,
              contentType: a.contentType,
            })),
          }
        : {}),
    },
    // An attempt whose answer was lost and is made again is sent once by Resend.
    { idempotencyKey: `outbox-${row.id}` },
  );
  if (error) {
    const retryIn = retryDelayMinutes(row.attempts);
    console.error(
      JSON.stringify({
        level: "error",
        msg: retryIn === null ? "email given up" : "email not sent",
        outboxId: row.id,
        attempts: row.attempts,
        retryInMinutes: retryIn,
        error: error.message,
      }),
    );
    await markEmailFailed(row.id, error.message, retryIn);
    return false;
  }
  await markEmailSent(row.id, data?.id ?? null);
  return true;
}

/**
 * Sends a recorded message through Resend when messages are sent (see deliveryOn) and records
 * the outcome on its outbox row: sent, or the error and when to try again. A message someone
 * else is sending (the retry sweep) is left to them.
 */
export async function deliverEmail(email: QueuedEmail): Promise<{ id: number; sent: boolean }> {
  if (!deliveryOn()) return { id: email.id, sent: false };
  const row = await claimEmail(email.id);
  return { id: email.id, sent: row ? await attempt(row) : false };
}

/** Records a message in the outbox, then sends it (see deliverEmail). */
export async function sendEmail(message: EmailMessage): Promise<{ id: number; sent: boolean }> {
  return deliverEmail(await enqueueEmail(null, message));
}

/**
 * Tries again the messages whose next attempt is due (up to `limit`), each claimed first so a
 * concurrent sweep never sends it too. Answers how many were tried and how many failed again.
 */
export async function retryDueEmails({
  limit,
}: {
  limit: number;
}): Promise<{ retried: number; failed: number }> {
  if (!deliveryOn()) return { retried: 0, failed: 0 };
  const rows = await claimDueEmails({ limit });
  let failed = 0;
  for (const row of rows) {
    try {
      if (!(await attempt(row))) failed++;
    } catch (error) {
      // Its claim runs out and a later sweep tries it again.
      console.error(
        JSON.stringify({
          level: "error",
          msg: "email retry failed",
          outboxId: row.id,
          error: String(error),
        }),
      );
      failed++;
    }
  }
  return { retried: rows.length, failed };
}
