import "server-only";
import { createHash } from "node:crypto";
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
import { errorText } from "../platform/log";

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

function resendClient(): Resend {
  const e = env();
  return new Resend(
    e.RESEND_API_KEY,
    e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined,
  );
}

/** A failed attempt at a claimed message: logged, and its next attempt set (or given up). */
async function recordFailure(row: OutboxRow, message: string): Promise<void> {
  const retryIn = retryDelayMinutes(row.attempts);
  console.error(
    JSON.stringify({
      level: "error",
      msg: retryIn === null ? "email given up" : "email not sent",
      outboxId: row.id,
      attempts: row.attempts,
      retryInMinutes: retryIn,
      error: message,
    }),
  );
  await markEmailFailed(row.id, message, retryIn);
}

/** One attempt at a claimed message; the outcome is recorded on its row. */
async function attempt(row: OutboxRow): Promise<boolean> {
  const { data, error } = await resendClient().emails.send(
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
    await recordFailure(row, error.message);
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

/** The most messages Resend's batch endpoint takes in one request. */
export const BATCH_SIZE = 100;

/**
 * One batch request for claimed messages without attachments (the batch endpoint takes none).
 * Resend accepts the whole batch or none of it: each row is marked sent with its id from the
 * answer (given in the order posted), or all are left for the retry sweep with the error.
 */
async function attemptBatch(rows: OutboxRow[]): Promise<number> {
  let outcome: { ids: (string | null)[] } | { error: string };
  try {
    const { data, error } = await resendClient().batch.send(
      rows.map((row) => ({
        from: row.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      })),
      {
        // The same rows posted again (an answer lost) are sent once by Resend.
        idempotencyKey: `outbox-batch-${createHash("sha256")
          .update(rows.map((r) => r.id).join(","))
          .digest("hex")
          .slice(0, 40)}`,
      },
    );
    outcome = error
      ? { error: error.message }
      : { ids: rows.map((_, i) => data?.data[i]?.id ?? null) };
  } catch (error) {
    outcome = { error: errorText(error) };
  }
  if ("error" in outcome) {
    for (const row of rows) await recordFailure(row, outcome.error);
    return 0;
  }
  const { ids } = outcome;
  await Promise.all(rows.map((row, i) => markEmailSent(row.id, ids[i] ?? null)));
  return rows.length;
}

/**
 * Sends recorded messages (many recipients of one announcement) through Resend's batch
 * endpoint, up to BATCH_SIZE a request, when messages are sent (see deliveryOn). Each message is
 * claimed first, as deliverEmail does, so one the retry sweep is sending is left to it; one with
 * attachments goes alone. A batch that fails leaves its messages to the retry sweep.
 */
export async function deliverEmails(emails: QueuedEmail[]): Promise<{ sent: number }> {
  if (!deliveryOn() || emails.length === 0) return { sent: 0 };
  const claimedRows: OutboxRow[] = [];
  for (const email of emails) {
    const row = await claimEmail(email.id);
    if (row) claimedRows.push(row);
  }
  let sent = 0;
  const plain = claimedRows.filter((row) => !row.attachments?.length);
  for (const row of claimedRows.filter((r) => r.attachments?.length))
    if (await attempt(row)) sent++;
  for (let i = 0; i < plain.length; i += BATCH_SIZE)
    sent += await attemptBatch(plain.slice(i, i + BATCH_SIZE));
  return { sent };
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
          error: errorText(error),
        }),
      );
      failed++;
    }
  }
  return { retried: rows.length, failed };
}

/** An outbox row as the console names its state. */
type OutboxState = Pick<OutboxRow, "sentAt" | "error" | "nextAttemptAt">;

/**
 * What became of a message, as the outbox has it: sent; in the site's own mailbox when no
 * provider sends messages (nothing will be tried); waiting for its first or next attempt; or
 * given up after the last one, with the provider's error.
 */
export function outboxStateText(row: OutboxState, at: (moment: Date) => string): string {
  if (row.sentAt) return `sent ${at(row.sentAt)}`;
  if (row.nextAttemptAt)
    return row.error
      ? `not sent yet (${row.error}): next try ${at(row.nextAttemptAt)}`
      : "waiting to be sent";
  return row.error
    ? `not sent: ${row.error} (no more tries)`
    : "in the site's mailbox: no e-mail provider is set up";
}
