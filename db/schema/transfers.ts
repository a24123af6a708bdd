import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, LOCALE_CODES } from "./shared";
import { vendors } from "./accounts";
import { tickets } from "./tickets";

export const TRANSFER_STATUSES = ["PENDING", "ACCEPTED", "CANCELLED"] as const;

/**
 * A ticket its holder passes on to a friend's e-mail address. PENDING until the friend accepts
 * (the old ticket is voided and a new one issued to the friend's account, `newTicketId`) or the
 * sender cancels (the sender keeps the ticket). The link e-mailed to the friend carries a token
 * whose hash is kept here, never the token itself.
 */
export const ticketTransfers = pgTable(
  "ticket_transfers",
  {
    id: serial("id").primaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id),
    fromAccountId: integer("from_account_id")
      .notNull()
      .references(() => vendors.id),
    /** The address the sender typed (lowercase): only the account with it may accept. */
    toEmail: text("to_email").notNull(),
    /** The language the sender chose for the friend's e-mails. */
    locale: text("locale", { enum: LOCALE_CODES }).notNull(),
    status: text("status", { enum: TRANSFER_STATUSES }).notNull().default("PENDING"),
    tokenHash: text("token_hash").notNull().unique(),
    acceptedBy: integer("accepted_by").references(() => vendors.id),
    newTicketId: uuid("new_ticket_id").references(() => tickets.id),
    createdAt: createdAt(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    // one transfer waiting per ticket, and a ticket passed on once (its successor may be again)
    uniqueIndex("ticket_transfers_pending_key")
      .on(t.ticketId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex("ticket_transfers_accepted_key")
      .on(t.ticketId)
      .where(sql`${t.status} = 'ACCEPTED'`),
    uniqueIndex("ticket_transfers_new_ticket_key").on(t.newTicketId),
    index("ticket_transfers_from_idx").on(t.fromAccountId),
    check(
      "ticket_transfers_status_check",
      sql`${t.status} in ('PENDING', 'ACCEPTED', 'CANCELLED')`,
    ),
    check("ticket_transfers_locale_check", sql`${t.locale} in ('en', 'ar')`),
    check(
      "ticket_transfers_accepted_check",
      sql`(${t.status} = 'ACCEPTED') = (${t.acceptedBy} is not null and ${t.newTicketId} is not null and ${t.acceptedAt} is not null)`,
    ),
    check(
      "ticket_transfers_cancelled_check",
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`,
    ),
  ],
);
