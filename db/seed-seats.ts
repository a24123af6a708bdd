import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "./client";
import { seats, type SeatKind } from "./schema";

// The demo stage's accessible seating: a wheelchair space at the end of row 6, beside the aisle
// along the hall's wall, with its companion seat next to it. Idempotent: a stage whose organisers
// already named wheelchair spaces or companion seats is left as it is.

/** The demo stage's wheelchair space and its companion seat, by row and seat. */
export const SEED_SEAT_KINDS: readonly { row: number; column: number; kind: SeatKind }[] = [
  { row: 6, column: 8, kind: "WHEELCHAIR" },
  { row: 6, column: 7, kind: "COMPANION" },
];

export async function seedSeatKinds(db: Db, eventId: number): Promise<void> {
  const [named] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(seats)
    .where(and(eq(seats.eventId, eventId), ne(seats.kind, "STANDARD")));
  if (named && named.count > 0) return;
  for (const { row, column, kind } of SEED_SEAT_KINDS)
    await db
      .update(seats)
      .set({ kind })
      .where(and(eq(seats.eventId, eventId), eq(seats.row, row), eq(seats.column, column)));
}
