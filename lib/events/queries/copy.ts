import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { addons, booths, events, requirements, seats, sections } from "@/db/schema";

// Copying an event (next year's festival from this year's): the source's rows read whole, and
// the copy's rows written, all in the caller's transaction. What belongs to sales (orders,
// payments, tickets, holds) and the vendors' documents are never read here.

export type EventRow = typeof events.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type BoothRow = typeof booths.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type RequirementRow = typeof requirements.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;

/** The source event's row, kept from changes until the copy is written (reads go on). */
export async function readSourceEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("share");
  return row;
}

/** The event's sections in tab order, every column. */
export async function sectionsOfEvent(tx: Tx, eventId: number): Promise<SectionRow[]> {
  return tx
    .select()
    .from(sections)
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(sections.position), asc(sections.id));
}

/** The booths of the sections given, every column, in id order. */
export async function boothsOfSections(tx: Tx, sectionIds: number[]): Promise<BoothRow[]> {
  if (sectionIds.length === 0) return [];
  return tx
    .select()
    .from(booths)
    .where(inArray(booths.sectionId, sectionIds))
    .orderBy(asc(booths.id));
}

/** The event's seats, every column, row by row. */
export async function seatsOfEvent(tx: Tx, eventId: number): Promise<SeatRow[]> {
  return tx
    .select()
    .from(seats)
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seats.row), asc(seats.column));
}

export async function insertEventRow(
  tx: Tx,
  values: typeof events.$inferInsert,
): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

export async function insertSectionRow(
  tx: Tx,
  values: typeof sections.$inferInsert,
): Promise<SectionRow> {
  const [row] = await tx.insert(sections).values(values).returning();
  return row!;
}

export async function insertBoothRows(
  tx: Tx,
  values: (typeof booths.$inferInsert)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx.insert(booths).values(values).returning({ id: booths.id });
  return rows.length;
}

export async function insertSeatRows(
  tx: Tx,
  values: (typeof seats.$inferInsert)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx.insert(seats).values(values).returning({ id: seats.id });
  return rows.length;
}

/** The event's requirements still open (closed ones are not copied), every column, by due date. */
export async function openRequirementsOfEvent(tx: Tx, eventId: number): Promise<RequirementRow[]> {
  return tx
    .select()
    .from(requirements)
    .where(and(eq(requirements.eventId, eventId), isNull(requirements.closedAt)))
    .orderBy(asc(requirements.dueDate), asc(requirements.id));
}

export async function insertRequirementRows(
  tx: Tx,
  values: (typeof requirements.$inferInsert)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx.insert(requirements).values(values).returning({ id: requirements.id });
  return rows.length;
}

/** The event's add-ons still offered (retired ones are not copied), every column, in order. */
export async function activeAddonsOfEvent(tx: Tx, eventId: number): Promise<AddonRow[]> {
  return tx
    .select()
    .from(addons)
    .where(and(eq(addons.eventId, eventId), eq(addons.active, true)))
    .orderBy(asc(addons.position), asc(addons.id));
}

export async function insertAddonRows(
  tx: Tx,
  values: (typeof addons.$inferInsert)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx.insert(addons).values(values).returning({ id: addons.id });
  return rows.length;
}
