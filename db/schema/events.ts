import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./shared";
import { REENTRY_RULES } from "./vocabulary";

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

/** A copied event's texts to check: the source's year and the fields' API names. */
export type CopyChecks = { fromYear: number; fields: string[] };

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
    /**
     * A copied event's texts its copy could not write for the new dates (by the organiser API's
     * field names), which the console marks "check this: copied from {fromYear}" until each is
     * saved changed; null for an event not copied, or with nothing left to check.
     */
    copyChecks: jsonb("copy_checks").$type<CopyChecks>(),
    /** Whether a ticket admitted at the door may come in again: never, or after an exit scan. */
    reentry: text("reentry", { enum: REENTRY_RULES }).notNull().default("NONE"),
    /**
     * The organiser's cut-off for passing tickets on: this many hours before the doors open (0:
     * when they open; at most 720, 30 days). After it no transfer is started or accepted.
     */
    transferCutoffHours: integer("transfer_cutoff_hours").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("events_deposit_check", sql`${t.depositFoodCents} >= 0 and ${t.depositOtherCents} >= 0`),
    check("events_reentry_check", sql`${t.reentry} in ('NONE', 'AFTER_EXIT')`),
    check("events_transfer_cutoff_check", sql`${t.transferCutoffHours} between 0 and 720`),
    check("events_status_check", sql`${t.status} in ('DRAFT', 'ACTIVE', 'PAST')`),
    check("events_price_check", sql`${t.priceCents} >= 0`),
    uniqueIndex("events_one_featured_key")
      .on(t.featured)
      .where(sql`${t.featured}`),
  ],
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
