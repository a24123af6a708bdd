import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { listOrdersForVendor } from "@/lib/orders/queries/vendor";
import { runDailyWork } from "@/lib/cron/daily";
import { reasonText } from "@/lib/orders/reasons";
import { authAttempts, coupons, orderItems, refunds, seats, tickets } from "@/db/schema";
import { boothCartTotals, ticketTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser } from "../support/fixtures";
import {
  boothCart,
  boothStates,
  checkout,
  createBooths,
  createSeats,
  createVendor,
  deliver,
  eventsFor,
  orderRow,
  payAndDeliver,
  paymentRequest,
  startProvider,
  stopProvider,
  vendorPost,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The audit's findings on money, each as a caller meets it: a payment on an order that can no
// longer take it is refunded, never kept; what an order owes follows what it still holds.

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const office = async (url: string, body: unknown) =>
  read(await api(jsonRequest(url, body, { method: "POST", session: organiser })));

/** What the provider refunded of a Checkout Session's payment, in cents. */
function refundedAtProvider(sessionId: string): number {
  const intent = provider.control.session(sessionId)!.payment_intent;
  return provider.control
    .refunds()
    .filter((r) => r.payment_intent === intent)
    .reduce((sum, r) => sum + r.amount, 0);
}

/** Pays a session at the provider, then delivers its webhook (later, as a slow network might). */
async function payLate(sessionId: string) {
  await provider.control.pay(sessionId);
  const [event] = eventsFor(provider, sessionId, "checkout.session.completed");
  return deliver(event!.payload);
}

/** A vendor's order of these booths with the minimum deposit paid, and a balance checkout open. */
async function depositWithOpenBalance(prices: number[]) {
  const vendor = await createVendor("Deposit");
  const { ids } = await createBooths(prices);
  const total = boothCartTotals(prices).totalCents;
  const deposit = Math.ceil(total / 4);
  const started = await checkout(vendor, { ...boothCart(ids), paidAmount: deposit / 100 });
  expect(started.code, JSON.stringify(started.payload)).toBe(200);
  await payAndDeliver(provider, started.payload.sessionId);
  const orderId = started.payload.orderId as number;
  const balance = await read(await api(vendorPost(vendor, "/api/v1/order/balance", { orderId })));
  expect(balance.code, JSON.stringify(balance.payload)).toBe(200);
  return { vendor, ids, orderId, total, deposit, balanceSession: balance.payload.sessionId };
}

/** Runs `work` while the provider answers nothing (its sessions stay open, unexpired). */
async function whileProviderDown<T>(work: () => Promise<T>): Promise<T> {
  provider.control.setDown(true);
  try {
    return await work();
  } finally {
    provider.control.setDown(false);
  }
}

const held = (o: { paidCents: number; refundedCents: number }) => o.paidCents - o.refundedCents;

describe("a payment the order can no longer take is refunded", () => {
  it("the office cancels an order while its balance checkout is open: the checkout is closed at the provider", async () => {
    const { orderId, balanceSession } = await depositWithOpenBalance([50000]);
    const cancelled = await office(`/api/admin/v1/orders/${orderId}/cancel`, {
      refund: true,
      reason: "Vendor withdrew",
    });
    expect(cancelled.code, JSON.stringify(cancelled.payload)).toBe(200);
    expect(provider.control.session(balanceSession)!.status).toBe("expired");
    expect(held(await orderRow(orderId))).toBe(0);
  });

  it("a cancelled order does not come back to life when its open balance checkout is paid", async () => {
    const { vendor, ids, orderId, deposit, balanceSession } = await depositWithOpenBalance([50000]);
    // the provider cannot be reached to close the checkout: the cancel goes ahead without it
    const cancelled = await whileProviderDown(() =>
      office(`/api/admin/v1/orders/${orderId}/cancel`, { refund: false, reason: "No show" }),
    );
    expect(cancelled.code, JSON.stringify(cancelled.payload)).toBe(200);

    expect((await payLate(balanceSession)).status).toBe(200);
    const order = await orderRow(orderId);
    expect(order.status).toBe("CANCELLED");
    // the deposit is kept as the cancellation's fee; the balance paid afterwards goes back
    expect(held(order)).toBe(deposit);
    expect(order.keptCents).toBe(deposit);
    expect(refundedAtProvider(balanceSession)).toBe(order.refundedCents);
    expect(order.refundedCents).toBeGreaterThan(0);
    expect((await boothStates(ids))[0]).toMatchObject({ status: "AVAILABLE", vendorId: null });
    expect(reasonText(order.message!, "en")).toMatch(/refunded it in full/);

    const profile = await read(
      await api(
        new Request("http://localhost/api/v1/order/success", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: vendor.cookie,
            "x-xsrf-token": vendor.csrf,
          },
          body: JSON.stringify({ sessionId: balanceSession }),
        }),
      ),
    );
    expect(profile.payload).toMatchObject({ paymentStatus: "CANCELLED" });
    expect(profile.payload.message).toMatch(/we refunded it in full/);
    // the profile's order list says it too
    const [listed] = await listOrdersForVendor({ vendorId: vendor.vendorId });
    expect(reasonText(listed!.message!, "en")).toMatch(/we refunded it in full/);
  });

  it("a balance recorded as a cheque and then paid online is collected once: the card payment goes back", async () => {
    const { orderId, total, balanceSession } = await depositWithOpenBalance([50000]);
    const before = await orderRow(orderId);
    const cheque = await whileProviderDown(() =>
      office(`/api/admin/v1/orders/${orderId}/payments`, {
        amountCents: before.balanceCents,
        method: "CHEQUE",
        reference: "Cheque 1042",
      }),
    );
    expect(cheque.code, JSON.stringify(cheque.payload)).toBe(201);

    expect((await payLate(balanceSession)).status).toBe(200);
    const order = await orderRow(orderId);
    expect(order.status).toBe("PAID");
    expect(held(order)).toBe(total);
    expect(order.balanceCents).toBe(0);
    expect(refundedAtProvider(balanceSession)).toBe(before.balanceCents);

    const dashboard = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/dashboard?eventId=${order.eventId}`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(dashboard.payload.moneyCollectedCents).toBe(total);
  });

  it("an office cancel of a pending checkout is not undone by paying it", async () => {
    const vendor = await createVendor("Pending");
    const { ids } = await createBooths([40000]);
    const started = await checkout(vendor, boothCart(ids));
    const orderId = started.payload.orderId as number;
    const cancelled = await whileProviderDown(() =>
      office(`/api/admin/v1/orders/${orderId}/cancel`, { refund: true, reason: "Wrong booth" }),
    );
    expect(cancelled.code, JSON.stringify(cancelled.payload)).toBe(200);

    expect((await payLate(started.payload.sessionId)).status).toBe(200);
    const order = await orderRow(orderId);
    expect(order.status).toBe("CANCELLED");
    expect(held(order)).toBe(0);
    expect(refundedAtProvider(started.payload.sessionId)).toBe(order.totalCents);
    expect((await boothStates(ids))[0]).toMatchObject({ status: "AVAILABLE", vendorId: null });
    const db = await getDb();
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.every((i) => !i.fulfilled && i.releasedAt !== null)).toBe(true);
  });
});

async function insertCoupon(percentOff: number, maxRedemptions: number | null) {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  const db = await getDb();
  await db.insert(coupons).values({ code, percentOff, maxRedemptions });
  return code;
}

describe("coupons", () => {
  it("a single-use coupon is taken by the first checkout to start, and given back when it ends unpaid", async () => {
    const code = await insertCoupon(10, 1);
    const [first, second] = [await createVendor("First"), await createVendor("Second")];
    const { ids } = await createBooths([30000, 30000]);
    const one = await checkout(first, { ...boothCart([ids[0]!]), couponCode: code });
    expect(one.code).toBe(200);
    expect(await checkout(second, { ...boothCart([ids[1]!]), couponCode: code })).toMatchObject({
      code: 400,
      payload: "Invalid Coupon Code",
    });

    await provider.control.expire(one.payload.sessionId);
    const [expired] = eventsFor(provider, one.payload.sessionId, "checkout.session.expired");
    expect((await deliver(expired!.payload)).status).toBe(200);
    const again = await checkout(second, { ...boothCart([ids[1]!]), couponCode: code });
    expect(again.code, JSON.stringify(again.payload)).toBe(200);
    await payAndDeliver(provider, again.payload.sessionId);
    const db = await getDb();
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
    expect(row!.redemptions).toBe(1);
  });

  it("a 100% coupon books the booth without the payment provider: PAID at $0 with a receipt", async () => {
    const code = await insertCoupon(100, null);
    const vendor = await createVendor("Sponsor");
    const { ids } = await createBooths([50000]);
    const sessions = provider.control.sessions().length;
    const started = await checkout(vendor, { ...boothCart(ids), couponCode: code });
    expect(started.code, JSON.stringify(started.payload)).toBe(200);
    expect(started.payload.url).toBe(
      `http://localhost/success?session_id=${started.payload.sessionId}`,
    );
    expect(provider.control.sessions()).toHaveLength(sessions);
    expect(await orderRow(started.payload.orderId)).toMatchObject({
      status: "PAID",
      totalCents: 0,
      paidCents: 0,
      balanceCents: 0,
    });
    expect((await boothStates(ids))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: vendor.vendorId,
    });
    const result = await read(
      await api(
        vendorPost(vendor, "/api/v1/order/success", { sessionId: started.payload.sessionId }),
      ),
    );
    expect(result.payload).toMatchObject({ paymentStatus: "PAID", totalAmount: 0, amount: 0 });
  });

  it("wrong codes tried at checkout count against the caller's coupon look-ups, wherever tried", async () => {
    const vendor = await createVendor("Guesser");
    const { ids } = await createBooths([30000]);
    const right = await insertCoupon(10, null);
    let answer: Awaited<ReturnType<typeof checkout>> | undefined;
    for (let i = 0; i < 40; i++) {
      answer = await checkout(vendor, { ...boothCart(ids), couponCode: `WRONG${i}` });
      if (answer.code !== 400) break;
      expect(answer.payload).toBe("Invalid Coupon Code");
    }
    expect(answer!.code).toBe(429);
    // past the limit a right code gets the same answer as a wrong one, and so does the look-up
    expect((await checkout(vendor, { ...boothCart(ids), couponCode: right })).code).toBe(429);
    const lookup = await api(new Request(`http://localhost/api/v1/applyCouponCode?code=${right}`));
    expect(lookup.status).toBe(429);
    // the other tests here try coupons from the same address
    const db = await getDb();
    await db.delete(authAttempts).where(eq(authAttempts.kind, "coupon-lookup"));
  });
});

describe("tickets", () => {
  it("a ticket order holds the seats of one event: seats of two events are refused", async () => {
    const buyer = await createVendor("Two shows");
    const [cheap] = await createSeats([100]);
    const [dear] = await createSeats([10000]);
    const answer = await read(
      await api(paymentRequest(buyer, { checkoutType: "TICKETS", seatIds: [cheap, dear] })),
    );
    expect(answer).toMatchObject({
      code: 400,
      payload:
        "Seats of different events are bought separately: buy one event's tickets at a time.",
    });
    const db = await getDb();
    const rows = await db.select().from(seats).where(eq(seats.id, dear!));
    expect(rows[0]!.status).toBe("AVAILABLE");
  });

  it("a ticket order takes no deposit: the seats are sold only when paid in full", async () => {
    const buyer = await createVendor("Deposit");
    const seatIds = await createSeats([10000]);
    const total = ticketTotals([10000]).totalCents;
    const answer = await checkout(buyer, {
      checkoutType: "TICKETS",
      seatIds,
      paidAmount: Math.ceil(total / 2) / 100,
    });
    expect(answer.code).toBe(400);
    expect(answer.payload).toContain(`$${(total / 100).toFixed(2)}`);
  });

  it("a 100% coupon on tickets issues them at once", async () => {
    const code = await insertCoupon(100, null);
    const buyer = await createVendor("Guest");
    const seatIds = await createSeats([5000, 5000]);
    const started = await checkout(buyer, { checkoutType: "TICKETS", seatIds, couponCode: code });
    expect(started.code, JSON.stringify(started.payload)).toBe(200);
    const db = await getDb();
    const issued = await db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, started.payload.orderId));
    expect(issued).toHaveLength(2);
  });
});

describe("giving a booth back lowers what is owed", () => {
  async function twoBoothsWithDeposit(vendor: TestVendor) {
    const prices = [40000, 25000];
    const { ids } = await createBooths(prices);
    const total = boothCartTotals(prices).totalCents;
    const deposit = Math.ceil(total / 2);
    const started = await checkout(vendor, { ...boothCart(ids), paidAmount: deposit / 100 });
    await payAndDeliver(provider, started.payload.sessionId);
    const db = await getDb();
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, started.payload.orderId))
      .orderBy(asc(orderItems.id));
    return {
      ids,
      total,
      deposit,
      orderId: started.payload.orderId as number,
      sessionId: started.payload.sessionId as string,
      items,
    };
  }

  it("the order's total becomes the pricing of the booth it keeps, and the refund must cover the difference", async () => {
    const vendor = await createVendor("Two booths");
    const { ids, deposit, orderId, sessionId, items } = await twoBoothsWithDeposit(vendor);
    const kept = boothCartTotals([25000]).totalCents;
    const least = deposit - kept;
    const url = `/api/admin/v1/orders/${orderId}/refunds`;
    const tooLittle = await office(url, {
      amountCents: least - 1,
      reason: "Gave back the corner booth",
      releaseItems: [items[0]!.id],
    });
    expect(tooLittle.code).toBe(400);
    expect(tooLittle.payload).toContain(`refund at least $${(least / 100).toFixed(2)}`);

    const done = await office(url, {
      amountCents: least,
      reason: "Gave back the corner booth",
      releaseItems: [items[0]!.id],
    });
    expect(done.code, JSON.stringify(done.payload)).toBe(201);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ totalCents: kept, balanceCents: 0, status: "PAID" });
    expect(held(order)).toBe(kept);
    expect((await boothStates(ids)).map((b) => b.status)).toEqual(["AVAILABLE", "BOOKED"]);

    // the vendor's profile lists only the booth still theirs, and what they hold
    const [listed] = await listOrdersForVendor({ vendorId: vendor.vendorId });
    expect(listed!.items.map((i) => i.name)).toEqual(["X-02"]);
    expect(listed!.paidCents).toBe(kept);
    // and so does the payment's page
    const result = await read(
      await api(vendorPost(vendor, "/api/v1/order/success", { sessionId })),
    );
    expect(result.payload).toMatchObject({
      boothName: "X-02",
      totalAmount: kept / 100,
      balance: 0,
    });
  });

  it("a refund without giving anything back lowers the price: the vendor does not owe it again", async () => {
    const vendor = await createVendor("Goodwill");
    const { orderId } = await twoBoothsWithDeposit(vendor);
    const before = await orderRow(orderId);
    const done = await office(`/api/admin/v1/orders/${orderId}/refunds`, {
      amountCents: 5000,
      reason: "Smaller booth than agreed",
    });
    expect(done.code, JSON.stringify(done.payload)).toBe(201);
    const order = await orderRow(orderId);
    expect(order.balanceCents).toBe(before.balanceCents);
    expect(order.totalCents).toBe(before.totalCents - 5000);
    expect(order.creditsCents).toBe(5000);
    const db = await getDb();
    const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ amountCents: 5000, creditCents: 5000 });
  });

  it("the books count sales after the coupon and HST of the booths still sold", async () => {
    const code = await insertCoupon(10, null);
    const vendor = await createVendor("Books");
    const prices = [40000, 25000];
    const { eventId, ids } = await createBooths(prices);
    const started = await checkout(vendor, { ...boothCart(ids), couponCode: code });
    await payAndDeliver(provider, started.payload.sessionId);
    const orderId = started.payload.orderId as number;
    const db = await getDb();
    const [first] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const kept = boothCartTotals([25000], 10);
    const refund = boothCartTotals(prices, 10).totalCents - kept.totalCents;
    const done = await office(`/api/admin/v1/orders/${orderId}/refunds`, {
      amountCents: refund,
      reason: "Booth given back",
      releaseItems: [first!.id],
    });
    expect(done.code, JSON.stringify(done.payload)).toBe(201);

    const books = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/reports?eventId=${eventId}`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(books.payload.salesBySection).toEqual([
      { sectionName: expect.any(String), items: 1, salesCents: kept.subtotalCents },
    ]);
    expect(books.payload.hstChargedCents).toBe(kept.taxCents);
    const received = books.payload.salesByDay.reduce(
      (sum: number, d: { receivedCents: number; refundedCents: number }) =>
        sum + d.receivedCents - d.refundedCents,
      0,
    );
    expect(received).toBe(kept.totalCents);
  });
});

describe("a refund the provider could not make", () => {
  it("is asked again by the scheduled work until it is made, once", async () => {
    const vendor = await createVendor("Retry");
    const { ids } = await createBooths([30000]);
    const started = await checkout(vendor, boothCart(ids));
    const orderId = started.payload.orderId as number;
    const cancel = () =>
      office(`/api/admin/v1/orders/${orderId}/cancel`, { refund: false, reason: "Dup" });
    expect((await whileProviderDown(cancel)).code).toBe(200);
    await provider.control.pay(started.payload.sessionId);
    const [paid] = eventsFor(provider, started.payload.sessionId, "checkout.session.completed");
    // the provider is down when the payment arrives: the refund is decided but not made
    expect((await whileProviderDown(() => deliver(paid!.payload))).status).toBe(503);
    const db = await getDb();
    const [pending] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(pending).toMatchObject({
      status: "PENDING",
      amountCents: (await orderRow(orderId)).paidCents,
    });
    expect(refundedAtProvider(started.payload.sessionId)).toBe(0);

    // not yet due: a refund younger than five minutes may still be answered by a redelivery
    expect((await runDailyWork()).refundsRetried).toBe(0);
    await db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(refunds.id, pending!.id));
    expect((await runDailyWork()).refundsRetried).toBe(1);
    expect((await runDailyWork()).refundsRetried).toBe(0);
    expect(refundedAtProvider(started.payload.sessionId)).toBe(pending!.amountCents);
    const [settled] = await db.select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(settled!.status).toBe("SUCCEEDED");
  });
});
