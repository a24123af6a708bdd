import "server-only";
import { and, asc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { effectiveSeatStatus } from "@/db/queries/seats";
import { events, seats, vendors, waitlistEntries, waitlistOffers } from "@/db/schema";
import type { Locale } from "../../i18n/locales";
import type { FreeSeat } from "../rules";

// The offers' reads and writes: what the settling of a show's line locks and changes (offers
// lapsed, their seats freed, new offers made and their seats held), which shows need it, an
// account's open offers at checkout, and an entry leaving the line when its account buys.

/** The database's clock, so an offer's end agrees with the holds' (every instance reads it). */
export async function databaseNow(tx: Tx, eventId: number): Promise<Date> {
  const [row] = await tx
    .select({ now: sql`now()`.mapWith(waitlistOffers.expiresAt) })
    .from(events)
    .where(eq(events.id, eventId));
  return row!.now;
}

/** An offer still open: OFFERED, its end not reached. */
const openOffer = (alias: string) =>
  sql.raw(`${alias}.status = 'OFFERED' and ${alias}.expires_at > now()`);

/** Offers of the show whose time has run out without an answer. */
export async function dueOffers(tx: Tx, eventId: number) {
  return tx
    .select({ id: waitlistOffers.id, entryId: waitlistOffers.entryId })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.eventId, eventId),
        eq(waitlistOffers.status, "OFFERED"),
        lte(waitlistOffers.expiresAt, sql`now()`),
      ),
    );
}

/** A seat the settling of a line took a lock on. */
export type SettledSeat = FreeSeat & {
  /** On sale now (free, or its checkout's hold lapsed). */
  free: boolean;
  /** Held by a checkout whose hold has not lapsed. */
  inCheckout: boolean;
};

/**
 * Locks, in one statement by id (as checkouts lock seats), the show's seats the settling may
 * change: those on sale, and those held for an offer that is no longer open (lapsed, declined,
 * bought or withdrawn).
 */
export async function lockSettleSeats(tx: Tx, eventId: number): Promise<SettledSeat[]> {
  const deadOffer = sql`${seats.heldByOfferId} is not null and not exists (
    select 1 from waitlist_offers o where o.id = ${seats.heldByOfferId} and ${openOffer("o")})`;
  return tx
    .select({
      id: seats.id,
      row: seats.row,
      column: seats.column,
      priceCents: seats.priceCents,
      aisleAfter: seats.aisleAfter,
      kind: seats.kind,
      free: sql<boolean>`${effectiveSeatStatus} = 'AVAILABLE'`,
      inCheckout: sql<boolean>`coalesce(${seats.heldByOrderId} is not null and ${seats.heldUntil} > now(), false)`,
    })
    .from(seats)
    .where(
      and(eq(seats.eventId, eventId), or(sql`${effectiveSeatStatus} = 'AVAILABLE'`, deadOffer)),
    )
    .orderBy(asc(seats.id))
    .for("update", { of: seats });
}

/** Marks these offers LAPSED, and their entries, when still open; the entries lapsed. */
export async function lapseOffers(tx: Tx, offerIds: number[]): Promise<number> {
  if (offerIds.length === 0) return 0;
  const lapsed = await tx
    .update(waitlistOffers)
    .set({ status: "LAPSED", endedAt: sql`now()` })
    .where(and(inArray(waitlistOffers.id, offerIds), eq(waitlistOffers.status, "OFFERED")))
    .returning({ entryId: waitlistOffers.entryId });
  if (lapsed.length === 0) return 0;
  await tx
    .update(waitlistEntries)
    .set({ status: "LAPSED", endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          waitlistEntries.id,
          lapsed.map((l) => l.entryId),
        ),
        eq(waitlistEntries.status, "OFFERED"),
      ),
    );
  return lapsed.length;
}

/** Frees these seats (locked above): on sale again, held by nothing. */
export async function freeSeats(tx: Tx, seatIds: number[]): Promise<void> {
  if (seatIds.length === 0) return;
  await tx
    .update(seats)
    .set({
      status: "AVAILABLE",
      heldByOrderId: null,
      heldUntil: null,
      heldByOfferId: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(seats.id, seatIds));
}

/** A checkout still holds these seats of an ended offer: they stay its, no longer the offer's. */
export async function detachFromOffer(tx: Tx, seatIds: number[]): Promise<void> {
  if (seatIds.length === 0) return;
  await tx
    .update(seats)
    .set({ heldByOfferId: null, updatedAt: sql`now()` })
    .where(inArray(seats.id, seatIds));
}

/** Whether the show may offer seats now: on sale (active, seated, sales not ended). */
export async function showOnSale(tx: Tx, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.id, eventId),
        eq(events.status, "ACTIVE"),
        eq(events.hasSeating, true),
        sql`(${events.ticketSalesEnd} is null or ${events.ticketSalesEnd} > now())`,
      ),
    );
  return Boolean(row);
}

/** An entry waiting in line, with what its offer e-mail needs. */
export type WaitingEntry = {
  id: number;
  partySize: number;
  priceBandCents: number | null;
  email: string;
  name: string;
  locale: Locale;
};

/** The entries waiting in the show's line, in its order. */
export async function waitingEntries(tx: Tx, eventId: number): Promise<WaitingEntry[]> {
  return tx
    .select({
      id: waitlistEntries.id,
      partySize: waitlistEntries.partySize,
      priceBandCents: waitlistEntries.priceBandCents,
      email: vendors.email,
      name: vendors.contactName,
      locale: vendors.locale,
    })
    .from(waitlistEntries)
    .innerJoin(vendors, eq(vendors.id, waitlistEntries.accountId))
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, "WAITING")))
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id));
}

/**
 * Offers these seats (locked, free) to the entry until `expiresAt`: the offer row, the entry
 * OFFERED and the seats HELD for the offer alone. Answers the offer's id.
 */
export async function makeOffer(
  tx: Tx,
  offer: {
    entryId: number;
    eventId: number;
    seatIds: number[];
    together: boolean;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await tx.insert(waitlistOffers).values(offer).returning({ id: waitlistOffers.id });
  const offerId = row!.id;
  await Promise.all([
    tx
      .update(waitlistEntries)
      .set({ status: "OFFERED", updatedAt: sql`now()` })
      .where(eq(waitlistEntries.id, offer.entryId)),
    tx
      .update(seats)
      .set({
        status: "HELD",
        heldByOrderId: null,
        heldByOfferId: offerId,
        heldUntil: offer.expiresAt,
        updatedAt: sql`now()`,
      })
      .where(inArray(seats.id, offer.seatIds)),
  ]);
  return offerId;
}

/** What an offer e-mail says of its show. */
export async function showText(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({
      name: events.name,
      nameAr: events.nameAr,
      dateText: events.dateText,
      dateTextAr: events.dateTextAr,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row!;
}

/**
 * The shows whose line has work to do: entries waiting (seats given back may now fit them),
 * offers whose time ran out, and seats still held for an offer that ended.
 */
export async function showsToSettle(): Promise<number[]> {
  const db = await getDb();
  const [waiting, due, held] = await Promise.all([
    db
      .selectDistinct({ eventId: waitlistEntries.eventId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, "WAITING")),
    db
      .selectDistinct({ eventId: waitlistOffers.eventId })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.status, "OFFERED"), lte(waitlistOffers.expiresAt, sql`now()`))),
    db
      .selectDistinct({ eventId: seats.eventId })
      .from(seats)
      .innerJoin(waitlistOffers, eq(waitlistOffers.id, seats.heldByOfferId))
      .where(
        and(
          isNotNull(seats.heldByOfferId),
          sql`not (${waitlistOffers.status} = 'OFFERED' and ${waitlistOffers.expiresAt} > now())`,
        ),
      ),
  ]);
  return [...new Set([...waiting, ...due, ...held].map((r) => r.eventId))].sort((a, b) => a - b);
}

/** Of these shows, those with an offer whose time has run out (the lists lapse it first). */
export async function showsWithDueOffers(eventIds: number[]): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .selectDistinct({ eventId: waitlistOffers.eventId })
    .from(waitlistOffers)
    .where(
      and(
        inArray(waitlistOffers.eventId, eventIds),
        eq(waitlistOffers.status, "OFFERED"),
        lte(waitlistOffers.expiresAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.eventId);
}

/** The account's offers still open: a checkout may take their seats. */
export async function openOfferIdsOf(tx: Tx, accountId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(
      and(
        eq(waitlistEntries.accountId, accountId),
        eq(waitlistOffers.status, "OFFERED"),
        sql`${waitlistOffers.expiresAt} > now()`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The account bought these seats: it leaves the line of their shows. Its entry there is BOUGHT;
 * its open offer BOUGHT when it bought seats of it, else WITHDRAWN (its seats are passed on by
 * the next settling of the line).
 */
export async function leaveLinesOnPurchase(
  tx: Tx,
  accountId: number,
  seatIds: number[],
): Promise<void> {
  if (seatIds.length === 0) return;
  const left = await tx
    .update(waitlistEntries)
    .set({ status: "BOUGHT", endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(waitlistEntries.accountId, accountId),
        inArray(waitlistEntries.status, ["WAITING", "OFFERED"]),
        inArray(
          waitlistEntries.eventId,
          tx
            .selectDistinct({ eventId: seats.eventId })
            .from(seats)
            .where(inArray(seats.id, seatIds)),
        ),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (left.length === 0) return;
  const bought = sql`${waitlistOffers.seatIds} && ${sql`array[${sql.join(
    seatIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`}`;
  await tx
    .update(waitlistOffers)
    .set({
      status: sql<"BOUGHT" | "WITHDRAWN">`case when ${bought} then 'BOUGHT' else 'WITHDRAWN' end`,
      endedAt: sql`now()`,
    })
    .where(
      and(
        inArray(
          waitlistOffers.entryId,
          left.map((l) => l.id),
        ),
        eq(waitlistOffers.status, "OFFERED"),
      ),
    );
}
