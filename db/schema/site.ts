import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./shared";

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_lower_key").on(sql`lower(${t.email})`)],
);

/**
 * The site's facts, as the home and about pages state them (edited in the console's site
 * settings): one row, id 1. Without it the pages leave the facts out.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** The day the foundation was founded (a calendar day). */
    foundedOn: date("founded_on", { mode: "string" }).notNull(),
    summerAttendees: integer("summer_attendees").notNull(),
    winterAttendees: integer("winter_attendees").notNull(),
    summerFestivals: integer("summer_festivals").notNull(),
    winterFestivals: integer("winter_festivals").notNull(),
    /** The foundation's legal name, postal address and HST registration number (invoices). */
    legalName: text("legal_name"),
    postalAddress: text("postal_address"),
    hstNumber: text("hst_number"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_one_row_check", sql`${t.id} = 1`),
    check(
      "site_settings_counts_check",
      sql`${t.summerAttendees} >= 0 and ${t.winterAttendees} >= 0 and ${t.summerFestivals} >= 0 and ${t.winterFestivals} >= 0`,
    ),
  ],
);
