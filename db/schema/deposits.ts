import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "./accounts";
import { orders } from "./orders";

/**
 * The inspection of a booth order's site after the event and what it decided about the damage
 * deposit: the checklist, the amount returned (refunded through the deposit's payment, or by
 * cheque for a deposit paid at the office) and kept, with the reason (required when any is kept).
 * One per order, written once.
 */
export const depositInspections = pgTable(
  "deposit_inspections",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    vacated: boolean("vacated").notNull(),
    noDamage: boolean("no_damage").notNull(),
    garbageRemoved: boolean("garbage_removed").notNull(),
    returnedCents: integer("returned_cents").notNull(),
    keptCents: integer("kept_cents").notNull(),
    reason: text("reason"),
    decidedBy: integer("decided_by")
      .notNull()
      .references(() => vendors.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "deposit_inspections_amounts_check",
      sql`${t.returnedCents} >= 0 and ${t.keptCents} >= 0`,
    ),
    check(
      "deposit_inspections_reason_check",
      sql`${t.keptCents} = 0 or length(trim(${t.reason})) > 0`,
    ),
  ],
);
