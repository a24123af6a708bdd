import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./shared";
import { orders } from "./orders";

export type EmailAttachment = { filename: string; contentType: string; base64: string };

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to_address").notNull(),
    from: text("from_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    /** Files sent with the message (ticket PDFs), kept so a retry sends the same thing. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    providerId: text("provider_id"),
    error: text("error"),
    /** The order the message is about (receipts, refunds, reminders), to list with the order. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Sending attempts so far; a failed one is tried again at `nextAttemptAt` (backoff). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_order_idx").on(t.orderId),
    // the retry sweep reads unsent messages that are due
    index("email_outbox_unsent_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
