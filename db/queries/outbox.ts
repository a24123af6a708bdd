import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { emailOutbox } from "../schema";

type OutboxEmail = typeof emailOutbox.$inferInsert;

/** Records a message to send; given a transaction, it is recorded with the change it reports. */
export async function insertOutboxEmail(tx: Tx | null, email: OutboxEmail): Promise<number> {
  const db = tx ?? (await getDb());
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  return row!.id;
}

export async function markEmailSent(id: number, providerId: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(emailOutbox)
    .set({ providerId, sentAt: new Date() })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailFailed(id: number, error: string): Promise<void> {
  const db = await getDb();
  await db.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, id));
}
