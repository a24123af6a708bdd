import "server-only";
import { eq } from "drizzle-orm";
import { Resend } from "resend";
import { getDb } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { env, isDemoMode } from "../env";

export type EmailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Every message is written to email_outbox first (the demo mailbox reads it). With
 * RESEND_API_KEY set and not in demo mode it is then sent through Resend, and the outcome recorded.
 */
export async function sendEmail(message: EmailMessage): Promise<{ id: number; sent: boolean }> {
  const e = env();
  const db = await getDb();
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, from: e.EMAIL_FROM })
    .returning({ id: emailOutbox.id });
  const id = row!.id;
  if (!e.RESEND_API_KEY || (isDemoMode() && !e.RESEND_BASE_URL)) return { id, sent: false };

  const resend = new Resend(
    e.RESEND_API_KEY,
    e.RESEND_BASE_URL ? { baseUrl: e.RESEND_BASE_URL } : undefined,
  );
  const { data, error } = await resend.emails.send({ from: e.EMAIL_FROM, ...message });
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
