import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { orderItems, orders, seats } from "@/db/schema";
import { resetEnvForTests } from "@/config/env";
import { expireLapsedHolds } from "@/lib/cron/holds";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { browserAfter, unique, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  createSeats,
  orderRow,
  payAndDeliver,
  paymentsOf,
  sessionsForOrder,
  startProvider,
  stopProvider,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Holds that cannot take a show off sale: the unpaid checkouts placed from one client address hold
// at most max(10, 10% of the show's seats) of its seats at once, whatever the accounts they use;
// seat holds last 20 minutes; a buyer back from the payment page releases their checkout.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** A client address of its own per call (the registration and seat-hold limits count by address). */
const newAddress = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * A fresh visitor account registered from `address` through the API, as the hoarder made them;
 * outside tests that call handlers directly, the address is the connection's, never a header.
 */
async function visitorFrom(address: string): Promise<SignedIn> {
  const response = await api(
    jsonRequest(
      "/api/visitor/v1/register",
      { name: "Seat Fan", email: `fan.${unique()}@example.com`, password: "long-enough-1" },
      { headers: { "x-forwarded-for": address } },
    ),
  );
  expect(response.status).toBe(201);
  return browserAfter(response);
}

/** POST /api/v1/payment for tickets from a browser at `address`. */
async function ticketsFrom(browser: SignedIn, address: string, seatIds: number[]) {
  return checkoutFrom(browser, address, { checkoutType: "TICKETS", seatIds });
}

async function checkoutFrom(browser: SignedIn, address: string, body: Record<string, unknown>) {
  return read(
    await api(
      new Request("http://localhost/api/v1/payment", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: browser.cookie,
          "x-xsrf-token": browser.csrf,
          "x-forwarded-for": address,
        },
        body: JSON.stringify({ termsAccepted: true, ...body }),
      }),
    ),
  );
}

/** The orders that name any of these seats. */
async function ordersNaming(seatIds: number[]) {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(inArray(orderItems.seatId, seatIds));
  return rows.map((r) => r.orderId).sort((a, b) => a - b);
}

async function seatRows(ids: number[]) {
  const db = await getDb();
  const rows = await db.select().from(seats).where(inArray(seats.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** How many of these seats are held now (a lapsed hold counts as free). */
async function heldNow(ids: number[]) {
  const now = Date.now();
  return (await seatRows(ids)).filter(
    (s) => s.status === "HELD" && s.heldUntil !== null && s.heldUntil.getTime() > now,
  ).length;
}

const show = (size: number) => createSeats(Array.from({ length: size }, () => 5000));

/** Ends an order's hold as time would: its order and its seats' hold a minute in the past. */
async function lapse(orderId: number) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, orderId));
  await db
    .update(seats)
    .set({ heldUntil: sql`now() - interval '1 minute'` })
    .where(eq(seats.heldByOrderId, orderId));
}

const SEAT_HOLDS_REFUSAL = {
  code: 429,
  status: "TOO_MANY_REQUESTS",
  errorCode: "errors.checkout.seatHoldsPerAddress",
};

describe("POST /api/v1/payment: seats held from one client address, per show", () => {
  it("fresh accounts from one address hold at most 10 of a 64-seat show's seats; the next is refused before anything is held, and another address still buys", async () => {
    const seatIds = await show(64);
    const hoarder = newAddress();
    const first = await ticketsFrom(await visitorFrom(hoarder), hoarder, seatIds.slice(0, 10));
    expect(first.code).toBe(200);

    const second = await visitorFrom(hoarder);
    expect(await ticketsFrom(second, hoarder, seatIds.slice(10, 20))).toMatchObject({
      ...SEAT_HOLDS_REFUSAL,
      payload:
        "This connection may hold at most 10 seats of this show at a time, and unpaid checkouts from it already hold 10 seats. Seats free up when those checkouts end: paid, cancelled, or after 20 minutes unpaid.",
      params: { limit: 10, held: 10, minutes: 20 },
    });
    // even one more seat is refused, and nothing was held for the refused checkouts
    expect(await ticketsFrom(second, hoarder, seatIds.slice(10, 11))).toMatchObject(
      SEAT_HOLDS_REFUSAL,
    );
    expect(await heldNow(seatIds)).toBe(10);
    expect(await ordersNaming(seatIds)).toEqual([first.payload.orderId]);

    // another client address buys the show's seats as before
    const elsewhere = newAddress();
    const buyer = await ticketsFrom(await visitorFrom(elsewhere), elsewhere, seatIds.slice(10, 20));
    expect(buyer.code).toBe(200);
    await payAndDeliver(provider, buyer.payload.sessionId);
    expect((await orderRow(buyer.payload.orderId)).status).toBe("PAID");
    expect(await heldNow(seatIds)).toBe(10);
  });

  it("a checkout fitting what is left is accepted, up to the limit exactly", async () => {
    const seatIds = await show(64);
    const address = newAddress();
    expect((await ticketsFrom(await visitorFrom(address), address, seatIds.slice(0, 4))).code).toBe(
      200,
    );
    expect((await ticketsFrom(await visitorFrom(address), address, seatIds.slice(4, 8))).code).toBe(
      200,
    );
    const third = await visitorFrom(address);
    expect(await ticketsFrom(third, address, seatIds.slice(8, 11))).toMatchObject({
      ...SEAT_HOLDS_REFUSAL,
      params: { limit: 10, held: 8, minutes: 20 },
    });
    expect((await ticketsFrom(third, address, seatIds.slice(8, 10))).code).toBe(200);
    expect(await heldNow(seatIds)).toBe(10);
  });

  it("counts each show on its own: a full limit on one show refuses nothing on another", async () => {
    const [one, two] = [await show(64), await show(64)];
    const address = newAddress();
    expect((await ticketsFrom(await visitorFrom(address), address, one.slice(0, 10))).code).toBe(
      200,
    );
    expect((await ticketsFrom(await visitorFrom(address), address, two.slice(0, 10))).code).toBe(
      200,
    );
  });

  it("a larger show allows 10% of its seats, rounded down; SEAT_HOLDS_PER_ADDRESS_PERCENT changes the share", async () => {
    const hall = await show(159);
    const address = newAddress();
    expect((await ticketsFrom(await visitorFrom(address), address, hall.slice(0, 10))).code).toBe(
      200,
    );
    const next = await visitorFrom(address);
    expect(await ticketsFrom(next, address, hall.slice(10, 16))).toMatchObject({
      ...SEAT_HOLDS_REFUSAL,
      params: { limit: 15, held: 10, minutes: 20 },
    });
    expect((await ticketsFrom(next, address, hall.slice(10, 15))).code).toBe(200);

    vi.stubEnv("SEAT_HOLDS_PER_ADDRESS_PERCENT", "25");
    resetEnvForTests();
    try {
      const small = await show(64);
      const other = newAddress();
      expect((await ticketsFrom(await visitorFrom(other), other, small.slice(0, 10))).code).toBe(
        200,
      );
      const more = await visitorFrom(other);
      expect(await ticketsFrom(more, other, small.slice(10, 17))).toMatchObject({
        ...SEAT_HOLDS_REFUSAL,
        params: { limit: 16, held: 10, minutes: 20 },
      });
      expect((await ticketsFrom(more, other, small.slice(10, 16))).code).toBe(200);
    } finally {
      vi.stubEnv("SEAT_HOLDS_PER_ADDRESS_PERCENT", undefined);
      resetEnvForTests();
    }
  });

  it("eight checkouts from one address at the same time hold no more than the limit", async () => {
    const seatIds = await show(64);
    const address = newAddress();
    const browsers = await Promise.all(Array.from({ length: 8 }, () => visitorFrom(address)));
    const answers = await Promise.all(
      browsers.map((browser, i) => ticketsFrom(browser, address, seatIds.slice(i * 3, i * 3 + 3))),
    );
    // 3 + 3 + 3 fit in 10; a fourth would make 12
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(5);
    expect(await heldNow(seatIds)).toBe(9);
  });

  it("an account's new checkout replaces its earlier one without counting it; another account is still refused", async () => {
    const seatIds = await show(64);
    const address = newAddress();
    const fan = await visitorFrom(address);
    const first = await ticketsFrom(fan, address, seatIds.slice(0, 10));
    expect(first.code).toBe(200);
    // ten other seats, then some of the same ones: each replaces the one before
    const second = await ticketsFrom(fan, address, seatIds.slice(10, 20));
    expect(second.code).toBe(200);
    const third = await ticketsFrom(fan, address, seatIds.slice(15, 25));
    expect(third.code).toBe(200);
    expect((await orderRow(first.payload.orderId)).status).toBe("CANCELLED");
    expect((await orderRow(second.payload.orderId)).status).toBe("CANCELLED");
    expect((await seatRows(seatIds.slice(15, 25))).map((s) => s.heldByOrderId)).toEqual(
      seatIds.slice(15, 25).map(() => third.payload.orderId),
    );
    expect(await heldNow(seatIds)).toBe(10);

    expect(
      await ticketsFrom(await visitorFrom(address), address, seatIds.slice(30, 31)),
    ).toMatchObject(SEAT_HOLDS_REFUSAL);
  });

  it("seats free up for the address when its checkouts end: cancelled, lapsed or paid", async () => {
    const seatIds = await show(64);
    const address = newAddress();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => visitorFrom(address)));
    const cancelled = await ticketsFrom(a!, address, seatIds.slice(0, 10));
    expect(await ticketsFrom(b!, address, seatIds.slice(10, 12))).toMatchObject(SEAT_HOLDS_REFUSAL);
    const cancel = await api(
      new Request("http://localhost/api/v1/order/cancel", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: a!.cookie,
          "x-xsrf-token": a!.csrf,
        },
        body: JSON.stringify({ sessionId: cancelled.payload.sessionId }),
      }),
    );
    expect(cancel.status).toBe(200);

    const lapsing = await ticketsFrom(b!, address, seatIds.slice(10, 20));
    expect(lapsing.code).toBe(200);
    await lapse(lapsing.payload.orderId);

    const paid = await ticketsFrom(c!, address, seatIds.slice(20, 30));
    expect(paid.code).toBe(200);
    await payAndDeliver(provider, paid.payload.sessionId);
    expect((await orderRow(paid.payload.orderId)).status).toBe("PAID");

    expect((await ticketsFrom(d!, address, seatIds.slice(30, 40))).code).toBe(200);
  });

  it("orders keep the address only as a keyed hash: one per address, never the address itself", async () => {
    const seatIds = await show(64);
    const [here, there] = [newAddress(), newAddress()];
    const started = [
      await ticketsFrom(await visitorFrom(here), here, seatIds.slice(0, 1)),
      await ticketsFrom(await visitorFrom(here), here, seatIds.slice(1, 2)),
      await ticketsFrom(await visitorFrom(there), there, seatIds.slice(2, 3)),
    ];
    const keys = await Promise.all(
      started.map(async (s) => (await orderRow(s.payload.orderId)).holdKey),
    );
    expect(keys[0]).toMatch(/^[\w-]{43}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    for (const key of keys) {
      expect(key).not.toContain(here);
      expect(key).not.toContain(there);
    }
  });

  it("counts the IPv6 addresses of one /64 as one client: rotating through them gains nothing", async () => {
    const seatIds = await show(64);
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const first = `${network}:1111::1`;
    expect((await ticketsFrom(await visitorFrom(first), first, seatIds.slice(0, 10))).code).toBe(
      200,
    );
    const second = `${network}:2222:3333:4444:5555`;
    expect(
      await ticketsFrom(await visitorFrom(second), second, seatIds.slice(10, 20)),
    ).toMatchObject(SEAT_HOLDS_REFUSAL);
    const otherNetwork = `${network.replace(/:7$/, ":8")}::1`;
    expect(
      (await ticketsFrom(await visitorFrom(otherNetwork), otherNetwork, seatIds.slice(10, 20)))
        .code,
    ).toBe(200);
  });
});

describe("seat holds last 20 minutes, though the Checkout Session lasts 31", () => {
  it("answers the seat hold's own expiry, as the order and the seats keep it; booths alone are held 35 minutes", async () => {
    const seatIds = await show(3);
    const address = newAddress();
    const before = Date.now();
    const started = await ticketsFrom(await visitorFrom(address), address, seatIds);
    expect(started.code).toBe(200);
    const holdExpiresAt = Date.parse(started.payload.holdExpiresAt);
    expect(holdExpiresAt).toBeGreaterThanOrEqual(before + 20 * 60_000 - 5_000);
    expect(holdExpiresAt).toBeLessThanOrEqual(Date.now() + 20 * 60_000 + 5_000);
    expect((await orderRow(started.payload.orderId)).holdExpiresAt!.getTime()).toBe(holdExpiresAt);
    expect((await seatRows(seatIds)).map((s) => s.heldUntil!.getTime())).toEqual(
      seatIds.map(() => holdExpiresAt),
    );
    // the provider refuses a session shorter than 30 minutes: it outlives the hold
    const [session] = sessionsForOrder(provider, started.payload.orderId);
    expect(session!.expires_at * 1000).toBeGreaterThan(holdExpiresAt + 10 * 60_000);

    const { ids } = await createBooths([30000]);
    const booths = await checkout(await createVendor("Booths"), boothCart(ids));
    expect(booths.code).toBe(200);
    const boothHold = Date.parse(booths.payload.holdExpiresAt);
    expect(boothHold).toBeGreaterThanOrEqual(before + 35 * 60_000 - 5_000);
    expect(boothHold).toBeLessThanOrEqual(Date.now() + 35 * 60_000 + 5_000);
  });

  it("the lapse sweep ends a checkout whose seat hold lapsed: order and session expired, seats free", async () => {
    const seatIds = await show(2);
    const address = newAddress();
    const started = await ticketsFrom(await visitorFrom(address), address, seatIds);
    await lapse(started.payload.orderId);
    expect(await expireLapsedHolds({ limit: 1000 })).toBeGreaterThanOrEqual(1);
    expect(await orderRow(started.payload.orderId)).toMatchObject({
      status: "EXPIRED",
      holdExpiresAt: null,
    });
    expect((await paymentsOf(started.payload.orderId)).map((p) => p.status)).toEqual(["EXPIRED"]);
    expect(sessionsForOrder(provider, started.payload.orderId).map((x) => x.status)).toEqual([
      "expired",
    ]);
    expect((await seatRows(seatIds)).map((x) => [x.status, x.heldByOrderId])).toEqual([
      ["AVAILABLE", null],
      ["AVAILABLE", null],
    ]);
  });

  it("a payment made after the seat hold lapsed, before the sweep, books the seats still free", async () => {
    const seatIds = await show(2);
    const address = newAddress();
    const started = await ticketsFrom(await visitorFrom(address), address, seatIds);
    await lapse(started.payload.orderId);
    await payAndDeliver(provider, started.payload.sessionId);
    expect((await orderRow(started.payload.orderId)).status).toBe("PAID");
    expect((await seatRows(seatIds)).map((x) => x.status)).toEqual(["SOLD", "SOLD"]);
  });

  it("a payment made after the seat hold lapsed is refunded when another buyer holds the seats", async () => {
    const seatIds = await show(2);
    const [late, quick] = [newAddress(), newAddress()];
    const started = await ticketsFrom(await visitorFrom(late), late, seatIds);
    await lapse(started.payload.orderId);
    const taker = await ticketsFrom(await visitorFrom(quick), quick, seatIds);
    expect(taker.code).toBe(200);
    await payAndDeliver(provider, started.payload.sessionId);
    expect((await orderRow(started.payload.orderId)).status).toBe("REFUNDED");
    const intent = sessionsForOrder(provider, started.payload.orderId)[0]!.payment_intent;
    expect(provider.control.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect((await seatRows(seatIds)).map((x) => [x.status, x.heldByOrderId])).toEqual(
      seatIds.map(() => ["HELD", taker.payload.orderId]),
    );
  });
});
