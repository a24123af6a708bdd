import "server-only";
import {
  addRefunded,
  findOrderDetail,
  heldItems,
  insertCharge,
  insertOfflinePayment,
  insertRefunds,
  listOrders,
  refundablePayments,
  releaseItems,
  settleRefund,
  type OrderDetailRows,
  type OrderFilter,
  type OrderListRow,
} from "@/db/queries/admin-orders";
import { recordAudit } from "@/db/queries/audit";
import { findAccount } from "@/db/queries/accounts";
import { findBoothsByName } from "@/db/queries/admin-booths";
import { currentContracts } from "@/db/queries/contracts";
import { lockItems } from "@/db/queries/holds";
import {
  insertOrder,
  lockOrder,
  recordSale,
  updateOrder,
  type OrderRow,
} from "@/db/queries/ledger";
import type { PaymentMethod, Tx } from "@/db/queries/model";
import { loadOrderView, orderItemsOf } from "@/db/queries/order-view";
import { transaction } from "@/db/queries/transaction";
import { AppError } from "../api";
import { enqueueEmail, type QueuedEmail } from "../email/send";
import { logJson } from "../log";
import { none, runEffects, type Effects } from "../payments/effects";
import { orderRefundEmail, receiptEmail } from "../payments/emails";
import { stripe } from "../payments/stripe";
import { boothStateChanged } from "../cache-tags";
import { boothCartTotals, centsToDollars, formatCad, HST_BP, percentOf } from "../pricing";
import { issueTickets } from "../ticketing/issue";

export { invoiceNumber } from "../invoice";

// The organiser console's work on orders: the list and one order's whole story, payments taken
// at the office, refunds through Stripe and cancellations. Every change locks the order first
// (as checkout and the webhook do), writes its audit row in the same transaction, and sends its
// e-mail and its Stripe refunds once the transaction has committed.

/** Orders per page of the console's list. */
export const ORDERS_PAGE_SIZE = 50;

export type { OrderDetailRows, OrderFilter, OrderListRow };

const ORDER_NOT_FOUND = "Order not found";

export async function orderList(
  filter: OrderFilter,
  page: number,
): Promise<{ rows: OrderListRow[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listOrders(filter, {
    offset: (page - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
  });
  return { rows, total, page, pageSize: ORDERS_PAGE_SIZE };
}

export async function orderDetail(orderId: number): Promise<OrderDetailRows> {
  const detail = await findOrderDetail(orderId);
  if (!detail) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return detail;
}

/** The order's money fields as an audit row shows them. */
const money = (o: OrderRow) => ({
  status: o.status,
  totalCents: o.totalCents,
  paidCents: o.paidCents,
  refundedCents: o.refundedCents,
  balanceCents: o.balanceCents,
});

async function lockedOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return order;
}

// --- Payments at the office ---

export type OfflinePaymentInput = {
  amountCents: number;
  method: Exclude<PaymentMethod, "STRIPE">;
  reference: string | null;
};

/**
 * POST /api/admin/v1/orders/{orderId}/payments: a cheque, e-Transfer or cash payment on an order
 * that owes a balance, at most the balance. The order becomes PAID when nothing is owed, and the
 * vendor gets the same receipt as for a payment online (tickets too, for seats paid in full).
 */
export async function recordOfflinePayment(
  actorId: number,
  orderId: number,
  input: OfflinePaymentInput,
) {
  const outcome = await transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status !== "PARTIALLY_PAID" || order.balanceCents <= 0)
      throw new AppError(
        "CONFLICT",
        `Order ${orderId} is ${order.status}: only an order with a balance to pay takes a payment.`,
      );
    if (input.amountCents > order.balanceCents)
      throw new AppError(
        "BAD_REQUEST",
        `amount must be at most the balance, ${formatCad(order.balanceCents)}.`,
      );
    const paid = order.paidCents + input.amountCents;
    const change = {
      paidCents: paid,
      balanceCents: order.totalCents - paid,
      status: paid === order.totalCents ? ("PAID" as const) : ("PARTIALLY_PAID" as const),
    };
    const paymentId = await insertOfflinePayment(tx, {
      orderId,
      kind: "BALANCE",
      method: input.method,
      reference: input.reference,
      amountCents: input.amountCents,
      recordedBy: actorId,
    });
    await updateOrder(tx, orderId, change);
    await recordAudit(tx, {
      actorId,
      entity: "order",
      entityId: orderId,
      action: "update",
      before: money(order),
      after: {
        ...money({ ...order, ...change }),
        payment: {
          paymentId,
          amountCents: input.amountCents,
          method: input.method,
          reference: input.reference,
        },
      },
    });
    const view = await loadOrderView(orderId, tx);
    const emails: QueuedEmail[] = [
      await enqueueEmail(tx, { ...(await receiptEmail(view)), orderId }),
    ];
    if (change.status === "PAID") {
      const items = await orderItemsOf(tx, orderId);
      const tickets = await issueTickets(
        tx,
        { id: orderId, paidCents: paid, locale: order.locale },
        { contactName: view.contactName, email: view.email },
        items,
      );
      if (tickets) emails.push(tickets);
    }
    return { paymentId, change, effects: { ...none(), emails } satisfies Effects };
  });
  await runEffects(outcome.effects);
  return {
    orderId,
    paymentId: outcome.paymentId,
    orderStatus: outcome.change.status,
    paidCents: outcome.change.paidCents,
    balanceCents: outcome.change.balanceCents,
  };
}

// --- Refunds ---

export type RefundInput = {
  amountCents: number;
  reason: string;
  /** Order item ids to give back (their booths and seats become AVAILABLE at once). */
  releaseItems: number[];
};

type StripeRefund = { refundId: number; paymentIntent: string; amountCents: number };

/**
 * Gives `amountCents` back across the order's payments, newest first: through Stripe for a
 * Checkout payment (PENDING until Stripe answers or its webhook says so), at once for one taken at
 * the office (the money goes back the way it came, outside the site). Counted on the order at
 * once, so two refunds at the same time can never give back more than was paid.
 */
async function planRefunds(
  tx: Tx,
  actorId: number,
  order: OrderRow,
  amountCents: number,
  reason: string,
): Promise<{ stripeRefunds: StripeRefund[]; refundIds: number[] }> {
  const refundable = order.paidCents - order.refundedCents;
  if (amountCents > refundable)
    throw new AppError(
      "BAD_REQUEST",
      `amount must be at most what was paid and not yet refunded, ${formatCad(refundable)}.`,
    );
  let left = amountCents;
  const rows: {
    paymentId: number;
    amountCents: number;
    intent: string | null;
    offline: boolean;
  }[] = [];
  for (const payment of await refundablePayments(tx, order.id)) {
    const room = payment.amountCents - payment.refundedCents;
    if (left === 0 || room <= 0) continue;
    const share = Math.min(room, left);
    left -= share;
    rows.push({
      paymentId: payment.id,
      amountCents: share,
      intent: payment.paymentIntentId,
      offline: payment.method !== "STRIPE" || !payment.paymentIntentId,
    });
  }
  if (left > 0)
    throw new AppError(
      "CONFLICT",
      `Order ${order.id}'s payments cannot cover a refund of ${formatCad(amountCents)}.`,
    );
  const refundIds = await insertRefunds(
    tx,
    rows.map((r) => ({
      orderId: order.id,
      paymentId: r.paymentId,
      amountCents: r.amountCents,
      reason,
      status: r.offline ? "SUCCEEDED" : "PENDING",
      createdBy: actorId,
    })),
  );
  await addRefunded(tx, order.id, amountCents);
  return {
    refundIds,
    stripeRefunds: rows.flatMap((r, i) =>
      r.offline
        ? []
        : [{ refundId: refundIds[i]!, paymentIntent: r.intent!, amountCents: r.amountCents }],
    ),
  };
}

/**
 * Asks Stripe for the refunds decided (idempotently: the key is our refund's id) and records its
 * answer. The webhook (`charge.refunded`) may have recorded it first; either way the refund ends
 * SUCCEEDED once. A refund Stripe refuses or cannot be reached for is FAILED and no longer counted.
 */
async function askStripe(refundsToAsk: StripeRefund[]): Promise<{ failed: number }> {
  let failed = 0;
  for (const r of refundsToAsk) {
    try {
      const answer = await stripe().refunds.create(
        {
          payment_intent: r.paymentIntent,
          amount: r.amountCents,
          metadata: { refund_id: String(r.refundId) },
        },
        { idempotencyKey: `console-refund-${r.refundId}` },
      );
      await transaction((tx) =>
        settleRefund(tx, r.refundId, { status: "SUCCEEDED", stripeRefundId: answer.id }),
      );
    } catch (error) {
      failed += r.amountCents;
      logJson({
        level: "error",
        msg: "refund failed",
        refundId: r.refundId,
        error: String(error),
      });
      await transaction(async (tx) => {
        const before = await settleRefund(tx, r.refundId, { status: "FAILED" });
        if (before?.was === "PENDING") await addRefunded(tx, before.orderId, -before.amountCents);
      });
    }
  }
  return { failed };
}

/** The vendor's e-mail about a refund or a cancellation, written with the change. */
async function queueRefundEmail(
  tx: Tx,
  orderId: number,
  change: Parameters<typeof orderRefundEmail>[1],
): Promise<QueuedEmail> {
  const view = await loadOrderView(orderId, tx);
  return enqueueEmail(tx, { ...(await orderRefundEmail(view, change)), orderId });
}

/** The work after items were given back: the e-mails, and the public pages showing those items. */
function releaseEffects(
  items: { boothId: number | null; seatId: number | null }[],
  emails: QueuedEmail[],
): Effects {
  return {
    ...none(),
    emails,
    booths: items.some((i) => i.boothId !== null),
    seats: items.some((i) => i.seatId !== null),
  };
}

/**
 * After the transaction: Stripe is asked for the refunds decided, then the e-mails go and the
 * pages expire; SERVICE_UNAVAILABLE saying `unrefunded(cents)` when a refund was not made.
 */
async function finishRefunds(
  refundsToAsk: StripeRefund[],
  effects: Effects,
  unrefunded: (cents: number) => string,
): Promise<void> {
  const { failed } = await askStripe(refundsToAsk);
  await runEffects(effects);
  if (failed > 0) throw new AppError("SERVICE_UNAVAILABLE", unrefunded(failed));
}

/** Items of the order to give back, by order item id; BAD_REQUEST naming any that cannot be. */
function chosenItems(held: Awaited<ReturnType<typeof heldItems>>, ids: number[], orderId: number) {
  const byId = new Map(held.map((i) => [i.id, i]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    throw new AppError(
      "BAD_REQUEST",
      `releaseItems: ${unknown.join(", ")} ${unknown.length === 1 ? "is not an item" : "are not items"} of order ${orderId} still held by it.`,
    );
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

export type RefundOutcome = {
  orderId: number;
  orderStatus: OrderRow["status"];
  refundIds: number[];
  refundedCents: number;
  releasedItems: number[];
  voidedTickets: string[];
};

/**
 * POST /api/admin/v1/orders/{orderId}/refunds: gives money back (never more than was paid and not
 * yet refunded) and the items chosen back on sale at once; their tickets are voided. An order
 * whose payments are all given back and whose items are all released becomes REFUNDED. The vendor
 * gets an e-mail.
 */
export async function refundOrder(
  actorId: number,
  orderId: number,
  input: RefundInput,
): Promise<RefundOutcome> {
  const decided = await transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.paidCents - order.refundedCents <= 0)
      throw new AppError("CONFLICT", `Order ${orderId} has nothing paid left to refund.`);
    const held = await heldItems(tx, orderId);
    const release = chosenItems(held, input.releaseItems, orderId);
    const plan = await planRefunds(tx, actorId, order, input.amountCents, input.reason);
    const voided = await releaseItems(tx, orderId, release, `Refunded: ${input.reason}`);
    const refunded = order.refundedCents + input.amountCents;
    const allBack = refunded === order.paidCents && release.length === held.length;
    const status = allBack ? "REFUNDED" : order.status;
    if (status !== order.status) await updateOrder(tx, orderId, { status });
    const after = { ...order, refundedCents: refunded, status };
    await recordAudit(tx, {
      actorId,
      entity: "order",
      entityId: orderId,
      action: "update",
      before: money(order),
      after: {
        ...money(after),
        refund: {
          amountCents: input.amountCents,
          reason: input.reason,
          releasedItems: release.map((i) => i.id),
        },
      },
    });
    const email = await queueRefundEmail(tx, orderId, {
      amountCents: input.amountCents,
      reason: input.reason,
      released: release.map((i) => i.name),
      cancelled: false,
    });
    return {
      plan,
      status,
      refunded,
      released: release,
      voided,
      effects: releaseEffects(release, [email]),
    };
  });
  await finishRefunds(
    decided.plan.stripeRefunds,
    decided.effects,
    (failed) =>
      `${formatCad(failed)} of the refund was not made: the payment provider could not be reached or refused it. The items chosen are released; try the refund again.`,
  );
  return {
    orderId,
    orderStatus: decided.status,
    refundIds: decided.plan.refundIds,
    refundedCents: decided.refunded,
    releasedItems: decided.released.map((i) => i.id),
    voidedTickets: decided.voided,
  };
}

// --- Orders made at the office ---

/** The ids of the event's booths named (as organisers write them); NOT_FOUND naming any unknown. */
async function boothIdsNamed(input: { eventId: number; boothNames: string[] }) {
  const found = await findBoothsByName(input.eventId, input.boothNames);
  const known = new Set(found.map((b) => b.name.toLowerCase()));
  const unknown = input.boothNames.filter((n) => !known.has(n.toLowerCase()));
  if (unknown.length)
    throw new AppError("NOT_FOUND", `No booth of this event is named ${unknown.join(", ")}.`);
  return found.map((b) => b.id);
}

/**
 * POST /api/admin/v1/orders: an order an organiser makes for a vendor who pays at the office.
 * Its booths (AVAILABLE, or RESERVED for a sponsor) are the vendor's at once (BOOKED), priced as
 * a checkout would price them today, under the event's current contract (signed on paper: no
 * acceptance time). Nothing is paid yet, so the order owes its whole total (PARTIALLY_PAID): the
 * office records payments against it, or the vendor pays the balance online, and reminders go
 * out as for any balance.
 */
export async function createOfficeOrder(
  actorId: number,
  input: { vendorId: number } & (
    { boothIds: number[] } | { eventId: number; boothNames: string[] }
  ),
) {
  const boothIds = "boothIds" in input ? input.boothIds : await boothIdsNamed(input);
  const created = await transaction(async (tx) => {
    const vendor = await findAccount(input.vendorId);
    if (!vendor || vendor.role !== "vendor") throw new AppError("NOT_FOUND", "Vendor not found");
    const ids = [...new Set(boothIds)];
    const locked = await lockItems(tx, ids, []);
    const missing = ids.filter((id) => !locked.some((b) => b.id === id));
    if (missing.length) throw new AppError("NOT_FOUND", `Booth not found: ${missing.join(", ")}`);
    const eventIds = [...new Set(locked.map((b) => b.eventId))];
    if (eventIds.length !== 1)
      throw new AppError("BAD_REQUEST", "An order holds booths of one event only.");
    const taken = locked.filter((b) => b.status !== "AVAILABLE" && b.status !== "RESERVED");
    if (taken.length)
      throw new AppError(
        "CONFLICT",
        `Not available: ${taken.map((b) => `${b.name} (${b.status.toLowerCase()})`).join(", ")}.`,
      );
    const unpriced = locked.filter((b) => b.priceCents === null);
    if (unpriced.length)
      throw new AppError(
        "CONFLICT",
        `No price yet: ${unpriced.map((b) => b.name).join(", ")}. Set a price first.`,
      );
    const eventId = eventIds[0]!;
    const contract = (await currentContracts([eventId], tx)).get(eventId);
    if (!contract)
      throw new AppError("CONFLICT", "The event has no vendor contract yet: publish one first.");
    const totals = boothCartTotals(locked.map((b) => b.priceCents!));
    const order = await insertOrder(
      tx,
      {
        vendorId: vendor.id,
        checkoutType: "BOOTH_CART",
        status: "PARTIALLY_PAID",
        ...totals,
        paidCents: 0,
        balanceCents: totals.totalCents,
        eventId,
        contractId: contract.id,
        contractVersion: contract.version,
        locale: vendor.locale,
      },
      locked.map((b) => ({
        kind: "BOOTH" as const,
        boothId: b.id,
        name: b.name,
        sectionName: b.sectionName,
        unitPriceCents: b.priceCents!,
      })),
    );
    await recordSale(tx, {
      orderId: order.id,
      vendorId: vendor.id,
      lob: vendor.lob,
      boothIds: ids,
      seatIds: [],
    });
    await recordAudit(tx, {
      actorId,
      entity: "order",
      entityId: order.id,
      action: "create",
      before: null,
      after: {
        vendorId: vendor.id,
        eventId,
        booths: locked.map((b) => b.name),
        totalCents: totals.totalCents,
      },
    });
    return { orderId: order.id, eventId, totalCents: totals.totalCents };
  });
  boothStateChanged();
  return created;
}

// --- Charges ---

/**
 * POST /api/admin/v1/orders/{orderId}/charges: a charge added after checkout (electricity, a
 * cleaning fee), with HST on it; it raises the order's balance, so a PAID order owes again
 * (PARTIALLY_PAID) and the vendor pays it online or at the office.
 */
export async function addCharge(
  actorId: number,
  orderId: number,
  input: { description: string; amountCents: number },
) {
  return transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status !== "PAID" && order.status !== "PARTIALLY_PAID")
      throw new AppError(
        "CONFLICT",
        `Order ${orderId} is ${order.status}: charges are added to paid or partly paid orders.`,
      );
    const taxCents = percentOf(input.amountCents, HST_BP);
    const chargeId = await insertCharge(tx, {
      orderId,
      description: input.description,
      amountCents: input.amountCents,
      taxCents,
      createdBy: actorId,
    });
    const added = input.amountCents + taxCents;
    const after = {
      ...order,
      status: "PARTIALLY_PAID" as const,
      totalCents: order.totalCents + added,
      balanceCents: order.balanceCents + added,
    };
    await recordAudit(tx, {
      actorId,
      entity: "order",
      entityId: orderId,
      action: "update",
      before: money(order),
      after: { ...money(after), charge: { chargeId, ...input, taxCents } },
    });
    return {
      orderId,
      chargeId,
      orderStatus: after.status,
      amountCents: input.amountCents,
      taxCents,
      totalCents: after.totalCents,
      balanceCents: after.balanceCents,
    };
  });
}

// --- Cancellation ---

/**
 * POST /api/admin/v1/orders/{orderId}/cancel: an unpaid or partly paid order is CANCELLED, its
 * items given back at once and its tickets voided; with `refund`, what was paid goes back too.
 */
export async function cancelOrder(
  actorId: number,
  orderId: number,
  input: { refund: boolean; reason: string },
) {
  const decided = await transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status !== "PENDING" && order.status !== "PARTIALLY_PAID")
      throw new AppError(
        "CONFLICT",
        `Order ${orderId} is ${order.status}: only a pending or partly paid order can be cancelled (refund a paid one).`,
      );
    const held = await heldItems(tx, orderId);
    const voided = await releaseItems(tx, orderId, held, `Cancelled: ${input.reason}`);
    const toRefund = input.refund ? order.paidCents - order.refundedCents : 0;
    const plan =
      toRefund > 0
        ? await planRefunds(tx, actorId, order, toRefund, input.reason)
        : { stripeRefunds: [], refundIds: [] };
    await updateOrder(tx, orderId, { status: "CANCELLED", holdExpiresAt: null });
    await recordAudit(tx, {
      actorId,
      entity: "order",
      entityId: orderId,
      action: "update",
      before: money(order),
      after: {
        ...money({ ...order, status: "CANCELLED", refundedCents: order.refundedCents + toRefund }),
        cancel: { reason: input.reason, refundCents: toRefund },
      },
    });
    const emails = [
      await queueRefundEmail(tx, orderId, {
        amountCents: toRefund,
        reason: input.reason,
        released: held.map((i) => i.name),
        cancelled: true,
      }),
    ];
    return {
      plan,
      toRefund,
      voided,
      released: held,
      effects: releaseEffects(held, emails),
    };
  });
  await finishRefunds(
    decided.plan.stripeRefunds,
    decided.effects,
    (failed) =>
      `The order is cancelled, but ${formatCad(failed)} was not refunded: the payment provider could not be reached or refused it. Refund it from the order.`,
  );
  return {
    orderId,
    orderStatus: "CANCELLED" as const,
    refundedAmount: centsToDollars(decided.toRefund),
    refundIds: decided.plan.refundIds,
    releasedItems: decided.released.map((i) => i.id),
    voidedTickets: decided.voided,
  };
}
