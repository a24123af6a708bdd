import "server-only";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orderItems, seats, tickets } from "@/db/schema";
import { seatColumns, type SeatView } from "@/db/queries/seats";

// The seating editor's reads and writes of an event's seats, in the caller's transaction after it
// locked the event (lockEvent in ./office.ts); seats lock FOR UPDATE in id order, as checkout
// (./holds.ts) locks them.

/** A seat, its status with a lapsed hold counted as AVAILABLE. */
export type AdminSeat = SeatView;

/** Every seat of the event, locked FOR UPDATE in id order (checkout's order). */
export async function lockEventSeats(tx: Tx, eventId: number): Promise<AdminSeat[]> {
  return tx
    .select(seatColumns)
    .from(seats)
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seats.id))
    .for("update");
}

/** Of these seats, those an order item or a ticket names (they must stay for those records). */
export async function seatsWithHistory(tx: Tx, seatIds: number[]): Promise<Set<number>> {
  if (!seatIds.length) return new Set();
  const [items, issued] = await Promise.all([
    tx
      .selectDistinct({ id: orderItems.seatId })
      .from(orderItems)
      .where(inArray(orderItems.seatId, seatIds)),
    tx.selectDistinct({ id: tickets.seatId }).from(tickets).where(inArray(tickets.seatId, seatIds)),
  ]);
  return new Set([...items, ...issued].map((r) => r.id!));
}

export async function deleteSeats(tx: Tx, seatIds: number[]): Promise<void> {
  if (seatIds.length) await tx.delete(seats).where(inArray(seats.id, seatIds));
}

export async function insertSeats(
  tx: Tx,
  eventId: number,
  values: { row: number; column: number; rowType: string; priceCents: number }[],
): Promise<void> {
  if (values.length) await tx.insert(seats).values(values.map((v) => ({ eventId, ...v })));
}

/** Sets the price and row type of these seats (one statement per distinct pair). */
export async function repriceSeats(
  tx: Tx,
  seatIds: number[],
  { priceCents, rowType }: { priceCents: number; rowType: string },
): Promise<void> {
  if (!seatIds.length) return;
  await tx
    .update(seats)
    .set({ priceCents, rowType, updatedAt: sql`now()` })
    .where(
      and(
        inArray(seats.id, seatIds),
        or(ne(seats.priceCents, priceCents), ne(seats.rowType, rowType)),
      ),
    );
}
