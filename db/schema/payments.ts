import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./shared";
import { vendors } from "./accounts";
import { orders } from "./orders";
import { PAYMENT_KINDS } from "./vocabulary";

/** STRIPE (Checkout), taken at the office, or COUPON: an order a 100% coupon made free ($0). */
export const PAYMENT_METHODS = ["STRIPE", "CHEQUE", "ETRANSFER", "CASH", "COUPON"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    stripeSessionId: text("stripe_session_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    /**
     * INITIAL and BALANCE pay the order's price; DEPOSIT pays its damage deposit (its own Checkout
     * Session or office payment, so returning the deposit refunds exactly it; no invoice number:
     * a security deposit is not a sale).
     */
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    /** STRIPE (Checkout), or how an organiser recorded a payment made at the office. */
    method: text("method", { enum: PAYMENT_METHODS }).notNull().default("STRIPE"),
    /** The cheque number or e-Transfer reference of an offline payment. */
    reference: text("reference"),
    /** The organiser who recorded an offline payment. */
    recordedBy: integer("recorded_by").references(() => vendors.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["OPEN", "PAID", "EXPIRED", "FAILED", "REFUNDED"] })
      .notNull()
      .default("OPEN"),
    /**
     * The invoice's number, from the one gapless sequence invoices and credit notes share
     * (`invoice_counter`): given by the database when the money arrives (the row becomes PAID),
     * in the same transaction, and never changed (see the migration's `assign_invoice_number`).
     */
    invoiceNumber: integer("invoice_number").unique(),
    /** When the invoice was issued (the transaction that recorded the money). */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    check(
      "payments_method_check",
      sql`${t.method} in ('STRIPE', 'CHEQUE', 'ETRANSFER', 'CASH', 'COUPON')`,
    ),
  ],
);

export const REFUND_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;

/**
 * Money given back on an order: asked by an organiser (or the late-payment rule) and settled by
 * Stripe's answer or its `charge.refunded` webhook, whichever comes first. A refund of an offline
 * payment is recorded as made (SUCCEEDED) at once.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The payment the money goes back through. */
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    amountCents: integer("amount_cents").notNull(),
    /** The part of the refund that lowered the order's price (the rest gave back items or money). */
    creditCents: integer("credit_cents").notNull().default(0),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("PENDING"),
    stripeRefundId: text("stripe_refund_id").unique(),
    createdBy: integer("created_by").references(() => vendors.id),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /**
     * The credit note's number, from the sequence invoices share: given by the database when the
     * money is given back (the row becomes SUCCEEDED), in the same transaction, never changed.
     */
    invoiceNumber: integer("invoice_number").unique(),
    /** When the credit note was issued. */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    // a redelivered payment event looks for its refunds still waiting on the provider
    index("refunds_payment_idx").on(t.paymentId),
    check(
      "refunds_amount_check",
      sql`${t.amountCents} > 0 and ${t.creditCents} between 0 and ${t.amountCents}`,
    ),
    check("refunds_status_check", sql`${t.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

/**
 * The last number given to an invoice or a credit note: one row, id 1. A row rather than a
 * PostgreSQL sequence, because a sequence keeps a number taken by a transaction that rolls back
 * (a gap); this row is incremented in the transaction that records the money, under its row lock,
 * so a rolled-back payment gives its number back and two payments never share one.
 */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: integer("id").primaryKey().default(1),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [
    check("invoice_counter_one_row_check", sql`${t.id} = 1`),
    check("invoice_counter_last_number_check", sql`${t.lastNumber} >= 0`),
  ],
);

/** One row per balance reminder sent: each order gets each step (days before the due date) once. */
export const balanceReminders = pgTable(
  "balance_reminders",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.daysBefore] })],
);

/** Webhook idempotency: one row per Stripe event id, written in the same transaction as its effect. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
