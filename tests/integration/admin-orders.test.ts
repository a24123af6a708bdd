import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import { auditLog, booths, emailOutbox, events, orderItems, orders, refunds } from "@/db/schema";
import { eventDashboard } from "@/lib/console/dashboard";
import { reportsAnswer } from "@/lib/console/api/dashboard";
import * as actions from "@/lib/orders/api";
import * as answers from "@/lib/orders/resource";
import { reasonText } from "@/lib/orders/reasons";
import { boothCartTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  boothStates,
  checkout,
  createBooths,
  createVendor,
  deliver,
  orderRow,
  outsideClient,
  payAndDeliver,
  paymentsOf,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  vi.stubEnv("HST_NUMBER", "123456789 RT0001");
  resetEnvForTests();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

async function admin(method: string, url: string, body?: unknown, as: SignedIn = organiser) {
  return read(await api(jsonRequest(url, body, { method, session: as })));
}
const get = async (url: string) =>
  read(await api(new Request(`http://localhost${url}`, { headers: { cookie: organiser.cookie } })));
const post = (url: string, body: unknown) => admin("POST", url, body);

/** A vendor who checked out booths at these prices and paid `pay` cents of it (all by default). */
async function paidOrder(prices: number[], pay?: (total: number) => number) {
  const vendor = await createVendor("Refund");
  const { eventId, ids } = await createBooths(prices);
  const total = boothCartTotals(prices).totalCents;
  const paidAmount = pay ? pay(total) / 100 : undefined;
  const res = await checkout(vendor, { ...boothCart(ids), ...(paidAmount ? { paidAmount } : {}) });
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  const orderId = res.payload.orderId as number;
  const db = await getDb();
  const items = await db
    .select({ id: orderItems.id, boothId: orderItems.boothId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { vendor, eventId, boothIds: ids, orderId, total, items };
}

/** The `charge.refunded` events the provider has sent for the order's payment intent, oldest first. */
async function chargeRefundedEvents(orderId: number) {
  const intents = (await paymentsOf(orderId)).map((p) => p.paymentIntentId);
  return provider.control
    .events()
    .filter(
      (e) =>
        e.type === "charge.refunded" &&
        intents.includes((e.event.data.object as { payment_intent: string }).payment_intent),
    );
}

async function refundRows(orderId: number) {
  const db = await getDb();
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

async function mailTo(vendor: TestVendor) {
  const db = await getDb();
  return db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, vendor.email))
    .orderBy(asc(emailOutbox.id));
}

describe("GET /api/admin/v1/orders and /orders/{orderId}", () => {
  it("lists an event's orders newest first, finds them by vendor, booth or number, and shows one whole", async () => {
    const first = await paidOrder([45000]);
    const list = await get(`/api/admin/v1/orders?eventId=${first.eventId}`);
    expect(list.code).toBe(200);
    expect(answers.orderListAnswer.safeParse(list.payload).success).toBe(true);
    expect(list.payload).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(list.payload.orders[0]).toMatchObject({
      orderId: first.orderId,
      vendorName: first.vendor.vendorName,
      orderStatus: "PAID",
      items: ["X-01"],
      totalCents: first.total,
      paidCents: first.total,
      balanceCents: 0,
    });

    for (const q of [first.vendor.email.toUpperCase(), `#${first.orderId}`, "x-01"]) {
      const found = await get(
        `/api/admin/v1/orders?eventId=${first.eventId}&q=${encodeURIComponent(q)}`,
      );
      expect(
        found.payload.orders.map((o: { orderId: number }) => o.orderId),
        q,
      ).toEqual([first.orderId]);
    }
    const none = await get(`/api/admin/v1/orders?eventId=${first.eventId}&q=nobody%25here`);
    expect(none.payload).toMatchObject({ total: 0, orders: [] });
    const paidOnly = await get(`/api/admin/v1/orders?eventId=${first.eventId}&status=CANCELLED`);
    expect(paidOnly.payload.total).toBe(0);

    const detail = await get(`/api/admin/v1/orders/${first.orderId}`);
    expect(detail.code).toBe(200);
    expect(answers.orderAnswer.safeParse(detail.payload).success).toBe(true);
    const [payment] = await paymentsOf(first.orderId);
    expect(detail.payload).toMatchObject({
      orderId: first.orderId,
      orderStatus: "PAID",
      vendor: { vendorId: first.vendor.vendorId, email: first.vendor.email },
      event: { eventId: first.eventId },
      items: [{ orderItemId: first.items[0]!.id, name: "X-01", held: true, releasedAt: null }],
      totalCents: first.total,
      refundedCents: 0,
      contractVersion: expect.any(String),
      payments: [
        {
          paymentId: payment!.id,
          method: "STRIPE",
          status: "PAID",
          amountCents: first.total,
          stripeSessionId: payment!.stripeSessionId,
          paymentIntentId: expect.stringMatching(/^pi_/),
          invoiceNumber: `INV-${String(payment!.invoiceNumber).padStart(6, "0")}`,
        },
      ],
      refunds: [],
    });
  });

  it("refuses bad filters (400) and an unknown order (404)", async () => {
    expect((await get("/api/admin/v1/orders?status=LOST")).code).toBe(400);
    expect((await get("/api/admin/v1/orders?page=0")).code).toBe(400);
    expect((await get("/api/admin/v1/orders/2147483647")).code).toBe(404);
    expect((await get("/api/admin/v1/orders/abc")).code).toBe(400);
  });
});

describe("POST /api/admin/v1/orders/{orderId}/refunds", () => {
  it("a full refund through Stripe gives the booth back at once; the webhook after it changes nothing", async () => {
    const order = await paidOrder([45000]);
    const res = await post(`/api/admin/v1/orders/${order.orderId}/refunds`, {
      amountCents: order.total,
      reason: "Vendor cannot attend",
      releaseItems: [order.items[0]!.id],
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(actions.refundAnswer.safeParse(res.payload).success).toBe(true);
    expect(res.payload).toMatchObject({
      orderStatus: "REFUNDED",
      refundedCents: order.total,
      releasedItems: [order.items[0]!.id],
    });
    // the money went back through Stripe, once, for the whole payment
    const [stripeRefund] = provider.control.refunds();
    expect(
      provider.control.refunds().filter((r) => r.payment_intent === stripeRefund!.payment_intent),
    ).toHaveLength(1);
    const [row] = await refundRows(order.orderId);
    expect(row).toMatchObject({
      amountCents: order.total,
      status: "SUCCEEDED",
      reason: "Vendor cannot attend",
    });
    expect(row!.stripeRefundId).toMatch(/^re_/);
    expect((await boothStates(order.boothIds))[0]).toMatchObject({
      status: "AVAILABLE",
      vendorId: null,
      lob: null,
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "REFUNDED",
      paidCents: order.total,
      refundedCents: order.total,
    });

    // Stripe's webhook, after the console's answer, and again: the ledger stays as it is
    const [event] = await chargeRefundedEvents(order.orderId);
    expect(event).toBeDefined();
    expect((await deliver(event!.payload)).status).toBe(200);
    expect((await deliver(event!.payload)).status).toBe(200);
    expect(await refundRows(order.orderId)).toHaveLength(1);
    expect((await orderRow(order.orderId)).refundedCents).toBe(order.total);
    expect((await eventDashboard(order.eventId)).figures.collectedCents).toBe(0);

    // nothing is left to refund
    const again = await post(`/api/admin/v1/orders/${order.orderId}/refunds`, {
      amountCents: 100,
      reason: "Twice",
    });
    expect(again.code).toBe(409);
    expect(
      provider.control.refunds().filter((r) => r.payment_intent === stripeRefund!.payment_intent),
    ).toHaveLength(1);

    // the vendor heard of it, and the audit log has who did it
    expect((await mailTo(order.vendor)).at(-1)!.subject).toContain(String(order.orderId));
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, order.orderId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(organiser.vendorId);
  });

  it("a second vendor can then book the released booth", async () => {
    const order = await paidOrder([45000]);
    await post(`/api/admin/v1/orders/${order.orderId}/refunds`, {
      amountCents: order.total,
      reason: "Moved to next year",
      releaseItems: [order.items[0]!.id],
    });
    const second = await createVendor("Second");
    const res = await checkout(second, boothCart(order.boothIds));
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    await payAndDeliver(provider, res.payload.sessionId);
    expect((await boothStates(order.boothIds))[0]).toMatchObject({
      status: "BOOKED",
      vendorId: second.vendorId,
    });
  });

  it("a partial refund keeps the order and its booths; when Stripe's webhook comes before its answer, the refund is counted once", async () => {
    const order = await paidOrder([45000, 30000]);
    provider.control.setAnswerDelay(400);
    let answered: Awaited<ReturnType<typeof post>>;
    try {
      const pending = post(`/api/admin/v1/orders/${order.orderId}/refunds`, {
        amountCents: 10000,
        reason: "Smaller booth than agreed",
      });
      // the webhook arrives while the console still waits for Stripe's answer
      let events: Awaited<ReturnType<typeof chargeRefundedEvents>> = [];
      for (let i = 0; i < 50 && events.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        events = await chargeRefundedEvents(order.orderId);
      }
      expect(events).toHaveLength(1);
      expect((await deliver(events[0]!.payload)).status).toBe(200);
      expect((await refundRows(order.orderId))[0]!.status).toBe("SUCCEEDED");
      answered = await pending;
    } finally {
      provider.control.setAnswerDelay(0);
    }
    expect(answered.code, JSON.stringify(answered.payload)).toBe(201);
    expect(answered.payload).toMatchObject({ orderStatus: "PAID", refundedCents: 10000 });
    const rows = await refundRows(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 10000, status: "SUCCEEDED" });
    expect(rows[0]!.stripeRefundId).toMatch(/^re_/);
    expect(await orderRow(order.orderId)).toMatchObject({ status: "PAID", refundedCents: 10000 });
    expect((await boothStates(order.boothIds)).map((b) => b.status)).toEqual(["BOOKED", "BOOKED"]);
  });

  it("a refund made in Stripe's own dashboard is recorded from its webhook", async () => {
    const order = await paidOrder([45000]);
    const [payment] = await paymentsOf(order.orderId);
    await outsideClient(provider).refunds.create({
      payment_intent: payment!.paymentIntentId!,
      amount: 2500,
    });
    const [event] = await chargeRefundedEvents(order.orderId);
    expect((await deliver(event!.payload)).status).toBe(200);
    const outside = await refundRows(order.orderId);
    expect(outside).toMatchObject([{ amountCents: 2500, status: "SUCCEEDED", createdBy: null }]);
    expect(reasonText(outside[0]!.reason, "en")).toBe("Refunded in Stripe");
    expect((await orderRow(order.orderId)).refundedCents).toBe(2500);
  });

  it("never more than was paid; refuses bad items, a bad amount, and an order with nothing paid", async () => {
    const order = await paidOrder([45000]);
    const url = `/api/admin/v1/orders/${order.orderId}/refunds`;
    const tooMuch = await post(url, { amountCents: order.total + 1, reason: "Too much" });
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.payload).toContain("at most what was paid");
    expect(tooMuch.issues).toMatchObject([
      { path: ["amountCents"], code: "errors.orders.amountOverRefundable" },
    ]);
    expect(tooMuch.errorCode).toBe("errors.orders.amountOverRefundable");
    expect((await post(url, { amountCents: 0, reason: "Zero" })).code).toBe(400);
    expect((await post(url, { amountCents: 10.5, reason: "Cents" })).code).toBe(400);
    expect((await post(url, { amount: 10, reason: "Dollars" })).code).toBe(400);
    expect((await post(url, { amountCents: 1000 })).code).toBe(400);
    const foreign = await post(url, { amountCents: 1000, reason: "x", releaseItems: [2147483647] });
    expect(foreign.code).toBe(400);
    expect(foreign.payload).toContain("releaseItems");
    expect(foreign.issues).toMatchObject([{ path: ["releaseItems"] }]);
    expect(await refundRows(order.orderId)).toEqual([]);
    expect(provider.control.refunds().filter((r) => r.metadata.refund_id)).not.toContainEqual(
      expect.objectContaining({ amount: order.total + 1 }),
    );
    expect(
      (await post("/api/admin/v1/orders/2147483647/refunds", { amountCents: 100, reason: "x" }))
        .code,
    ).toBe(404);
  });

  it("Stripe down: 503, the refund is not counted, and it can be asked again", async () => {
    const order = await paidOrder([45000]);
    const url = `/api/admin/v1/orders/${order.orderId}/refunds`;
    provider.control.setDown(true);
    let down: Awaited<ReturnType<typeof post>>;
    try {
      down = await post(url, { amountCents: 5000, reason: "Try while down" });
    } finally {
      provider.control.setDown(false);
    }
    expect(down.code).toBe(503);
    expect((await refundRows(order.orderId)).map((r) => r.status)).toEqual(["FAILED"]);
    expect((await orderRow(order.orderId)).refundedCents).toBe(0);
    const retry = await post(url, { amountCents: 5000, reason: "Try again" });
    expect(retry.code).toBe(201);
    expect((await orderRow(order.orderId)).refundedCents).toBe(5000);
  });
});

describe("POST /api/admin/v1/orders/{orderId}/payments", () => {
  it("a cheque pays the balance: PAID, with a receipt; more than the balance is refused", async () => {
    const order = await paidOrder([100000], (total) => Math.round(total * 0.4));
    const before = await orderRow(order.orderId);
    expect(before.status).toBe("PARTIALLY_PAID");
    const url = `/api/admin/v1/orders/${order.orderId}/payments`;
    const tooMuch = await post(url, {
      amountCents: before.balanceCents + 100,
      method: "CHEQUE",
      reference: "Cheque 120",
    });
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.issues).toMatchObject([
      { path: ["amountCents"], code: "errors.orders.amountOverBalance" },
    ]);
    expect((await post(url, { amountCents: 1000, method: "BITCOIN" })).code).toBe(400);

    const part = await post(url, { amountCents: 10000, method: "ETRANSFER", reference: "CA1x9" });
    expect(part.code, JSON.stringify(part.payload)).toBe(201);
    expect(actions.officePaymentAnswer.safeParse(part.payload).success).toBe(true);
    expect(part.payload).toMatchObject({
      orderStatus: "PARTIALLY_PAID",
      balanceCents: before.balanceCents - 10000,
    });
    const rest = await post(url, {
      amountCents: before.balanceCents - 10000,
      method: "CHEQUE",
      reference: "Cheque 121",
    });
    expect(rest.payload).toMatchObject({ orderStatus: "PAID", balanceCents: 0 });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "PAID",
      paidCents: order.total,
      balanceCents: 0,
    });
    const offline = (await paymentsOf(order.orderId)).filter((p) => p.method !== "STRIPE");
    expect(offline.map((p) => [p.method, p.reference, p.status, p.recordedBy])).toEqual([
      ["ETRANSFER", "CA1x9", "PAID", organiser.vendorId],
      ["CHEQUE", "Cheque 121", "PAID", organiser.vendorId],
    ]);
    // a receipt for each payment, with its invoice number and the foundation's HST number
    const mail = await mailTo(order.vendor);
    const db = await getDb();
    const [lastReceipt] = await db
      .select({ text: emailOutbox.text, orderId: emailOutbox.orderId })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, order.vendor.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(lastReceipt!.orderId).toBe(order.orderId);
    // the last receipt names the cheque's own invoice, not the deposit's or the e-Transfer's
    const invoices = (await paymentsOf(order.orderId)).map((p) => p.invoiceNumber);
    expect(new Set(invoices).size).toBe(3);
    const cheque = offline.at(-1)!.invoiceNumber!;
    expect(Math.max(...invoices.map(Number))).toBe(cheque);
    expect(lastReceipt!.text).toContain(`Invoice INV-${String(cheque).padStart(6, "0")}`);
    expect(lastReceipt!.text).toContain("HST registration number: 123456789 RT0001");
    expect(
      mail.filter((m) => m.subject.includes(String(order.orderId))).length,
    ).toBeGreaterThanOrEqual(3);
    // a paid order takes no more
    expect((await post(url, { amountCents: 100, method: "CASH" })).code).toBe(409);
    expect((await eventDashboard(order.eventId)).figures).toMatchObject({
      collectedCents: order.total,
      outstandingCents: 0,
    });

    // an office payment is refunded at once, outside Stripe
    const refund = await post(`/api/admin/v1/orders/${order.orderId}/refunds`, {
      amountCents: 5000,
      reason: "Overpaid electricity",
    });
    expect(refund.code).toBe(201);
    const rows = await refundRows(order.orderId);
    expect(rows.map((r) => [r.amountCents, r.status, r.stripeRefundId])).toEqual([
      [5000, "SUCCEEDED", null],
    ]);
  });
});

describe("POST /api/admin/v1/orders/{orderId}/cancel", () => {
  it("cancels a partly paid order: the booth is free at once and the deposit refunded through Stripe", async () => {
    const order = await paidOrder([100000], (total) => Math.round(total * 0.4));
    const deposit = (await orderRow(order.orderId)).paidCents;
    const res = await post(`/api/admin/v1/orders/${order.orderId}/cancel`, {
      refund: true,
      reason: "Did not pay the balance",
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(actions.cancelAnswer.safeParse(res.payload).success).toBe(true);
    expect(res.payload).toMatchObject({
      orderStatus: "CANCELLED",
      refundedCents: deposit,
      releasedItems: [order.items[0]!.id],
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "CANCELLED",
      refundedCents: deposit,
    });
    expect((await boothStates(order.boothIds))[0]!.status).toBe("AVAILABLE");
    expect((await refundRows(order.orderId))[0]).toMatchObject({
      amountCents: deposit,
      status: "SUCCEEDED",
    });
    // cancelled: cannot be cancelled again, paid for, or refunded beyond what was paid
    expect(
      (await post(`/api/admin/v1/orders/${order.orderId}/cancel`, { reason: "Again" })).code,
    ).toBe(409);
    expect(
      (
        await post(`/api/admin/v1/orders/${order.orderId}/payments`, {
          amountCents: 100,
          method: "CASH",
        })
      ).code,
    ).toBe(409);
  });

  it("cancels without refunding when asked so, a paid order too, and refuses an ended one", async () => {
    const partly = await paidOrder([100000], (total) => Math.round(total * 0.4));
    const kept = await post(`/api/admin/v1/orders/${partly.orderId}/cancel`, {
      reason: "Deposit kept, as the contract says",
    });
    expect(kept.payload).toMatchObject({ orderStatus: "CANCELLED", refundedCents: 0 });
    expect(await refundRows(partly.orderId)).toEqual([]);
    expect((await boothStates(partly.boothIds))[0]!.status).toBe("AVAILABLE");

    // a vendor who paid in full and became ineligible: the booth goes, the fees are kept
    const paid = await paidOrder([45000]);
    const cancelled = await post(`/api/admin/v1/orders/${paid.orderId}/cancel`, {
      reason: "No proof of insurance: non-refundable fees kept",
    });
    expect(cancelled.code, JSON.stringify(cancelled.payload)).toBe(200);
    expect(cancelled.payload).toMatchObject({ orderStatus: "CANCELLED", refundedCents: 0 });
    expect(await refundRows(paid.orderId)).toEqual([]);
    expect((await boothStates(paid.boothIds))[0]!.status).toBe("AVAILABLE");
    const [row] = await (
      await getDb()
    )
      .select({ keptCents: orders.keptCents, paidCents: orders.paidCents })
      .from(orders)
      .where(eq(orders.id, paid.orderId));
    expect(row!.keptCents).toBe(row!.paidCents);
    expect(row!.keptCents).toBeGreaterThan(0);

    const again = await post(`/api/admin/v1/orders/${paid.orderId}/cancel`, { reason: "Again" });
    expect(again.code).toBe(409);
    expect(again.payload).toContain("has ended and cannot be cancelled");
  });
});

describe("POST /api/admin/v1/orders/{orderId}/charges", () => {
  it("a charge with its HST raises a paid order's balance, which the office then takes", async () => {
    const order = await paidOrder([45000]);
    const url = `/api/admin/v1/orders/${order.orderId}/charges`;
    const res = await post(url, { description: "Electricity, 15 A", amountCents: 10000 });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(actions.chargeAnswer.safeParse(res.payload).success).toBe(true);
    expect(res.payload).toMatchObject({
      orderStatus: "PARTIALLY_PAID",
      amountCents: 10000,
      hstCents: 1300,
      totalCents: order.total + 11300,
      balanceCents: 11300,
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      chargesCents: 10000,
      balanceCents: 11300,
      status: "PARTIALLY_PAID",
    });
    const detail = await get(`/api/admin/v1/orders/${order.orderId}`);
    expect(detail.payload.extraCharges).toMatchObject([
      { description: "Electricity, 15 A", amountCents: 10000, hstCents: 1300 },
    ]);
    const paid = await post(`/api/admin/v1/orders/${order.orderId}/payments`, {
      amountCents: 11300,
      method: "CASH",
    });
    expect(paid.payload).toMatchObject({ orderStatus: "PAID", balanceCents: 0 });

    expect((await post(url, { description: "", amountCents: 1000 })).code).toBe(400);
    expect((await post(url, { description: "Fee", amountCents: -500 })).code).toBe(400);
    const cancelled = await paidOrder([100000], (total) => Math.round(total * 0.4));
    await post(`/api/admin/v1/orders/${cancelled.orderId}/cancel`, { reason: "Gone" });
    expect(
      (
        await post(`/api/admin/v1/orders/${cancelled.orderId}/charges`, {
          description: "Fee",
          amountCents: 500,
        })
      ).code,
    ).toBe(409);
  });
});

describe("GET /api/admin/v1/reports and the overdue list", () => {
  it("sales by day and section, HST and refunds agree with the ledger; balances past due are listed", async () => {
    const order = await paidOrder([45000]);
    const deposit = await createVendor("Late payer");
    const { ids } = await createBooths([30000]);
    const db = await getDb();
    // the second vendor's booth is in another event: the first event's figures ignore it
    const res = await checkout(deposit, { ...boothCart(ids), paidAmount: 100 });
    await payAndDeliver(provider, res.payload.sessionId);
    await post(`/api/admin/v1/orders/${order.orderId}/refunds`, {
      amountCents: 5000,
      reason: "Late set-up",
    });

    const report = await get(`/api/admin/v1/reports?eventId=${order.eventId}`);
    expect(report.code, JSON.stringify(report.payload)).toBe(200);
    expect(reportsAnswer.safeParse(report.payload).success).toBe(true);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      new Date(),
    );
    const row = await orderRow(order.orderId);
    expect(report.payload).toMatchObject({
      salesByDay: [{ day: today, receivedCents: order.total, refundedCents: 5000 }],
      salesBySection: [{ sectionName: "Test section", items: 1, salesCents: 45000 }],
      hstChargedCents: row.taxCents,
      refunds: { count: 1, amountCents: 5000 },
    });
    expect((await get("/api/admin/v1/reports?eventId=2147483647")).code).toBe(404);

    // the deposit's event: its balance was due yesterday
    const other = (await orderRow(res.payload.orderId)).eventId!;
    await db
      .update(events)
      .set({ balanceDueDate: sql`(now() at time zone 'America/Toronto')::date - 1` })
      .where(eq(events.id, other));
    const dash = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/dashboard?eventId=${other}`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(dash.payload.overdueOrders).toEqual([
      {
        orderId: res.payload.orderId,
        vendorName: deposit.vendorName,
        email: deposit.email,
        balanceCents: (await orderRow(res.payload.orderId)).balanceCents,
      },
    ]);
  });
});

describe("POST /api/admin/v1/orders", () => {
  it("an order made at the office books a sponsor's reserved booth at once; the office then takes the payment", async () => {
    const vendor = await createVendor("Office");
    const { eventId, ids } = await createBooths([45000, 45000]);
    const db = await getDb();
    await db.update(booths).set({ status: "RESERVED" }).where(eq(booths.id, ids[0]!));
    const made = await post("/api/admin/v1/orders", {
      vendorId: vendor.vendorId,
      boothIds: ids,
    });
    expect(made.code, JSON.stringify(made.payload)).toBe(201);
    expect(actions.createdOrderAnswer.safeParse(made.payload).success).toBe(true);
    const total = boothCartTotals([45000, 45000]).totalCents;
    expect(made.payload).toMatchObject({
      eventId,
      orderStatus: "PARTIALLY_PAID",
      totalCents: total,
      balanceCents: total,
    });
    expect((await boothStates(ids)).map((b) => [b.status, b.vendorId])).toEqual([
      ["BOOKED", vendor.vendorId],
      ["BOOKED", vendor.vendorId],
    ]);
    const order = await orderRow(made.payload.orderId);
    expect(order).toMatchObject({ paidCents: 0, balanceCents: total, contractAcceptedAt: null });
    expect(order.contractVersion).toBeTruthy();
    const paid = await post(`/api/admin/v1/orders/${order.id}/payments`, {
      amountCents: total,
      method: "ETRANSFER",
      reference: "Sponsor transfer",
    });
    expect(paid.payload).toMatchObject({ orderStatus: "PAID", balanceCents: 0 });

    // by the booths' names, as the console's form sends them
    const named = await createBooths([30000, 30000]);
    const byName = await post("/api/admin/v1/orders", {
      vendorId: vendor.vendorId,
      eventId: named.eventId,
      boothNames: ["x-02"],
    });
    expect(byName.code, JSON.stringify(byName.payload)).toBe(201);
    expect((await boothStates(named.ids)).map((b) => b.status)).toEqual(["AVAILABLE", "BOOKED"]);
    const unknownName = await post("/api/admin/v1/orders", {
      vendorId: vendor.vendorId,
      eventId: named.eventId,
      boothNames: ["Z-99"],
    });
    expect(unknownName.code).toBe(404);
    expect(unknownName.payload).toContain("Z-99");
    expect(
      (await post("/api/admin/v1/orders", { vendorId: vendor.vendorId, boothNames: ["X-01"] }))
        .code,
    ).toBe(400);

    // booths already booked, and unknown vendors or booths, are refused
    const again = await post("/api/admin/v1/orders", { vendorId: vendor.vendorId, boothIds: ids });
    expect(again.code).toBe(409);
    expect(again.payload).toContain("X-01 (booked)");
    expect((await post("/api/admin/v1/orders", { vendorId: 2147483647, boothIds: ids })).code).toBe(
      404,
    );
    expect(
      (await post("/api/admin/v1/orders", { vendorId: vendor.vendorId, boothIds: [] })).code,
    ).toBe(400);
  });
});
