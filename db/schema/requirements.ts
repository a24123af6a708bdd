import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./shared";
import { vendors } from "./accounts";
import { events } from "./events";
import { orders } from "./orders";
import {
  REQUIREMENT_AUDIENCES,
  REQUIREMENT_KINDS,
  REQUIREMENT_CONSEQUENCES,
  DOCUMENT_STATUSES,
} from "./vocabulary";

export type RequirementAudience = (typeof REQUIREMENT_AUDIENCES)[number];
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
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
