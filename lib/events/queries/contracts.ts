import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { contracts, events } from "@/db/schema";

export type StoredContract = {
  id: number;
  eventId: number;
  eventGuid: string;
  eventName: string;
  version: string;
  title: string;
  body: string;
  eventNameAr: string | null;
  titleAr: string | null;
  /** An Arabic summary of the main rules; the English body stays the governing text. */
  summaryAr: string | null;
};

const columns = {
  id: contracts.id,
  eventId: contracts.eventId,
  eventGuid: events.guid,
  eventName: events.name,
  version: contracts.version,
  title: contracts.title,
  body: contracts.body,
  eventNameAr: events.nameAr,
  titleAr: contracts.titleAr,
  summaryAr: contracts.summaryAr,
};

/** The current (latest) contract of each given event, by event id. */
export async function currentContracts(
  eventIds: number[],
  executor?: Db | Tx,
): Promise<Map<number, StoredContract>> {
  if (eventIds.length === 0) return new Map();
  const db = executor ?? (await getDb());
  const rows = await db
    .selectDistinctOn([contracts.eventId], columns)
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .where(inArray(contracts.eventId, eventIds))
    .orderBy(contracts.eventId, desc(contracts.createdAt), desc(contracts.id));
  return new Map(rows.map((r) => [r.eventId, r]));
}

/** The current contract of every event that takes bookings, for the cart. */
export async function currentContractsOfActiveEvents(): Promise<StoredContract[]> {
  const db = await getDb();
  const active = await db.select({ id: events.id }).from(events).where(eq(events.status, "ACTIVE"));
  return [
    ...(
      await currentContracts(
        active.map((e) => e.id),
        db,
      )
    ).values(),
  ];
}

/** One version of an event's contract (its PDF), or undefined. */
export async function findContractVersion(
  eventGuid: string,
  version: string,
): Promise<StoredContract | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .where(and(eq(events.guid, eventGuid), eq(contracts.version, version)));
  return row;
}
