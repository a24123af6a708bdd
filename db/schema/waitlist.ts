import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { vendors } from "./accounts";
import { events } from "./events";
import { createdAt } from "./shared";

/**
 * A seated show's waitlist: how long an offer lasts (`offer_hours`, 12 by default) and whether
 * the list is closed (no one joins; the entries still waiting were closed with it). A show
 * without a row has the defaults.
 */
export const waitlistSettings = pgTable(
  "waitlist_settings",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    offerHours: integer("offer_hours").notNull().default(12),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("waitlist_settings_hours_check", sql`${t.offerHours} between 1 and 168`)],
);

/**
 * Where an entry stands: WAITING in line; OFFERED seats (its live offer is in
 * `waitlist_offers`); BOUGHT seats of the show (its offer's or others); LEFT the line (or
 * declined its offer); LAPSED (its offer ended unanswered); CLOSED with the list.
 */
export const WAITLIST_ENTRY_STATUSES = [
  "WAITING",
  "OFFERED",
  "BOUGHT",
  "LEFT",
  "LAPSED",
  "CLOSED",
] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/**
 * One account's place in a show's line: a party of `party_size` seats, only at the price
 * `price_band_cents` when given. `position` orders the line (the organiser may move an entry);
 * an account is in a show's line once at a time (a partial unique index over the live entries).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    partySize: integer("party_size").notNull(),
    priceBandCents: integer("price_band_cents"),
    position: integer("position").notNull(),
    status: text("status", { enum: WAITLIST_ENTRY_STATUSES }).notNull().default("WAITING"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("waitlist_entries_one_live_key")
      .on(t.eventId, t.accountId)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
    index("waitlist_entries_line_idx").on(t.eventId, t.status, t.position),
    index("waitlist_entries_account_idx").on(t.accountId),
    check("waitlist_entries_party_check", sql`${t.partySize} between 1 and 200`),
    check(
      "waitlist_entries_band_check",
      sql`${t.priceBandCents} is null or ${t.priceBandCents} >= 0`,
    ),
    check(
      "waitlist_entries_status_check",
      sql`${t.status} in ('WAITING', 'OFFERED', 'BOUGHT', 'LEFT', 'LAPSED', 'CLOSED')`,
    ),
  ],
);

/**
 * What became of an offer: OFFERED (live until `expires_at`), BOUGHT, DECLINED, LAPSED (its time
 * ran out), WITHDRAWN (its entry bought other seats, or its seats were given back by the office).
 */
export const WAITLIST_OFFER_STATUSES = [
  "OFFERED",
  "BOUGHT",
  "DECLINED",
  "LAPSED",
  "WITHDRAWN",
] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/**
 * Seats offered to one entry: held for it alone (`seats.held_by_offer_id`) until `expires_at`.
 * `seat_ids` records what was offered; `together` says whether they are side by side in a row.
 * An entry has one live offer at a time.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    seatIds: integer("seat_ids").array().notNull(),
    together: boolean("together").notNull(),
    status: text("status", { enum: WAITLIST_OFFER_STATUSES }).notNull().default("OFFERED"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("waitlist_offers_one_live_key")
      .on(t.entryId)
      .where(sql`${t.status} = 'OFFERED'`),
    index("waitlist_offers_event_idx").on(t.eventId, t.status, t.expiresAt),
    check(
      "waitlist_offers_status_check",
      sql`${t.status} in ('OFFERED', 'BOUGHT', 'DECLINED', 'LAPSED', 'WITHDRAWN')`,
    ),
    check("waitlist_offers_seats_check", sql`cardinality(${t.seatIds}) >= 1`),
  ],
);
