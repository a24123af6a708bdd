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
import { createdAt, LOCALE_CODES } from "./shared";
import { vendors } from "./accounts";
import { contracts, events } from "./events";
import { booths } from "./booths";
import { seats } from "./seats";
import { addons } from "./addons";
import { ORDER_STATUSES, ORDER_ITEM_KINDS } from "./vocabulary";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    checkoutType: text("checkout_type", { enum: ["BOOTH_CART", "TICKETS"] }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("PENDING"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    feesCents: integer("fees_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Charges an organiser added after checkout (electricity, a cleaning fee), before tax. */
    chargesCents: integer("charges_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    /** What was given back (refunds); never more than was paid. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    balanceCents: integer("balance_cents").notNull(),
    currency: text("currency").notNull().default("cad"),
    couponCode: text("coupon_code"),
    /** The coupon's percent off when the order was placed (its items are priced with it again). */
    couponPercent: integer("coupon_percent"),
    /** Whether the order holds one of its coupon's uses (reserved at checkout, given back unpaid). */
    couponReserved: boolean("coupon_reserved").notNull().default(false),
    /**
     * Refunds that lowered the price rather than gave back items (a goodwill refund, or one made
     * in Stripe's dashboard): the total is the items' pricing plus charges, less these.
     */
    creditsCents: integer("credits_cents").notNull().default(0),
    /**
     * The organiser who cancelled the order. Such an order never comes back: a payment that still
     * arrives on it is refunded. (A checkout the vendor replaced or left does come back when paid
     * late, if its items are still free.)
     */
    cancelledBy: integer("cancelled_by").references(() => vendors.id),
    /** Money an organiser kept as a non-refundable fee when cancelling without a refund. */
    keptCents: integer("kept_cents").notNull().default(0),
    /** The event whose booths (or seats) the order holds: one order belongs to one event. */
    eventId: integer("event_id").references(() => events.id),
    contractVersion: text("contract_version"),
    contractId: integer("contract_id").references(() => contracts.id),
    contractAcceptedAt: timestamp("contract_accepted_at", { withTimezone: true }),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /**
     * Who placed the checkout, as a keyed hash of the client's address (never the address itself):
     * how many seats one address holds at once is limited per show.
     */
    holdKey: text("hold_key"),
    message: text("message"),
    /** The language of the page the order was placed from: its receipts and tickets go out in it. */
    locale: text("locale", { enum: LOCALE_CODES }).notNull().default("en"),
    /**
     * The vendor declared "I take my own garbage" at checkout: the event's default add-ons (the
     * garbage fee) were not added to its food booths.
     */
    ownGarbage: boolean("own_garbage").notNull().default(false),
    /**
     * The damage deposit: owed (set at checkout from the event's amounts), received (its DEPOSIT
     * payments), given back (refunds of those payments not FAILED) and kept by the inspection.
     * Kept apart from the order's price: none of it is in the total, the balance or the sales.
     * What is held is paid - returned - kept.
     */
    depositCents: integer("deposit_cents").notNull().default(0),
    depositPaidCents: integer("deposit_paid_cents").notNull().default(0),
    depositReturnedCents: integer("deposit_returned_cents").notNull().default(0),
    depositKeptCents: integer("deposit_kept_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_vendor_idx").on(t.vendorId),
    index("orders_hold_key_idx").on(t.holdKey),
    check(
      "orders_deposit_check",
      sql`${t.depositCents} >= 0 and ${t.depositPaidCents} >= 0 and ${t.depositReturnedCents} >= 0 and ${t.depositKeptCents} >= 0 and ${t.depositReturnedCents} + ${t.depositKeptCents} <= ${t.depositPaidCents}`,
    ),
    // The organiser dashboard reads an event's orders newest first.
    index("orders_event_created_idx").on(t.eventId, t.createdAt),
    check("orders_locale_check", sql`${t.locale} in ('en', 'ar')`),
    // What is owed: a live order owes its total less what it holds (paid less refunded); an
    // ended one owes nothing. Refunds never exceed what was paid, nor the money held the total.
    check(
      "orders_money_check",
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.feesCents} + ${t.chargesCents} + ${t.taxCents} - ${t.creditsCents} and ${t.creditsCents} >= 0 and ${t.paidCents} >= 0 and ${t.chargesCents} >= 0 and ${t.refundedCents} between 0 and ${t.paidCents} and ${t.keptCents} >= 0 and ${t.balanceCents} = case when ${t.status} in ('PENDING', 'PARTIALLY_PAID', 'PAID') then ${t.totalCents} - ${t.paidCents} + ${t.refundedCents} else 0 end`,
    ),
  ],
);

export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ORDER_ITEM_KINDS }).notNull(),
    boothId: integer("booth_id").references(() => booths.id),
    seatId: integer("seat_id").references(() => seats.id),
    /** An add-on's catalogue entry, and the booked booth it is for (an ADDON item has no booth_id). */
    addonId: integer("addon_id").references(() => addons.id),
    forBoothId: integer("for_booth_id").references(() => booths.id),
    name: text("name").notNull(),
    /** The booth's section as it was named when bought (receipts keep naming it). */
    sectionName: text("section_name"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** Set when the order is fulfilled; the partial unique indexes below make a double sale impossible. */
    fulfilled: boolean("fulfilled").notNull().default(false),
    /** When a refund or cancellation gave the booth or seat back (it is no longer the buyer's). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /**
     * A booked booth's pass number, printed under its QR code for the door to type (every item
     * has one, only a BOOTH item's is printed): made by the database, unique with the tickets'.
     */
    shortCode: text("short_code")
      .notNull()
      .default(sql`door_short_code()`),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    uniqueIndex("order_items_short_code_key").on(t.shortCode),
    uniqueIndex("order_items_booth_sold_key")
      .on(t.boothId)
      .where(sql`${t.fulfilled}`),
    uniqueIndex("order_items_seat_sold_key")
      .on(t.seatId)
      .where(sql`${t.fulfilled}`),
    check(
      "order_items_target_check",
      sql`(${t.kind} = 'BOOTH' and ${t.boothId} is not null) or (${t.kind} = 'SEAT' and ${t.seatId} is not null) or (${t.kind} = 'ADDON' and ${t.addonId} is not null and ${t.forBoothId} is not null and ${t.boothId} is null and ${t.seatId} is null)`,
    ),
  ],
);

/** A charge an organiser added to an order after checkout: it raises the order's balance. */
export const orderCharges = pgTable(
  "order_charges",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    createdBy: integer("created_by").references(() => vendors.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_charges_order_idx").on(t.orderId),
    check("order_charges_amount_check", sql`${t.amountCents} > 0 and ${t.taxCents} >= 0`),
  ],
);
