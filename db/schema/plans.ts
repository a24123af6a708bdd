import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { booths } from "./booths";
import { events } from "./events";
import { PLAN_AREA_KINDS } from "./vocabulary";

/**
 * A shape's place, the same for areas and booths: its top-left corner before rotation, its size
 * and its rotation about its centre, in whole plan units (at most 10,000: 1 km at 10 cm a unit)
 * and degrees clockwise. Whether the
 * rotated shape stays inside the plan, and booths apart, is the save's rule (lib/plans/).
 */
const placementColumns = () => ({
  x: integer("x").notNull(),
  y: integer("y").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  rotation: integer("rotation").notNull().default(0),
});

const placementChecks = (
  table: string,
  t: Record<"x" | "y" | "width" | "height" | "rotation", AnyPgColumn>,
) => [
  check(`${table}_place_check`, sql`${t.x} between 0 and 10000 and ${t.y} between 0 and 10000`),
  check(
    `${table}_size_check`,
    sql`${t.width} between 1 and 10000 and ${t.height} between 1 and 10000`,
  ),
  check(`${table}_rotation_check`, sql`${t.rotation} between 0 and 359`),
];

/**
 * An event's plan: the venue drawn to scale, its size in plan units and an optional background
 * picture (an uploaded image's address). One per event, saved whole by the console's editor.
 */
export const eventPlans = pgTable(
  "event_plans",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    background: text("background"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "event_plans_size_check",
      sql`${t.width} between 10 and 10000 and ${t.height} between 10 and 10000`,
    ),
    check(
      "event_plans_background_check",
      sql`${t.background} is null or ${t.background} ~ '^/media/[0-9]{1,10}-[0-9a-f]{8}[.]webp$'`,
    ),
  ],
);

/** A labelled area on a plan (a stage, an entrance, the food court), in drawing order. */
export const planAreas = pgTable(
  "plan_areas",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => eventPlans.eventId, { onDelete: "cascade" }),
    kind: text("kind", { enum: PLAN_AREA_KINDS }).notNull(),
    label: text("label").notNull(),
    labelAr: text("label_ar"),
    ...placementColumns(),
    /** Drawing order from 0: a later area is drawn over an earlier one. */
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("plan_areas_event_position_key").on(t.eventId, t.position),
    check(
      "plan_areas_kind_check",
      sql`${t.kind} in ('STAGE', 'ENTRANCE', 'WASHROOM', 'FIRST_AID', 'FOOD_COURT', 'INFO', 'OTHER')`,
    ),
    check("plan_areas_label_check", sql`char_length(${t.label}) between 1 and 60`),
    check(
      "plan_areas_label_ar_check",
      sql`${t.labelAr} is null or char_length(${t.labelAr}) between 1 and 60`,
    ),
    check("plan_areas_position_check", sql`${t.position} >= 0`),
    ...placementChecks("plan_areas", t),
  ],
);

/**
 * A booth's place on its event's plan. A table of its own rather than columns on `booths`: a
 * placement is all or nothing (no half-placed booth to rule out), and saving the plan writes
 * these rows only, never the booths' rows that checkouts lock while they hold and book them.
 * Deleting a booth deletes its place.
 */
export const boothPlacements = pgTable(
  "booth_placements",
  {
    boothId: integer("booth_id")
      .primaryKey()
      .references(() => booths.id, { onDelete: "cascade" }),
    ...placementColumns(),
  },
  (t) => placementChecks("booth_placements", t),
);
