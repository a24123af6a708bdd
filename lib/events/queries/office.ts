import "server-only";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { auditLog, contracts, events } from "@/db/schema";
import { currentContracts, type StoredContract } from "./contracts";

// The organiser console's reads and writes of events and their contract versions. Unlike
// db/queries/events.ts (the public reads), these see DRAFT events too.

/** An event row as stored, every column. */
export type EventRow = typeof events.$inferSelect;
/** The columns an organiser writes when creating an event (the rest have defaults). */
export type NewEvent = Omit<typeof events.$inferInsert, "id" | "guid" | "createdAt">;
export type EventChanges = Partial<NewEvent>;
export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = Omit<typeof contracts.$inferInsert, "id" | "createdAt">;
export type { StoredContract };

export type EventCounts = { sectionCount: number; boothCount: number };

/** An event as the console lists it: the row, its counts and its current contract version. */
export type AdminEventSummary = EventRow &
  EventCounts & {
    /** The current (latest) contract version, null while the event has none. */
    contractVersion: string | null;
  };

// Correlated subqueries, spelled out: inside a select list drizzle leaves columns unqualified.
const sectionCount = sql<number>`(select count(*)::int from sections s where s.event_id = "events"."id")`;
const boothCount = sql<number>`(select count(*)::int from booths b inner join sections s on s.id = b.section_id where s.event_id = "events"."id")`;
const contractVersion = sql<
  string | null
>`(select c.version from contracts c where c.event_id = "events"."id" order by c.created_at desc, c.id desc limit 1)`;

/** Drafts first, then ACTIVE, then PAST; within each, the soonest (PAST: the latest) first. */
const consoleOrder = [
  sql`case ${events.status} when 'DRAFT' then 0 when 'ACTIVE' then 1 else 2 end`,
  sql`case when ${events.status} = 'PAST' then null else ${events.startsAt} end asc`,
  desc(events.startsAt),
  asc(events.id),
];

function summaryQuery(db: Db | Tx) {
  return db
    .select({
      event: events,
      sectionCount,
      boothCount,
      contractVersion,
    })
    .from(events);
}

type SummaryRow = {
  event: EventRow;
  sectionCount: number;
  boothCount: number;
  contractVersion: string | null;
};
const flatten = ({ event, ...rest }: SummaryRow): AdminEventSummary => ({ ...event, ...rest });

/** Every event, drafts included, with its section and booth counts. */
export async function listAdminEvents(): Promise<AdminEventSummary[]> {
  const db = await getDb();
  const rows = await summaryQuery(db).orderBy(...consoleOrder);
  return rows.map(flatten);
}

/** One event (any status) with its counts; in `tx` when given. */
export async function findAdminEvent(
  eventId: number,
  tx?: Tx,
): Promise<AdminEventSummary | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await summaryQuery(db).where(eq(events.id, eventId));
  return row ? flatten(row) : undefined;
}

/** The event's row, locked until the transaction ends (edits of one event run one at a time). */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return row;
}

/** The event marked featured (the home page's festival, whatever its status), or undefined. */
export async function featuredEventRow(): Promise<
  Pick<EventRow, "id" | "name" | "endsAt" | "status"> | undefined
> {
  const db = await getDb();
  const [row] = await db
    .select({ id: events.id, name: events.name, endsAt: events.endsAt, status: events.status })
    .from(events)
    .where(eq(events.featured, true))
    .limit(1);
  return row;
}

/** The source a copy's creation recorded in its audit row (null: an event not made by copying). */
const copiedFrom = sql<number | null>`(${auditLog.after} ->> 'copiedFromEventId')::int`;
const eventCreated = and(eq(auditLog.entity, "event"), eq(auditLog.action, "create"));

/**
 * Where an event was copied from, as the audit row of its creation records it, and whether it is
 * the newest copy of that festival: no event was copied later from the same source, nor from this
 * one. Null for an event not made by copying.
 */
export async function copyOrigin(
  eventId: number,
): Promise<{ sourceId: number; newest: boolean } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ sourceId: copiedFrom })
    .from(auditLog)
    .where(and(eventCreated, eq(auditLog.entityId, eventId)))
    .limit(1);
  if (row?.sourceId === null || row?.sourceId === undefined) return null;
  const [later] = await db
    .select({ eventId: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eventCreated,
        gt(auditLog.entityId, eventId),
        inArray(copiedFrom, [row.sourceId, eventId]),
      ),
    )
    .limit(1);
  return { sourceId: row.sourceId, newest: later === undefined };
}

export async function insertEvent(tx: Tx, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(
  tx: Tx,
  eventId: number,
  changes: EventChanges,
): Promise<EventRow> {
  const [row] = await tx.update(events).set(changes).where(eq(events.id, eventId)).returning();
  return row!;
}

/** The event's current contract (the latest version), or undefined. */
export async function currentContractOf(
  eventId: number,
  tx?: Tx,
): Promise<StoredContract | undefined> {
  return (await currentContracts([eventId], tx)).get(eventId);
}

/** Every contract version of the event, newest first (without the text). */
export async function contractVersionsOf(
  eventId: number,
  tx?: Tx,
): Promise<{ id: number; version: string; title: string; createdAt: Date }[]> {
  const db = tx ?? (await getDb());
  return db
    .select({
      id: contracts.id,
      version: contracts.version,
      title: contracts.title,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .where(eq(contracts.eventId, eventId))
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
}

/** Writes a new contract version; versions are never edited once written. */
export async function insertContract(tx: Tx, values: NewContract): Promise<ContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row!;
}
