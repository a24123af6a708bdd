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
import { waitlistOffers } from "./waitlist";

export const SEAT_STATUSES = ["AVAILABLE", "HELD", "SOLD"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** A seat for anyone, a space for a wheelchair, or the companion seat beside one. */
export const SEAT_KINDS = ["STANDARD", "WHEELCHAIR", "COMPANION"] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

export const seats = pgTable(
  "seats",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    row: integer("seat_row").notNull(),
    column: integer("seat_column").notNull(),
    rowType: text("row_type").notNull(),
    priceCents: integer("price_cents").notNull(),
    status: text("status", { enum: SEAT_STATUSES }).notNull().default("AVAILABLE"),
    heldByOrderId: integer("held_by_order_id"),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /**
     * The waitlist offer the seat is held for (status HELD): only that offer's account may check
     * it out, and it does not come free when `held_until` passes: the offer's end passes it on.
     */
    heldByOfferId: integer("held_by_offer_id").references(() => waitlistOffers.id, {
      onDelete: "set null",
    }),
    vendorId: integer("vendor_id").references(() => vendors.id),
    kind: text("kind", { enum: SEAT_KINDS }).notNull().default("STANDARD"),
    /** The named block of rows the seat is in (its name in English, and in Arabic if given). */
    section: text("section"),
    sectionAr: text("section_ar"),
    /** An aisle follows this seat in its row (the hall's gaps are after the same seat numbers). */
    aisleAfter: boolean("aisle_after").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("seats_event_row_column_key").on(t.eventId, t.row, t.column),
    index("seats_offer_idx")
      .on(t.heldByOfferId)
      .where(sql`${t.heldByOfferId} is not null`),
    check("seats_status_check", sql`${t.status} in ('AVAILABLE', 'HELD', 'SOLD')`),
    check("seats_held_check", sql`${t.status} <> 'HELD' or ${t.heldUntil} is not null`),
    check("seats_offer_check", sql`${t.heldByOfferId} is null or ${t.status} = 'HELD'`),
    check("seats_kind_check", sql`${t.kind} in ('STANDARD', 'WHEELCHAIR', 'COMPANION')`),
  ],
);
