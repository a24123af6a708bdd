import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./shared";
import { vendors } from "./accounts";
import { events } from "./events";
import { AUDIT_ENTITIES } from "./vocabulary";

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
      sql`${t.entity} in ('event', 'section', 'booth', 'seating', 'coupon', 'contract', 'order', 'vendor', 'settings', 'requirement', 'document', 'addon', 'plan', 'performance', 'waitlist')`,
    ),
    check("audit_log_action_check", sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);
