import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (PostgreSQL bytea), as a Buffer whichever driver read them. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images organisers upload (event art, floor plans), each re-encoded to WebP by the app, so no
 * stored file is one a client wrote. One row per distinct picture (`sha256` of the stored bytes);
 * a row never changes, so its address (`/media/{id}-{first 8 of sha256}.webp`) is cached for a
 * year. `bytes` holds the picture in the database (the default store); null when the picture is
 * in the S3-compatible bucket (S3_BUCKET), under `images/{sha256}.webp`.
 */
export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    sha256: text("sha256").notNull().unique(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("images_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("images_content_type_check", sql`${t.contentType} = 'image/webp'`),
    check(
      "images_size_check",
      sql`${t.width} between 1 and 4000 and ${t.height} between 1 and 4000`,
    ),
  ],
);

/**
 * An event's state: a DRAFT is being prepared in the organiser console and is not public; ACTIVE
 * events are on the site and take bookings (while `bookingOpen`); PAST events are listed only.
 */
export const EVENT_STATUSES = ["DRAFT", "ACTIVE", "PAST"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** One day's opening hours of an event: when it opens and closes (ISO instants). */
export type OpeningHours = { opens: string; closes: string };

export const REENTRY_RULES = ["NONE", "AFTER_EXIT"] as const;
export type ReentryRule = (typeof REENTRY_RULES)[number];

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    guid: uuid("guid").notNull().unique().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    // Arabic for the words people read (null: the page shows the English, marked as English).
    // The street address stays in English, as the post office and maps read it.
    nameAr: text("name_ar"),
    descriptionAr: text("description_ar"),
    locationAr: text("location_ar"),
    dateTextAr: text("date_text_ar"),
    detailsAr: text("details_ar"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Human date line shown on pages (the home page's dates are fixed text). */
    dateText: text("date_text").notNull(),
    address: text("address").notNull(),
    details: text("details").notNull(),
    /**
     * The event's picture: a file name under public/images/events (the seed's art), or the
     * address of an uploaded image ("/media/12-0a1b2c3d.webp", see `images`).
     */
    image: text("image").notNull(),
    /** An uploaded floor plan; null: the plan drawn from the sections (/floor-plan/{guid}). */
    floorPlanImageId: integer("floor_plan_image_id").references(() => images.id),
    status: text("status", { enum: EVENT_STATUSES }).notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    hasSeating: boolean("has_seating").notNull().default(false),
    /** Whether vendors may check out the event's booths now (the organiser opens and closes it). */
    bookingOpen: boolean("booking_open").notNull().default(true),
    /** The day a booth order's remaining balance is due (Toronto calendar day); null: none set. */
    balanceDueDate: date("balance_due_date", { mode: "string" }),
    /**
     * When the site stops selling the event's booths and its seats (instants); null: no sales
     * end. After it, pages show no Book or Buy buttons and new checkouts are refused; balances of
     * orders already placed stay payable.
     */
    boothSalesEnd: timestamp("booth_sales_end", { withTimezone: true }),
    ticketSalesEnd: timestamp("ticket_sales_end", { withTimezone: true }),
    /** The home page's festival: at most one event is (a partial unique index says so). */
    featured: boolean("featured").notNull().default(false),
    /** The title the home page gives the event when featured; null: its name. */
    featuredTitle: text("featured_title"),
    featuredTitleAr: text("featured_title_ar"),
    /** Each day's opening hours, as the home page lists them: instants, ISO with Z; [] for none. */
    openingHours: jsonb("opening_hours").$type<OpeningHours[]>().notNull().default([]),
    /**
     * The refundable damage deposit a booth order owes with its balance: the food amount when the
     * order holds a booth in a food section, else the other amount (0: none).
     */
    depositFoodCents: integer("deposit_food_cents").notNull().default(0),
    depositOtherCents: integer("deposit_other_cents").notNull().default(0),
    /** When the office was told of deposits still undecided 21 days after the event (once). */
    depositOverdueNotifiedAt: timestamp("deposit_overdue_notified_at", { withTimezone: true }),
    /** Whether a ticket admitted at the door may come in again: never, or after an exit scan. */
    reentry: text("reentry", { enum: REENTRY_RULES }).notNull().default("NONE"),
    createdAt: createdAt(),
  },
  (t) => [
    check("events_deposit_check", sql`${t.depositFoodCents} >= 0 and ${t.depositOtherCents} >= 0`),
    check("events_reentry_check", sql`${t.reentry} in ('NONE', 'AFTER_EXIT')`),
    check("events_status_check", sql`${t.status} in ('DRAFT', 'ACTIVE', 'PAST')`),
    check("events_price_check", sql`${t.priceCents} >= 0`),
    uniqueIndex("events_one_featured_key")
      .on(t.featured)
      .where(sql`${t.featured}`),
  ],
);

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

/**
 * An event's vendor contract, one row per version. A version's text never changes once written:
 * an edit is a new version, and every order records the version it accepted.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    title: text("title").notNull(),
    /** Plain text: numbered headings ("1. Parties and Event") and paragraphs, blank-line separated. */
    body: text("body").notNull(),
    /**
     * The English text governs; Arabic readers get the title and a summary of the main rules
     * (paragraphs, blank-line separated).
     */
    titleAr: text("title_ar"),
    summaryAr: text("summary_ar"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contracts_event_version_key").on(t.eventId, t.version),
    check("contracts_version_check", sql`${t.version} ~ '^[A-Za-z0-9._-]{1,40}$'`),
  ],
);

/**
 * Who an account is: `vendor` books booths, `visitor` buys tickets, `organiser` runs the
 * festival from /admin, `staff` checks tickets in at the door.
 */
export const ROLES = ["vendor", "organiser", "staff", "visitor"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The languages an account or an order is written to in (lib/i18n's LOCALES; db/ does not import
 * lib/): the e-mails it is sent (reset, welcome, receipts, tickets) go out in it.
 */
export const LOCALE_CODES = ["en", "ar"] as const;

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

export const BOOTH_STATUSES = ["AVAILABLE", "HELD", "BOOKED", "RESERVED"] as const;
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

export const SEAT_STATUSES = ["AVAILABLE", "HELD", "SOLD"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

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
    vendorId: integer("vendor_id").references(() => vendors.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("seats_event_row_column_key").on(t.eventId, t.row, t.column),
    check("seats_status_check", sql`${t.status} in ('AVAILABLE', 'HELD', 'SOLD')`),
    check("seats_held_check", sql`${t.status} <> 'HELD' or ${t.heldUntil} is not null`),
  ],
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

export const ORDER_STATUSES = [
  "PENDING",
  "PARTIALLY_PAID",
  "PAID",
  "CANCELLED",
  "EXPIRED",
  "FAILED",
  "REFUNDED",
] as const;
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

/** BOOTH and SEAT items are sold once; an ADDON (garbage fee, electricity, a table) is for one booth. */
export const ORDER_ITEM_KINDS = ["BOOTH", "SEAT", "ADDON"] as const;
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
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
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

/** STRIPE (Checkout), taken at the office, or COUPON: an order a 100% coupon made free ($0). */
export const PAYMENT_METHODS = ["STRIPE", "CHEQUE", "ETRANSFER", "CASH", "COUPON"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_KINDS = ["INITIAL", "BALANCE", "DEPOSIT"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    stripeSessionId: text("stripe_session_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    /**
     * INITIAL and BALANCE pay the order's price; DEPOSIT pays its damage deposit (its own Checkout
     * Session or office payment, so returning the deposit refunds exactly it; no invoice number:
     * a security deposit is not a sale).
     */
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    /** STRIPE (Checkout), or how an organiser recorded a payment made at the office. */
    method: text("method", { enum: PAYMENT_METHODS }).notNull().default("STRIPE"),
    /** The cheque number or e-Transfer reference of an offline payment. */
    reference: text("reference"),
    /** The organiser who recorded an offline payment. */
    recordedBy: integer("recorded_by").references(() => vendors.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["OPEN", "PAID", "EXPIRED", "FAILED", "REFUNDED"] })
      .notNull()
      .default("OPEN"),
    /**
     * The invoice's number, from the one gapless sequence invoices and credit notes share
     * (`invoice_counter`): given by the database when the money arrives (the row becomes PAID),
     * in the same transaction, and never changed (see the migration's `assign_invoice_number`).
     */
    invoiceNumber: integer("invoice_number").unique(),
    /** When the invoice was issued (the transaction that recorded the money). */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    check(
      "payments_method_check",
      sql`${t.method} in ('STRIPE', 'CHEQUE', 'ETRANSFER', 'CASH', 'COUPON')`,
    ),
  ],
);

export const REFUND_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;

/**
 * Money given back on an order: asked by an organiser (or the late-payment rule) and settled by
 * Stripe's answer or its `charge.refunded` webhook, whichever comes first. A refund of an offline
 * payment is recorded as made (SUCCEEDED) at once.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The payment the money goes back through. */
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    amountCents: integer("amount_cents").notNull(),
    /** The part of the refund that lowered the order's price (the rest gave back items or money). */
    creditCents: integer("credit_cents").notNull().default(0),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("PENDING"),
    stripeRefundId: text("stripe_refund_id").unique(),
    createdBy: integer("created_by").references(() => vendors.id),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /**
     * The credit note's number, from the sequence invoices share: given by the database when the
     * money is given back (the row becomes SUCCEEDED), in the same transaction, never changed.
     */
    invoiceNumber: integer("invoice_number").unique(),
    /** When the credit note was issued. */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    // a redelivered payment event looks for its refunds still waiting on the provider
    index("refunds_payment_idx").on(t.paymentId),
    check(
      "refunds_amount_check",
      sql`${t.amountCents} > 0 and ${t.creditCents} between 0 and ${t.amountCents}`,
    ),
    check("refunds_status_check", sql`${t.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

/**
 * The last number given to an invoice or a credit note: one row, id 1. A row rather than a
 * PostgreSQL sequence, because a sequence keeps a number taken by a transaction that rolls back
 * (a gap); this row is incremented in the transaction that records the money, under its row lock,
 * so a rolled-back payment gives its number back and two payments never share one.
 */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: integer("id").primaryKey().default(1),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [
    check("invoice_counter_one_row_check", sql`${t.id} = 1`),
    check("invoice_counter_last_number_check", sql`${t.lastNumber} >= 0`),
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

export const ADDON_AUDIENCES = ["ALL", "FOOD", "OTHER"] as const;
export type AddonAudience = (typeof ADDON_AUDIENCES)[number];

/**
 * An event's add-on catalogue: what a vendor may take with a booth (the garbage fee, an
 * electrical outlet, an extra table), at a price in cents priced like a booth (in the fees and
 * HST), for all booths or only those in a food (or other) section, at most `maxPerBooth` per
 * booth. `needsApproval`: the vendor asks and an organiser decides; `addedByDefault`: added to
 * every booth it applies to unless the vendor declares otherwise (the garbage fee, "I take my own
 * garbage"). An add-on someone ordered is never deleted, only retired (`active` false).
 */
export const addons = pgTable(
  "addons",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    priceCents: integer("price_cents").notNull(),
    appliesTo: text("applies_to", { enum: ADDON_AUDIENCES }).notNull(),
    maxPerBooth: integer("max_per_booth").notNull().default(1),
    needsApproval: boolean("needs_approval").notNull().default(false),
    addedByDefault: boolean("added_by_default").notNull().default(false),
    /** The order the cart and the console list the catalogue in. */
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addons_event_idx").on(t.eventId, t.position),
    check("addons_price_check", sql`${t.priceCents} >= 0`),
    check("addons_applies_to_check", sql`${t.appliesTo} in ('ALL', 'FOOD', 'OTHER')`),
    check("addons_max_check", sql`${t.maxPerBooth} between 1 and 20`),
    // a default add-on is charged without asking anyone; one needing approval is asked for
    check("addons_default_check", sql`not (${t.addedByDefault} and ${t.needsApproval})`),
  ],
);

export const ADDON_REQUEST_STATUSES = ["PENDING", "APPROVED", "REFUSED", "WITHDRAWN"] as const;
export type AddonRequestStatus = (typeof ADDON_REQUEST_STATUSES)[number];

/**
 * A vendor's request for an add-on that needs an organiser's approval (electricity for a market
 * booth), from the cart or the profile. APPROVED: it became the order item `orderItemId` (a
 * charge paid with the balance); REFUSED says why; WITHDRAWN: the order ended before a decision.
 */
export const addonRequests = pgTable(
  "addon_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    addonId: integer("addon_id")
      .notNull()
      .references(() => addons.id),
    forBoothId: integer("for_booth_id")
      .notNull()
      .references(() => booths.id),
    quantity: integer("quantity").notNull().default(1),
    status: text("status", { enum: ADDON_REQUEST_STATUSES }).notNull().default("PENDING"),
    /** Why it was refused: the vendor reads it. */
    reason: text("reason"),
    orderItemId: integer("order_item_id").references(() => orderItems.id),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => vendors.id),
    decidedBy: integer("decided_by").references(() => vendors.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("addon_requests_order_idx").on(t.orderId),
    index("addon_requests_status_idx").on(t.status, t.createdAt),
    check("addon_requests_quantity_check", sql`${t.quantity} between 1 and 20`),
    check(
      "addon_requests_status_check",
      sql`${t.status} in ('PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN')`,
    ),
    check(
      "addon_requests_reason_check",
      sql`${t.status} <> 'REFUSED' or length(trim(${t.reason})) > 0`,
    ),
    check(
      "addon_requests_item_check",
      sql`(${t.status} = 'APPROVED') = (${t.orderItemId} is not null)`,
    ),
  ],
);

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

/**
 * A food vendor's gross sales for one day of the event, for the foundation's accountant (the
 * vendor contract asks food vendors to share them). One row per order and day; sent again, it
 * replaces the figure.
 */
export const vendorSales = pgTable(
  "vendor_sales",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The festival day (Toronto calendar day). */
    day: date("day", { mode: "string" }).notNull(),
    grossCents: integer("gross_cents").notNull(),
    submittedBy: integer("submitted_by")
      .notNull()
      .references(() => vendors.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.day] }),
    check("vendor_sales_gross_check", sql`${t.grossCents} >= 0`),
  ],
);

/** One row per sales reminder sent (steps 1 and 2): each food order gets each step once. */
export const salesReminders = pgTable(
  "sales_reminders",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.step] })],
);

/** One row per balance reminder sent: each order gets each step (days before the due date) once. */
export const balanceReminders = pgTable(
  "balance_reminders",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.daysBefore] })],
);

export const REQUIREMENT_AUDIENCES = ["ALL", "FOOD", "OTHER"] as const;
export type RequirementAudience = (typeof REQUIREMENT_AUDIENCES)[number];
export const REQUIREMENT_KINDS = ["FILE", "DECLARATION"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
export const REQUIREMENT_CONSEQUENCES = ["NOT_READY", "INELIGIBLE"] as const;
export type RequirementConsequence = (typeof REQUIREMENT_CONSEQUENCES)[number];

/**
 * What the vendor contract asks of an event's vendors before the festival: a document to send
 * (a health and safety form, proof of insurance) or a declaration to tick, by a due date (a
 * Toronto calendar day), for all vendors or only those with a booth in a food (or other) section.
 * A requirement someone answered is never deleted, only closed: it then no longer applies.
 */
export const requirements = pgTable(
  "requirements",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    description: text("description").notNull().default(""),
    descriptionAr: text("description_ar"),
    appliesTo: text("applies_to", { enum: REQUIREMENT_AUDIENCES }).notNull(),
    kind: text("kind", { enum: REQUIREMENT_KINDS }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The vendor enters the document's expiry date, which must cover the event's last day. */
    needsExpiry: boolean("needs_expiry").notNull().default(false),
    /** Missed: the booth may not open (NOT_READY), or the vendor becomes ineligible. */
    consequence: text("consequence", { enum: REQUIREMENT_CONSEQUENCES })
      .notNull()
      .default("NOT_READY"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("requirements_event_idx").on(t.eventId, t.dueDate),
    check("requirements_applies_to_check", sql`${t.appliesTo} in ('ALL', 'FOOD', 'OTHER')`),
    check("requirements_kind_check", sql`${t.kind} in ('FILE', 'DECLARATION')`),
    check("requirements_consequence_check", sql`${t.consequence} in ('NOT_READY', 'INELIGIBLE')`),
    check("requirements_expiry_check", sql`not ${t.needsExpiry} or ${t.kind} = 'FILE'`),
  ],
);

export const DOCUMENT_STATUSES = ["SUBMITTED", "APPROVED", "REJECTED", "SUPERSEDED"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * A vendor's answer to a requirement for one order: a file (kept in the database, shown only to
 * its vendor and organisers) or a ticked declaration (APPROVED when ticked). A new file replaces
 * one waiting for review (SUPERSEDED); an APPROVED one stands until its replacement is approved.
 * At most one waiting and one approved answer per requirement and order.
 */
export const vendorDocuments = pgTable(
  "vendor_documents",
  {
    id: serial("id").primaryKey(),
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    submittedBy: integer("submitted_by")
      .notNull()
      .references(() => vendors.id),
    /**
     * The file as the vendor named it, its type as its content says, and its bytes: in the
     * database, or (null) in the S3-compatible bucket under its private prefix by `sha256`. A
     * declaration has none of them.
     */
    fileName: text("file_name"),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    sha256: text("sha256"),
    bytes: bytea("bytes"),
    /** The last day the document is valid, where the requirement asks for it. */
    expiresOn: date("expires_on", { mode: "string" }),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("SUBMITTED"),
    /** Why it was rejected: the vendor reads it. */
    reason: text("reason"),
    reviewedBy: integer("reviewed_by").references(() => vendors.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("vendor_documents_order_idx").on(t.orderId, t.requirementId),
    index("vendor_documents_review_idx").on(t.status, t.createdAt),
    uniqueIndex("vendor_documents_one_waiting_key")
      .on(t.requirementId, t.orderId)
      .where(sql`${t.status} = 'SUBMITTED'`),
    uniqueIndex("vendor_documents_one_approved_key")
      .on(t.requirementId, t.orderId)
      .where(sql`${t.status} = 'APPROVED'`),
    check(
      "vendor_documents_status_check",
      sql`${t.status} in ('SUBMITTED', 'APPROVED', 'REJECTED', 'SUPERSEDED')`,
    ),
    check(
      "vendor_documents_reason_check",
      sql`${t.status} <> 'REJECTED' or length(trim(${t.reason})) > 0`,
    ),
    check(
      "vendor_documents_file_check",
      sql`(${t.contentType} is null) = (${t.sha256} is null) and (${t.bytes} is null or ${t.sha256} is not null)`,
    ),
  ],
);

/** A later due date an organiser gave one order for one requirement, with the reason. */
export const requirementExtensions = pgTable(
  "requirement_extensions",
  {
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => vendors.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requirementId, t.orderId] })],
);

/**
 * One row per requirement reminder sent (the steps before the due date, `overdue` the day after):
 * each order gets each step of each requirement once.
 */
export const requirementReminders = pgTable(
  "requirement_reminders",
  {
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requirementId, t.orderId, t.step] })],
);

export const ANNOUNCEMENT_AUDIENCES = ["ALL", "WITH_BALANCE"] as const;

/** An e-mail an organiser sent to an event's vendors (all, or those with a balance). */
export const announcements = pgTable("announcements", {
  id: serial("id").primaryKey(),
  eventId: integer("event_id")
    .notNull()
    .references(() => events.id),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  audience: text("audience", { enum: ANNOUNCEMENT_AUDIENCES }).notNull(),
  recipients: integer("recipients").notNull(),
  createdBy: integer("created_by")
    .notNull()
    .references(() => vendors.id),
  createdAt: createdAt(),
});

/** Webhook idempotency: one row per Stripe event id, written in the same transaction as its effect. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EmailAttachment = { filename: string; contentType: string; base64: string };

/**
 * One ticket per seat of a paid ticket order, issued when the order is paid in full. Its id is
 * inside the signed QR code; a voided ticket (refund, cancellation) no longer admits anyone.
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
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (t) => [
    uniqueIndex("tickets_order_seat_key").on(t.orderId, t.seatId),
    // a seat admits one person: at most one ticket per seat is valid at a time
    uniqueIndex("tickets_valid_seat_key")
      .on(t.seatId)
      .where(sql`${t.voidedAt} is null`),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to_address").notNull(),
    from: text("from_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    /** Files sent with the message (ticket PDFs), kept so a retry sends the same thing. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    providerId: text("provider_id"),
    error: text("error"),
    /** The order the message is about (receipts, refunds, reminders), to list with the order. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Sending attempts so far; a failed one is tried again at `nextAttemptAt` (backoff). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_order_idx").on(t.orderId),
    // the retry sweep reads unsent messages that are due
    index("email_outbox_unsent_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

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

export const AUDIT_ENTITIES = [
  "event",
  "section",
  "booth",
  "seating",
  "coupon",
  "contract",
  "order",
  "vendor",
  "settings",
  "requirement",
  "document",
  "addon",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every change an organiser makes from the console, written in the same transaction as the
 * change: who, when, what (entity and id), and the row before and after (null on create/delete).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => vendors.id),
    entity: text("entity", { enum: AUDIT_ENTITIES }).notNull(),
    entityId: integer("entity_id").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt.desc()),
    check(
      "audit_log_entity_check",
      sql`${t.entity} in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings', 'requirement', 'document', 'addon')`,
    ),
    check("audit_log_action_check", sql`${t.action} in ('create', 'update', 'delete')`),
  ],
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

export const SCAN_RESULTS = [
  "ADMITTED",
  "ALREADY_ADMITTED",
  "VOIDED",
  "INVALID",
  "WRONG_EVENT",
  "CONFLICT",
  "EXITED",
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const SCAN_DIRECTIONS = ["IN", "OUT"] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/**
 * Every code a door device scanned, as it reported it (batches, retried until accepted): the
 * device's nonce makes a scan sent again answer its first result. `result` is the server's
 * decision; the first admission in time wins, and a ticket admitted by two devices that could not
 * know of each other (offline) is a CONFLICT, kept and shown, never merged. A vendor pass scan
 * names the order (`orderId`) instead of a ticket.
 */
export const doorScans = pgTable(
  "door_scans",
  {
    id: serial("id").primaryKey(),
    /** The device's own id for the scan: unique per device, so one device cannot replay another's. */
    nonce: text("nonce").notNull(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The device that sent the scan (its session's public handle) and the gate it stands at. */
    deviceId: text("device_id").notNull(),
    gate: text("gate").notNull(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => vendors.id),
    code: text("code").notNull(),
    ticketId: uuid("ticket_id").references(() => tickets.id),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    direction: text("direction", { enum: SCAN_DIRECTIONS }).notNull().default("IN"),
    result: text("result", { enum: SCAN_RESULTS }).notNull(),
    /** The admission this scan lost to (ALREADY_ADMITTED, CONFLICT). */
    firstScanId: integer("first_scan_id"),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("door_scans_device_nonce_idx").on(t.deviceId, t.nonce),
    index("door_scans_event_idx").on(t.eventId, t.scannedAt),
    index("door_scans_ticket_idx").on(t.ticketId, t.scannedAt),
    index("door_scans_order_idx").on(t.orderId, t.scannedAt),
    check(
      "door_scans_result_check",
      sql`${t.result} in ('ADMITTED', 'ALREADY_ADMITTED', 'VOIDED', 'INVALID', 'WRONG_EVENT', 'CONFLICT', 'EXITED')`,
    ),
    check("door_scans_direction_check", sql`${t.direction} in ('IN', 'OUT')`),
  ],
);
