import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  auditLog,
  emailOutbox,
  events,
  orderItems,
  orders,
  seats,
  vendors,
  waitlistEntries,
  waitlistOffers,
} from "@/db/schema";
import { expireLapsedHolds } from "@/lib/cron/holds";
import { runDailyWork } from "@/lib/cron/daily";
import { settleWaitlist } from "@/lib/waitlist/offers";
import { offerDeadline } from "@/lib/waitlist/rules";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { SEED_WAITING, SOLD_OUT_SHOW_GUID } from "@/db/seed-waitlist";
import { createOrganiser, signInAs, type Organiser, type SignedIn } from "../support/fixtures";
import { checkout, payAndDeliver, startProvider, stopProvider } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The waitlist of a sold-out show, end to end against PostgreSQL and the local payment provider:
// seats given back (a refund, a cancellation, a lapsed or cancelled checkout, seats added) are
// offered to the first party in line that fits, held for it alone; lapses and declines pass them
// on at once; a party that does not fit keeps its place; nobody else can buy offered seats; two
// seats freed at once make two offers and no seat is offered twice; a buyer leaves the line.

let provider: StripeLocal;
let organiser: Organiser;
const shows: number[] = [];

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb(), "Waitlist Office");
});

afterAll(async () => {
  // the lists these tests made are closed, so the scheduled work elsewhere finds nothing to do
  for (const eventId of shows)
    await post(organiser, `/api/admin/v1/events/${eventId}/waitlist/close`);
  await stopProvider(provider);
});

type Buyer = SignedIn & { vendorId: number; vendorName: string; email: string; lob: string };

/** A signed-in ticket buyer (a visitor account) whose e-mails are in `locale`. */
async function visitor(locale: "en" | "ar" = "en", name = "Waitlist Fan"): Promise<Buyer> {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const email = `waitlist.${id}@example.com`;
  const [row] = await db
    .insert(vendors)
    .values({
      email,
      role: "visitor",
      locale,
      contactName: name,
      legalName: name,
      lob: name,
      city: "-",
      phone: "-",
      passwordHash: "unused",
    })
    .returning({ id: vendors.id });
  const account = { vendorId: row!.id, vendorName: name, email };
  return { ...account, lob: name, ...(await signInAs(account)) };
}

/** An active seated show of `rows` rows of `perRow` seats; seat ids by row, then number. */
async function hall(rows: number, perRow: number, price = (_row: number) => 5000) {
  const db = await getDb();
  const [event] = await db
    .insert(events)
    .values({
      name: `Waitlist show ${randomUUID().slice(0, 8)}`,
      description: "Seats",
      location: "Stage",
      startsAt: new Date("2030-07-01T22:00:00Z"),
      endsAt: new Date("2030-07-02T01:00:00Z"),
      dateText: "July 1, 2030",
      address: "1 Test Way",
      details: "Seats",
      image: "tarab-night-stage.svg",
      status: "ACTIVE",
      hasSeating: true,
    })
    .returning({ id: events.id });
  const values = [];
  for (let row = 1; row <= rows; row++)
    for (let column = 1; column <= perRow; column++)
      values.push({ eventId: event!.id, row, column, rowType: "TEST", priceCents: price(row) });
  const inserted = await db
    .insert(seats)
    .values(values)
    .returning({ id: seats.id, row: seats.row, column: seats.column });
  shows.push(event!.id);
  const at = (row: number, column: number) =>
    inserted.find((s) => s.row === row && s.column === column)!.id;
  return { eventId: event!.id, at, all: inserted.map((s) => s.id) };
}

/** A paid ticket order of these seats: its id. */
async function buy(buyer: Buyer, seatIds: number[]): Promise<number> {
  const answer = await checkout(buyer, { checkoutType: "TICKETS", seatIds });
  expect(answer.code, JSON.stringify(answer.payload)).toBe(200);
  await payAndDeliver(provider, answer.payload.sessionId);
  return answer.payload.orderId as number;
}

function post(who: SignedIn, url: string, body: unknown = {}, method = "POST") {
  return api(jsonRequest(url, body, { session: who, method })).then(read);
}

function get(who: SignedIn, url: string) {
  return api(new Request(`http://localhost${url}`, { headers: { cookie: who.cookie } })).then(read);
}

/** The organiser refunds the whole order and gives all its seats back. */
async function refundAll(orderId: number) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const answer = await post(organiser, `/api/admin/v1/orders/${orderId}/refunds`, {
    amountCents: order!.paidCents,
    reason: "The buyer cannot come",
    releaseItems: items.map((i) => i.id),
  });
  expect(answer.code, JSON.stringify(answer.payload)).toBe(201);
}

const join = (who: SignedIn, eventId: number, body: Record<string, unknown>) =>
  post(who, `/api/v1/events/${eventId}/waitlist`, body);
const mine = (who: SignedIn) => get(who, "/api/visitor/v1/waitlist");
const leave = (who: SignedIn, entryId: number) =>
  post(who, `/api/visitor/v1/waitlist/${entryId}`, undefined, "DELETE");

/** The account's entry for the show, as its list answers it. */
async function entryOf(who: SignedIn, eventId: number) {
  const answer = await mine(who);
  expect(answer.code).toBe(200);
  return (answer.payload.entries as { eventId: number }[]).find((e) => e.eventId === eventId) as
    Record<string, any> | undefined;
}

async function offersOfShow(eventId: number) {
  const db = await getDb();
  return db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.eventId, eventId))
    .orderBy(asc(waitlistOffers.id));
}

async function seatRows(ids: number[]) {
  const db = await getDb();
  const rows = await db.select().from(seats).where(inArray(seats.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** Ends an offer's time as the clock would: it and its seats' hold a minute in the past. */
async function runOut(offerId: number) {
  const db = await getDb();
  await db
    .update(waitlistOffers)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(waitlistOffers.id, offerId));
  await db
    .update(seats)
    .set({ heldUntil: sql`now() - interval '1 minute'` })
    .where(eq(seats.heldByOfferId, offerId));
}

/** A show whose every seat is sold, each in an order of its own (their ids by seat). */
async function soldOut(rows: number, perRow: number, price?: (row: number) => number) {
  const show = await hall(rows, perRow, price);
  const buyer = await visitor("en", "Early Bird");
  const ordersBySeat = new Map<number, number>();
  for (const seatId of show.all) ordersBySeat.set(seatId, await buy(buyer, [seatId]));
  return { ...show, buyer, orderOf: (seatId: number) => ordersBySeat.get(seatId)! };
}

/** No seat is held for two live offers, and every held seat's offer names it. */
async function expectNoSeatOfferedTwice(eventId: number) {
  const live = (await offersOfShow(eventId)).filter((o) => o.status === "OFFERED");
  const offered = live.flatMap((o) => o.seatIds);
  expect(new Set(offered).size).toBe(offered.length);
  for (const offer of live)
    for (const row of await seatRows(offer.seatIds)) {
      expect(row.status).toBe("HELD");
      expect(row.heldByOfferId).toBe(offer.id);
    }
}

describe("the offer chain", () => {
  it("a refund that frees two seats offers them to the first party of two, held for it alone, in its language with a link to checkout", async () => {
    const show = await soldOut(1, 4);
    const first = await visitor("ar", "سارة أحمد");
    const second = await visitor();
    const joined = await join(first, show.eventId, { partySize: 2 });
    expect(joined.code).toBe(201);
    expect(joined.payload).toMatchObject({
      partySize: 2,
      status: "WAITING",
      place: 1,
      offer: null,
    });
    expect((await join(second, show.eventId, { partySize: 2 })).payload.place).toBe(2);

    const [a, b] = [show.at(1, 3), show.at(1, 4)];
    // the organiser refunds one order, then the other: each seat comes back alone, and only the
    // two together fit the first party, which is offered them when the second comes back
    await refundAll(show.orderOf(a));
    expect((await entryOf(first, show.eventId))!.status).toBe("WAITING");
    await refundAll(show.orderOf(b));

    const entry = (await entryOf(first, show.eventId))!;
    expect(entry.status).toBe("OFFERED");
    expect(entry.offer).toMatchObject({
      status: "OFFERED",
      together: true,
      totalCents: 10000,
      seats: [
        { seatId: a, label: "Row 1, Seat 3", priceCents: 5000 },
        { seatId: b, label: "Row 1, Seat 4", priceCents: 5000 },
      ],
      checkoutPath: `/checkout?offer=${entry.offer.offerId}`,
    });
    // the window is 12 hours from the offer, moved out of the Toronto night
    const [offer] = await offersOfShow(show.eventId);
    expect(entry.offer.expiresAt).toBe(offerDeadline(offer!.createdAt, 12).toISOString());
    for (const row of await seatRows([a, b]))
      expect(row).toMatchObject({ status: "HELD", heldByOfferId: offer!.id, heldByOrderId: null });
    expect((await entryOf(second, show.eventId))!).toMatchObject({ status: "WAITING", place: 1 });

    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, first.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail!.subject).toContain("مقاعد من أجلك");
    expect(mail!.text).toContain("الصف 1، المقعد 3");
    expect(mail!.text).toContain(`https://festival.example/ar/checkout?offer=${offer!.id}`);
  });

  it("nobody else can buy offered seats; the offer's account checks them out and pays, and leaves the line", async () => {
    const show = await soldOut(1, 2);
    const holder = await visitor();
    const other = await visitor();
    await join(holder, show.eventId, { partySize: 1 });
    await join(other, show.eventId, { partySize: 1 });
    const seat = show.at(1, 1);
    await refundAll(show.orderOf(seat));
    const offer = (await entryOf(holder, show.eventId))!.offer;
    expect(offer.seats.map((s: { seatId: number }) => s.seatId)).toEqual([seat]);

    for (const someone of [other, show.buyer, await visitor()]) {
      const refused = await checkout(someone, { checkoutType: "TICKETS", seatIds: [seat] });
      expect(refused).toMatchObject({ code: 409, errorCode: "errors.itemsTaken" });
    }
    const taken = await checkout(holder, { checkoutType: "TICKETS", seatIds: [seat] });
    expect(taken.code).toBe(200);
    await payAndDeliver(provider, taken.payload.sessionId);

    expect((await seatRows([seat]))[0]).toMatchObject({
      status: "SOLD",
      vendorId: holder.vendorId,
      heldByOfferId: null,
    });
    expect((await entryOf(holder, show.eventId))!).toMatchObject({
      status: "BOUGHT",
      place: null,
      offer: { status: "BOUGHT" },
    });
    expect((await entryOf(other, show.eventId))!).toMatchObject({ status: "WAITING", place: 1 });
  });

  it("a party that does not fit is skipped, not starved: it keeps its place and is offered seats together when they come back", async () => {
    const show = await soldOut(2, 3);
    const party = await visitor();
    const single = await visitor();
    await join(party, show.eventId, { partySize: 3 });
    await join(single, show.eventId, { partySize: 1 });

    await refundAll(show.orderOf(show.at(1, 2)));
    expect((await entryOf(party, show.eventId))!).toMatchObject({ status: "WAITING", place: 1 });
    expect((await entryOf(single, show.eventId))!.offer.seats[0].seatId).toBe(show.at(1, 2));

    // a whole row comes back: the party of three, first in line, is offered it side by side
    for (const column of [1, 2, 3]) await refundAll(show.orderOf(show.at(2, column)));
    const offered = (await entryOf(party, show.eventId))!;
    expect(offered.status).toBe("OFFERED");
    expect(offered.offer.together).toBe(true);
    expect(offered.offer.seats.map((s: { label: string }) => s.label)).toEqual([
      "Row 2, Seat 1",
      "Row 2, Seat 2",
      "Row 2, Seat 3",
    ]);
    await expectNoSeatOfferedTwice(show.eventId);
  });

  it("two seats freed at once give two offers, each of its own seat", async () => {
    const show = await soldOut(1, 4);
    const line = [await visitor(), await visitor(), await visitor()];
    for (const who of line) await join(who, show.eventId, { partySize: 1 });
    await Promise.all([
      refundAll(show.orderOf(show.at(1, 1))),
      refundAll(show.orderOf(show.at(1, 4))),
    ]);
    const [a, b, c] = await Promise.all(line.map((who) => entryOf(who, show.eventId)));
    expect([a!.status, b!.status, c!.status]).toEqual(["OFFERED", "OFFERED", "WAITING"]);
    expect(
      [a!.offer.seats[0].seatId, b!.offer.seats[0].seatId].sort((x: number, y: number) => x - y),
    ).toEqual([show.at(1, 1), show.at(1, 4)]);
    expect(c!.place).toBe(1);
    await expectNoSeatOfferedTwice(show.eventId);
  });

  it("no offer is made twice: settling one line many times at once offers each free seat once", async () => {
    const show = await hall(1, 2);
    const buyer = await visitor();
    const orderId = await buy(buyer, show.all);
    const line = [await visitor(), await visitor(), await visitor()];
    for (const who of line) await join(who, show.eventId, { partySize: 1 });
    // the seats come back without the app's own settling (as after a crash): several at once
    const db = await getDb();
    await db
      .update(seats)
      .set({ status: "AVAILABLE", vendorId: null })
      .where(inArray(seats.id, show.all));
    await db.update(orderItems).set({ fulfilled: false }).where(eq(orderItems.orderId, orderId));
    const made = await Promise.all(Array.from({ length: 6 }, () => settleWaitlist(show.eventId)));
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(2);
    const offers = await offersOfShow(show.eventId);
    expect(offers).toHaveLength(2);
    await expectNoSeatOfferedTwice(show.eventId);
    expect((await entryOf(line[2]!, show.eventId))!.status).toBe("WAITING");
  });

  it("a lapsed offer passes its seats to the next in line at once when a list is read, and by the scheduled work", async () => {
    const show = await soldOut(1, 2);
    const first = await visitor();
    const second = await visitor();
    await join(first, show.eventId, { partySize: 1 });
    await join(second, show.eventId, { partySize: 1 });
    const seat = show.at(1, 2);
    await refundAll(show.orderOf(seat));
    const firstOffer = (await entryOf(first, show.eventId))!.offer;
    await runOut(firstOffer.offerId);

    // its time is up, yet the seat is not on sale to anyone: it goes to the line
    const outsider = await visitor();
    expect(await checkout(outsider, { checkoutType: "TICKETS", seatIds: [seat] })).toMatchObject({
      code: 409,
    });
    expect((await seatRows([seat]))[0]).toMatchObject({
      status: "HELD",
      heldByOfferId: firstOffer.offerId,
    });
    // the next in line reads their list: the offer lapses and the seat is theirs
    const next = (await entryOf(second, show.eventId))!;
    expect(next.status).toBe("OFFERED");
    expect(next.offer.seats[0].seatId).toBe(seat);
    expect((await entryOf(first, show.eventId))!).toMatchObject({
      status: "LAPSED",
      offer: { status: "LAPSED" },
    });

    // the second offer lapses with nobody left in line: the scheduled work frees the seat
    await runOut(next.offer.offerId);
    await runDailyWork();
    expect((await entryOf(second, show.eventId))!.status).toBe("LAPSED");
    expect((await seatRows([seat]))[0]).toMatchObject({
      status: "AVAILABLE",
      heldByOfferId: null,
    });
  });

  it("declining passes the seats to the next party that fits at once", async () => {
    const show = await soldOut(1, 3);
    const [first, pair, single] = [await visitor(), await visitor(), await visitor()];
    await join(first, show.eventId, { partySize: 1 });
    await join(pair, show.eventId, { partySize: 2 });
    await join(single, show.eventId, { partySize: 1 });
    await refundAll(show.orderOf(show.at(1, 2)));
    const entry = (await entryOf(first, show.eventId))!;
    expect(entry.status).toBe("OFFERED");

    const left = await leave(first, entry.entryId);
    expect(left).toMatchObject({ code: 200, payload: { entryId: entry.entryId, status: "LEFT" } });
    // the pair does not fit one seat: the single behind it is offered it
    expect((await entryOf(pair, show.eventId))!).toMatchObject({ status: "WAITING", place: 1 });
    expect((await entryOf(single, show.eventId))!.offer.seats[0].seatId).toBe(show.at(1, 2));
    expect((await entryOf(first, show.eventId))!.offer.status).toBe("DECLINED");
  });

  it("an entry whose account buys elsewhere leaves the line; the seats of its offer pass on", async () => {
    const dear = 10000;
    const cheap = 3000;
    const show = await soldOut(2, 1, (row) => (row === 1 ? dear : cheap));
    const [front, back] = [show.at(1, 1), show.at(2, 1)];
    const first = await visitor();
    const bargain = await visitor();
    await join(first, show.eventId, { partySize: 1 });
    await join(bargain, show.eventId, { partySize: 1, priceBand: cheap });
    await refundAll(show.orderOf(back));
    expect((await entryOf(first, show.eventId))!.offer.seats[0].seatId).toBe(back);

    // the front seat comes back: nobody waiting wants it at its price, so it is on sale
    await refundAll(show.orderOf(front));
    expect((await seatRows([front]))[0]!.status).toBe("AVAILABLE");
    await buy(first, [front]);
    expect((await entryOf(first, show.eventId))!).toMatchObject({
      status: "BOUGHT",
      offer: { status: "WITHDRAWN" },
    });
    // the seat of the withdrawn offer goes to the next in line
    expect((await entryOf(bargain, show.eventId))!.offer.seats[0].seatId).toBe(back);
    await expectNoSeatOfferedTwice(show.eventId);
  });

  it("a checkout of offered seats that ends unpaid gives them back to the offer, not to the hall", async () => {
    const show = await soldOut(1, 1);
    const holder = await visitor();
    await join(holder, show.eventId, { partySize: 1 });
    const seat = show.all[0]!;
    await refundAll(show.orderOf(seat));
    const started = await checkout(holder, { checkoutType: "TICKETS", seatIds: [seat] });
    expect(started.code).toBe(200);
    // its hold lapses and the scheduled work ends it
    const db = await getDb();
    await db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, started.payload.orderId));
    await db
      .update(seats)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(seats.id, seat));
    expect(
      await checkout(await visitor(), { checkoutType: "TICKETS", seatIds: [seat] }),
    ).toMatchObject({ code: 409 });
    await expireLapsedHolds({ limit: 1000 });
    const [row] = await seatRows([seat]);
    const offer = (await entryOf(holder, show.eventId))!.offer;
    expect(row).toMatchObject({
      status: "HELD",
      heldByOrderId: null,
      heldByOfferId: offer.offerId,
    });
    expect(row!.heldUntil!.toISOString()).toBe(offer.expiresAt);
    // still the holder's to buy
    const again = await checkout(holder, { checkoutType: "TICKETS", seatIds: [seat] });
    expect(again.code).toBe(200);
  });

  it("a checkout of offered seats the office cancels gives them back to the offer: nobody else buys them, no one else is offered them", async () => {
    const show = await soldOut(1, 1);
    const holder = await visitor();
    const next = await visitor();
    await join(holder, show.eventId, { partySize: 1 });
    const seat = show.all[0]!;
    await refundAll(show.orderOf(seat));
    await join(next, show.eventId, { partySize: 1 });
    const started = await checkout(holder, { checkoutType: "TICKETS", seatIds: [seat] });
    expect(started.code).toBe(200);
    const cancelled = await post(
      organiser,
      `/api/admin/v1/orders/${started.payload.orderId}/cancel`,
      { refund: false, reason: "Placed by mistake" },
    );
    expect(cancelled.code).toBe(200);

    const offer = (await entryOf(holder, show.eventId))!.offer;
    expect(offer.status).toBe("OFFERED");
    const [row] = await seatRows([seat]);
    expect(row).toMatchObject({
      status: "HELD",
      heldByOrderId: null,
      heldByOfferId: offer.offerId,
    });
    expect(row!.heldUntil!.toISOString()).toBe(offer.expiresAt);
    expect((await entryOf(next, show.eventId))!).toMatchObject({ status: "WAITING", offer: null });
    expect(
      await checkout(await visitor(), { checkoutType: "TICKETS", seatIds: [seat] }),
    ).toMatchObject({ code: 409 });
    await expectNoSeatOfferedTwice(show.eventId);
    // still the holder's to buy
    expect((await checkout(holder, { checkoutType: "TICKETS", seatIds: [seat] })).code).toBe(200);
  });
});

describe("seats come back from every source", () => {
  it("an unpaid checkout whose hold lapses", async () => {
    const show = await hall(1, 1);
    const hoarder = await visitor();
    const held = await checkout(hoarder, { checkoutType: "TICKETS", seatIds: show.all });
    expect(held.code).toBe(200);
    const fan = await visitor();
    expect((await join(fan, show.eventId, { partySize: 1 })).code).toBe(201);
    const db = await getDb();
    await db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, held.payload.orderId));
    await db
      .update(seats)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(inArray(seats.id, show.all));
    await expireLapsedHolds({ limit: 1000 });
    expect((await entryOf(fan, show.eventId))!.offer.seats[0].seatId).toBe(show.all[0]);
  });

  it("a checkout its buyer cancels", async () => {
    const show = await hall(1, 1);
    const buyer = await visitor();
    const held = await checkout(buyer, { checkoutType: "TICKETS", seatIds: show.all });
    const fan = await visitor();
    await join(fan, show.eventId, { partySize: 1 });
    const cancelled = await post(buyer, "/api/v1/order/cancel", {
      sessionId: held.payload.sessionId,
    });
    expect(cancelled.code).toBe(200);
    expect((await entryOf(fan, show.eventId))!.status).toBe("OFFERED");
  });

  it("an order the office cancels", async () => {
    const show = await soldOut(1, 1);
    const fan = await visitor();
    await join(fan, show.eventId, { partySize: 1 });
    const answer = await post(
      organiser,
      `/api/admin/v1/orders/${show.orderOf(show.all[0]!)}/cancel`,
      {
        refund: true,
        reason: "The buyer asked",
      },
    );
    expect(answer.code).toBe(200);
    expect((await entryOf(fan, show.eventId))!.status).toBe("OFFERED");
  });

  it("seats the organiser adds to the plan", async () => {
    const show = await soldOut(1, 2);
    const party = await visitor();
    await join(party, show.eventId, { partySize: 2 });
    const saved = await post(
      organiser,
      `/api/admin/v1/events/${show.eventId}/seating`,
      { rows: 1, seatsPerRow: 4, bands: [{ fromRow: 1, toRow: 1, priceCents: 5000 }] },
      "PUT",
    );
    expect(saved.code).toBe(200);
    const offer = (await entryOf(party, show.eventId))!.offer;
    expect(offer.together).toBe(true);
    expect(offer.seats.map((s: { label: string }) => s.label)).toEqual([
      "Row 1, Seat 3",
      "Row 1, Seat 4",
    ]);
  });
});

describe("POST /api/v1/events/{eventId}/waitlist", () => {
  it("refuses while seats the party could buy are on sale, but takes a party they cannot hold", async () => {
    const show = await hall(2, 2);
    const buyer = await visitor();
    await buy(buyer, [show.at(1, 1), show.at(2, 1), show.at(2, 2)]);
    const fan = await visitor();
    expect(await join(fan, show.eventId, { partySize: 1 })).toMatchObject({
      code: 409,
      errorCode: "errors.waitlist.seatsOnSale",
    });
    const pair = await join(fan, show.eventId, { partySize: 2 });
    expect(pair).toMatchObject({ code: 201, payload: { status: "WAITING", place: 1 } });
    expect(await join(fan, show.eventId, { partySize: 2 })).toMatchObject({
      code: 409,
      errorCode: "errors.waitlist.alreadyInLine",
    });
  });

  it("refuses a party over the per-order limit, a price no seat has, and bad input", async () => {
    const show = await soldOut(1, 1, () => 4500);
    const fan = await visitor();
    const tooMany = await join(fan, show.eventId, { partySize: 11 });
    expect(tooMany).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    expect(tooMany.issues).toMatchObject([{ path: ["partySize"] }]);
    const price = await join(fan, show.eventId, { partySize: 1, priceBand: 100 });
    expect(price).toMatchObject({ code: 400 });
    expect(price.issues).toMatchObject([
      { path: ["priceBand"], code: "errors.waitlist.priceBand" },
    ]);
    for (const body of [
      {},
      { partySize: 0 },
      { partySize: 1.5 },
      { partySize: "2" },
      { partySize: 1, extra: 1 },
    ])
      expect((await join(fan, show.eventId, body)).code, JSON.stringify(body)).toBe(400);
    expect((await join(fan, show.eventId, { partySize: 1, priceBand: 4500 })).code).toBe(201);
  });

  it("answers NOT_FOUND for an unknown event and for one without seats", async () => {
    const fan = await visitor();
    expect(await join(fan, 2147483646, { partySize: 1 })).toMatchObject({
      code: 404,
      errorCode: "errors.waitlist.noShow",
    });
    const db = await getDb();
    const [booths] = await db
      .insert(events)
      .values({
        name: "No seats",
        description: "-",
        location: "-",
        startsAt: new Date("2030-07-01T18:00:00Z"),
        endsAt: new Date("2030-07-01T21:00:00Z"),
        dateText: "-",
        address: "-",
        details: "-",
        image: "x.svg",
        status: "ACTIVE",
      })
      .returning({ id: events.id });
    expect((await join(fan, booths!.id, { partySize: 1 })).code).toBe(404);
  });
});

describe("the visitor's list and leaving", () => {
  it("shows each entry's place; another account's entry is not found; leaving twice is refused", async () => {
    const show = await soldOut(1, 1);
    const [a, b] = [await visitor(), await visitor()];
    await join(a, show.eventId, { partySize: 1 });
    const bEntry = (await join(b, show.eventId, { partySize: 1 })).payload;
    expect((await entryOf(b, show.eventId))!.place).toBe(2);
    const aEntry = (await entryOf(a, show.eventId))!;
    expect(await leave(b, aEntry.entryId)).toMatchObject({
      code: 404,
      errorCode: "errors.waitlist.entryNotFound",
    });
    expect((await leave(a, aEntry.entryId)).code).toBe(200);
    expect(await leave(a, aEntry.entryId)).toMatchObject({
      code: 409,
      errorCode: "errors.waitlist.notInLine",
    });
    expect((await entryOf(b, show.eventId))!.place).toBe(1);
    // back in line after leaving: at the back
    expect((await join(a, show.eventId, { partySize: 1 })).payload.place).toBe(2);
    expect(bEntry.place).toBe(2);
  });
});

describe("the organisers' line", () => {
  it("lists the line; moves a waiting entry with its reason in the audit log; refuses moving one not waiting", async () => {
    const show = await soldOut(1, 2);
    const [a, b, c] = [await visitor(), await visitor(), await visitor()];
    for (const who of [a, b, c]) await join(who, show.eventId, { partySize: 1 });
    const line = await get(organiser, `/api/admin/v1/events/${show.eventId}/waitlist`);
    expect(line.code).toBe(200);
    expect(line.payload).toMatchObject({ closed: false, offerHours: 12, waiting: 3, offered: 0 });
    const ids = line.payload.entries.map((e: { entryId: number }) => e.entryId);
    expect(line.payload.entries.map((e: { email: string }) => e.email)).toEqual([
      a.email,
      b.email,
      c.email,
    ]);

    const moved = await post(organiser, `/api/admin/v1/waitlist/${ids[2]}/move`, {
      position: 1,
      reason: "Booked by phone before the list opened",
    });
    expect(moved.code).toBe(200);
    expect(
      moved.payload.entries.map((e: { email: string; place: number }) => [e.email, e.place]),
    ).toEqual([
      [c.email, 1],
      [a.email, 2],
      [b.email, 3],
    ]);
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "waitlist"), eq(auditLog.entityId, ids[2])));
    expect(audit).toMatchObject({
      actorId: organiser.id,
      action: "update",
      before: { eventId: show.eventId, place: 3 },
      after: { eventId: show.eventId, place: 1, reason: "Booked by phone before the list opened" },
    });

    // the moved entry is first to be offered
    await refundAll(show.orderOf(show.at(1, 1)));
    expect((await entryOf(c, show.eventId))!.status).toBe("OFFERED");
    expect(
      await post(organiser, `/api/admin/v1/waitlist/${ids[2]}/move`, { position: 2, reason: "x" }),
    ).toMatchObject({ code: 409, errorCode: "errors.waitlist.notWaiting" });
    expect(
      (await post(organiser, `/api/admin/v1/waitlist/${ids[0]}/move`, { position: 2 })).code,
    ).toBe(400);
    expect(
      (
        await post(organiser, `/api/admin/v1/waitlist/2147483646/move`, {
          position: 1,
          reason: "x",
        })
      ).code,
    ).toBe(404);
  });

  it("closing the list closes the waiting entries and refuses new ones, until it is reopened", async () => {
    const show = await soldOut(1, 1);
    const [a, b] = [await visitor(), await visitor()];
    await join(a, show.eventId, { partySize: 1 });
    const closed = await post(organiser, `/api/admin/v1/events/${show.eventId}/waitlist/close`);
    expect(closed.payload).toMatchObject({ closed: true, waiting: 0 });
    expect((await entryOf(a, show.eventId))!.status).toBe("CLOSED");
    expect(await join(b, show.eventId, { partySize: 1 })).toMatchObject({
      code: 409,
      errorCode: "errors.waitlist.closed",
    });
    // a seat that comes back now is simply on sale
    await refundAll(show.orderOf(show.all[0]!));
    expect((await seatRows(show.all))[0]!.status).toBe("AVAILABLE");
    const reopened = await post(organiser, `/api/admin/v1/events/${show.eventId}/waitlist/open`);
    expect(reopened.payload.closed).toBe(false);
    expect(await join(b, show.eventId, { partySize: 1 })).toMatchObject({
      code: 409,
      errorCode: "errors.waitlist.seatsOnSale",
    });
  });

  it("sets the offer window: offers made afterwards last that long, never ending in the night", async () => {
    const show = await soldOut(1, 1);
    const fan = await visitor();
    await join(fan, show.eventId, { partySize: 1 });
    const url = `/api/admin/v1/events/${show.eventId}/waitlist/settings`;
    for (const offerHours of [0, 169, 2.5, "3"])
      expect((await post(organiser, url, { offerHours }, "PUT")).code).toBe(400);
    expect((await post(organiser, url, { offerHours: 1 }, "PUT")).payload.offerHours).toBe(1);
    await refundAll(show.orderOf(show.all[0]!));
    const [offer] = await offersOfShow(show.eventId);
    expect(offer!.expiresAt.toISOString()).toBe(offerDeadline(offer!.createdAt, 1).toISOString());
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, show.eventId)))
      .orderBy(desc(auditLog.id));
    expect(audit!.after).toEqual({ waitlist: { offerHours: 1 } });
  });

  it("answers NOT_FOUND for an event without seats", async () => {
    expect((await get(organiser, `/api/admin/v1/events/2147483646/waitlist`)).code).toBe(404);
  });
});

describe("entries and offers in the database", () => {
  it("an account is in a show's line once (a unique index), and a seat held for an offer is HELD", async () => {
    const show = await soldOut(1, 1);
    const fan = await visitor();
    await join(fan, show.eventId, { partySize: 1 });
    const db = await getDb();
    await expect(
      db.insert(waitlistEntries).values({
        eventId: show.eventId,
        accountId: fan.vendorId,
        partySize: 1,
        position: 99,
      }),
    ).rejects.toThrow();
    const [offer] = await db
      .insert(waitlistOffers)
      .values({
        entryId: (await entryOf(fan, show.eventId))!.entryId,
        eventId: show.eventId,
        seatIds: show.all,
        together: true,
        status: "DECLINED",
        expiresAt: new Date(),
      })
      .returning({ id: waitlistOffers.id });
    await expect(
      db
        .update(seats)
        .set({ status: "SOLD", heldByOfferId: offer!.id })
        .where(eq(seats.id, show.all[0]!)),
    ).rejects.toThrow();
  });
});

describe("the demo's sold-out show", () => {
  it("is sold out with a line: the organiser sees it, the first in line has an open offer, the others see their place", async () => {
    const db = await getDb();
    const [show] = await db.select().from(events).where(eq(events.guid, SOLD_OUT_SHOW_GUID));
    expect(show).toMatchObject({ status: "ACTIVE", hasSeating: true });
    const eventId = show!.id;

    // no seat on sale: eight sold, two held for the offer
    const map = await read(await api(new Request(`http://localhost/api/v1/seats/${eventId}`)));
    expect(map.code).toBe(200);
    const statuses = map.payload.seats.map((s: { seatStatus: string }) => s.seatStatus);
    expect(statuses.filter((s: string) => s === "SOLD")).toHaveLength(8);
    expect(statuses.filter((s: string) => s === "HELD")).toHaveLength(2);

    const line = await get(organiser, `/api/admin/v1/events/${eventId}/waitlist`);
    expect(line.code).toBe(200);
    expect(line.payload).toMatchObject({ closed: false, waiting: 3, offered: 1 });
    expect(
      line.payload.entries.map((e: { email: string; status: string }) => [e.email, e.status]),
    ).toEqual(SEED_WAITING.map((v, i) => [v.email, i === 0 ? "OFFERED" : "WAITING"]));

    const visitorsOf = async (email: string) => {
      const [account] = await db.select().from(vendors).where(eq(vendors.email, email));
      return signInAs({ vendorId: account!.id, vendorName: account!.contactName });
    };
    const [first, second] = SEED_WAITING;
    const offered = (await mine(await visitorsOf(first!.email))).payload.entries[0];
    expect(offered).toMatchObject({ eventId, status: "OFFERED", partySize: 2 });
    expect(offered.offer.seats).toHaveLength(2);
    expect(new Date(offered.offer.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const waiting = (await mine(await visitorsOf(second!.email))).payload.entries[0];
    expect(waiting).toMatchObject({ eventId, status: "WAITING", place: 1, partySize: 3 });
  });
});
