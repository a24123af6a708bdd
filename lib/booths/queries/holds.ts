import "server-only";
import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  CHECKOUT_SESSION_MINUTES,
  effectiveBoothStatus,
  SEAT_HOLD_MINUTES,
} from "@/db/queries/holds";
import { effectiveSeatStatus } from "@/db/queries/seats";
import { booths, events, orderItems, seats, sections } from "@/db/schema";
import type { KindedSeat } from "@/lib/seats/companion-rule";

// A checkout's hold on its booths and seats: how long it lasts, the items locked (booths before
// seats, each by id) and held for the order. What the ledger and the lapse sweep also need (the
// session's length, freeing an order's holds) and the seat holds by hold key stay in
// db/queries/holds.ts.

/** Booth holds outlive their Checkout Session by a few minutes. */
export const HOLD_MINUTES = CHECKOUT_SESSION_MINUTES + 4;
/** How long a checkout holds its items: the seat hold when it holds any seat, one hold per order. */
export const holdMinutesFor = (seatCount: number): number =>
  seatCount > 0 ? SEAT_HOLD_MINUTES : HOLD_MINUTES;

/** When a hold made now lapses (the database's clock, so every instance agrees). */
export const holdExpiry = (minutes: number): SQL => sql`now() + (${minutes} * interval '1 minute')`;

export type LockedItem = {
  kind: "BOOTH" | "SEAT";
  id: number;
  name: string;
  priceCents: number | null;
  /** Status with lapsed holds counted as AVAILABLE. */
  status: string;
  heldByOrderId: number | null;
  /** The waitlist offer a seat is held for (null for booths). */
  heldByOfferId: number | null;
  /** The booth's section (null for seats). */
  sectionName: string | null;
  eventId: number;
  eventActive: boolean;
};

/**
 * Locks the rows of the requested booths and seats (ordered by id, so two checkouts never wait
 * on each other in opposite orders) and returns them with their effective status.
 */
export function lockItems(tx: Tx, boothIds: number[], seatIds: number[]): Promise<LockedItem[]> {
  return lockWhere(
    tx,
    boothIds.length ? inArray(booths.id, boothIds) : undefined,
    seatIds.length ? inArray(seats.id, seatIds) : undefined,
  );
}

/** Locks the booths and seats of an order's items, as lockItems does. */
export function lockOrderItems(tx: Tx, orderId: number): Promise<LockedItem[]> {
  const itemsOfOrder = (column: typeof orderItems.boothId | typeof orderItems.seatId) =>
    tx.select({ id: column }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return lockWhere(
    tx,
    inArray(booths.id, itemsOfOrder(orderItems.boothId)),
    inArray(seats.id, itemsOfOrder(orderItems.seatId)),
  );
}

/** Both selects are sent together (one round trip); booths lock before seats, each by id. */
async function lockWhere(
  tx: Tx,
  boothFilter: SQL | undefined,
  seatFilter: SQL | undefined,
): Promise<LockedItem[]> {
  const [boothRows, seatRows] = await Promise.all([
    boothFilter
      ? tx
          .select({
            id: booths.id,
            name: booths.name,
            priceCents: booths.priceCents,
            status: effectiveBoothStatus,
            heldByOrderId: booths.heldByOrderId,
            sectionName: sections.name,
            eventId: events.id,
            eventStatus: events.status,
          })
          .from(booths)
          .innerJoin(sections, eq(sections.id, booths.sectionId))
          .innerJoin(events, eq(events.id, sections.eventId))
          .where(boothFilter)
          .orderBy(asc(booths.id))
          .for("update", { of: booths })
      : [],
    seatFilter
      ? tx
          .select({
            id: seats.id,
            row: seats.row,
            column: seats.column,
            priceCents: seats.priceCents,
            status: effectiveSeatStatus,
            heldByOrderId: seats.heldByOrderId,
            heldByOfferId: seats.heldByOfferId,
            eventId: events.id,
            eventStatus: events.status,
          })
          .from(seats)
          .innerJoin(events, eq(events.id, seats.eventId))
          .where(seatFilter)
          .orderBy(asc(seats.id))
          .for("update", { of: seats })
      : [],
  ]);
  return [
    ...boothRows.map((b) => ({
      kind: "BOOTH" as const,
      id: b.id,
      name: b.name,
      priceCents: b.priceCents,
      status: b.status,
      heldByOrderId: b.heldByOrderId,
      heldByOfferId: null,
      sectionName: b.sectionName,
      eventId: b.eventId,
      eventActive: b.eventStatus === "ACTIVE",
    })),
    ...seatRows.map((s) => ({
      kind: "SEAT" as const,
      id: s.id,
      name: `Row ${s.row}, Seat ${s.column}`,
      priceCents: s.priceCents,
      status: s.status,
      heldByOrderId: s.heldByOrderId,
      heldByOfferId: s.heldByOfferId,
      sectionName: null,
      eventId: s.eventId,
      eventActive: s.eventStatus === "ACTIVE",
    })),
  ];
}

/** Holds the items for the order until `until` (the order's own hold expiry). */
export async function holdItems(
  tx: Tx,
  orderId: number,
  boothIds: number[],
  seatIds: number[],
  until: Date,
): Promise<void> {
  if (boothIds.length) {
    await tx
      .update(booths)
      .set({
        status: "HELD",
        heldByOrderId: orderId,
        heldUntil: until,
        updatedAt: sql`now()`,
      })
      .where(inArray(booths.id, boothIds));
  }
  if (seatIds.length) {
    await tx
      .update(seats)
      .set({
        status: "HELD",
        heldByOrderId: orderId,
        heldUntil: until,
        updatedAt: sql`now()`,
      })
      .where(inArray(seats.id, seatIds));
  }
}

/** Whether an item can go to this order: free, or held by this very order. */
export function claimable(item: LockedItem, orderId: number): boolean {
  return item.status === "AVAILABLE" || (item.status === "HELD" && item.heldByOrderId === orderId);
}

/**
 * What the companion rule reads of a checkout's seats (after they were locked and the account's
 * earlier checkouts released): the chosen seats, and the wheelchair spaces and companion seats of
 * their rows, with their statuses now.
 */
export async function companionRuleSeats(tx: Tx, seatIds: number[]): Promise<KindedSeat[]> {
  if (!seatIds.length) return [];
  const chosen = tx
    .select({ eventId: seats.eventId, row: seats.row })
    .from(seats)
    .where(and(inArray(seats.id, seatIds), ne(seats.kind, "STANDARD")));
  const rows = await tx
    .select({
      seatId: seats.id,
      seatRow: seats.row,
      seatColumn: seats.column,
      seatKind: seats.kind,
      seatStatus: effectiveSeatStatus,
      aisleAfter: seats.aisleAfter,
    })
    .from(seats)
    .where(
      or(
        inArray(seats.id, seatIds),
        and(ne(seats.kind, "STANDARD"), sql`(${seats.eventId}, ${seats.row}) in (${chosen})`),
      ),
    );
  return rows;
}
