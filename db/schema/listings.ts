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
import { events } from "./events";
import { orders } from "./orders";

/**
 * A booked order's public listing in the festival's vendor directory: what the vendor says about
 * the business (plain text, English and/or Arabic, 300 characters each), its logo (an uploaded
 * image's /media/ address), the tags it chose from the event's list, and whether it is listed at
 * all. An order without a row is listed, with nothing said yet.
 */
export const vendorListings = pgTable(
  "vendor_listings",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    description: text("description"),
    descriptionAr: text("description_ar"),
    logo: text("logo"),
    /** Keys of the event's vendor tags (event_vendor_tags.key); a key since removed is ignored. */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    listed: boolean("listed").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_listings_order_key").on(t.orderId),
    check(
      "vendor_listings_text_check",
      sql`coalesce(char_length(${t.description}), 0) <= 300 and coalesce(char_length(${t.descriptionAr}), 0) <= 300`,
    ),
    check("vendor_listings_tags_check", sql`coalesce(array_length(${t.tags}, 1), 0) <= 20`),
  ],
);

/**
 * The tags an organiser keeps for an event's vendors ("halal", "crafts"), in the order the
 * directory shows them: a stable key (a slug, what listings and `?tag=` name) and its label in
 * English and Arabic (the English shown where the Arabic is missing).
 */
export const eventVendorTags = pgTable(
  "event_vendor_tags",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    labelAr: text("label_ar"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("event_vendor_tags_event_key").on(t.eventId, t.key),
    index("event_vendor_tags_event_idx").on(t.eventId, t.position),
    check("event_vendor_tags_key_check", sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
