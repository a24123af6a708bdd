// The waitlist phase's checks, read from the database: which seats are on sale while a party in
// line would fit them, offers of one seat that overlap in time, and which freed seat was offered
// when (and how long after its release).
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { chooseSeats, type FreeSeat } from "../../../lib/waitlist/rules";
import { countOf, rowsOf } from "./database";

/**
 * A seat given back at `at` (ms since the epoch, as the request was sent) in step `step`, by
 * what; `afterOfferId`: the last offer made before (its offer comes after it).
 */
export type Release = {
  seatId: number;
  at: number;
  afterOfferId: number;
  step: number;
  source: ReleaseSource;
};

/** The last offer made so far (0 for none): an offer of a seat released now has a later id. */
export async function lastOfferId(db: Db): Promise<number> {
  return countOf(db, sql`select coalesce(max(id), 0)::int as n from waitlist_offers`);
}
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
 * Seats of live offers (OFFERED, lapsed or not: their seats are theirs until the line is settled)
 * that are in another live offer too, or held for another offer: the ids, in one snapshot.
 */
async function seatsOfferedTwice(db: Db, eventId: number): Promise<number[]> {
  const rows = await rowsOf<{ seatId: number }>(
    db,
    sql`select offered.seat_id as "seatId" from waitlist_offers o
        cross join unnest(o.seat_ids) as offered(seat_id) join seats s on s.id = offered.seat_id
        where o.event_id = ${eventId} and o.status = 'OFFERED'
        group by offered.seat_id
        having count(*) > 1 or bool_or(s.held_by_offer_id is not null and s.held_by_offer_id <> o.id)`,
  );
  return rows.map((r) => r.seatId);
}

/**
 * Live offers whose seats are not held for them: read when nothing is under way (a checkout of
 * offered seats holds them for its order until paid).
 */
export async function unheldOffers(db: Db, eventId: number) {
  return countOf(
    db,
    sql`select count(*)::int as n from waitlist_offers o cross join unnest(o.seat_ids) as offered(seat_id)
        join seats s on s.id = offered.seat_id
        where o.event_id = ${eventId} and o.status = 'OFFERED'
        and (s.status <> 'HELD' or s.held_by_offer_id is distinct from o.id)`,
  );
}

/**
 * Watches the show's live offers every 100 ms until stopped: the seats seen in two live offers
 * at once (or held for another offer than the live one naming them), and how many looks.
 */
export function watchOffers(db: Db, eventId: number) {
  const twice = new Set<number>();
  let looks = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      for (const seatId of await seatsOfferedTwice(db, eventId)) twice.add(seatId);
      looks++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { twice: twice.size, looks };
    },
  };
}

/**
 * Each release's offer: the first offer of its seat made after it (a later id) and before its
 * step ended (`stepEnds[step]`), and the time between (ms). An offer's time is its settling's
 * (the transaction's start): one already waiting for the line's lock when the seat came back
 * may have started before, counted as 0. A release without an offer was not offered.
 */
export function offersAfterReleases(releases: Release[], offers: OfferRow[], stepEnds: number[]) {
  const bySeat = new Map<number, OfferRow[]>();
  for (const offer of offers)
    for (const seatId of offer.seatIds) bySeat.set(seatId, [...(bySeat.get(seatId) ?? []), offer]);
  return releases.map((release) => {
    const offer = (bySeat.get(release.seatId) ?? []).find(
      (o) => o.id > release.afterOfferId && o.createdAt <= stepEnds[release.step]!,
    );
    return {
      release,
      offer: offer ?? null,
      ms: offer ? Math.max(0, offer.createdAt - release.at) : null,
    };
  });
}
