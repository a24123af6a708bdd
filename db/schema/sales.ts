import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "./accounts";
import { orders } from "./orders";

/**
 * A food vendor's gross sales for one day of the event, for the foundation's accountant (the
 * vendor contract asks food vendors to share them). One row per order and day; sent again, it
 * replaces the figure.
 */
export const vendorSales = pgTable(
  "vendor_sales",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The festival day (Toronto calendar day). */
    day: date("day", { mode: "string" }).notNull(),
    grossCents: integer("gross_cents").notNull(),
    submittedBy: integer("submitted_by")
      .notNull()
      .references(() => vendors.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.day] }),
    check("vendor_sales_gross_check", sql`${t.grossCents} >= 0`),
  ],
);

/** One row per sales reminder sent (steps 1 and 2): each food order gets each step once. */
export const salesReminders = pgTable(
  "sales_reminders",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.step] })],
);
