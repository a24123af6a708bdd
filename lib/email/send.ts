import "server-only";
import { eq } from "drizzle-orm";
import { Resend } from "resend";
import { getDb, type Db, type Tx } from "@/db/client";
import { emailOutbox, type EmailAttachment } from "@/db/schema";
import { env, isDemoMode } from "../../config/env";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

export type QueuedEmail = EmailMessage & { id: number };

/**
 * Every message is written to email_outbox first (the demo mailbox reads it); `db` may be a
 * transaction, so a message is recorded together with the change it reports, or not at all.
 */
export async function enqueueEmail(db: Db | Tx, message: EmailMessage): Promise<QueuedEmail> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, from: env().EMAIL_FROM })
    .returning({ id: emailOutbox.id });
  return { ...message, id: row!.id };
}

/**
 * Sends a recorded message through Resend when RESEND_API_KEY is set and not in demo mode, and
 * records the outcome on its outbox row.
 */
export async function deliverEmail(email: QueuedEmail): Promise<{ id: number; sent: boolean }> {
  const e = env();
  const { id, ...message } = email;
  if (!e.RESEND_API_KEY || (isDemoMode() && !e.RESEND_BASE_URL)) return { id, sent: false };
  const db = await getDb();
  const resend = new Resend(
    e.RESEND_API_KEY,
    e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined,
  );
  const { attachments, ...content } = message;
  const { data, error } = await resend.emails.send({
    from: e.EMAIL_FROM,
    ...content,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            content: a.base64,
            contentType: a.contentType,
          })),
        }
      : {}),
  });
  if (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "email not sent", outboxId: id, error: error.message }),
    );
    await db.update(emailOutbox).set({ error: error.message }).where(eq(emailOutbox.id, id));
    return { id, sent: false };
  }
  await db
    .update(emailOutbox)
    .set({ providerId: data?.id ?? null, sentAt: new Date() })
    .where(eq(emailOutbox.id, id));
  return { id, sent: true };
}

/** Records a message in the outbox, then sends it (see deliverEmail). */
export async function sendEmail(message: EmailMessage): Promise<{ id: number; sent: boolean }> {
  return deliverEmail(await enqueueEmail(await getDb(), message));
}
