import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, events, orders, payments, refunds } from "@/db/schema";
import * as answers from "@/lib/orders/resource";
import { depositReturnAnswer, officeDepositAnswer } from "@/lib/deposits/api";
import { hstInKept } from "@/lib/deposits/figures";
import { reasonText } from "@/lib/orders/reasons";
import { boothCartTotals } from "@/lib/payments/pricing";
import { stripe } from "@/lib/payments/stripe";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser } from "../support/fixtures";
import {
  boothCart,
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
  vendorPost,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The damage deposit: paid through its own Checkout Session (or at the office), kept apart from
// the order's price, refunded in full when it cannot be applied, decided after the event (returned
// in full, in part with a reason, or kept), returned in full by a cancellation.

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const DEPOSIT = 50000;

const admin = async (url: string, body: unknown) =>
  read(await api(jsonRequest(url, body, { session: organiser })));
const adminGet = async (url: string) =>
  read(await api(new Request(`http://localhost${url}`, { headers: { cookie: organiser.cookie } })));
const vendorCall = async (vendor: TestVendor, url: string, body: unknown = {}) =>
  read(await api(vendorPost(vendor, url, body)));

/** A vendor's booth order, its first payment made (all of it unless `part`), owing a $500 deposit. */
async function bookedOrder({ part = false, label = "Deposit" } = {}) {
  const vendor = await createVendor(label);
  const { eventId, ids } = await createBooths([45000]);
  const total = boothCartTotals([45000]).totalCents;
  const res = await checkout(vendor, {
    ...boothCart(ids),
    ...(part ? { paidAmount: total / 200 } : {}),
  });
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  const orderId = res.payload.orderId as number;
  const db = await getDb();
  await db.update(orders).set({ depositCents: DEPOSIT }).where(eq(orders.id, orderId));
  return { vendor, eventId, orderId, total };
}

/** Opens the deposit's Checkout Session as the vendor's browser does; answers the session id. */
async function openDeposit(vendor: TestVendor, orderId: number): Promise<string> {
  const res = await vendorCall(vendor, `/api/vendor/v1/orders/${orderId}/deposit`);
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  return res.payload.sessionId as string;
}

async function paidDeposit(options: { part?: boolean; label?: string } = {}) {
  const booked = await bookedOrder(options);
  await payAndDeliver(provider, await openDeposit(booked.vendor, booked.orderId));
  return booked;
}

/** The event ended three days ago. */
async function endEvent(eventId: number) {
  const db = await getDb();
  await db
    .update(events)
    .set({
      startsAt: sql`now() - interval '5 days'`,
      endsAt: sql`now() - interval '3 days'`,
    })
    .where(eq(events.id, eventId));
}

async function mails(vendor: TestVendor) {
  const db = await getDb();
  return db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, vendor.email))
    .orderBy(asc(emailOutbox.id));
}

async function refundRows(orderId: number) {
  const db = await getDb();
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

const depositPayments = async (orderId: number) =>
  (await paymentsOf(orderId)).filter((p) => p.kind === "DEPOSIT");

const ALL_CLEAR = { vacated: true, noDamage: true, garbageRemoved: true };
const returnUrl = (orderId: number) => `/api/admin/v1/orders/${orderId}/deposit-return`;

describe("POST /api/vendor/v1/orders/{orderId}/deposit", () => {
  it("a Checkout Session for exactly the deposit; paid, it is held apart from the order's price, with its own receipt and no invoice", async () => {
    const { vendor, orderId, total } = await bookedOrder();
    const before = await orderRow(orderId);
    const sessionId = await openDeposit(vendor, orderId);
    const session = provider.control.session(sessionId)!;
    expect(session.amount_total).toBe(DEPOSIT);
    // one line, the deposit alone: no fees, no HST
    const lines = await stripe().checkout.sessions.listLineItems(sessionId);
    expect(lines.data.map((l) => [l.description, l.amount_total])).toEqual([
      ["Damage deposit (refundable)", DEPOSIT],
    ]);
    await payAndDeliver(provider, sessionId);

    const after = await orderRow(orderId);
    expect(after).toMatchObject({
      status: "PAID",
      totalCents: total,
      paidCents: total,
      balanceCents: 0,
      depositPaidCents: DEPOSIT,
      depositReturnedCents: 0,
      depositKeptCents: 0,
    });
    expect(after.paidCents).toBe(before.paidCents);
    const [deposit] = await depositPayments(orderId);
    expect(deposit).toMatchObject({ status: "PAID", amountCents: DEPOSIT, invoiceNumber: null });

    const received = (await mails(vendor)).at(-1)!;
    expect(received.subject).toBe(`Mahrajan Events: damage deposit received for order ${orderId}`);
    expect(received.text).toContain("We have received your damage deposit of $500.00");
    expect(received.text).toContain("refundable after the event");
    expect(received.text).not.toMatch(/INV-\d/);

    // the success page says what became of the deposit
    const success = await vendorCall(vendor, "/api/v1/order/success", { sessionId });
    expect(success.code).toBe(200);
    expect(success.payload.message).toContain("Your damage deposit of $500.00 is received");

    const detail = await adminGet(`/api/admin/v1/orders/${orderId}`);
    expect(answers.orderAnswer.safeParse(detail.payload).success).toBe(true);
    expect(detail.payload).toMatchObject({
      depositCents: DEPOSIT,
      depositPaidCents: DEPOSIT,
      depositReturnedCents: 0,
      depositKeptCents: 0,
      depositStatus: "HELD",
      depositInspection: null,
      paidCents: total,
      balanceCents: 0,
    });

    // paid already: no second session
    const again = await vendorCall(vendor, `/api/vendor/v1/orders/${orderId}/deposit`);
    expect(again.code).toBe(409);
  });

  it("refuses another vendor's order, an order owing no deposit, and a checkout not yet paid", async () => {
    const { vendor, orderId } = await bookedOrder();
    const other = await createVendor("Other");
    expect((await vendorCall(other, `/api/vendor/v1/orders/${orderId}/deposit`)).code).toBe(404);
    const db = await getDb();
    await db.update(orders).set({ depositCents: 0 }).where(eq(orders.id, orderId));
    const none = await vendorCall(vendor, `/api/vendor/v1/orders/${orderId}/deposit`);
    expect(none.code).toBe(409);
    expect(none.payload).toContain("owes no damage deposit");

    const pending = await createVendor("Pending");
    const { ids } = await createBooths([45000]);
    const started = await checkout(pending, boothCart(ids));
    const pendingId = started.payload.orderId as number;
    await db.update(orders).set({ depositCents: DEPOSIT }).where(eq(orders.id, pendingId));
    expect((await vendorCall(pending, `/api/vendor/v1/orders/${pendingId}/deposit`)).code).toBe(
      409,
    );
  });

  it("an order still owing its balance may pay the deposit; the deposit never lowers the balance", async () => {
    const { vendor, orderId, total } = await paidDeposit({ part: true });
    const order = await orderRow(orderId);
    expect(order.status).toBe("PARTIALLY_PAID");
    expect(order.balanceCents).toBe(total - order.paidCents);
    expect(order.depositPaidCents).toBe(DEPOSIT);
    const db = await getDb();
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, "DEPOSIT")))) as [{ n: number }];
    expect(n).toBe(1);
    // the receipt for the booking and the deposit's own: the deposit's names no invoice
    expect((await mails(vendor)).at(-1)!.subject).toContain("damage deposit received");
  });

  it("paid from two tabs: the second is refunded in full, and the vendor told why", async () => {
    const { vendor, orderId } = await bookedOrder();
    const first = await openDeposit(vendor, orderId);
    const second = await openDeposit(vendor, orderId);
    await payAndDeliver(provider, first);
    await payAndDeliver(provider, second);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      depositPaidCents: 2 * DEPOSIT,
      depositReturnedCents: DEPOSIT,
      depositKeptCents: 0,
    });
    const [one, two] = await depositPayments(orderId);
    expect(one!.status).toBe("PAID");
    expect(two!.status).toBe("REFUNDED");
    const [refund] = await refundRows(orderId);
    expect(refund).toMatchObject({ paymentId: two!.id, amountCents: DEPOSIT, invoiceNumber: null });
    expect(reasonText(refund!.reason, "en")).toContain("already paid");
    expect(provider.control.refunds().some((r) => r.payment_intent === two!.paymentIntentId)).toBe(
      true,
    );
    expect((await adminGet(`/api/admin/v1/orders/${orderId}`)).payload.depositStatus).toBe("HELD");
    expect((await mails(vendor)).map((m) => m.text).join("\n")).toContain(
      "was already paid when this payment of $500.00 arrived",
    );
  });

  it("paid after the office cancelled the order: refunded in full", async () => {
    const { vendor, orderId } = await bookedOrder();
    const sessionId = await openDeposit(vendor, orderId);
    // the office cancels while the provider cannot be reached: the session stays open there
    provider.control.setDown(true);
    let cancelled: Awaited<ReturnType<typeof admin>>;
    try {
      cancelled = await admin(`/api/admin/v1/orders/${orderId}/cancel`, {
        refund: false,
        reason: "Stall not permitted",
      });
    } finally {
      provider.control.setDown(false);
    }
    expect(cancelled.code).toBe(200);
    await payAndDeliver(provider, sessionId);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      status: "CANCELLED",
      depositPaidCents: DEPOSIT,
      depositReturnedCents: DEPOSIT,
    });
    const [refund] = await refundRows(orderId);
    expect(reasonText(refund!.reason, "en")).toContain("cancelled or had ended");
    expect((await adminGet(`/api/admin/v1/orders/${orderId}`)).payload.depositStatus).toBe(
      "RETURNED",
    );
  });
});

describe("POST /api/admin/v1/orders/{orderId}/deposit-payment", () => {
  it("records a deposit paid at the office, without an invoice number, once", async () => {
    const { vendor, orderId, total } = await bookedOrder();
    const res = await admin(`/api/admin/v1/orders/${orderId}/deposit-payment`, {
      method: "CHEQUE",
      reference: "Cheque 1042",
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(officeDepositAnswer.safeParse(res.payload).success).toBe(true);
    expect(res.payload).toMatchObject({
      amountCents: DEPOSIT,
      depositPaidCents: DEPOSIT,
      depositStatus: "HELD",
    });
    const [deposit] = await depositPayments(orderId);
    expect(deposit).toMatchObject({ method: "CHEQUE", invoiceNumber: null, status: "PAID" });
    expect(await orderRow(orderId)).toMatchObject({ paidCents: total, balanceCents: 0 });
    expect((await mails(vendor)).at(-1)!.subject).toContain("damage deposit received");
    const twice = await admin(`/api/admin/v1/orders/${orderId}/deposit-payment`, {
      method: "CASH",
    });
    expect(twice.code).toBe(409);
    const badMethod = await admin(`/api/admin/v1/orders/${orderId}/deposit-payment`, {
      method: "GOLD",
    });
    expect(badMethod.code).toBe(400);
  });
});

describe("POST /api/admin/v1/orders/{orderId}/deposit-return", () => {
  it("returns the deposit in full through Stripe after the event, and e-mails the vendor", async () => {
    const { vendor, orderId, eventId } = await paidDeposit();
    await endEvent(eventId);
    const res = await admin(returnUrl(orderId), {
      returnedCents: DEPOSIT,
      checklist: ALL_CLEAR,
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(depositReturnAnswer.safeParse(res.payload).success).toBe(true);
    expect(res.payload).toMatchObject({
      returnedCents: DEPOSIT,
      keptCents: 0,
      depositReturnedCents: DEPOSIT,
      depositStatus: "RETURNED",
    });
    const [deposit] = await depositPayments(orderId);
    const made = provider.control
      .refunds()
      .filter((r) => r.payment_intent === deposit!.paymentIntentId);
    expect(made.map((r) => r.amount)).toEqual([DEPOSIT]);
    const [refund] = await refundRows(orderId);
    expect(refund).toMatchObject({ status: "SUCCEEDED", invoiceNumber: null, creditCents: 0 });
    const mail = (await mails(vendor)).at(-1)!;
    expect(mail.subject).toBe(`Mahrajan Events: your damage deposit for order ${orderId}`);
    expect(mail.text).toContain("We are returning your damage deposit of $500.00 in full.");
    expect(mail.text).toContain("goes back to the card you paid with");
    const detail = await adminGet(`/api/admin/v1/orders/${orderId}`);
    expect(detail.payload.depositInspection).toMatchObject({
      checklist: ALL_CLEAR,
      returnedCents: DEPOSIT,
      keptCents: 0,
      reason: null,
      decidedBy: organiser.vendorId,
    });
    // the order's own money did not move
    expect(detail.payload.refundedCents).toBe(0);
  });

  it("returns part with a reason: $400 back, $100 kept; the e-mail in Arabic for an Arabic order", async () => {
    const { vendor, orderId, eventId } = await paidDeposit();
    await endEvent(eventId);
    const db = await getDb();
    await db.update(orders).set({ locale: "ar" }).where(eq(orders.id, orderId));
    const res = await admin(returnUrl(orderId), {
      returnedCents: 40000,
      reason: "Grease on the floor",
      checklist: { vacated: true, noDamage: false, garbageRemoved: true },
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    expect(res.payload).toMatchObject({
      returnedCents: 40000,
      keptCents: 10000,
      depositPaidCents: DEPOSIT,
      depositReturnedCents: 40000,
      depositKeptCents: 10000,
      depositStatus: "PARTLY_RETURNED",
    });
    const mail = (await mails(vendor)).at(-1)!;
    expect(mail.subject).toBe(`Mahrajan Events: تأمين الأضرار للطلب ${orderId}`);
    expect(mail.text).toContain("نردّ إليك");
    expect(mail.text).toContain("Grease on the floor");
    const order = await orderRow(orderId);
    expect(order.depositPaidCents).toBe(order.depositReturnedCents + order.depositKeptCents);
  });

  it("an English e-mail names both amounts and the reason", async () => {
    const { vendor, orderId, eventId } = await paidDeposit();
    await endEvent(eventId);
    const res = await admin(returnUrl(orderId), {
      returnedCents: 40000,
      reason: "Broken table leg",
      checklist: { vacated: true, noDamage: false, garbageRemoved: true },
    });
    expect(res.code).toBe(200);
    const mail = (await mails(vendor)).at(-1)!;
    expect(mail.text).toContain(
      "Of your damage deposit of $500.00, we are returning $400.00 and keeping $100.00.",
    );
    expect(mail.text).toContain("Reason: Broken table leg");
  });

  it("keeps all with a reason: no refund; an office deposit returned in part is recorded as a cheque at once", async () => {
    const kept = await paidDeposit();
    await endEvent(kept.eventId);
    const all = await admin(returnUrl(kept.orderId), {
      returnedCents: 0,
      reason: "Booth left damaged",
      checklist: { vacated: true, noDamage: false, garbageRemoved: false },
    });
    expect(all.code, JSON.stringify(all.payload)).toBe(200);
    expect(all.payload).toMatchObject({ depositStatus: "KEPT", depositKeptCents: DEPOSIT });
    expect(await refundRows(kept.orderId)).toEqual([]);
    expect((await mails(kept.vendor)).at(-1)!.text).toContain(
      "We are keeping your damage deposit of $500.00.",
    );
    expect(hstInKept(DEPOSIT)).toBe(5752);

    const office = await bookedOrder({ label: "Cheque" });
    await admin(`/api/admin/v1/orders/${office.orderId}/deposit-payment`, {
      method: "ETRANSFER",
      reference: "CA123",
    });
    await endEvent(office.eventId);
    const refundsBefore = provider.control.refunds().length;
    const part = await admin(returnUrl(office.orderId), {
      returnedCents: 30000,
      reason: "Garbage left behind",
      checklist: { vacated: true, noDamage: true, garbageRemoved: false },
    });
    expect(part.code, JSON.stringify(part.payload)).toBe(200);
    expect(part.payload).toMatchObject({
      depositStatus: "PARTLY_RETURNED",
      depositKeptCents: 20000,
    });
    expect(await refundRows(office.orderId)).toMatchObject([
      { amountCents: 30000, status: "SUCCEEDED" },
    ]);
    expect(provider.control.refunds().length).toBe(refundsBefore);
    expect((await mails(office.vendor)).at(-1)!.text).toContain("sent to you by cheque");
  });

  it("refuses: before the event is over (409), more than held (400), something kept without a reason (400), a deposit not paid (409)", async () => {
    const { orderId, eventId } = await paidDeposit();
    const early = await admin(returnUrl(orderId), { returnedCents: DEPOSIT, checklist: ALL_CLEAR });
    expect(early.code).toBe(409);
    expect(early.payload).toContain("not over yet");
    await endEvent(eventId);
    const tooMuch = await admin(returnUrl(orderId), {
      returnedCents: DEPOSIT + 1,
      checklist: ALL_CLEAR,
    });
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.issues).toMatchObject([{ path: ["returnedCents"] }]);
    const noReason = await admin(returnUrl(orderId), {
      returnedCents: 40000,
      reason: "  ",
      checklist: ALL_CLEAR,
    });
    expect(noReason.code).toBe(400);
    expect(noReason.issues).toMatchObject([
      { path: ["reason"], code: "errors.deposits.reasonRequired" },
    ]);
    const negative = await admin(returnUrl(orderId), { returnedCents: -1, checklist: ALL_CLEAR });
    expect(negative.code).toBe(400);
    const noChecklist = await admin(returnUrl(orderId), { returnedCents: DEPOSIT });
    expect(noChecklist.code).toBe(400);
    // nothing was decided by the refusals
    expect(await orderRow(orderId)).toMatchObject({ depositReturnedCents: 0, depositKeptCents: 0 });

    const unpaid = await bookedOrder();
    await endEvent(unpaid.eventId);
    const none = await admin(returnUrl(unpaid.orderId), {
      returnedCents: 0,
      reason: "x",
      checklist: ALL_CLEAR,
    });
    expect(none.code).toBe(409);
  });

  it("decided twice at once: one wins, the other is 409, the money moves once", async () => {
    const { orderId, eventId } = await paidDeposit();
    await endEvent(eventId);
    const [a, b] = await Promise.all([
      admin(returnUrl(orderId), { returnedCents: DEPOSIT, checklist: ALL_CLEAR }),
      admin(returnUrl(orderId), {
        returnedCents: 10000,
        reason: "Scratched floor",
        checklist: ALL_CLEAR,
      }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    const order = await orderRow(orderId);
    expect(order.depositReturnedCents + order.depositKeptCents).toBe(DEPOSIT);
    const again = await admin(returnUrl(orderId), {
      returnedCents: 0,
      reason: "x",
      checklist: ALL_CLEAR,
    });
    expect(again.code).toBe(409);
    expect(again.payload).toContain("already decided");
  });

  it("a return Stripe refuses is not counted: the deposit is held again, and may be decided again", async () => {
    const { orderId, eventId } = await paidDeposit();
    await endEvent(eventId);
    provider.control.setDown(true);
    let down: Awaited<ReturnType<typeof admin>>;
    try {
      down = await admin(returnUrl(orderId), { returnedCents: DEPOSIT, checklist: ALL_CLEAR });
    } finally {
      provider.control.setDown(false);
    }
    expect(down.code).toBe(503);
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["FAILED"]);
    const detail = await adminGet(`/api/admin/v1/orders/${orderId}`);
    expect(detail.payload).toMatchObject({
      depositReturnedCents: 0,
      depositStatus: "HELD",
      refunds: [{ status: "FAILED", amountCents: DEPOSIT }],
    });
    const retry = await admin(returnUrl(orderId), { returnedCents: DEPOSIT, checklist: ALL_CLEAR });
    expect(retry.code, JSON.stringify(retry.payload)).toBe(200);
    expect(retry.payload).toMatchObject({
      depositStatus: "RETURNED",
      depositReturnedCents: DEPOSIT,
    });
  });
});

describe("the deposit and the rest of the order's money", () => {
  it("a cancellation returns the deposit in full, refund or not; the price's money is kept as decided", async () => {
    const { vendor, orderId, total } = await paidDeposit();
    const res = await admin(`/api/admin/v1/orders/${orderId}/cancel`, {
      refund: false,
      reason: "Vendor withdrew",
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      status: "CANCELLED",
      keptCents: total,
      refundedCents: 0,
      depositPaidCents: DEPOSIT,
      depositReturnedCents: DEPOSIT,
      depositKeptCents: 0,
    });
    const [deposit] = await depositPayments(orderId);
    expect(
      provider.control.refunds().filter((r) => r.payment_intent === deposit!.paymentIntentId),
    ).toHaveLength(1);
    expect((await mails(vendor)).map((m) => m.text).join("\n")).toContain(
      "We are returning your damage deposit of $500.00 in full.",
    );
    expect((await adminGet(`/api/admin/v1/orders/${orderId}`)).payload.depositStatus).toBe(
      "RETURNED",
    );
  });

  it("an office refund of the order never takes the deposit's money", async () => {
    const { orderId, total } = await paidDeposit();
    const tooMuch = await admin(`/api/admin/v1/orders/${orderId}/refunds`, {
      amountCents: total + 1,
      reason: "More than the price",
    });
    expect(tooMuch.code).toBe(400);
    const all = await admin(`/api/admin/v1/orders/${orderId}/refunds`, {
      amountCents: total,
      reason: "Goodwill",
    });
    expect(all.code, JSON.stringify(all.payload)).toBe(201);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ refundedCents: total, depositReturnedCents: 0 });
    const [deposit] = await depositPayments(orderId);
    expect(
      provider.control.refunds().filter((r) => r.payment_intent === deposit!.paymentIntentId),
    ).toHaveLength(0);
  });

  it("a refund that gives every booth back ends the order and returns the deposit in full", async () => {
    const { orderId, total } = await paidDeposit();
    const detail = await adminGet(`/api/admin/v1/orders/${orderId}`);
    const res = await admin(`/api/admin/v1/orders/${orderId}/refunds`, {
      amountCents: total,
      reason: "Event moved",
      releaseItems: detail.payload.items.map((i: { orderItemId: number }) => i.orderItemId),
    });
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    expect(await orderRow(orderId)).toMatchObject({
      status: "REFUNDED",
      refundedCents: total,
      depositReturnedCents: DEPOSIT,
      depositKeptCents: 0,
    });
  });

  it("a refund made in Stripe's dashboard on the deposit counts as returned", async () => {
    const { orderId } = await paidDeposit();
    const [deposit] = await depositPayments(orderId);
    await outsideClient(provider).refunds.create({ payment_intent: deposit!.paymentIntentId! });
    const event = provider.control
      .events()
      .filter(
        (e) =>
          e.type === "charge.refunded" &&
          (e.event.data.object as { payment_intent: string }).payment_intent ===
            deposit!.paymentIntentId,
      )
      .at(-1);
    expect((await deliver(event!.payload)).status).toBe(200);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ depositReturnedCents: DEPOSIT, refundedCents: 0 });
    expect((await adminGet(`/api/admin/v1/orders/${orderId}`)).payload.depositStatus).toBe(
      "RETURNED",
    );
  });
});
