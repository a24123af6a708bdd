import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const coupons = pgTable(
  "coupons",
  {
    /** Stored upper case; codes are matched case-insensitively. */
    code: text("code").primaryKey(),
    /** The organiser console's handle on a coupon (its code may be edited). */
    id: serial("id").notNull().unique(),
    percentOff: integer("percent_off").notNull(),
    active: boolean("active").notNull().default(true),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    /**
     * Uses taken: each checkout that applies the coupon reserves one when it starts and gives it
     * back if it ends unpaid, so the limit holds however many checkouts run at once.
     */
    redemptions: integer("redemptions").notNull().default(0),
  },
  (t) => [
    check("coupons_code_check", sql`char_length(${t.code}) between 1 and 10`),
    check("coupons_percent_check", sql`${t.percentOff} between 0 and 100`),
    check(
      "coupons_redemptions_check",
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);
