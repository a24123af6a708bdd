import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { vendors } from "./accounts";
import { events } from "./events";
import { BOOTH_STATUSES } from "./vocabulary";

export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Tab index on the exhibitions page. */
    position: integer("position").notNull(),
    inclusions: text("inclusions").notNull(),
    nameAr: text("name_ar"),
    inclusionsAr: text("inclusions_ar"),
    isFood: boolean("is_food").notNull().default(false),
  },
  (t) => [uniqueIndex("sections_event_position_key").on(t.eventId, t.position)],
);

export type BoothStatus = (typeof BOOTH_STATUSES)[number];

export const booths = pgTable(
  "booths",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Null means the booth has no price yet and cannot be booked. */
    priceCents: integer("price_cents"),
    status: text("status", { enum: BOOTH_STATUSES }).notNull().default("AVAILABLE"),
    vendorId: integer("vendor_id").references(() => vendors.id),
    lob: text("lob"),
    heldByOrderId: integer("held_by_order_id"),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("booths_section_name_key").on(t.sectionId, t.name),
    check("booths_status_check", sql`${t.status} in ('AVAILABLE', 'HELD', 'BOOKED', 'RESERVED')`),
    check("booths_price_check", sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check("booths_held_check", sql`${t.status} <> 'HELD' or ${t.heldUntil} is not null`),
  ],
);
