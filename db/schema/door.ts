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
import { vendors } from "./accounts";
import { events } from "./events";
import { orders } from "./orders";
import { tickets } from "./tickets";
import { SCAN_RESULTS, SCAN_DIRECTIONS } from "./vocabulary";

export type ScanResult = (typeof SCAN_RESULTS)[number];
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/**
 * Every code a door device scanned, as it reported it (batches, retried until accepted): the
 * device's nonce makes a scan sent again answer its first result. `result` is the server's
 * decision; the first admission in time wins, and a ticket admitted by two devices that could not
 * know of each other (offline) is a CONFLICT, kept and shown, never merged. A vendor pass scan
 * names the order (`orderId`) instead of a ticket. A scan on a day that is not the event's is
 * WRONG_DAY until staff confirm it (the same nonce sent again: then decided as any other).
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
      sql`${t.result} in ('ADMITTED', 'ALREADY_ADMITTED', 'VOIDED', 'INVALID', 'WRONG_EVENT', 'CONFLICT', 'EXITED', 'WRONG_DAY', 'TRANSFERRED')`,
    ),
    check("door_scans_direction_check", sql`${t.direction} in ('IN', 'OUT')`),
  ],
);
