import { count, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { stripeEvents } from "@/db/schema";
import { boothCartTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { read, api } from "../support/requests";
import {
  boothStates,
  checkout,
  createBooths,
  createVendor,
  deliver,
  eventsFor,
  orderRow,
  outsideClient,
  paymentsOf,
  startProvider,
  stopProvider,
  vendorPost,
  type TestVendor,
} from "../support/payments";

let provider: StripeLocal;
let outside: Stripe;
const INVALID_SIGNATURE = "Missing or invalid signature.";

beforeAll(async () => {
  provider = await startProvider();
  outside = outsideClient(provider);
});
afterAll(async () => stopProvider(provider));

/** A vendor's checkout of one new booth: the order, its payment row and the booth. */
async function openCheckout(vendor: TestVendor, cents = 45000) {
  const { ids } = await createBooths([cents]);
  const res = await checkout(vendor, { cartItemModelList: [{ eventId: ids[0] }] });
  expect(res.code).toBe(200);
  const [payment] = await paymentsOf(res.payload.orderId);
  return {
    boothId: ids[0]!,
    orderId: res.payload.orderId as number,
    sessionId: res.payload.sessionId as string,
    paymentId: payment!.id,
  };
}

/** A Checkout Session opened directly at the provider, naming a real order and payment. */
function sessionNaming(target: { orderId: number; paymentId: number }, cents: number) {
  return outside.checkout.sessions.create({
    mode: "payment",
    currency: "cad",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "cad", unit_amount: cents, product_data: { name: "Booth" } },
      },
    ],
    success_url: "https://festival.example/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "https://festival.example/cancel?session_id={CHECKOUT_SESSION_ID}",
    client_reference_id: String(target.orderId),
    metadata: {
      order_id: String(target.orderId),
      payment_id: String(target.paymentId),
      checkout_type: "BOOTH_CART",
    },
    payment_intent_data: {
      metadata: { order_id: String(target.orderId), payment_id: String(target.paymentId) },
    },
  });
}

function refundsOf(sessionId: string) {
  const paymentIntent = provider.control.session(sessionId)!.payment_intent;
  return provider.control.refunds().filter((r) => r.payment_intent === paymentIntent);
}

/** The recorded provider event of a session, by type. */
function eventOf(sessionId: string, type: string) {
  const [event] = eventsFor(provider, sessionId, type);
  return event!;
}

async function recordedEvents(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(stripeEvents);
  return row!.n;
}

async function expectUntouched(checkoutRow: Awaited<ReturnType<typeof openCheckout>>) {
  expect((await boothStates([checkoutRow.boothId]))[0]).toMatchObject({
    status: "HELD",
    heldByOrderId: checkoutRow.orderId,
  });
  expect(await orderRow(checkoutRow.orderId)).toMatchObject({ status: "PENDING", paidCents: 0 });
  expect(await paymentsOf(checkoutRow.orderId)).toMatchObject([
    { status: "OPEN", stripeSessionId: checkoutRow.sessionId, paymentIntentId: null },
  ]);
}

describe("fulfilment applies only the Checkout Session the site opened, for the amount it asked", () => {
  it("a session opened outside the site for 50 cents, naming a real payment, books nothing and is refunded; the real session still pays", async () => {
    const vendor = await createVendor("Forger");
    const real = await openCheckout(vendor);
    const forged = await sessionNaming(real, 50);
    await provider.control.pay(forged.id);
    const event = eventOf(forged.id, "checkout.session.completed");

    for (let i = 0; i < 2; i++) {
      expect(await read(await deliver(event.payload))).toMatchObject({
        code: 200,
        payload: { received: true },
      });
    }
    await expectUntouched(real);
    expect(refundsOf(forged.id)).toEqual([expect.objectContaining({ amount: 50 })]);

    await provider.control.pay(real.sessionId);
    expect(
      (await deliver(eventOf(real.sessionId, "checkout.session.completed").payload)).status,
    ).toBe(200);
    expect((await boothStates([real.boothId]))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: vendor.vendorId,
    });
    expect(await orderRow(real.orderId)).toMatchObject({
      status: "PAID",
      paidCents: boothCartTotals([45000]).totalCents,
    });
    expect(refundsOf(real.sessionId)).toEqual([]);
  });

  it("the site's own session reported paid for less, or in another currency, is not applied and is refunded", async () => {
    const vendor = await createVendor("Short");
    const real = await openCheckout(vendor);
    await provider.control.pay(real.sessionId);
    const completed = JSON.parse(eventOf(real.sessionId, "checkout.session.completed").payload) as {
      data: { object: Record<string, unknown> };
    };
    const total = boothCartTotals([45000]).totalCents;
    const variants = [
      { amount_total: 50, currency: "cad" },
      { amount_total: total, currency: "usd" },
    ];
    for (const [i, variant] of variants.entries()) {
      const payload = JSON.stringify({
        ...completed,
        id: `evt_short_${real.orderId}_${i}`,
        data: { object: { ...completed.data.object, ...variant } },
      });
      expect((await deliver(payload)).status).toBe(200);
    }
    await expectUntouched(real);
    expect(refundsOf(real.sessionId)).toEqual([expect.objectContaining({ amount: total })]);
  });

  it("an expired session opened outside the site does not release another vendor's hold", async () => {
    const victim = await createVendor("Victim");
    const real = await openCheckout(victim);
    const forged = await sessionNaming(real, 45000);
    await outside.checkout.sessions.expire(forged.id);
    expect((await deliver(eventOf(forged.id, "checkout.session.expired").payload)).status).toBe(
      200,
    );
    await expectUntouched(real);
  });

  it("the success page applies a session to the payment that stored it, whatever its metadata names", async () => {
    // A cheap checkout paid in full, whose session's metadata is then changed at the provider to
    // name someone else's expensive order.
    const buyer = await createVendor("Cheap");
    const cheap = await openCheckout(buyer, 2000);
    const victim = await createVendor("Dear");
    const dear = await openCheckout(victim, 500000);
    await provider.control.pay(cheap.sessionId);
    await outside.checkout.sessions.update(cheap.sessionId, {
      metadata: { order_id: String(dear.orderId), payment_id: String(dear.paymentId) },
    });

    const answer = await read(
      await api(vendorPost(buyer, "/api/v1/order/success", { sessionId: cheap.sessionId })),
    );
    expect(answer).toMatchObject({
      code: 200,
      payload: { orderId: cheap.orderId, paymentStatus: "PAID", balance: 0 },
    });
    expect((await boothStates([cheap.boothId]))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: buyer.vendorId,
    });
    await expectUntouched(dear);
  });
});

describe("webhook signatures and event shape", () => {
  it("refuses an event signed a day or ten minutes in the future, or six minutes ago, and records nothing", async () => {
    const vendor = await createVendor("Clock");
    const real = await openCheckout(vendor);
    await provider.control.pay(real.sessionId);
    const { payload, id } = eventOf(real.sessionId, "checkout.session.completed");
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 24 * 60 * 60, now + 10 * 60, now - 6 * 60]) {
      expect(await read(await deliver(payload, undefined, timestamp))).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: INVALID_SIGNATURE,
      });
    }
    await expectUntouched(real);
    const db = await getDb();
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toEqual([]);
    // A small clock difference either way is accepted.
    expect((await deliver(payload, undefined, now + 60)).status).toBe(200);
    expect((await orderRow(real.orderId)).status).toBe("PAID");
  });

  it("answers a correctly signed event without id, data or data.object with 400, and records nothing", async () => {
    const before = await recordedEvents();
    const session = { id: "cs_test_shapeless", object: "checkout.session", payment_status: "paid" };
    const payloads = [
      { object: "event", type: "checkout.session.completed", data: { object: session } },
      { id: "evt_shapeless_1", object: "event", type: "checkout.session.completed" },
      { id: "evt_shapeless_2", object: "event", type: "checkout.session.completed", data: {} },
      {
        id: "evt_shapeless_3",
        object: "event",
        type: "checkout.session.expired",
        data: { object: null },
      },
      { id: 42, object: "event", type: "checkout.session.completed", data: { object: session } },
      null,
      [],
    ];
    for (const body of payloads) {
      const answer = await read(await deliver(JSON.stringify(body)));
      expect(answer, JSON.stringify(body)).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload: "This is not a Stripe event.",
      });
    }
    expect(await recordedEvents()).toBe(before);
  });
});
