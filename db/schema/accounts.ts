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
import { ROLES } from "./vocabulary";

export type Role = (typeof ROLES)[number];

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    contactName: text("contact_name").notNull(),
    legalName: text("legal_name").notNull(),
    /** Operating name of the business, shown on booked booths as the line of business. */
    lob: text("lob").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("vendor"),
    /** The language of the account's e-mails: the page it registered on or last saved its profile. */
    locale: text("locale", { enum: LOCALE_CODES }).notNull().default("en"),
    /** Set by an organiser: the account cannot sign in, and its sessions are ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vendors_email_lower_key").on(sql`lower(${t.email})`),
    check("vendors_role_check", sql`${t.role} in ('vendor', 'organiser', 'staff', 'visitor')`),
    check("vendors_locale_check", sql`${t.locale} in ('en', 'ar')`),
  ],
);

/**
 * One row per signed-in browser. The session cookie carries the row's id; every authenticated
 * request checks the row, so ending it (logout, password change or reset) ends the cookie too.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /**
     * The session's handle for the console (the id is the cookie's secret and never leaves the
     * server), and the name a staff member gave the device ("Gate 2 phone") at the door app.
     */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    deviceName: text("device_name"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (t) => [index("sessions_vendor_idx").on(t.vendorId)],
);

export const passwordResets = pgTable("password_resets", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id")
    .notNull()
    .references(() => vendors.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed logins and lost-password requests, counted per key inside a time window. */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("auth_attempts_lookup_idx").on(t.kind, t.key, t.createdAt)],
);
