// The on-sale's waitlist. Once the hall is sold out (or held), visitors join the show's line
// (POST /api/v1/events/{eventId}/waitlist, parties of 1 to 4, one in five at one price); one
// who is told seats for their party are on sale buys them instead, as a real visitor would. Then
// seats come back three ways, one step after the other: the unpaid checkouts' holds lapse (their
// time moved into the past, then the scheduled work ends them), the office refunds some paid
// orders and cancels others. After each, the offers the app made are answered as people would:
// each visitor reads their list (what /tickets shows), then buys the seats (checkout, payment,
// success page), declines (leaves the line) or lets the offer lapse (its time moved into the
// past, then the scheduled work), until no offer is left unanswered. The app alone passes seats
// on. Read from the database: every freed seat offered, or on sale with nobody in line it fits;
// no seat offered twice at once; how long from a seat's release to its offer.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { idsOfRanges } from "../../../lib/seats/seat-ranges";
import type { AppProcess } from "../../../tests/support/app-processes";
import { createOrganiser } from "../../../tests/support/fixtures";
import { rowsOf } from "./database";
import type { HallSeat, Person } from "./onsale-fixture";
import { signedInVisitors } from "./onsale-fixture";
import { runPool } from "./pool";
import { percentile } from "./stats";
import {
  lastOfferId,
  offersAfterReleases,
  offersOf,
  strandedSeats,
  unheldOffers,
  watchOffers,
  type OfferRow,
  type Release,
  type ReleaseSource,
} from "./waitlist-checks";
import {
  openWaitlistTally,
  personClient,
  scheduledWork,
  type PersonClient,
  type WaitlistTally,
} from "./waitlist-client";

export type WaitlistContext = {
  db: Db;
  apps: AppProcess[];
  eventId: number;
  hall: HallSeat[];
  entries: number;
  cronSecret: string;
  /** Of the on-sale's paid orders, one in `givebackEvery` is refunded, another cancelled. */
  givebackEvery: number;
};

/** What a visitor in line does with an offer, by their number: 6 in 10 buy, 2 decline, 2 let it lapse. */
const fateOf = (index: number) => (index % 10 < 6 ? "buy" : index % 10 < 8 ? "decline" : "lapse");
/** Releases whose seats the scheduled work passes on (the others' request does, at once). */
const SCHEDULED: ReleaseSource[] = ["lapsed hold", "lapsed"];
/** The scheduled work ends at most this many lapsed checkouts a run. */
const HOLDS_PER_RUN = 200;
/** A chain of offers ends long before: a bound against a line that never settles. */
const MAX_ROUNDS = 100;

const inList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Checks out these seats and pays, as a buyer does: whether it was paid. */
async function buySeats(client: PersonClient, seatIds: number[]): Promise<boolean> {
  const held = await client.hold(seatIds);
  if (held?.status !== 200) return false;
  const { sessionId, url } = held.body as { sessionId: string; url: string };
  if ((await client.pay(url))?.status !== 303) return false;
  return (await client.success(sessionId))?.status === 200;
}

/** `count` free seats of the hall from a seat status answer: side by side in a row if it can. */
function freeSeatsFor(hall: HallSeat[], body: unknown, count: number): number[] | null {
  const { sold, held } = body as { sold: string; held: string };
  const taken = new Set([...idsOfRanges(sold), ...idsOfRanges(held)]);
  const free = hall.filter((s) => !taken.has(s.id));
  if (free.length < count) return null;
  for (let i = 0; i + count <= free.length; i++) {
    const run = free.slice(i, i + count);
    if (run.every((s, k) => s.row === run[0]!.row && s.column === run[0]!.column + k))
      return run.map((s) => s.id);
  }
  return free.slice(0, count).map((s) => s.id);
}

export async function waitlistPhase(context: WaitlistContext) {
  const { db, apps, eventId } = context;
  const started = performance.now();
  const tally: WaitlistTally = openWaitlistTally();
  const people = await signedInVisitors(
    db,
    "Waiting",
    context.entries,
    (i) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`,
  );
  const organiser = await createOrganiser(db);
  const office = personClient(
    { index: 0, accountId: organiser.id, browser: organiser, address: "192.0.2.10" },
    apps,
    tally,
  );
  const clients = people.map((p) => personClient(p, apps, tally));
  const prices = (
    await rowsOf<{ price: number }>(
      db,
      sql`select distinct price_cents as price from seats where event_id = ${eventId} order by 1`,
    )
  ).map((r) => r.price);

  // the line forms: in turn, about as they arrive
  const personOfEntry = new Map<number, Person>();
  let boughtInstead = 0;
  let refused = 0;
  await runPool(people, 4, async (person) => {
    const client = clients[person.index]!;
    const party = 1 + Math.floor(Math.random() * 4);
    const band = person.index % 5 === 4 ? prices[person.index % prices.length]! : null;
    for (let tries = 0; tries < 4; tries++) {
      const joined = await client.join(eventId, party, band);
      if (joined?.status === 201) {
        personOfEntry.set((joined.body as { entryId: number }).entryId, person);
        return;
      }
      if (joined?.code !== "errors.waitlist.seatsOnSale") break;
      const status = await client.status(eventId);
      const seatIds =
        status?.status === 200 ? freeSeatsFor(context.hall, status.body, party) : null;
      if (seatIds && (await buySeats(client, seatIds))) {
        boughtInstead++;
        return;
      }
    }
    refused++;
  });

  const watch = watchOffers(db, eventId);
  const releases: Release[] = [];
  const stepEnds: number[] = [];
  const onSaleAtEnd: Set<number>[] = [];
  const answered = new Set<number>();
  let stranded = 0;
  let unheld = 0;
  let rounds = 0;
  /**
   * Seats are about to come back (what gives them back is sent next): `done(seatIds)` records
   * those that did, as of now.
   */
  async function releasing(source: ReleaseSource) {
    const afterOfferId = await lastOfferId(db);
    const at = Date.now();
    const step = stepEnds.length;
    return (seatIds: number[]) =>
      releases.push(...seatIds.map((seatId) => ({ seatId, at, afterOfferId, step, source })));
  }

  /** Seats' (and their offers' or checkouts') time runs out now. */
  async function runOut(seatIds: number[], offerIds: number[], orderIds: number[]) {
    if (orderIds.length)
      await db.execute(
        sql`update orders set hold_expires_at = now() - interval '1 minute' where id in (${inList(orderIds)})`,
      );
    if (offerIds.length)
      await db.execute(
        sql`update waitlist_offers set expires_at = now() - interval '1 minute' where id in (${inList(offerIds)})`,
      );
    if (seatIds.length)
      await db.execute(
        sql`update seats set held_until = now() - interval '1 minute' where id in (${inList(seatIds)})`,
      );
  }

  /** One offer answered by its visitor; an offer to be let lapse is answered null. */
  async function answer(offer: OfferRow): Promise<OfferRow | null> {
    answered.add(offer.id);
    const person = personOfEntry.get(offer.entryId)!;
    const client = clients[person.index]!;
    const list = await client.mine();
    const entries = (list?.body as { entries?: { entryId: number; status: string }[] })?.entries;
    const entry = entries?.find((e) => e.entryId === offer.entryId && e.status === "OFFERED");
    if (!entry) return null;
    const fate = fateOf(person.index);
    if (fate === "buy") await buySeats(client, offer.seatIds);
    else if (fate === "decline") {
      const done = await releasing("declined");
      if ((await client.leave(offer.entryId))?.status === 200) done(offer.seatIds);
    } else return offer;
    return null;
  }

  /** The offers made answered, round after round, until none is left unanswered. */
  async function chain() {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const live = (await offersOf(db, eventId)).filter(
        (o) => o.status === "OFFERED" && !answered.has(o.id),
      );
      if (!live.length) break;
      rounds++;
      const lapsing: OfferRow[] = [];
      await runPool(live, 8, async (offer) => {
        const lapses = await answer(offer);
        if (lapses) lapsing.push(lapses);
      });
      if (!lapsing.length) continue;
      const seatIds = lapsing.flatMap((o) => o.seatIds);
      (await releasing("lapsed"))(seatIds);
      await runOut(
        seatIds,
        lapsing.map((o) => o.id),
        [],
      );
      await scheduledWork(apps, context.cronSecret, tally);
    }
    stepEnds.push(Date.now());
    const check = await strandedSeats(db, eventId);
    stranded += check.stranded;
    unheld += await unheldOffers(db, eventId);
    onSaleAtEnd.push(check.onSale);
  }

  // the unpaid checkouts' holds lapse; the scheduled work ends them
  const held = await rowsOf<{ seatId: number; orderId: number }>(
    db,
    sql`select id as "seatId", held_by_order_id as "orderId" from seats
        where event_id = ${eventId} and status = 'HELD' and held_by_order_id is not null and held_by_offer_id is null`,
  );
  const holdsLapse = await releasing("lapsed hold");
  const heldOrders = [...new Set(held.map((h) => h.orderId))];
  await runOut(
    held.map((h) => h.seatId),
    [],
    heldOrders,
  );
  while ((await scheduledWork(apps, context.cronSecret, tally)) >= HOLDS_PER_RUN);
  // a checkout its buyer paid after all (its webhook late) kept its seats: they did not come back
  const ended = heldOrders.length
    ? await rowsOf<{ id: number }>(
        db,
        sql`select id from orders where id in (${inList(heldOrders)}) and status not in ('PAID', 'PARTIALLY_PAID')`,
      )
    : [];
  const endedIds = new Set(ended.map((o) => o.id));
  holdsLapse(held.filter((h) => endedIds.has(h.orderId)).map((h) => h.seatId));
  await chain();

  // the office gives seats back: refunds of some paid orders, then cancellations of others
  const waiting = new Set(people.map((p) => p.accountId));
  const paid = await rowsOf<{ orderId: number; accountId: number; paidCents: number }>(
    db,
    sql`select distinct o.id as "orderId", o.vendor_id as "accountId", o.paid_cents as "paidCents"
        from orders o join order_items i on i.order_id = o.id join seats s on s.id = i.seat_id
        where s.event_id = ${eventId} and o.status = 'PAID' order by o.id`,
  );
  const onsaleOrders = paid.filter((o) => !waiting.has(o.accountId));
  const every = context.givebackEvery;
  for (const source of ["refund", "office cancellation"] as const) {
    const chosen = onsaleOrders.filter(
      (_, i) => i % every === (source === "refund" ? 0 : Math.floor(every / 2)),
    );
    await runPool(chosen, 4, async (order) => {
      const items = await rowsOf<{ id: number; seatId: number }>(
        db,
        sql`select id, seat_id as "seatId" from order_items where order_id = ${order.orderId} and seat_id is not null and fulfilled`,
      );
      const done = await releasing(source);
      const reply =
        source === "refund"
          ? await office.refund(
              order.orderId,
              order.paidCents,
              items.map((i) => i.id),
            )
          : await office.cancel(order.orderId);
      if (reply && reply.status < 300) done(items.map((i) => i.seatId));
    });
    await chain();
  }

  const watched = await watch.stop();
  const offers = await offersOf(db, eventId);
  const matched = offersAfterReleases(releases, offers, stepEnds);
  const unoffered = matched.filter((m) => !m.offer);
  const notFitting = unoffered.filter((m) => onSaleAtEnd[m.release.step]!.has(m.release.seatId));
  const timesOf = (scheduled: boolean) =>
    matched.flatMap((m) =>
      m.ms === null || SCHEDULED.includes(m.release.source) !== scheduled ? [] : [m.ms],
    );
  const [atOnce, scheduled] = [timesOf(false), timesOf(true)];
  const bySource = (source: ReleaseSource) => releases.filter((r) => r.source === source).length;
  const byStatus = (status: string) => offers.filter((o) => o.status === status).length;
  return {
    entries: context.entries,
    joined: personOfEntry.size,
    boughtInstead,
    refused,
    seatsFreed: releases.length,
    freed: {
      lapsedHolds: bySource("lapsed hold"),
      refunds: bySource("refund"),
      cancellations: bySource("office cancellation"),
      declined: bySource("declined"),
      lapsedOffers: bySource("lapsed"),
    },
    seatsOffered: matched.length - unoffered.length,
    notOfferedNobodyFit: notFitting.length,
    /** Freed, not offered, and not on sale either: must be zero. */
    lost: unoffered.length - notFitting.length,
    stranded,
    /** Seats seen in two live offers at once, and live offers' seats not held for them. */
    offeredTwice: watched.twice + unheld,
    offerLooks: watched.looks,
    offers: {
      made: offers.length,
      bought: byStatus("BOUGHT"),
      declined: byStatus("DECLINED"),
      lapsed: byStatus("LAPSED"),
      withdrawn: byStatus("WITHDRAWN"),
      open: byStatus("OFFERED"),
    },
    rounds,
    /** From a seat's release to its offer: given back by a request, and lapsed (the scheduled work). */
    releaseToOfferMs: {
      atOnce: { count: atOnce.length, p50: percentile(atOnce, 50), p99: percentile(atOnce, 99) },
      scheduled: {
        count: scheduled.length,
        p50: percentile(scheduled, 50),
        p99: percentile(scheduled, 99),
      },
    },
    elapsedSeconds: (performance.now() - started) / 1000,
    ...tally,
  };
}

export type WaitlistFigures = Awaited<ReturnType<typeof waitlistPhase>>;

/** The figures' verdict: no freed seat kept from a party that fits it, none offered twice. */
export const waitlistHolds = (w: WaitlistFigures) =>
  w.stranded === 0 && w.lost === 0 && w.offeredTwice === 0;
