import "server-only";
import { recordAudit } from "@/db/queries/audit";
import {
  heldItems,
  insertCharge,
  insertOfflinePayment,
  insertRefunds,
  lockPaymentByIntent,
  refundablePayments,
  refundsOfPayment,
  releaseItems,
  settleRefund,
} from "@/db/queries/admin-orders";
import { claimable, lockOrderItems, releaseHolds } from "@/db/queries/holds";
import { lockLapsedCheckout } from "@/db/queries/lapsed-holds";
import {
  expireOpenPayments,
  lockOrderForMoney,
  lockPayment,
  readLedgerRows,
  recordSale,
  releaseCoupon,
  reserveCoupon,
  settlePayment,
  staleRefundAsks,
  writeFigures,
  type OrderChange,
  type OrderRow,
} from "@/db/queries/ledger";
import type { PaymentMethod, Tx } from "@/db/queries/model";
import { orderItemsOf, orderView } from "@/db/queries/order-view";
import { transaction } from "@/db/queries/transaction";
import { AppError } from "../api";
import { enqueueEmail } from "../email/send";
import { formatCad, HST_BP, percentOf } from "../pricing";
import { issueTickets } from "../ticketing/issue";
import { none, runEffects, type Effects, type RefundAsk } from "./effects";
import { orderRefundEmail, receiptEmail, refundEmail } from "./emails";
import { isLive, orderFigures, quote, releaseRefund, statusAfter } from "./figures";
import { paymentIntentOf, rejectSession, sessionMismatch, UNKNOWN_SESSION } from "./session-check";
import type { CheckoutSession } from "./stripe";

// The one gate every money event passes through: a provider's payment of any checkout of an order,
// a checkout that ended unpaid, a refund the provider reports, a lapsed hold, and the office's
// payments, refunds, charges and cancellations. Each locks the order row, reads its state, applies
// only what that state allows, and refunds the rest (recorded, and told to the vendor); then the
// order's figures are derived again from its ledger (lib/payments/figures). Callers run it inside
// a transaction and hand its effects to `finishMoneyEvent` once the transaction has committed.

export const LATE_REFUND_MESSAGE =
  "Your payment arrived after your hold ended and the items were taken by someone else, so it has been refunded in full.";
const endedRefund = (cents: number) =>
  `This order was cancelled or had ended when your payment of ${formatCad(cents)} arrived, so we refunded it in full.`;
const nothingOwedRefund = (cents: number) =>
  `This order had nothing left to pay when your payment of ${formatCad(cents)} arrived, so we refunded it in full.`;
const excessRefund = (excess: number, owed: number) =>
  `Your payment was more than the ${formatCad(owed)} still owed, so we refunded ${formatCad(excess)}.`;
const couponGoneRefund =
  "Your payment arrived after your hold ended and the coupon's last use was taken meanwhile, so it has been refunded in full.";

export type OfflinePaymentInput = {
  amountCents: number;
  method: Exclude<PaymentMethod, "STRIPE" | "COUPON">;
  reference: string | null;
};

export type RefundInput = {
  amountCents: number;
  reason: string;
  /** Order item ids to give back (their booths and seats become AVAILABLE at once). */
  releaseItems: number[];
};

export type MoneyEvent =
  | { kind: "provider-paid"; session: CheckoutSession }
  | {
      kind: "provider-unpaid";
      session: CheckoutSession;
      outcome: "EXPIRED" | "FAILED" | "CANCELLED";
    }
  | { kind: "provider-refunded"; charge: { payment_intent?: unknown; amount_refunded?: unknown } }
  | { kind: "free-checkout"; orderId: number }
  | { kind: "hold-lapsed"; orderId: number }
  | { kind: "refund-failed"; refundId: number }
  | { kind: "office-payment"; orderId: number; actorId: number; payment: OfflinePaymentInput }
  | { kind: "refund"; orderId: number; actorId: number; refund: RefundInput }
  | {
      kind: "charge";
      orderId: number;
      actorId: number;
      charge: { description: string; amountCents: number };
    }
  | {
      kind: "cancel";
      orderId: number;
      actorId: number;
      cancel: { refund: boolean; reason: string };
    };

type Kind = MoneyEvent["kind"];
export type EventOf<K extends Kind> = Extract<MoneyEvent, { kind: K }>;

type Released = { id: number; name: string; boothId: number | null; seatId: number | null };

/** What each event answers its caller. */
type Answers = {
  "provider-paid": null;
  "provider-unpaid": null;
  "provider-refunded": null;
  "free-checkout": null;
  "hold-lapsed": { sessionIds: string[] } | null;
  "refund-failed": null;
  "office-payment": { paymentId: number };
  refund: { refundIds: number[]; released: Released[]; voided: string[]; amountCents: number };
  charge: { chargeId: number; taxCents: number };
  cancel: { refundIds: number[]; released: Released[]; voided: string[]; refundCents: number };
};

/** The order as the gate found it, locked, with the parties its e-mails name. */
type Locked = NonNullable<Awaited<ReturnType<typeof lockOrderForMoney>>>;

/** What a handler decided; the gate then derives the figures and does the rest. */
type Decision<A> = {
  answer: A;
  /** The order whose figures to derive again (null: nothing changed). */
  locked: Locked | null;
  change?: OrderChange;
  /** Money was applied to the order: the vendor gets a receipt. */
  receipt?: boolean;
  /** Money given back or items released: the vendor's notice. */
  notice?: { amountCents: number; reason: string; released: string[]; cancelled: boolean };
  /** A first payment refunded because its items were taken after its hold lapsed. */
  lateNotice?: boolean;
  /** Refunds written, to ask the provider for once the transaction has committed. */
  refunds?: RefundAsk[];
  effects?: Effects;
  /** The organiser behind the event and what the audit row adds to the money columns. */
  audit?: { actorId: number; detail: Record<string, unknown> };
};

export type Applied<A> = { answer: A; order: OrderRow | null; effects: Effects };

/** The money columns as an audit row shows them. */
const money = (o: OrderRow) => ({
  status: o.status,
  totalCents: o.totalCents,
  paidCents: o.paidCents,
  refundedCents: o.refundedCents,
  balanceCents: o.balanceCents,
});

/**
 * Applies one money event to its order, in the caller's transaction: lock, decide by the order's
 * state, record, derive the figures, queue the e-mails. Answers what the caller reports, the order
 * as it now stands, and the work to do after commit (refunds to ask, e-mails, pages to expire).
 */
export async function applyMoneyEvent<K extends Kind>(
  tx: Tx,
  event: EventOf<K>,
): Promise<Applied<Answers[K]>> {
  const decide = HANDLERS[event.kind] as (
    tx: Tx,
    event: EventOf<K>,
  ) => Promise<Decision<Answers[K]>>;
  const decision = await decide(tx, event);
  const effects = decision.effects ?? none();
  effects.refunds.push(...(decision.refunds ?? []));
  if (!decision.locked) return { answer: decision.answer, order: null, effects };

  const before = decision.locked.order;
  const order = await settleFigures(tx, before, decision.change ?? {});
  if (decision.audit)
    await recordAudit(tx, {
      actorId: decision.audit.actorId,
      entity: "order",
      entityId: order.id,
      action: "update",
      before: money(before),
      after: { ...money(order), ...decision.audit.detail },
    });
  const queue = async (
    mail: Promise<{ to: string; subject: string; text: string; html: string }>,
  ) => effects.emails.push(await enqueueEmail(tx, { ...(await mail), orderId: order.id }));
  if (!decision.receipt && !decision.notice && !decision.lateNotice)
    return { answer: decision.answer, order, effects };
  // the e-mails are composed from the rows in hand and the figures just written
  const { vendor } = decision.locked;
  const items = await orderItemsOf(tx, order.id);
  const view = orderView(order, vendor, items, decision.locked.event);
  if (decision.receipt) await queue(receiptEmail(view));
  if (decision.notice) await queue(orderRefundEmail(view, decision.notice));
  if (decision.lateNotice) await queue(refundEmail(view));
  if (decision.receipt && order.status === "PAID") {
    const tickets = await issueTickets(
      tx,
      { id: order.id, paidCents: view.paidCents, locale: order.locale },
      vendor,
      items,
    );
    if (tickets) effects.emails.push(tickets);
  }
  return { answer: decision.answer, order, effects };
}

/** Derives the order's figures from its ledger and writes them with the decided change. */
async function settleFigures(tx: Tx, order: OrderRow, change: OrderChange): Promise<OrderRow> {
  const rows = await readLedgerRows(tx, order.id);
  const status = change.status ?? order.status;
  const figures = orderFigures(
    {
      ...rows,
      status,
      checkoutType: order.checkoutType,
      couponPercent: order.couponPercent,
    },
    order,
  );
  const settled = { ...change, ...figures, status: statusAfter(status, figures.balanceCents) };
  await writeFigures(tx, order.id, settled);
  return { ...order, ...settled };
}

const nothing = <A>(answer: A): Decision<A> => ({ answer, locked: null });

/** Gives back `amountCents` of one received provider payment, automatically, with a reason. */
async function refundReceived(
  tx: Tx,
  payment: { id: number; orderId: number; amountCents: number },
  intent: string | null,
  amountCents: number,
  reason: string,
): Promise<RefundAsk[]> {
  const [refundId] = await insertRefunds(tx, [
    {
      orderId: payment.orderId,
      paymentId: payment.id,
      amountCents,
      reason,
      status: "PENDING",
      createdBy: null,
    },
  ]);
  if (amountCents === payment.amountCents) await settlePayment(tx, payment.id, "REFUNDED");
  return intent ? [{ refundId: refundId!, paymentIntent: intent, amountCents, retry: true }] : [];
}

/**
 * A first payment books the order's items when they are held by it or free, and its coupon's use
 * is (still, or again) its own; otherwise its money goes back and the order is REFUNDED.
 */
async function bookOrRefund(
  tx: Tx,
  locked: Locked,
  payment: { id: number; orderId: number; amountCents: number },
  intent: string | null,
): Promise<Decision<null>> {
  const { order, vendor } = locked;
  const [items, current] = await Promise.all([
    orderItemsOf(tx, order.id),
    lockOrderItems(tx, order.id),
  ]);
  const boothIds = items.flatMap((i) => (i.boothId ? [i.boothId] : []));
  const seatIds = items.flatMap((i) => (i.seatId ? [i.seatId] : []));
  const effects = { ...none(), booths: boothIds.length > 0, seats: seatIds.length > 0 };
  const free = current.length === items.length && current.every((i) => claimable(i, order.id));
  const couponOk =
    !order.couponCode ||
    order.couponReserved ||
    (free && (await reserveCoupon(tx, order.couponCode)));
  if (!free || !couponOk) {
    await releaseHolds(tx, order.id);
    if (order.couponReserved) await releaseCoupon(tx, order);
    const reason = free ? couponGoneRefund : LATE_REFUND_MESSAGE;
    return {
      answer: null,
      locked,
      effects,
      change: { status: "REFUNDED", holdExpiresAt: null, message: reason, couponReserved: false },
      refunds:
        payment.amountCents > 0
          ? await refundReceived(tx, payment, intent, payment.amountCents, reason)
          : [],
      lateNotice: payment.amountCents > 0 && !free ? true : undefined,
      notice:
        payment.amountCents > 0 && free
          ? { amountCents: payment.amountCents, reason, released: [], cancelled: false }
          : undefined,
    };
  }
  await recordSale(tx, {
    orderId: order.id,
    vendorId: order.vendorId,
    lob: vendor.lob,
    boothIds,
    seatIds,
  });
  return {
    answer: null,
    locked,
    effects,
    receipt: true,
    change: {
      status: "PARTIALLY_PAID",
      holdExpiresAt: null,
      message: null,
      couponReserved: Boolean(order.couponCode),
    },
  };
}

/** A paid Checkout Session (webhook, the success page's reconcile, or a checkout closed late). */
async function providerPaid(
  tx: Tx,
  { session }: EventOf<"provider-paid">,
): Promise<Decision<null>> {
  if (session.payment_status !== "paid") return nothing(null);
  const found = await lockPayment(tx, session.id);
  if (!found) return { ...nothing(null), effects: rejectSession(session, UNKNOWN_SESSION) };
  const { payment, order } = found;
  if (payment.status === "PAID" || payment.status === "REFUNDED") return nothing(null);
  const mismatch = sessionMismatch(session, {
    amountCents: payment.amountCents,
    currency: order.currency,
  });
  if (mismatch) return { ...nothing(null), effects: rejectSession(session, mismatch) };
  const intent = paymentIntentOf(session);
  const locked: Locked = { order, vendor: found.vendor, event: found.event };
  // The money has arrived: it is recorded whatever happens to it next.
  await settlePayment(tx, payment.id, "PAID", intent);
  const amount = payment.amountCents;
  const giveBack = async (cents: number, reason: string): Promise<Decision<null>> => ({
    answer: null,
    locked,
    change: { message: reason },
    refunds: await refundReceived(tx, payment, intent, cents, reason),
    notice: { amountCents: cents, reason, released: [], cancelled: false },
  });

  if (payment.kind === "INITIAL") {
    // An order the office cancelled never comes back; a checkout that lapsed, failed or was
    // replaced by the vendor's newer one does, if its items are still free.
    const revivable = ["PENDING", "EXPIRED", "FAILED", "CANCELLED"].includes(order.status);
    if (revivable && order.cancelledBy === null) return bookOrRefund(tx, locked, payment, intent);
    return giveBack(amount, endedRefund(amount));
  }
  if (order.status !== "PARTIALLY_PAID" && order.status !== "PAID")
    return giveBack(amount, endedRefund(amount));
  const rows = await readLedgerRows(tx, order.id);
  const cost = quote({
    ...rows,
    checkoutType: order.checkoutType,
    couponPercent: order.couponPercent,
  });
  const owed = Math.max(0, cost.totalCents - (rows.receivedCents - amount - rows.refundedCents));
  if (owed === 0) return giveBack(amount, nothingOwedRefund(amount));
  if (amount <= owed) return { answer: null, locked, receipt: true, change: { message: null } };
  const excess = amount - owed;
  const reason = excessRefund(excess, owed);
  return { ...(await giveBack(excess, reason)), receipt: true };
}

/** A Checkout Session that ended unpaid: a pending order ends and gives back its holds and coupon use. */
async function providerUnpaid(
  tx: Tx,
  { session, outcome }: EventOf<"provider-unpaid">,
): Promise<Decision<null>> {
  const found = await lockPayment(tx, session.id);
  if (!found || found.payment.status !== "OPEN") return nothing(null);
  const { payment, order } = found;
  const locked: Locked = { order, vendor: found.vendor, event: found.event };
  await settlePayment(tx, payment.id, outcome === "FAILED" ? "FAILED" : "EXPIRED");
  if (payment.kind !== "INITIAL" || order.status !== "PENDING") return { answer: null, locked };
  const freed = await releaseHolds(tx, order.id);
  if (order.couponReserved) await releaseCoupon(tx, order);
  return {
    answer: null,
    locked,
    change: { status: outcome, holdExpiresAt: null, couponReserved: false },
    effects: { ...none(), booths: freed.booths > 0, seats: freed.seats > 0 },
  };
}

/** An order a 100% coupon made free: its $0 payment is recorded; the items are booked. */
async function freeCheckout(
  tx: Tx,
  { orderId }: EventOf<"free-checkout">,
): Promise<Decision<null>> {
  const locked = await lockOrderForMoney(tx, orderId);
  if (!locked || locked.order.status !== "PENDING") return nothing(null);
  return bookOrRefund(tx, locked, { id: 0, orderId, amountCents: 0 }, null);
}

/** A checkout whose hold lapsed without its session's expiry arriving: as if it had. */
async function holdLapsed(tx: Tx, { orderId }: EventOf<"hold-lapsed">) {
  const checkout = await lockLapsedCheckout(tx, orderId);
  const locked = checkout && (await lockOrderForMoney(tx, orderId));
  if (!checkout || !locked) return nothing(null);
  await Promise.all(checkout.paymentIds.map((id) => settlePayment(tx, id, "EXPIRED")));
  const freed = await releaseHolds(tx, orderId);
  if (locked.order.couponReserved) await releaseCoupon(tx, locked.order);
  return {
    answer: { sessionIds: checkout.sessionIds },
    locked,
    change: { status: "EXPIRED" as const, holdExpiresAt: null, couponReserved: false },
    effects: { ...none(), booths: freed.booths > 0, seats: freed.seats > 0 },
  };
}

/**
 * `charge.refunded`: Stripe says how much of a payment has been given back in all. Our refunds of
 * that payment are marked SUCCEEDED up to that sum (oldest first), whichever of this and our own
 * call's answer arrives first; money refunded outside the site (Stripe's dashboard) is recorded as
 * a refund of its own, so what the order holds stays right.
 */
async function providerRefunded(
  tx: Tx,
  { charge }: EventOf<"provider-refunded">,
): Promise<Decision<null>> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : null;
  const total = typeof charge.amount_refunded === "number" ? charge.amount_refunded : null;
  if (!intent || total === null) return nothing(null);
  const payment = await lockPaymentByIntent(tx, intent);
  if (!payment || (payment.status !== "PAID" && payment.status !== "REFUNDED"))
    return nothing(null);
  const locked = await lockOrderForMoney(tx, payment.orderId);
  if (!locked) return nothing(null);
  let covered = 0;
  for (const refund of await refundsOfPayment(tx, payment.paymentId)) {
    covered += refund.amountCents;
    if (refund.status === "PENDING" && covered <= total)
      await settleRefund(tx, refund.id, { status: "SUCCEEDED" });
  }
  const { order } = locked;
  const outside = Math.min(total - covered, order.paidCents - order.refundedCents);
  if (outside <= 0) return { answer: null, locked };
  await insertRefunds(tx, [
    {
      orderId: order.id,
      paymentId: payment.paymentId,
      amountCents: outside,
      // on a live order it lowers the price: the vendor does not owe it again
      creditCents: isLive(order.status) ? outside : 0,
      reason: "Refunded in Stripe",
      status: "SUCCEEDED",
      createdBy: null,
    },
  ]);
  return { answer: null, locked, change: { keptCents: Math.max(0, order.keptCents - outside) } };
}

/** A refund the provider refused: it no longer counts, so the order holds that money again. */
async function refundFailed(tx: Tx, { refundId }: EventOf<"refund-failed">) {
  const before = await settleRefund(tx, refundId, { status: "FAILED" });
  if (!before || before.was !== "PENDING") return nothing(null);
  return { answer: null, locked: await lockOrderForMoney(tx, before.orderId) };
}

async function lockedForOffice(tx: Tx, orderId: number): Promise<Locked> {
  const locked = await lockOrderForMoney(tx, orderId);
  if (!locked) throw new AppError("NOT_FOUND", "Order not found");
  return locked;
}

/** What a locked order holds now: money received less money given back. */
const heldBy = (order: OrderRow) => order.paidCents - order.refundedCents;

/** A cheque, e-Transfer or cash payment on an order that owes a balance, at most the balance. */
async function officePayment(tx: Tx, event: EventOf<"office-payment">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  if (order.status !== "PARTIALLY_PAID" || order.balanceCents <= 0)
    throw new AppError(
      "CONFLICT",
      `Order ${order.id} is ${order.status}: only an order with a balance to pay takes a payment.`,
    );
  const { amountCents, method, reference } = event.payment;
  if (amountCents > order.balanceCents)
    throw new AppError(
      "BAD_REQUEST",
      `amount must be at most the balance, ${formatCad(order.balanceCents)}.`,
    );
  await expireOpenPayments(tx, order.id);
  const paymentId = await insertOfflinePayment(tx, {
    orderId: order.id,
    kind: "BALANCE",
    method,
    reference,
    amountCents,
    recordedBy: event.actorId,
  });
  return {
    answer: { paymentId },
    locked,
    receipt: true,
    audit: {
      actorId: event.actorId,
      detail: { payment: { paymentId, amountCents, method, reference } },
    },
  };
}

/**
 * Writes refunds of `amountCents` across the order's payments, newest first: through the
 * provider for a Checkout payment (PENDING until it answers), at once for one taken at the office
 * (the money goes back the way it came, outside the site).
 */
async function planRefunds(
  tx: Tx,
  actorId: number,
  order: OrderRow,
  amountCents: number,
  reason: string,
  creditCents = 0,
): Promise<{ asks: RefundAsk[]; refundIds: number[] }> {
  let left = amountCents;
  let credit = creditCents;
  const rows: { paymentId: number; amountCents: number; intent: string | null }[] = [];
  for (const payment of await refundablePayments(tx, order.id)) {
    const room = payment.amountCents - payment.refundedCents;
    if (left === 0 || room <= 0) continue;
    const share = Math.min(room, left);
    left -= share;
    const online = payment.method === "STRIPE" && payment.paymentIntentId;
    rows.push({
      paymentId: payment.id,
      amountCents: share,
      intent: online ? payment.paymentIntentId : null,
    });
  }
  if (left > 0)
    throw new AppError(
      "CONFLICT",
      `Order ${order.id}'s payments cannot cover a refund of ${formatCad(amountCents)}.`,
    );
  const refundIds = await insertRefunds(
    tx,
    rows
      .map((r) => {
        const share = Math.min(credit, r.amountCents);
        credit -= share;
        return { ...r, creditCents: share };
      })
      .map((r) => ({
        orderId: order.id,
        paymentId: r.paymentId,
        amountCents: r.amountCents,
        creditCents: r.creditCents,
        reason,
        status: r.intent ? "PENDING" : "SUCCEEDED",
        createdBy: actorId,
      })),
  );
  const asks = rows.flatMap((r, i) =>
    r.intent
      ? [
          {
            refundId: refundIds[i]!,
            paymentIntent: r.intent,
            amountCents: r.amountCents,
            retry: false,
          },
        ]
      : [],
  );
  return { asks, refundIds };
}

/** Items of the order to give back, by order item id; BAD_REQUEST naming any that cannot be. */
function chosenItems(held: Released[], ids: number[], orderId: number): Released[] {
  const byId = new Map(held.map((i) => [i.id, i]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    throw new AppError(
      "BAD_REQUEST",
      `releaseItems: ${unknown.join(", ")} ${unknown.length === 1 ? "is not an item" : "are not items"} of order ${orderId} still held by it.`,
    );
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/**
 * Gives money back (never more than the order holds) and the items chosen back on sale at once,
 * voiding their tickets. Items given back leave the total with their share of discount, fees and
 * HST, so the refund must bring what the order holds down to what it still costs; an order that
 * gives everything back is REFUNDED.
 */
async function refund(tx: Tx, event: EventOf<"refund">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  const { amountCents, reason } = event.refund;
  const held = heldBy(order);
  if (held <= 0)
    throw new AppError("CONFLICT", `Order ${order.id} has nothing paid left to refund.`);
  if (amountCents > held)
    throw new AppError(
      "BAD_REQUEST",
      `amount must be at most what was paid and not yet refunded, ${formatCad(held)}.`,
    );
  const items = await heldItems(tx, order.id);
  const release = chosenItems(items, event.refund.releaseItems, order.id);
  const releasedIds = new Set(release.map((i) => i.id));
  const kept = items.filter((i) => !releasedIds.has(i.id));
  // What the order costs once the items are given back; the refund must bring what it holds
  // down to that, and what it gives back beyond lowers the price (a goodwill refund), so a
  // refund never makes the vendor owe more.
  let creditCents = 0;
  if (isLive(order.status)) {
    const rows = await readLedgerRows(tx, order.id);
    const { costCents: cost, leastCents: least } = releaseRefund(
      {
        ...rows,
        liveItemCents: kept.map((i) => i.cents),
        checkoutType: order.checkoutType,
        couponPercent: order.couponPercent,
      },
      held,
    );
    if (amountCents < least)
      throw new AppError(
        "BAD_REQUEST",
        `Giving back ${release.map((i) => i.name).join(", ")} lowers the order's total to ${formatCad(cost)}: refund at least ${formatCad(least)}.`,
      );
    creditCents = kept.length ? amountCents - least : 0;
  }
  await expireOpenPayments(tx, order.id);
  const plan = await planRefunds(tx, event.actorId, order, amountCents, reason, creditCents);
  const voided = await releaseItems(tx, order.id, release, `Refunded: ${reason}`);
  const ends = isLive(order.status) && kept.length === 0;
  return {
    answer: { refundIds: plan.refundIds, released: release, voided, amountCents },
    locked,
    refunds: plan.asks,
    change: {
      ...(ends ? { status: "REFUNDED" as const, holdExpiresAt: null } : {}),
      keptCents: Math.max(0, order.keptCents - amountCents),
    },
    notice: { amountCents, reason, released: release.map((i) => i.name), cancelled: false },
    effects: releaseEffects(release),
    audit: {
      actorId: event.actorId,
      detail: { refund: { amountCents, reason, releasedItems: release.map((i) => i.id) } },
    },
  };
}

/** The pages to expire after items were given back. */
function releaseEffects(items: Released[]): Effects {
  return {
    ...none(),
    booths: items.some((i) => i.boothId !== null),
    seats: items.some((i) => i.seatId !== null),
  };
}

/** A charge added after checkout (electricity, a cleaning fee), with HST: the balance grows. */
async function charge(tx: Tx, event: EventOf<"charge">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  if (order.status !== "PAID" && order.status !== "PARTIALLY_PAID")
    throw new AppError(
      "CONFLICT",
      `Order ${order.id} is ${order.status}: charges are added to paid or partly paid orders.`,
    );
  await expireOpenPayments(tx, order.id);
  const taxCents = percentOf(event.charge.amountCents, HST_BP);
  const chargeId = await insertCharge(tx, {
    orderId: order.id,
    ...event.charge,
    taxCents,
    createdBy: event.actorId,
  });
  return {
    answer: { chargeId, taxCents },
    locked,
    change: { status: "PARTIALLY_PAID" as const },
    audit: { actorId: event.actorId, detail: { charge: { chargeId, ...event.charge, taxCents } } },
  };
}

/**
 * An unpaid or partly paid order is CANCELLED, its items given back at once and its tickets
 * voided; with `refund` what it holds goes back too, without it the money is kept as the
 * contract's non-refundable fee (recorded as kept).
 */
async function cancel(tx: Tx, event: EventOf<"cancel">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  if (order.status !== "PENDING" && order.status !== "PARTIALLY_PAID")
    throw new AppError(
      "CONFLICT",
      `Order ${order.id} is ${order.status}: only a pending or partly paid order can be cancelled (refund a paid one).`,
    );
  const { reason } = event.cancel;
  await expireOpenPayments(tx, order.id);
  const items = await heldItems(tx, order.id);
  const voided = await releaseItems(tx, order.id, items, `Cancelled: ${reason}`);
  const held = heldBy(order);
  const refundCents = event.cancel.refund ? held : 0;
  const plan =
    refundCents > 0
      ? await planRefunds(tx, event.actorId, order, refundCents, reason)
      : { asks: [], refundIds: [] };
  if (order.couponReserved && order.status === "PENDING") await releaseCoupon(tx, order);
  return {
    answer: { refundIds: plan.refundIds, released: items, voided, refundCents },
    locked,
    refunds: plan.asks,
    change: {
      status: "CANCELLED" as const,
      cancelledBy: event.actorId,
      holdExpiresAt: null,
      keptCents: held - refundCents,
      ...(order.status === "PENDING" ? { couponReserved: false } : {}),
    },
    notice: {
      amountCents: refundCents,
      reason,
      released: items.map((i) => i.name),
      cancelled: true,
    },
    effects: releaseEffects(items),
    audit: { actorId: event.actorId, detail: { cancel: { reason, refundCents } } },
  };
}

const HANDLERS: { [K in Kind]: (tx: Tx, event: EventOf<K>) => Promise<Decision<Answers[K]>> } = {
  "provider-paid": providerPaid,
  "provider-unpaid": providerUnpaid,
  "provider-refunded": providerRefunded,
  "free-checkout": freeCheckout,
  "hold-lapsed": holdLapsed,
  "refund-failed": refundFailed,
  "office-payment": officePayment,
  refund,
  charge,
  cancel,
};

/**
 * After the transaction has committed: refunds asked, e-mails sent, pages expired. A refund the
 * provider refused (one the office asked for) is recorded as FAILED, through the gate; answers
 * how much was not refunded.
 */
export async function finishMoneyEvent(effects: Effects): Promise<{ failedCents: number }> {
  const { failed } = await runEffects(effects);
  let failedCents = 0;
  for (const ask of failed) {
    failedCents += ask.amountCents ?? 0;
    if (ask.refundId)
      await transaction((tx) =>
        applyMoneyEvent(tx, { kind: "refund-failed", refundId: ask.refundId! }),
      );
  }
  return { failedCents };
}

/**
 * Asks the provider again for refunds it has not confirmed after a few minutes (a call that failed
 * where no redelivery follows: a checkout closed by the office, the success page's reconcile).
 * Each goes under its own idempotency key, so none is made twice. Answers how many were made.
 */
export async function retryStaleRefunds({ limit }: { limit: number }): Promise<number> {
  let made = 0;
  for (const ask of await staleRefundAsks({ minutes: 5, limit })) {
    try {
      await runEffects({ ...none(), refunds: [ask] });
      made++;
    } catch {
      // still out of reach: the next run asks again
    }
  }
  return made;
}
