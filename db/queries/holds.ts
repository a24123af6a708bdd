import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../client";
import { effectiveSeatStatus } from "./seats";
import { booths, events, orderItems, orders, seats, sections, type BoothStatus } from "../schema";

/** A Checkout Session stays payable this long (Stripe refuses less than 30 minutes). */
export const CHECKOUT_SESSION_MINUTES = 31;
/** Booth holds outlive their Checkout Session by a few minutes. */
export const HOLD_MINUTES = CHECKOUT_SESSION_MINUTES + 4;
/**
 * Seat holds are shorter: a show has few seats and an abandoned checkout keeps its seats off sale
 * only this long. The session outlives such a hold (Stripe's minimum); the lapse sweep expires it,
 * and a payment made in between is a late one (booked if the seats are still free, else refunded).
 */
export const SEAT_HOLD_MINUTES = 20;

/** How long a checkout holds its items: the seat hold when it holds any seat, one hold per order. */
export const holdMinutesFor = (seatCount: number): number =>
  seatCount > 0 ? SEAT_HOLD_MINUTES : HOLD_MINUTES;

/** When a hold made now lapses (the database's clock, so every instance agrees). */
export const holdExpiry = (minutes: number): SQL => sql`now() + (${minutes} * interval '1 minute')`;

/**
 * A hold whose time has passed counts as AVAILABLE everywhere, so nothing
 * depends on a timer releasing it.
 */
export const effectiveBoothStatus = sql<BoothStatus>`case when ${booths.status} = 'HELD' and ${booths.heldUntil} <= now() then 'AVAILABLE' else ${booths.status} end`;

export type LockedItem = {
  kind: "BOOTH" | "SEAT";
  id: number;
  name: string;
  priceCents: number | null;
  /** Status with lapsed holds counted as AVAILABLE. */
  status: string;
  heldByOrderId: number | null;
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

/** Frees whatever these orders still hold; items sold or held by others are untouched. */
export async function releaseHolds(
  tx: Tx,
  orderIds: number | number[],
): Promise<{ booths: number; seats: number }> {
  const ids = typeof orderIds === "number" ? [orderIds] : orderIds;
  if (ids.length === 0) return { booths: 0, seats: 0 };
  const [freedBooths, freedSeats] = await Promise.all([
    tx
      .update(booths)
      .set({ status: "AVAILABLE", heldByOrderId: null, heldUntil: null, updatedAt: sql`now()` })
      .where(and(eq(booths.status, "HELD"), inArray(booths.heldByOrderId, ids)))
      .returning({ id: booths.id }),
    tx
      .update(seats)
      .set({ status: "AVAILABLE", heldByOrderId: null, heldUntil: null, updatedAt: sql`now()` })
      .where(and(eq(seats.status, "HELD"), inArray(seats.heldByOrderId, ids)))
      .returning({ id: seats.id }),
  ]);
  return { booths: freedBooths.length, seats: freedSeats.length };
}

/** Whether an item can go to this order: free, or held by this very order. */
export function claimable(item: LockedItem, orderId: number): boolean {
  return item.status === "AVAILABLE" || (item.status === "HELD" && item.heldByOrderId === orderId);
}

/**
 * Serialises the checkouts placed with one hold key for one event, until the transaction ends:
 * two at once cannot both count the seats held before either holds its own. Taken after the
 * items' row locks, and nothing taken after it waits on another checkout, so it adds no deadlock.
 */
export async function lockSeatHolds(tx: Tx, eventId: number, holdKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`seat holds ${eventId} ${holdKey}`}))`,
  );
}

/**
 * An event's seats, and how many of them unpaid checkouts placed with this hold key hold now (a
 * lapsed hold no longer counts).
 */
export async function seatHoldsOf(
  tx: Tx,
  eventId: number,
  holdKey: string,
): Promise<{ seats: number; held: number }> {
  const [row] = await tx
    .select({
      seats: sql<number>`count(*)::int`,
      held: sql<number>`(count(*) filter (where ${seats.status} = 'HELD' and ${seats.heldUntil} > now() and ${orders.status} = 'PENDING' and ${orders.holdKey} = ${holdKey}))::int`,
    })
    .from(seats)
    .leftJoin(orders, eq(orders.id, seats.heldByOrderId))
    .where(eq(seats.eventId, eventId));
  return { seats: row?.seats ?? 0, held: row?.held ?? 0 };
}
