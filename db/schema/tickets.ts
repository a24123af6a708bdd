import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { vendors } from "./accounts";
import { events } from "./events";
import { seats } from "./seats";
import { orders } from "./orders";

/**
 * One ticket per seat of a paid ticket order, issued when the order is paid in full. Its id is
 * inside the signed QR code; a voided ticket (refund, cancellation) no longer admits anyone.
 * A ticket passed to a friend is voided (reason TRANSFERRED) and replaced by a ticket of the
 * next generation for the same order and seat, held by the friend: a new id, so a new signed
 * code and a new short code. A row is one code; a seat has at most one valid row.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    seatId: integer("seat_id")
      .notNull()
      .references(() => seats.id),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    seatLabel: text("seat_label").notNull(),
    holderName: text("holder_name").notNull(),
    /** The account that holds the ticket: the buyer, or whoever it was passed on to. */
    holderAccountId: integer("holder_account_id")
      .notNull()
      .references(() => vendors.id),
    /** 1 for the ticket the order issued; each transfer's ticket is its predecessor's + 1. */
    generation: integer("generation").notNull().default(1),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    /**
     * The ticket's number printed under its QR code, for the door to type ("K7QMX-3WP9A"): made
     * by the database when the ticket is issued, unique with the vendor passes'.
     */
    shortCode: text("short_code")
      .notNull()
      .default(sql`door_short_code()`),
  },
  (t) => [
    uniqueIndex("tickets_short_code_key").on(t.shortCode),
    // an order's seat is ticketed once per generation: a payment delivered again issues nothing
    uniqueIndex("tickets_order_seat_key").on(t.orderId, t.seatId, t.generation),
    index("tickets_holder_idx").on(t.holderAccountId),
    // a seat admits one person: at most one ticket per seat is valid at a time
    uniqueIndex("tickets_valid_seat_key")
      .on(t.seatId)
      .where(sql`${t.voidedAt} is null`),
  ],
);
