import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { seats } from "@/db/schema";
import { resetEnvForTests } from "@/config/env";
import { boothCartTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { read, api } from "../support/requests";
import {
  boothStates,
  checkout,
  createBooths,
  createSeats,
  createVendor,
  deliver,
  eventsFor,
  orderRow,
  ordersOf,
  paymentsOf,
  startProvider,
  stopProvider,
  vendorPost,
  boothCart,
} from "../support/payments";

let provider: StripeLocal;

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

async function seatStates(ids: number[]) {
  const db = await getDb();
  const rows = await db.select().from(seats).where(inArray(seats.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

async function deliverEvent(sessionId: string, type: string) {
  const [event] = eventsFor(provider, sessionId, type);
  expect(event, `${type} for ${sessionId}`).toBeDefined();
  expect((await deliver(event!.payload)).status).toBe(200);
}

describe("POST /api/v1/payment: how much one checkout may hold", () => {
  it("refuses a seventh booth with a message naming the limit, before holding anything; six are fine", async () => {
    const vendor = await createVendor("Hoarder");
    const { ids } = await createBooths(Array.from({ length: 7 }, () => 30000));
    expect(await checkout(vendor, boothCart(ids))).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "One order can hold at most 6 booths. Please check out the others separately.",
      // the envelope's code and parameters, for a page to say it in its own language
      errorCode: "errors.tooManyBooths",
      params: { limit: 6 },
    });
    expect((await boothStates(ids)).map((b) => b.status)).toEqual(ids.map(() => "AVAILABLE"));
    expect(await ordersOf(vendor.vendorId)).toEqual([]);

    const six = await checkout(vendor, boothCart(ids.slice(0, 6)));
    expect(six.code).toBe(200);
    expect((await boothStates(ids.slice(0, 6))).map((b) => b.heldByOrderId)).toEqual(
      ids.slice(0, 6).map(() => six.payload.orderId),
    );
  });

  it("refuses an eleventh seat the same way; ten are fine", async () => {
    const vendor = await createVendor("Seats");
    const seatIds = await createSeats(Array.from({ length: 11 }, () => 5000));
    expect(await checkout(vendor, { checkoutType: "TICKETS", seatIds })).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "One order can hold at most 10 seats. Please check out the others separately.",
    });
    expect((await seatStates(seatIds)).map((s) => s.status)).toEqual(
      seatIds.map(() => "AVAILABLE"),
    );
    expect(await ordersOf(vendor.vendorId)).toEqual([]);
    expect(
      (await checkout(vendor, { checkoutType: "TICKETS", seatIds: seatIds.slice(0, 10) })).code,
    ).toBe(200);
  });

  it("follows MAX_BOOTHS_PER_ORDER and MAX_SEATS_PER_ORDER", async () => {
    vi.stubEnv("MAX_BOOTHS_PER_ORDER", "2");
    vi.stubEnv("MAX_SEATS_PER_ORDER", "1");
    resetEnvForTests();
    try {
      const vendor = await createVendor("Limits");
      const { ids } = await createBooths([30000, 30000, 30000]);
      expect(await checkout(vendor, boothCart(ids))).toMatchObject({
        code: 400,
        payload: "One order can hold at most 2 booths. Please check out the others separately.",
      });
      const seatIds = await createSeats([5000, 5000]);
      expect(await checkout(vendor, { ...boothCart(ids.slice(0, 1)), seatIds })).toMatchObject({
        code: 400,
        payload: "One order can hold at most 1 seat. Please check out the others separately.",
      });
      expect((await boothStates(ids)).map((b) => b.status)).toEqual(ids.map(() => "AVAILABLE"));
    } finally {
      vi.stubEnv("MAX_BOOTHS_PER_ORDER", undefined);
      vi.stubEnv("MAX_SEATS_PER_ORDER", undefined);
      resetEnvForTests();
    }
  });
});

describe("POST /api/v1/payment: a new checkout releases the account's earlier unpaid holds", () => {
  it("checkout of booth A, then of booth B: A is free again, its order CANCELLED and its session expired at the provider", async () => {
    const vendor = await createVendor("Switcher");
    const { ids } = await createBooths([30000, 40000]);
    const [a, b] = ids as [number, number];
    const first = await checkout(vendor, boothCart([a]));
    const second = await checkout(vendor, boothCart([b]));
    expect(second.code).toBe(200);

    const [boothA, boothB] = await boothStates([a, b]);
    expect(boothA).toMatchObject({ status: "AVAILABLE", heldByOrderId: null, vendorId: null });
    expect(boothB).toMatchObject({ status: "HELD", heldByOrderId: second.payload.orderId });
    expect(await orderRow(first.payload.orderId)).toMatchObject({
      status: "CANCELLED",
      holdExpiresAt: null,
    });
    expect(await paymentsOf(first.payload.orderId)).toMatchObject([{ status: "EXPIRED" }]);
    expect(provider.control.session(first.payload.sessionId)!.status).toBe("expired");
    expect(provider.control.session(second.payload.sessionId)!.status).toBe("open");

    // The provider's expiry notice for the first session changes nothing more.
    await deliverEvent(first.payload.sessionId, "checkout.session.expired");
    expect((await orderRow(first.payload.orderId)).status).toBe("CANCELLED");
    expect((await boothStates([a]))[0]!.status).toBe("AVAILABLE");
  });

  it("seats held by an earlier ticket checkout are released by a booth checkout", async () => {
    const vendor = await createVendor("Mixed");
    const seatIds = await createSeats([5000, 5000]);
    const { ids } = await createBooths([30000]);
    const tickets = await checkout(vendor, { checkoutType: "TICKETS", seatIds });
    expect(tickets.code).toBe(200);
    expect((await checkout(vendor, boothCart(ids))).code).toBe(200);
    expect((await seatStates(seatIds)).map((s) => [s.status, s.heldByOrderId])).toEqual([
      ["AVAILABLE", null],
      ["AVAILABLE", null],
    ]);
    expect((await orderRow(tickets.payload.orderId)).status).toBe("CANCELLED");
  });

  it("the same booth checked out again by the same account moves to the new order", async () => {
    const vendor = await createVendor("Again");
    const { ids } = await createBooths([30000]);
    const first = await checkout(vendor, boothCart(ids));
    const again = await checkout(vendor, boothCart(ids));
    expect(again.code).toBe(200);
    expect((await boothStates(ids))[0]).toMatchObject({
      status: "HELD",
      heldByOrderId: again.payload.orderId,
    });
    expect((await orderRow(first.payload.orderId)).status).toBe("CANCELLED");
  });

  it("a refused checkout releases nothing", async () => {
    const vendor = await createVendor("Keeper");
    const rival = await createVendor("Rival");
    const { ids } = await createBooths([30000, 30000]);
    const [a, b] = ids as [number, number];
    expect((await checkout(rival, boothCart([b]))).code).toBe(200);
    const first = await checkout(vendor, boothCart([a]));
    expect(await checkout(vendor, boothCart([b]))).toMatchObject({ code: 409 });
    expect((await boothStates([a]))[0]).toMatchObject({
      status: "HELD",
      heldByOrderId: first.payload.orderId,
    });
    expect((await orderRow(first.payload.orderId)).status).toBe("PENDING");
    expect(provider.control.session(first.payload.sessionId)!.status).toBe("open");
  });

  it("a PARTIALLY_PAID order keeps its booked booth", async () => {
    const vendor = await createVendor("Deposit");
    const { ids } = await createBooths([100000, 30000]);
    const [a, b] = ids as [number, number];
    const total = boothCartTotals([100000]).totalCents;
    const deposit = await checkout(vendor, {
      ...boothCart([a]),
      paidAmount: Math.round(total / 2) / 100,
    });
    await provider.control.pay(deposit.payload.sessionId);
    await deliverEvent(deposit.payload.sessionId, "checkout.session.completed");
    expect((await orderRow(deposit.payload.orderId)).status).toBe("PARTIALLY_PAID");

    expect((await checkout(vendor, boothCart([b]))).code).toBe(200);
    expect((await boothStates([a]))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: vendor.vendorId,
    });
    expect(await orderRow(deposit.payload.orderId)).toMatchObject({
      status: "PARTIALLY_PAID",
      paidCents: Math.round(total / 2),
    });
  });

  it("an earlier session paid before it could be expired: the new checkout goes ahead, and the late payment books the booth if free or is refunded if taken", async () => {
    const vendor = await createVendor("Racer");
    const rival = await createVendor("Taker");
    const { ids } = await createBooths([30000, 30000, 30000, 30000]);
    const [a, b, c, d] = ids as [number, number, number, number];

    // Paid at the provider, its webhook not yet arrived: the provider refuses to expire it.
    const free = await checkout(vendor, boothCart([a]));
    await provider.control.pay(free.payload.sessionId);
    expect((await checkout(vendor, boothCart([b]))).code).toBe(200);
    expect((await boothStates([a]))[0]!.status).toBe("AVAILABLE");
    // The success page, reached before the webhook, already shows the payment applied.
    const success = await api(
      vendorPost(vendor, "/api/v1/order/success", { sessionId: free.payload.sessionId }),
    );
    expect(await read(success)).toMatchObject({
      code: 200,
      payload: { orderId: free.payload.orderId, paymentStatus: "PAID", message: null },
    });
    await deliverEvent(free.payload.sessionId, "checkout.session.completed");
    expect((await boothStates([a]))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: vendor.vendorId,
    });
    expect((await orderRow(free.payload.orderId)).status).toBe("PAID");

    const taken = await checkout(vendor, boothCart([c]));
    await provider.control.pay(taken.payload.sessionId);
    expect((await checkout(vendor, boothCart([d]))).code).toBe(200);
    const rivalCheckout = await checkout(rival, boothCart([c]));
    expect(rivalCheckout.code).toBe(200);
    await deliverEvent(taken.payload.sessionId, "checkout.session.completed");
    expect((await orderRow(taken.payload.orderId)).status).toBe("REFUNDED");
    const paymentIntent = provider.control.session(taken.payload.sessionId)!.payment_intent;
    expect(
      provider.control.refunds().filter((r) => r.payment_intent === paymentIntent),
    ).toHaveLength(1);
    expect((await boothStates([c]))[0]).toMatchObject({
      status: "HELD",
      heldByOrderId: rivalCheckout.payload.orderId,
    });
  });
});
