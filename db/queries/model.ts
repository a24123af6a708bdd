// The record vocabulary the rest of the site may use: enumerations and record types of the
// schema, and the handles a domain function passes on to query functions. Tables themselves stay
// inside db/.
import type { orderItems } from "../schema";

// The enumerations from their own module, so that client code reading them loads no table.
export {
  AUDIT_ENTITIES,
  BOOTH_STATUSES,
  DOCUMENT_STATUSES,
  ORDER_ITEM_KINDS,
  ORDER_STATUSES,
  PAYMENT_KINDS,
  PLAN_AREA_KINDS,
  REENTRY_RULES,
  SCAN_DIRECTIONS,
  SCAN_RESULTS,
  ADDON_AUDIENCES,
  ADDON_REQUEST_STATUSES,
  REQUIREMENT_AUDIENCES,
  REQUIREMENT_CONSEQUENCES,
  REQUIREMENT_KINDS,
  ROLES,
} from "../schema/vocabulary";
export type {
  BoothStatus,
  DocumentStatus,
  EmailAttachment,
  OrderStatus,
  ReentryRule,
  ScanDirection,
  ScanResult,
  AddonRequestStatus,
  PaymentMethod,
  RequirementAudience,
  RequirementConsequence,
  RequirementKind,
  Role,
  SeatKind,
} from "../schema";
export type { Db, Tx } from "../client";

/** A stored order item (a booth, a seat or an add-on). */
export type OrderItemRow = typeof orderItems.$inferSelect;
