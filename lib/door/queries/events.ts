import "server-only";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { events, type ReentryRule } from "@/db/schema";
import { eventTextColumns } from "@/db/queries/mail-columns";

// The events the door may admit and an event's re-entry rule.

const torontoToday = sql`(now() at time zone 'America/Toronto')::date`;

const eventColumns = {
  id: events.id,
  guid: events.guid,
  ...eventTextColumns,
  reentry: events.reentry,
  status: events.status,
};

/** Events the door may admit: those on sale (ACTIVE), and any published whose dates include today. */
export async function doorEvents() {
  const db = await getDb();
  return db
    .select(eventColumns)
    .from(events)
    .where(
      or(
        eq(events.status, "ACTIVE"),
        and(
          ne(events.status, "DRAFT"),
          sql`(${events.startsAt} at time zone 'America/Toronto')::date <= ${torontoToday}`,
          sql`(${events.endsAt} at time zone 'America/Toronto')::date >= ${torontoToday}`,
        ),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findDoorEvent(eventId: number, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
  return event ?? null;
}
export type DoorEventRow = NonNullable<Awaited<ReturnType<typeof findDoorEvent>>>;

/** Other events a code may name (published ones), for "Another event: Tarab Night, July 5". */
export async function otherDoorEvents(eventId: number) {
  const db = await getDb();
  return db
    .select({
      guid: events.guid,
      name: events.name,
      nameAr: events.nameAr,
      dateText: events.dateText,
      dateTextAr: events.dateTextAr,
    })
    .from(events)
    .where(and(ne(events.id, eventId), ne(events.status, "DRAFT")))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** Sets an event's re-entry rule; answers the rule before and after (null: no such event). */
export async function setEventReentry(tx: Tx, eventId: number, reentry: ReentryRule) {
  const [before] = await tx
    .select({ reentry: events.reentry })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  if (!before) return null;
  await tx.update(events).set({ reentry }).where(eq(events.id, eventId));
  return { before: before.reentry, after: reentry };
}
