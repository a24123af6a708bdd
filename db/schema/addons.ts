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
} from "drizzle-orm/pg-core";
import { createdAt } from "./shared";
import { vendors } from "./accounts";
import { events } from "./events";
import { booths } from "./booths";
import { orderItems, orders } from "./orders";
import { ADDON_AUDIENCES, ADDON_REQUEST_STATUSES } from "./vocabulary";

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
