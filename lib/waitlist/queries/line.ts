import "server-only";
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { effectiveSeatStatus } from "@/db/queries/seats";
import {
  events,
  seats,
  vendors,
  waitlistEntries,
  waitlistOffers,
  waitlistSettings,
  type WaitlistEntryStatus,
  type WaitlistOfferStatus,
} from "@/db/schema";
import type { FreeSeat } from "../rules";

// A show's line: its settings, its entries and their places, and what the visitor's and the
// organiser's lists read. The offers' own reads and writes (made, lapsed, bought) are in
// offers.ts. A change to one show's line runs under `lockLine`, so joins, moves, closing and the
// offers made from it happen one at a time per show.

/**
 * Serialises the changes to one show's line until the transaction ends: joining (the next
 * position), leaving, moving, closing and making offers. Taken before any seat's row lock.
 */
export async function lockLine(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist ${eventId}`}))`);
}

/** The show a line belongs to, as the waitlist's rules read it (any status). */
export type LineEvent = {
  id: number;
  guid: string;
  name: string;
  nameAr: string | null;
  status: "DRAFT" | "ACTIVE" | "PAST";
  hasSeating: boolean;
  /** Its ticket sales have ended (its `ticketSalesEnd` has passed). */
  salesEnded: boolean;
};

export async function lineEvent(eventId: number, tx?: Tx): Promise<LineEvent | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      id: events.id,
      guid: events.guid,
      name: events.name,
      nameAr: events.nameAr,
      status: events.status,
      hasSeating: events.hasSeating,
      salesEnded: sql<boolean>`coalesce(${events.ticketSalesEnd} <= now(), false)`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export type LineSettings = { offerHours: number; closedAt: Date | null };

/** A show's offer window and whether its list is closed (the defaults without a row). */
export async function settingsOf(
  eventId: number,
  defaultHours: number,
  tx?: Tx,
): Promise<LineSettings> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ offerHours: waitlistSettings.offerHours, closedAt: waitlistSettings.closedAt })
    .from(waitlistSettings)
    .where(eq(waitlistSettings.eventId, eventId));
  return row ?? { offerHours: defaultHours, closedAt: null };
}

/** Writes a show's settings (the row is made on its first change). */
export async function saveSettings(
  tx: Tx,
  eventId: number,
  values: { offerHours?: number; closedAt?: Date | null },
): Promise<void> {
  await tx
    .insert(waitlistSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({
      target: waitlistSettings.eventId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The account's entry in the show's line, while it is in it (waiting or offered seats). */
export async function liveEntryOf(tx: Tx, eventId: number, accountId: number) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.accountId, accountId),
        inArray(waitlistEntries.status, ["WAITING", "OFFERED"]),
      ),
    );
  return row;
}

/** The prices the show's seats are sold at, lowest first. */
export async function seatPricesOf(tx: Tx, eventId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ priceCents: seats.priceCents })
    .from(seats)
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seats.priceCents));
  return rows.map((r) => r.priceCents);
}

/** The show's seats on sale now (a lapsed checkout hold counts; a seat held for an offer not). */
export async function seatsOnSale(tx: Tx, eventId: number): Promise<FreeSeat[]> {
  return tx
    .select({
      id: seats.id,
      row: seats.row,
      column: seats.column,
      priceCents: seats.priceCents,
      aisleAfter: seats.aisleAfter,
      kind: seats.kind,
    })
    .from(seats)
    .where(and(eq(seats.eventId, eventId), sql`${effectiveSeatStatus} = 'AVAILABLE'`))
    .orderBy(asc(seats.id));
}

/** Adds the account to the back of the show's line (under `lockLine`): the new entry's id. */
export async function insertEntry(
  tx: Tx,
  entry: { eventId: number; accountId: number; partySize: number; priceBandCents: number | null },
): Promise<number> {
  const [last] = await tx
    .select({ position: max(waitlistEntries.position) })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, entry.eventId));
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ ...entry, position: (last?.position ?? 0) + 1 })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

export type EntryRow = {
  id: number;
  eventId: number;
  accountId: number;
  status: WaitlistEntryStatus;
  position: number;
  partySize: number;
};

const entryColumns = {
  id: waitlistEntries.id,
  eventId: waitlistEntries.eventId,
  accountId: waitlistEntries.accountId,
  status: waitlistEntries.status,
  position: waitlistEntries.position,
  partySize: waitlistEntries.partySize,
};

/** One entry, read without a lock (to learn its show before taking the line's lock). */
export async function entryById(entryId: number, tx?: Tx): Promise<EntryRow | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(entryColumns)
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  return row;
}

/** Ends an entry that is still in the line, with its live offer; whether it was in it. */
export async function endEntry(
  tx: Tx,
  entryId: number,
  status: Extract<WaitlistEntryStatus, "LEFT">,
  offerStatus: Extract<WaitlistOfferStatus, "DECLINED">,
): Promise<boolean> {
  const ended = await tx
    .update(waitlistEntries)
    .set({ status, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, ["WAITING", "OFFERED"])),
    )
    .returning({ id: waitlistEntries.id });
  if (ended.length === 0) return false;
  await tx
    .update(waitlistOffers)
    .set({ status: offerStatus, endedAt: sql`now()` })
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, "OFFERED")));
  return true;
}

/** The entries waiting in the show's line, in its order. */
export async function waitingIds(tx: Tx, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, "WAITING")))
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id));
  return rows.map((r) => r.id);
}

/** Numbers the waiting entries 1, 2, 3, ... in the order given. */
export async function renumber(tx: Tx, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id} then ${i + 1}`),
    sql` `,
  );
  await tx
    .update(waitlistEntries)
    .set({ position: sql`(case ${waitlistEntries.id} ${cases} end)::int`, updatedAt: sql`now()` })
    .where(inArray(waitlistEntries.id, orderedIds));
}

/** Closes the entries still waiting in the show's line; how many. */
export async function closeWaiting(tx: Tx, eventId: number): Promise<number> {
  const closed = await tx
    .update(waitlistEntries)
    .set({ status: "CLOSED", endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, "WAITING")))
    .returning({ id: waitlistEntries.id });
  return closed.length;
}

/** An entry's place among those waiting in its show's line (null when it is not waiting). */
const place = sql<number | null>`case when ${waitlistEntries.status} = 'WAITING' then (
  select count(*)::int + 1 from waitlist_entries w
  where w.event_id = ${waitlistEntries.eventId} and w.status = 'WAITING'
    and (w.position, w.id) < (${waitlistEntries.position}, ${waitlistEntries.id})
) end`;

const listedColumns = {
  id: waitlistEntries.id,
  eventId: waitlistEntries.eventId,
  partySize: waitlistEntries.partySize,
  priceBandCents: waitlistEntries.priceBandCents,
  status: waitlistEntries.status,
  place,
  createdAt: waitlistEntries.createdAt,
  endedAt: waitlistEntries.endedAt,
};

/** A seat of an offer, as the lists and the e-mail name it. */
export type OfferedSeat = { id: number; row: number; column: number; priceCents: number };

/** An entry's live offer (or its last one), with its seats. */
export type OfferRow = {
  id: number;
  entryId: number;
  status: WaitlistOfferStatus;
  together: boolean;
  expiresAt: Date;
  seats: OfferedSeat[];
};

/** The newest offer of each of these entries, with its seats by row and number. */
async function offersOf(db: Db, entryIds: number[]): Promise<Map<number, OfferRow>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([waitlistOffers.entryId], {
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      status: waitlistOffers.status,
      together: waitlistOffers.together,
      expiresAt: waitlistOffers.expiresAt,
      seatIds: waitlistOffers.seatIds,
    })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entryIds))
    .orderBy(waitlistOffers.entryId, desc(waitlistOffers.id));
  const seatIds = [...new Set(rows.flatMap((r) => r.seatIds))];
  const seatRows = seatIds.length
    ? await db
        .select({
          id: seats.id,
          row: seats.row,
          column: seats.column,
          priceCents: seats.priceCents,
        })
        .from(seats)
        .where(inArray(seats.id, seatIds))
    : [];
  const byId = new Map(seatRows.map((s) => [s.id, s]));
  return new Map(
    rows.map(({ seatIds: ids, ...offer }) => [
      offer.entryId,
      {
        ...offer,
        seats: ids
          .flatMap((id) => byId.get(id) ?? [])
          .sort((a, b) => a.row - b.row || a.column - b.column),
      },
    ]),
  );
}

export type AccountEntryRow = {
  id: number;
  eventId: number;
  eventGuid: string;
  eventName: string;
  eventNameAr: string | null;
  partySize: number;
  priceBandCents: number | null;
  status: WaitlistEntryStatus;
  place: number | null;
  createdAt: Date;
  endedAt: Date | null;
  offer: OfferRow | null;
};

/**
 * The account's entries in the lines of shows still on (not past), newest first: the live ones
 * and those that ended, with each one's place and its newest offer.
 */
export async function entriesOfAccount(accountId: number): Promise<AccountEntryRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      ...listedColumns,
      eventGuid: events.guid,
      eventName: events.name,
      eventNameAr: events.nameAr,
    })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(and(eq(waitlistEntries.accountId, accountId), eq(events.status, "ACTIVE")))
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(50);
  const offers = await offersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, offer: offers.get(r.id) ?? null }));
}

export type LineEntryRow = Omit<AccountEntryRow, "eventGuid" | "eventName" | "eventNameAr"> & {
  accountId: number;
  name: string;
  email: string;
  position: number;
};

/**
 * A show's line for the organisers: its entries waiting or offered seats in line order, then the
 * entries that ended, newest first (the last 200).
 */
export async function entriesOfEvent(eventId: number): Promise<LineEntryRow[]> {
  const db = await getDb();
  const live = sql`${waitlistEntries.status} in ('WAITING', 'OFFERED')`;
  const rows = await db
    .select({
      ...listedColumns,
      accountId: waitlistEntries.accountId,
      name: vendors.contactName,
      email: vendors.email,
      position: waitlistEntries.position,
    })
    .from(waitlistEntries)
    .innerJoin(vendors, eq(vendors.id, waitlistEntries.accountId))
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(
      desc(live),
      sql`case when ${live} then ${waitlistEntries.position} end`,
      desc(waitlistEntries.endedAt),
      asc(waitlistEntries.id),
    )
    .limit(500);
  const offers = await offersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, offer: offers.get(r.id) ?? null }));
}
