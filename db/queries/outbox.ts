import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { emailOutbox } from "../schema";

type OutboxEmail = typeof emailOutbox.$inferInsert;
export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * While one attempt is under way its row is claimed until this many minutes from now: nobody else
 * sends it meanwhile, and if the process ends mid-attempt the message is due again afterwards.
 */
const CLAIM_MINUTES = 10;
const claimed = {
  attempts: sql`${emailOutbox.attempts} + 1`,
  nextAttemptAt: sql`now() + (${CLAIM_MINUTES} * interval '1 minute')`,
};

/**
 * Records a message to send; given a transaction, it is recorded with the change it reports.
 * `due`: a provider will send it, so it is due at once (a message nobody sends stays undue).
 */
export async function insertOutboxEmail(
  tx: Tx | null,
  { due, ...email }: Omit<OutboxEmail, "nextAttemptAt"> & { due: boolean },
): Promise<number> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...email, nextAttemptAt: due ? sql`now()` : null })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Claims one unsent message for an attempt, if it is due and not claimed by someone else: its
 * attempts counted and the row taken for CLAIM_MINUTES. Null: not this caller's to send.
 */
export async function claimEmail(id: number): Promise<OutboxRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(emailOutbox)
    .set(claimed)
    .where(
      and(
        eq(emailOutbox.id, id),
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Claims up to `limit` unsent messages whose next attempt is due, oldest first. Rows another
 * caller is claiming are skipped (SKIP LOCKED), and a claimed row is no longer due, so two
 * sweeps at once never take the same message.
 */
export async function claimDueEmails({ limit }: { limit: number }): Promise<OutboxRow[]> {
  const db = await getDb();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set(claimed)
    .where(and(inArray(emailOutbox.id, due), isNull(emailOutbox.sentAt)))
    .returning();
}

/** A message sent: an earlier attempt's error no longer stands (`attempts` keeps the count). */
export async function markEmailSent(id: number, providerId: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(emailOutbox)
    .set({ providerId, sentAt: sql`now()`, nextAttemptAt: null, error: null })
    .where(eq(emailOutbox.id, id));
}

/** A failed attempt: the error kept, the next attempt in `retryInMinutes` (null: no more). */
export async function markEmailFailed(
  id: number,
  error: string,
  retryInMinutes: number | null,
): Promise<void> {
  const db = await getDb();
  await db
    .update(emailOutbox)
    .set({
      error,
      nextAttemptAt:
        retryInMinutes === null ? null : sql`now() + (${retryInMinutes} * interval '1 minute')`,
    })
    .where(eq(emailOutbox.id, id));
}

/** How many of the newest undelivered messages the console lists (its page and its API). */
export const UNDELIVERED_LISTED = 100;

/**
 * Messages not sent whose delivery failed: waiting for their next attempt, or given up (no next
 * attempt); newest first.
 */
export async function listUndeliveredEmails({ limit }: { limit: number }) {
  const db = await getDb();
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      error: emailOutbox.error,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      orderId: emailOutbox.orderId,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error)))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
