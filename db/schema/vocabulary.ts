/**
 * The enumerations the tables store (roles, statuses, kinds), apart from the tables: client code
 * (forms, pages) validates and shows them without loading the tables' definitions. The tables
 * import them from here; everything else reads them from `@/db/schema` or `@/db/queries/model`.
 */

/**
 * Who an account is: `vendor` books booths, `visitor` buys tickets, `organiser` runs the
 * festival from /admin, `staff` checks tickets in at the door.
 */
export const ROLES = ["vendor", "organiser", "staff", "visitor"] as const;

export const REENTRY_RULES = ["NONE", "AFTER_EXIT"] as const;

export const BOOTH_STATUSES = ["AVAILABLE", "HELD", "BOOKED", "RESERVED"] as const;

export const ORDER_STATUSES = [
  "PENDING",
  "PARTIALLY_PAID",
  "PAID",
  "CANCELLED",
  "EXPIRED",
  "FAILED",
  "REFUNDED",
] as const;

/** BOOTH and SEAT items are sold once; an ADDON (garbage fee, electricity, a table) is for one booth. */
export const ORDER_ITEM_KINDS = ["BOOTH", "SEAT", "ADDON"] as const;

export const PAYMENT_KINDS = ["INITIAL", "BALANCE", "DEPOSIT"] as const;

export const ADDON_AUDIENCES = ["ALL", "FOOD", "OTHER"] as const;

export const ADDON_REQUEST_STATUSES = ["PENDING", "APPROVED", "REFUSED", "WITHDRAWN"] as const;

export const REQUIREMENT_AUDIENCES = ["ALL", "FOOD", "OTHER"] as const;

export const REQUIREMENT_KINDS = ["FILE", "DECLARATION"] as const;

export const REQUIREMENT_CONSEQUENCES = ["NOT_READY", "INELIGIBLE"] as const;

export const DOCUMENT_STATUSES = ["SUBMITTED", "APPROVED", "REJECTED", "SUPERSEDED"] as const;

export const SCAN_RESULTS = [
  "ADMITTED",
  "ALREADY_ADMITTED",
  "VOIDED",
  "INVALID",
  "WRONG_EVENT",
  "CONFLICT",
  "EXITED",
  "WRONG_DAY",
  "TRANSFERRED",
] as const;

export const SCAN_DIRECTIONS = ["IN", "OUT"] as const;

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
  "plan",
  "performance",
  "waitlist",
] as const;

/** The kinds of labelled area a floor plan may show. */
export const PLAN_AREA_KINDS = [
  "STAGE",
  "ENTRANCE",
  "WASHROOM",
  "FIRST_AID",
  "FOOD_COURT",
  "INFO",
  "OTHER",
] as const;
