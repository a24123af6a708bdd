import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../client";
import { booths, orders, seats, type BoothStatus } from "../schema";

/** A Checkout Session stays payable this long (Stripe refuses less than 30 minutes). */
export const CHECKOUT_SESSION_MINUTES = 31;
/**
 * Seat holds are shorter: a show has few seats and an abandoned checkout keeps its seats off sale
 * only this long. The session outlives such a hold (Stripe's minimum); the lapse sweep expires it,
 * and a payment made in between is a late one (booked if the seats are still free, else refunded).
 */
export const SEAT_HOLD_MINUTES = 20;

/**
 * A hold whose time has passed counts as AVAILABLE everywhere, so nothing
 * depends on a timer releasing it.
 */
export const effectiveBoothStatus = sql<BoothStatus>`case when ${booths.status} = 'HELD' and ${booths.heldUntil} <= now() then 'AVAILABLE' else ${booths.status} end`;

/** The seat's waitlist offer is still open (the seat goes back to it when a checkout ends). */
const liveOffer = sql`exists (select 1 from waitlist_offers o where o.id = "seats"."held_by_offer_id" and o.status = 'OFFERED' and o.expires_at > now())`;

/**
 * A seat an order gives up (its checkout ended, or the office cancelled or refunded it): HELD
 * again for its waitlist offer while that offer is open, with the offer's end, else AVAILABLE.
 * So a seat offered to someone never goes on general sale, nor to the next in line, because the
 * offer's own checkout of it ended.
 */
export const seatGivenUp = {
  status: sql<"HELD" | "AVAILABLE">`case when ${liveOffer} then 'HELD' else 'AVAILABLE' end`,
  heldByOrderId: null,
  heldUntil: sql<Date | null>`(select o.expires_at from waitlist_offers o where o.id = "seats"."held_by_offer_id" and o.status = 'OFFERED' and o.expires_at > now())`,
  heldByOfferId: sql<number | null>`case when ${liveOffer} then "seats"."held_by_offer_id" end`,
  updatedAt: sql`now()`,
};

/**
 * Frees whatever these orders still hold; items sold or held by others are untouched. A seat
 * offered from the waitlist, which its offer's account was checking out, goes back to that
 * offer while the offer is open.
 */
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
      .set(seatGivenUp)
      .where(and(eq(seats.status, "HELD"), inArray(seats.heldByOrderId, ids)))
      .returning({ id: seats.id }),
  ]);
  return { booths: freedBooths.length, seats: freedSeats.length };
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
