import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orderItems, seats, tickets } from "@/db/schema";
import { seatColumns, type SeatView } from "@/db/queries/seats";
import type { SeatKind } from "@/db/queries/model";

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

/** What the seat plan sets on a seat: its price, row type, kind, section and aisle. */
export type SeatSetting = {
  priceCents: number;
  rowType: string;
  kind: SeatKind;
  section: string | null;
  sectionAr: string | null;
  aisleAfter: boolean;
};

export async function insertSeats(
  tx: Tx,
  eventId: number,
  values: ({ row: number; column: number } & SeatSetting)[],
): Promise<void> {
  // a 2,000-seat hall in statements of 500 seats, well under PostgreSQL's limit of parameters
  for (let i = 0; i < values.length; i += 500)
    await tx.insert(seats).values(values.slice(i, i + 500).map((v) => ({ eventId, ...v })));
}

/** Gives each seat its setting, in statements of 500 seats. */
export async function updateSeats(
  tx: Tx,
  changes: ({ id: number } & SeatSetting)[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += 500) {
    const rows = changes
      .slice(i, i + 500)
      .map(
        (c) =>
          sql`(${c.id}::integer, ${c.priceCents}::integer, ${c.rowType}::text, ${c.kind}::text, ${c.section}::text, ${c.sectionAr}::text, ${c.aisleAfter}::boolean)`,
      );
    await tx.execute(sql`
      update ${seats} set
        price_cents = v.price_cents, row_type = v.row_type, kind = v.kind, section = v.section,
        section_ar = v.section_ar, aisle_after = v.aisle_after, updated_at = now()
      from (values ${sql.join(rows, sql`, `)})
        as v(id, price_cents, row_type, kind, section, section_ar, aisle_after)
      where ${seats.id} = v.id`);
  }
}
