import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { events, performances } from "@/db/schema";

// The program's reads and writes: an event's performances, in the order the program shows them
// (by start, then stage, then their place in the slot), and the event they belong to.

export type PerformanceRow = typeof performances.$inferSelect;
export type NewPerformance = Omit<
  typeof performances.$inferInsert,
  "id" | "createdAt" | "updatedAt"
>;

/** The event a performance belongs to, as the program's checks need it (any status). */
export type ProgramEvent = {
  id: number;
  guid: string;
  name: string;
  status: "DRAFT" | "ACTIVE" | "PAST";
  startsAt: Date;
  endsAt: Date;
};

const programEventColumns = {
  id: events.id,
  guid: events.guid,
  name: events.name,
  status: events.status,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
};

/** The program's order: by start, then stage, then place in the slot (then as added). */
const programOrder = [
  asc(performances.startsAt),
  asc(performances.stage),
  asc(performances.position),
  asc(performances.id),
];

/** An event by id, drafts too (the console's), read in `db` when given. */
export async function findProgramEvent(
  eventId: number,
  db?: Db | Tx,
): Promise<ProgramEvent | undefined> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select(programEventColumns).from(events).where(eq(events.id, eventId));
  return row;
}

/** The public event a program page shows (never a DRAFT). */
export type ProgramPageEvent = {
  id: number;
  guid: string;
  name: string;
  nameAr: string | null;
  description: string;
  descriptionAr: string | null;
  location: string;
  locationAr: string | null;
  address: string;
  dateText: string;
  dateTextAr: string | null;
  image: string;
  startsAt: Date;
  endsAt: Date;
};

/** A public event by guid, with what its program pages show of it (undefined for a DRAFT). */
export async function findPublicProgramEvent(guid: string): Promise<ProgramPageEvent | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: events.id,
      guid: events.guid,
      name: events.name,
      nameAr: events.nameAr,
      description: events.description,
      descriptionAr: events.descriptionAr,
      location: events.location,
      locationAr: events.locationAr,
      address: events.address,
      dateText: events.dateText,
      dateTextAr: events.dateTextAr,
      image: events.image,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(and(eq(events.guid, guid), ne(events.status, "DRAFT")));
  return row;
}

/** The event's performances in the program's order; read in `db` when given. */
export async function performancesOfEvent(
  eventId: number,
  db?: Db | Tx,
): Promise<PerformanceRow[]> {
  const handle = db ?? (await getDb());
  return handle
    .select()
    .from(performances)
    .where(eq(performances.eventId, eventId))
    .orderBy(...programOrder);
}

/** A performance by id (undefined for an unknown one); read in `db` when given. */
export async function findPerformance(
  performanceId: number,
  db?: Db | Tx,
): Promise<PerformanceRow | undefined> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(performances).where(eq(performances.id, performanceId));
  return row;
}

/** A performance by id, locked until the transaction ends (an edit or a deletion). */
export async function lockPerformance(
  tx: Tx,
  performanceId: number,
): Promise<PerformanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(performances)
    .where(eq(performances.id, performanceId))
    .for("update");
  return row;
}

export async function insertPerformance(tx: Tx, values: NewPerformance): Promise<PerformanceRow> {
  const [row] = await tx.insert(performances).values(values).returning();
  return row!;
}

export async function updatePerformance(
  tx: Tx,
  performanceId: number,
  values: Omit<NewPerformance, "eventId">,
): Promise<PerformanceRow> {
  const [row] = await tx
    .update(performances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(performances.id, performanceId))
    .returning();
  return row!;
}

export async function deletePerformance(tx: Tx, performanceId: number): Promise<void> {
  await tx.delete(performances).where(eq(performances.id, performanceId));
}

/** Writes the rows given (a copied event's program); answers how many. */
export async function insertPerformanceRows(tx: Tx, values: NewPerformance[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx.insert(performances).values(values).returning({ id: performances.id });
  return rows.length;
}

/**
 * Every public event that has a program, with its performances' ids in the program's order (the
 * sitemap's and the pages' prerendered addresses).
 */
export async function publicPrograms(): Promise<{ guid: string; performanceIds: number[] }[]> {
  const db = await getDb();
  const rows = await db
    .select({ guid: events.guid, performanceId: performances.id })
    .from(performances)
    .innerJoin(events, eq(events.id, performances.eventId))
    .where(ne(events.status, "DRAFT"))
    .orderBy(asc(events.startsAt), asc(events.id), ...programOrder);
  const byEvent = new Map<string, number[]>();
  for (const { guid, performanceId } of rows)
    byEvent.set(guid, [...(byEvent.get(guid) ?? []), performanceId]);
  return [...byEvent].map(([guid, performanceIds]) => ({ guid, performanceIds }));
}
