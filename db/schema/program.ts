import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./shared";
import { events } from "./events";

/** What a performance is, for the program's filter (lib/program/resource.ts names them too). */
export const PERFORMANCE_CATEGORY_CODES = ["music", "dance", "art", "talk", "kids"] as const;
export type PerformanceCategoryCode = (typeof PERFORMANCE_CATEGORY_CODES)[number];

/** One performer of a performance: a name and a short biography, in English and maybe Arabic. */
export type StoredPerformer = {
  name: string;
  nameAr: string | null;
  bio: string | null;
  bioAr: string | null;
  /** A band, troupe or choir rather than one person (absent: one person). */
  group?: boolean;
};

/**
 * The festival's program: a performance on a stage or area of an event, at a time on one of the
 * event's days (the API checks the days; the table that it ends after it starts), in English and
 * optionally Arabic. `position` orders the performances that share a slot (the same stage and
 * start). Deleted with its event; copied, shifted like the event's dates, when the event is.
 */
export const performances = pgTable(
  "performances",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    performers: jsonb("performers").$type<StoredPerformer[]>().notNull().default([]),
    stage: text("stage").notNull(),
    stageAr: text("stage_ar"),
    category: text("category", { enum: PERFORMANCE_CATEGORY_CODES }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** An uploaded picture's address ("/media/12-0a1b2c3d.webp", see `images`); null: none. */
    image: text("image"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("performances_event_starts_idx").on(t.eventId, t.startsAt),
    check(
      "performances_category_check",
      sql`${t.category} in ('music', 'dance', 'art', 'talk', 'kids')`,
    ),
    check("performances_time_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("performances_position_check", sql`${t.position} between 0 and 999`),
    check("performances_performers_check", sql`jsonb_typeof(${t.performers}) = 'array'`),
  ],
);
