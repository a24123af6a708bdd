import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { booths, coupons, emailOutbox, orderItems, payments, stripeEvents } from "@/db/schema";
import { eventDashboard } from "@/lib/console/dashboard";
import { stripe } from "@/lib/payments/stripe";
import { boothCartTotals, ticketTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
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
  sessionsForOrder,
  startProvider,
  stopProvider,
  vendorPost,
  withProviderDelay,
  withStripeTimeout,
  payAndDeliver,
} from "../support/payments";
import { FIXTURE_CONTRACT } from "../support/fixtures";
import { api, read } from "../support/requests";

let provider: StripeLocal;

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/**
 * A late vendor's checkout whose hold lapsed, and the same booth then bought and paid by a
 * winner; the late vendor's session is still open, to be paid by the test.
 */
async function boothSoldAfterHoldLapsed() {
  const late = await createVendor("Late");
  const { ids } = await createBooths([45000]);
  const first = await checkout(late, { cartItemModelList: [{ eventId: ids[0] }] });
  await (
    await getDb()
  )
    .update(booths)
    .set({ heldUntil: sql`now() - interval '1 minute'` })
    .where(eq(booths.id, ids[0]!));
  const winner = await createVendor("Winner");
  const second = await checkout(winner, { cartItemModelList: [{ eventId: ids[0] }] });
  expect(second.code).toBe(200);
  await payAndDeliver(provider, second.payload.sessionId);
  return { late, winner, ids, first };
}

async function emailsTo(email: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

describe("POST /api/v1/payment: totals to the cent", () => {
  const carts: [string, number[], string | null][] = [
    ["one booth", [45000], null],
    ["two booths", [45000, 120000], null],
    ["odd cents", [33333, 10001, 1], null],
    ["coupon", [45000, 35000], "FESTIVAL10"],
    ["coupon lower case", [120000], "festival10"],
    ["cheap booth", [1999], null],
    ["four booths with coupon", [30000, 30000, 50000, 12345], "FESTIVAL10"],
  ];

  it.each(carts)(
    "%s: the order and the Checkout Session carry the server's figures",
    async (_label, prices, coupon) => {
      const vendor = await createVendor();
      const { ids } = await createBooths(prices);
      const res = await checkout(vendor, {
        cartItemModelList: ids.map((id) => ({
          eventId: id,
          eventPrice: 1,
          initialPrice: 1,
          quantity: 1,
        })),
        couponCode: coupon,
      });
      expect(res).toMatchObject({ code: 200, status: "OK" });
      const expected = boothCartTotals(prices, coupon ? 10 : 0);
      const order = await orderRow(res.payload.orderId);
      expect(order).toMatchObject({
        status: "PENDING",
        subtotalCents: expected.subtotalCents,
        discountCents: expected.discountCents,
        feesCents: expected.feesCents,
        taxCents: expected.taxCents,
        totalCents: expected.totalCents,
        contractVersion: FIXTURE_CONTRACT.version,
        vendorId: vendor.vendorId,
      });
      const session = provider.control.session(res.payload.sessionId)!;
      expect(session.amount_total).toBe(expected.totalCents);
      expect(session.currency).toBe("cad");
      // Demo mode: the visitor came to http://localhost (loopback) and returns there.
      expect(session.success_url).toBe("http://localhost/success?session_id={CHECKOUT_SESSION_ID}");
      expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(30 * 60);
      expect(
        (await boothStates(ids)).every((b) => b.status === "HELD" && b.heldByOrderId === order.id),
      ).toBe(true);
    },
  );

  it("ignores tampered amounts, URLs and vendor ids sent by the client", async () => {
    const vendor = await createVendor();
    const other = await createVendor("Other");
    const { ids } = await createBooths([45000]);
    const res = await checkout(vendor, {
      cartItemModelList: [
        { eventId: ids[0], eventName: "X", eventPrice: 0.01, initialPrice: 0.01, quantity: 1 },
      ],
      amount: 0.01,
      taxAmount: 0,
      feesAmount: 0,
      SeatsAmount: 0,
      vendorId: other.vendorId,
      successUrl: "https://evil.example/steal",
      cancelUrl: "https://evil.example/cancel",
      currency: "usd",
      quantity: "1",
      name: "Someone",
    });
    expect(res.code).toBe(200);
    const order = await orderRow(res.payload.orderId);
    expect(order.vendorId).toBe(vendor.vendorId);
    expect(order.totalCents).toBe(boothCartTotals([45000]).totalCents);
    const session = provider.control.session(res.payload.sessionId)!;
    expect(session.amount_total).toBe(order.totalCents);
    expect(session.currency).toBe("cad");
    expect(session.success_url).not.toContain("evil");
    expect(session.cancel_url).not.toContain("evil");
  });

  it("charges tickets with the tickets fee rule", async () => {
    const vendor = await createVendor();
    const seatIds = await createSeats([10000, 5000]);
    const res = await checkout(vendor, { checkoutType: "TICKETS", seatIds });
    expect(res.code).toBe(200);
    expect(provider.control.session(res.payload.sessionId)!.amount_total).toBe(
      ticketTotals([10000, 5000]).totalCents,
    );
  });
});

describe("POST /api/v1/payment: refusals", () => {
  it("requires a session, the anti-forgery pair and accepted terms", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const anonymous = { ...vendor, cookie: "XSRF-TOKEN=integration-csrf-token-0123456789" };
    expect(await checkout(anonymous, { cartItemModelList: [{ eventId: ids[0] }] })).toMatchObject({
      code: 401,
      status: "UNAUTHORIZED",
    });
    expect(
      await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }], termsAccepted: false }),
    ).toMatchObject({
      code: 400,
      payload: "Please accept the terms and conditions",
    });
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
  });

  it("answers empty carts, unknown booths, unpriced and taken booths clearly", async () => {
    const vendor = await createVendor();
    const { ids, names } = await createBooths([45000, null]);
    expect(await checkout(vendor, { cartItemModelList: [] })).toMatchObject({
      code: 400,
      payload: "Please add Booth to your cart !!",
    });
    expect(await checkout(vendor, { checkoutType: "TICKETS", seatIds: [] })).toMatchObject({
      code: 400,
      payload: "Please add Seat to your cart !!",
    });
    expect(await checkout(vendor, { cartItemModelList: [{ eventId: 999999999 }] })).toMatchObject({
      code: 404,
      status: "NOT_FOUND",
    });
    expect((await checkout(vendor, { cartItemModelList: [{ eventId: ids[1] }] })).code).toBe(400);
    expect(
      (await checkout(vendor, { cartItemModelList: [{ eventId: "1; drop table booths" }] })).code,
    ).toBe(400);
    expect((await checkout(vendor, { cartItemModelList: "nope" })).code).toBe(400);
    const first = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
    expect(first.code).toBe(200);
    const second = await checkout(await createVendor(), {
      cartItemModelList: [{ eventId: ids[0] }],
    });
    expect(second).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(second.payload).toContain(names[0]);
  });

  it("refuses pay amounts below the deposit minimum or above the total", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([40000]);
    const total = boothCartTotals([40000]).totalCents;
    const low = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }], paidAmount: 1 });
    expect(low).toMatchObject({ code: 400 });
    expect(low.payload).toContain("Pay Amount must be between");
    const high = await checkout(vendor, {
      cartItemModelList: [{ eventId: ids[0] }],
      paidAmount: total / 100 + 0.01,
    });
    expect(high.code).toBe(400);
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
  });
});

describe("coupons", () => {
  it("GET /api/v1/applyCouponCode: valid, expired, unknown and malformed codes", async () => {
    const get = async (code: string) =>
      read(
        await api(
          new Request(`http://localhost/api/v1/applyCouponCode?code=${encodeURIComponent(code)}`),
        ),
      );
    expect(await get("festival10")).toMatchObject({
      code: 200,
      payload: { code: "FESTIVAL10", discount: 10 },
    });
    expect(await get("OLD2024")).toMatchObject({
      code: 200,
      payload: { discount: 0, message: "Invalid Coupon Code" },
    });
    expect(await get("NOPE")).toMatchObject({ code: 200, payload: { discount: 0 } });
    expect(await get("WAYTOOLONGCODE")).toMatchObject({
      code: 400,
      payload: "Invalid Coupon Code",
    });
    expect(await get("")).toMatchObject({ code: 400 });
  });

  it("refuses an expired, inactive or used-up coupon at checkout and counts a redemption once paid", async () => {
    const db = await getDb();
    await db
      .insert(coupons)
      .values([
        { code: "ONCE50", percentOff: 50, maxRedemptions: 1 },
        { code: "OFF20", percentOff: 20, active: false },
      ])
      .onConflictDoNothing();
    const vendor = await createVendor();
    const { ids } = await createBooths([10000, 10000]);
    for (const code of ["OLD2024", "OFF20", "BOGUS"]) {
      expect(
        await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }], couponCode: code }),
      ).toMatchObject({ code: 400, payload: "Invalid Coupon Code" });
    }
    const res = await checkout(vendor, {
      cartItemModelList: [{ eventId: ids[0] }],
      couponCode: "once50",
    });
    expect(res.code).toBe(200);
    await payAndDeliver(provider, res.payload.sessionId);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, "ONCE50"));
    expect(coupon!.redemptions).toBe(1);
    expect(
      await checkout(vendor, { cartItemModelList: [{ eventId: ids[1] }], couponCode: "ONCE50" }),
    ).toMatchObject({ code: 400 });
  });
});

describe("webhook and fulfilment", () => {
  it("books the booths to the vendor with its LOB, answers the success page and sends one receipt, even replayed three times", async () => {
    const vendor = await createVendor("Baklava");
    const { ids, names } = await createBooths([45000, 35000]);
    const res = await checkout(vendor, { cartItemModelList: ids.map((eventId) => ({ eventId })) });
    await provider.control.pay(res.payload.sessionId);
    const [event] = eventsFor(provider, res.payload.sessionId, "checkout.session.completed");
    for (let i = 0; i < 3; i++) expect((await deliver(event!.payload)).status).toBe(200);
    const states = await boothStates(ids);
    expect(states.map((b) => [b.status, b.vendorId, b.lob])).toEqual(
      ids.map(() => ["BOOKED", vendor.vendorId, vendor.lob]),
    );
    const order = await orderRow(res.payload.orderId);
    expect(order).toMatchObject({ status: "PAID", paidCents: order.totalCents, balanceCents: 0 });
    expect(
      (await emailsTo(vendor.email)).filter((m) => m.subject.includes("receipt")),
    ).toHaveLength(1);

    const result = await read(
      await api(vendorPost(vendor, "/api/v1/order/success", { sessionId: res.payload.sessionId })),
    );
    const totals = boothCartTotals([45000, 35000]);
    expect(result.payload).toMatchObject({
      name: vendor.vendorName,
      lob: vendor.lob,
      boothName: names.join(", "),
      boothPrice: 800,
      feesAmount: totals.feesCents / 100,
      hstAmount: totals.taxCents / 100,
      totalAmount: totals.totalCents / 100,
      amount: totals.totalCents / 100,
      balance: 0,
      paymentStatus: "PAID",
    });
    expect(result.payload.items).toHaveLength(2);
  });

  it("refuses a forged or missing signature and changes nothing", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
    await provider.control.pay(res.payload.sessionId);
    const [event] = eventsFor(provider, res.payload.sessionId, "checkout.session.completed");
    const forged = await read(await deliver(event!.payload, "whsec_not_the_secret"));
    expect(forged).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    const tampered = await read(
      await deliver(
        event!.payload.replace(/"amount_total": \d+/, '"amount_total": 1'),
        "whsec_not_the_secret",
      ),
    );
    expect(tampered.code).toBe(400);
    expect((await boothStates(ids))[0]!.status).toBe("HELD");
    const db = await getDb();
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event!.id))).toHaveLength(
      0,
    );
  });

  it("the success page fulfils before the webhook; the late webhook then changes nothing", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
    await provider.control.pay(res.payload.sessionId);
    const result = await read(
      await api(vendorPost(vendor, "/api/v1/order/success", { sessionId: res.payload.sessionId })),
    );
    expect(result.payload.paymentStatus).toBe("PAID");
    const [event] = eventsFor(provider, res.payload.sessionId, "checkout.session.completed");
    expect((await deliver(event!.payload)).status).toBe(200);
    expect((await orderRow(res.payload.orderId)).paidCents).toBe(
      boothCartTotals([45000]).totalCents,
    );
    expect(
      (await emailsTo(vendor.email)).filter((m) => m.subject.includes("receipt")),
    ).toHaveLength(1);
  });

  it("another vendor cannot read the result of someone's payment", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
    const stranger = await createVendor();
    const answer = await read(
      await api(
        vendorPost(stranger, "/api/v1/order/success", { sessionId: res.payload.sessionId }),
      ),
    );
    expect(answer).toMatchObject({ code: 401, payload: { message: "Unauthorized access" } });
  });

  it("expired before completed: the late payment is fulfilled while the booth is still free", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
    await provider.control.pay(res.payload.sessionId);
    const expiredEvent = JSON.stringify({
      id: `evt_expired_${res.payload.orderId}`,
      object: "event",
      type: "checkout.session.expired",
      data: {
        object: {
          ...provider.control.session(res.payload.sessionId)!,
          status: "expired",
          payment_status: "unpaid",
        },
      },
    });
    expect((await deliver(expiredEvent)).status).toBe(200);
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
    expect((await orderRow(res.payload.orderId)).status).toBe("EXPIRED");
    const [completed] = eventsFor(provider, res.payload.sessionId, "checkout.session.completed");
    expect((await deliver(completed!.payload)).status).toBe(200);
    expect((await boothStates(ids))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: vendor.vendorId,
    });
    expect((await orderRow(res.payload.orderId)).status).toBe("PAID");
  });

  it("a payment after its hold lapsed and the booth was sold is refunded through Stripe and marked REFUNDED", async () => {
    const { late, winner, ids, first } = await boothSoldAfterHoldLapsed();
    await payAndDeliver(provider, first.payload.sessionId);

    expect((await boothStates(ids))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: winner.vendorId,
    });
    const lateOrder = await orderRow(first.payload.orderId);
    expect(lateOrder.status).toBe("REFUNDED");
    const paymentIntent = provider.control.session(first.payload.sessionId)!.payment_intent;
    expect(provider.control.refunds().map((r) => r.payment_intent)).toContain(paymentIntent);
    expect((await emailsTo(late.email)).some((m) => m.subject.includes("refunded"))).toBe(true);
    const result = await read(
      await api(vendorPost(late, "/api/v1/order/success", { sessionId: first.payload.sessionId })),
    );
    expect(result.payload.paymentStatus).toBe("REFUNDED");
    expect(result.payload.message).toContain("refunded");
    const sold = await (
      await getDb()
    )
      .select()
      .from(orderItems)
      .where(eq(orderItems.boothId, ids[0]!));
    expect(sold.filter((i) => i.fulfilled)).toHaveLength(1);
  });

  it("a refund that fails while Stripe is down answers 503, and Stripe's redelivery refunds once", async () => {
    const { winner, ids, first } = await boothSoldAfterHoldLapsed();
    await provider.control.pay(first.payload.sessionId);
    const [event] = eventsFor(provider, first.payload.sessionId, "checkout.session.completed");
    const paymentIntent = provider.control.session(first.payload.sessionId)!.payment_intent;
    const refundsOf = () =>
      provider.control.refunds().filter((r) => r.payment_intent === paymentIntent);

    provider.control.setDown(true);
    try {
      const refused = await deliver(event!.payload);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ status: "SERVICE_UNAVAILABLE" });
    } finally {
      provider.control.setDown(false);
    }
    expect((await orderRow(first.payload.orderId)).status).toBe("REFUNDED");
    expect(refundsOf()).toHaveLength(0);

    expect((await deliver(event!.payload)).status).toBe(200);
    expect((await deliver(event!.payload)).status).toBe(200);
    expect(refundsOf()).toHaveLength(1);
    expect((await boothStates(ids))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: winner.vendorId,
    });
  });

  it("cancel expires the session, releases the hold and answers 'Payment is Cancelled'", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
    const answer = await read(
      await api(vendorPost(vendor, "/api/v1/order/cancel", { sessionId: res.payload.sessionId })),
    );
    expect(answer).toMatchObject({ code: 200, payload: { message: "Payment is Cancelled" } });
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
    expect((await orderRow(res.payload.orderId)).status).toBe("CANCELLED");
    expect(provider.control.session(res.payload.sessionId)!.status).toBe("expired");
    const [expired] = eventsFor(provider, res.payload.sessionId, "checkout.session.expired");
    expect((await deliver(expired!.payload)).status).toBe(200);
    expect((await orderRow(res.payload.orderId)).status).toBe("CANCELLED");
  });

  it("a deposit books the booth as PARTIALLY_PAID; the balance is paid later through a new session", async () => {
    const vendor = await createVendor();
    const { eventId, ids } = await createBooths([100000]);
    const money = async () => {
      const { collectedCents, outstandingCents } = (await eventDashboard(eventId)).figures;
      return { collectedCents, outstandingCents };
    };
    const total = boothCartTotals([100000]).totalCents;
    const deposit = Math.round(total * 0.4);
    const res = await checkout(vendor, {
      cartItemModelList: [{ eventId: ids[0] }],
      paidAmount: deposit / 100,
    });
    expect(provider.control.session(res.payload.sessionId)!.amount_total).toBe(deposit);
    await payAndDeliver(provider, res.payload.sessionId);
    expect(await orderRow(res.payload.orderId)).toMatchObject({
      status: "PARTIALLY_PAID",
      paidCents: deposit,
      balanceCents: total - deposit,
    });
    expect((await boothStates(ids))[0]!.status).toBe("BOOKED");
    // the organisers' dashboard counts the deposit in and the balance as owed
    expect(await money()).toEqual({ collectedCents: deposit, outstandingCents: total - deposit });

    const balance = await read(
      await api(vendorPost(vendor, "/api/v1/order/balance", { orderId: res.payload.orderId })),
    );
    expect(balance.code).toBe(200);
    const again = await read(
      await api(vendorPost(vendor, "/api/v1/order/balance", { orderId: res.payload.orderId })),
    );
    expect(again).toMatchObject({ code: 409 });
    expect(provider.control.session(balance.payload.sessionId)!.amount_total).toBe(total - deposit);
    await payAndDeliver(provider, balance.payload.sessionId);
    expect(await orderRow(res.payload.orderId)).toMatchObject({
      status: "PAID",
      paidCents: total,
      balanceCents: 0,
    });
    expect(await money()).toEqual({ collectedCents: total, outstandingCents: 0 });
    const db = await getDb();
    expect(
      await db.select().from(payments).where(eq(payments.orderId, res.payload.orderId)),
    ).toHaveLength(2);
    const stranger = await createVendor();
    const foreign = await read(
      await api(vendorPost(stranger, "/api/v1/order/balance", { orderId: res.payload.orderId })),
    );
    expect(foreign.code).toBe(404);
  });

  it("the provider down: a clear 503, nothing charged, the hold released", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    provider.control.setDown(true);
    try {
      const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
      expect(res).toMatchObject({ code: 503, status: "SERVICE_UNAVAILABLE" });
      expect(res.payload).toContain("payment provider");
    } finally {
      provider.control.setDown(false);
    }
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
  });
});

describe("POST /api/v1/payment: a slow payment provider", () => {
  const UNREACHABLE =
    "We could not reach the payment provider. Nothing was charged; please try again in a moment.";

  it("answering in 5 s, within the default timeout: the checkout succeeds with one Checkout Session, opened under the order's idempotency key, and the booth HELD", async () => {
    const vendor = await createVendor();
    const { ids } = await createBooths([45000]);
    const sent: { path?: string; idempotency_key?: string }[] = [];
    const onRequest = (event: { path?: string; idempotency_key?: string }) => sent.push(event);
    const client = stripe();
    client.on("request", onRequest);
    const started = performance.now();
    const res = await withProviderDelay(provider, 5000, () =>
      checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] }),
    ).finally(() => client.off("request", onRequest));
    expect(performance.now() - started).toBeGreaterThanOrEqual(5000);

    expect(res).toMatchObject({ code: 200, status: "OK" });
    expect(res.payload.url).toEqual(expect.any(String));
    const orderId: number = res.payload.orderId;
    expect(sessionsForOrder(provider, orderId).map((s) => s.id)).toEqual([res.payload.sessionId]);
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ status: "OPEN", stripeSessionId: res.payload.sessionId });
    // One request, keyed by order and payment: a retry of it replays this session, never a second.
    expect(sent.map((e) => [e.path, e.idempotency_key])).toEqual([
      ["/v1/checkout/sessions", `order-${orderId}-payment-${payment!.id}`],
    ]);
    expect((await orderRow(orderId)).status).toBe("PENDING");
    expect((await boothStates(ids))[0]).toMatchObject({ status: "HELD", heldByOrderId: orderId });
  });

  it("slower than STRIPE_TIMEOUT_MS: a clear 503 after one attempt, the booth free at once, the order FAILED; the session the provider opens late is refunded if paid, never applied", async () => {
    const vendor = await createVendor("Slow");
    const { ids } = await createBooths([45000]);
    const { res, elapsed } = await withStripeTimeout(1000, () =>
      withProviderDelay(provider, 2500, async () => {
        const started = performance.now();
        const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
        return { res, elapsed: performance.now() - started };
      }),
    );
    expect(res).toMatchObject({ code: 503, status: "SERVICE_UNAVAILABLE", payload: UNREACHABLE });
    // One attempt: the visitor waits one timeout, neither a retry nor the provider's 2.5 s.
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(2000);

    const [order] = await ordersOf(vendor.vendorId);
    expect(order).toMatchObject({ status: "FAILED", holdExpiresAt: null, paidCents: 0 });
    expect(await paymentsOf(order!.id)).toMatchObject([
      { status: "FAILED", stripeSessionId: null },
    ]);
    expect((await boothStates(ids))[0]).toMatchObject({ status: "AVAILABLE", heldByOrderId: null });
    const next = await createVendor("Next");
    const taken = await checkout(next, { cartItemModelList: [{ eventId: ids[0] }] });
    expect(taken.code).toBe(200);

    // The timed-out request still opens a session at the provider; nobody was given its URL.
    const late = await vi.waitFor(
      () => {
        const [session] = sessionsForOrder(provider, order!.id);
        if (!session) throw new Error("the provider has not opened the late session yet");
        return session;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(sessionsForOrder(provider, order!.id)).toHaveLength(1);
    expect(late).toMatchObject({ status: "open", payment_status: "unpaid" });

    // Paid anyway: the site never stored this session for the payment, so the webhook applies
    // nothing and refunds it in full; the order stays FAILED.
    await payAndDeliver(provider, late.id);
    expect(await orderRow(order!.id)).toMatchObject({ status: "FAILED", paidCents: 0 });
    expect(await paymentsOf(order!.id)).toMatchObject([
      { status: "FAILED", stripeSessionId: null },
    ]);
    const paymentIntent = provider.control.session(late.id)!.payment_intent;
    expect(provider.control.refunds().filter((r) => r.payment_intent === paymentIntent)).toEqual([
      expect.objectContaining({ amount: late.amount_total, status: "succeeded" }),
    ]);
    expect((await boothStates(ids))[0]).toMatchObject({
      status: "HELD",
      heldByOrderId: taken.payload.orderId,
    });
  });
});
