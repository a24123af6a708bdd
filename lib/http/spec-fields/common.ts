import { z } from "zod";
import type { BoothStatus, OrderItemRow, OrderStatus, Role, SeatKind } from "@/db/queries/model";
import { dollarsToCents } from "../../payments/pricing";

// What the spec's adapters share: its dollars, its times and the records' vocabularies.

/** A dollar amount of the spec's API in cents; null (not sent) stays null. */
export const centsOf = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

export const dollars = z.number();
export const isoTime = z.iso.datetime({ offset: true });

// The records' vocabularies, written out so this module (which public pages load) does not load
// the database schema; each mapper's `satisfies` fails if a record holds a value missing here.
export const BOOTH_STATUSES = [
  "AVAILABLE",
  "HELD",
  "BOOKED",
  "RESERVED",
] as const satisfies BoothStatus[];
export const SEAT_STATUSES = ["AVAILABLE", "HELD", "SOLD"] as const;
export const SEAT_KINDS = ["STANDARD", "WHEELCHAIR", "COMPANION"] as const satisfies SeatKind[];
export const ROLES = ["vendor", "organiser", "staff", "visitor"] as const satisfies Role[];
export const ORDER_STATUSES = [
  "PENDING",
  "PARTIALLY_PAID",
  "PAID",
  "CANCELLED",
  "EXPIRED",
  "FAILED",
  "REFUNDED",
] as const satisfies OrderStatus[];
export const ORDER_ITEM_KINDS = [
  "BOOTH",
  "SEAT",
  "ADDON",
] as const satisfies OrderItemRow["kind"][];
