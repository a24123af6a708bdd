// The waitlist phase's checks, read from the database: which seats are on sale while a party in
// line would fit them, offers of one seat that overlap in time, and which freed seat was offered
// when (and how long after its release).
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { chooseSeats, type FreeSeat } from "../../../lib/waitlist/rules";
import { countOf, rowsOf } from "./database";

/** A seat given back at `at` (ms since the epoch) in step `step`: by what. */
export type Release = { seatId: number; at: number; step: number; source: ReleaseSource };
export type ReleaseSource =
  "lapsed hold" | "refund" | "office cancellation" | "declined" | "lapsed";

/** An offer as the database has it. */
export type OfferRow = {
  id: number;
  entryId: number;
  seatIds: number[];
  status: string;
  createdAt: number;
};

export async function offersOf(db: Db, eventId: number): Promise<OfferRow[]> {
  const rows = await rowsOf<{
    id: number;
    entryId: number;
    seatIds: number[];
    status: string;
    createdAt: Date | string;
  }>(
    db,
    sql`select id, entry_id as "entryId", seat_ids as "seatIds", status, created_at as "createdAt"
        from waitlist_offers where event_id = ${eventId} order by id`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).getTime() }));
}

/**
 * The seats on sale now (a lapsed checkout hold counts) that the line, in its order, would be
 * offered: each waiting entry the free seats its party fits, as the app's own rule chooses them.
 * Zero after the app has settled its line, whatever came back.
 */
export async function strandedSeats(db: Db, eventId: number) {
  let free = await rowsOf<FreeSeat>(
    db,
    sql`select id, seat_row as "row", seat_column as "column", price_cents as "priceCents", aisle_after as "aisleAfter"
        from seats where event_id = ${eventId}
        and (status = 'AVAILABLE' or (status = 'HELD' and held_by_offer_id is null and held_until <= now()))`,
  );
  const onSale = new Set(free.map((s) => s.id));
  const waiting = await rowsOf<{ partySize: number; priceBandCents: number | null }>(
    db,
    sql`select party_size as "partySize", price_band_cents as "priceBandCents" from waitlist_entries
        where event_id = ${eventId} and status = 'WAITING' order by position, id`,
  );
  let stranded = 0;
  for (const entry of waiting) {
    const choice = chooseSeats(free, entry.partySize, entry.priceBandCents);
    if (!choice) continue;
    stranded += choice.seatIds.length;
    free = free.filter((s) => !choice.seatIds.includes(s.id));
  }
  return { stranded, onSale };
}

/**
 * Offers that shared a seat while both were live (from being made to their end), and live
 * offers whose seats are not held for them: both must be zero.
 */
export async function offeredTwice(db: Db, eventId: number) {
  const overlapping = await countOf(
    db,
    sql`select count(*)::int as n from waitlist_offers a join waitlist_offers b
        on a.id < b.id and b.event_id = a.event_id and a.seat_ids && b.seat_ids
        where a.event_id = ${eventId}
        and tstzrange(a.created_at, coalesce(a.ended_at, 'infinity')) && tstzrange(b.created_at, coalesce(b.ended_at, 'infinity'))`,
  );
  const unheld = await countOf(
    db,
    sql`select count(*)::int as n from waitlist_offers o cross join unnest(o.seat_ids) as offered(seat_id)
        join seats s on s.id = offered.seat_id
        where o.event_id = ${eventId} and o.status = 'OFFERED'
        and (s.status <> 'HELD' or s.held_by_offer_id is distinct from o.id)`,
  );
  return overlapping + unheld;
}

/**
 * Each release's offer: the first offer of its seat made after it and before its step ended
 * (`stepEnds[step]`); the time between (ms). A release without one was not offered.
 */
export function offersAfterReleases(releases: Release[], offers: OfferRow[], stepEnds: number[]) {
  const bySeat = new Map<number, OfferRow[]>();
  for (const offer of offers)
    for (const seatId of offer.seatIds) bySeat.set(seatId, [...(bySeat.get(seatId) ?? []), offer]);
  return releases.map((release) => {
    const offer = (bySeat.get(release.seatId) ?? []).find(
      (o) => o.createdAt >= release.at && o.createdAt <= stepEnds[release.step]!,
    );
    return { release, offer: offer ?? null, ms: offer ? offer.createdAt - release.at : null };
  });
}
