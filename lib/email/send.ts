import "server-only";
import { Resend } from "resend";
import type { EmailAttachment, Tx } from "@/db/queries/model";
import { insertOutboxEmail, markEmailFailed, markEmailSent } from "@/db/queries/outbox";
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
 * Every message is written to email_outbox first (the demo mailbox reads it); given a
 * transaction, a message is recorded together with the change it reports, or not at all.
 */
export async function enqueueEmail(tx: Tx | null, message: EmailMessage): Promise<QueuedEmail> {
  const id = await insertOutboxEmail(tx, { ...message, from: env().EMAIL_FROM });
  return { ...message, id };
}

/**
 * Sends a recorded message through Resend when RESEND_API_KEY is set and not in demo mode, and
 * records the outcome on its outbox row.
 */
export async function deliverEmail(email: QueuedEmail): Promise<{ id: number; sent: boolean }> {
  const e = env();
  const { id, ...message } = email;
  if (!e.RESEND_API_KEY || (isDemoMode() && !e.RESEND_BASE_URL)) return { id, sent: false };
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
    await markEmailFailed(id, error.message);
    return { id, sent: false };
  }
  await markEmailSent(id, data?.id ?? null);
  return { id, sent: true };
}

/** Records a message in the outbox, then sends it (see deliverEmail). */
export async function sendEmail(message: EmailMessage): Promise<{ id: number; sent: boolean }> {
  return deliverEmail(await enqueueEmail(null, message));
}
