import "server-only";
// The gate's handlers for the office's money events: a payment taken at the office, a refund
// (giving items back or not), a charge, a cancellation.
import {
  heldItems,
  insertCharge,
  insertOfflinePayment,
  insertRefunds,
  refundablePayments,
  releaseItems,
} from "@/lib/orders/queries/office";
import { lockOrderForMoney, readLedgerRows, releaseCoupon, type OrderRow } from "./queries/ledger";
import { expireOpenPayments } from "./queries/payments";
import type { Tx } from "@/db/queries/model";
import { appError, fieldError } from "../http/envelope";
import { codedReason } from "../orders/reasons";
import { formatCad, HST_BP, percentOf } from "./pricing";
import { none, type Effects, type RefundAsk } from "./effects";
import { type EventOf, type Locked, type Released } from "./money-events";
import { isLive, releaseRefund } from "./figures";
import { depositHeld } from "../deposits/figures";
import { depositDecisionEmail, type DepositMailOrder } from "../deposits/emails";
import { enqueueEmail } from "../email/send";
import { withBoothAddons } from "../addons/money-events";
import { withdrawRequests } from "../addons/queries/requests";

async function lockedForOffice(tx: Tx, orderId: number): Promise<Locked> {
  const locked = await lockOrderForMoney(tx, orderId);
  if (!locked) throw appError("NOT_FOUND", "errors.orders.notFound");
  return locked;
}

/** What a locked order holds now: money received less money given back. */
const heldBy = (order: OrderRow) => order.paidCents - order.refundedCents;

/** A cheque, e-Transfer or cash payment on an order that owes a balance, at most the balance. */
export async function officePayment(tx: Tx, event: EventOf<"office-payment">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  if (order.status !== "PARTIALLY_PAID" || order.balanceCents <= 0)
    throw appError("CONFLICT", "errors.orders.paymentNotTaken", {
      orderId: String(order.id),
      status: order.status,
    });
  const { amountCents, method, reference } = event.payment;
  if (amountCents > order.balanceCents)
    throw fieldError("BAD_REQUEST", "amountCents", "errors.orders.amountOverBalance", {
      balance: formatCad(order.balanceCents),
    });
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
 * (the money goes back the way it came, outside the site). The payments of the order's price, or
 * (`deposit`) those of its damage deposit: the two are never refunded through each other.
 */
export async function planRefunds(
  tx: Tx,
  actorId: number,
  order: OrderRow,
  amountCents: number,
  reason: string,
  creditCents = 0,
  { deposit = false }: { deposit?: boolean } = {},
): Promise<{ asks: RefundAsk[]; refundIds: number[] }> {
  let left = amountCents;
  let credit = creditCents;
  const rows: { paymentId: number; amountCents: number; intent: string | null }[] = [];
  for (const payment of await refundablePayments(tx, order.id, { deposit })) {
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
    throw appError("CONFLICT", "errors.orders.paymentsCannotCover", {
      orderId: String(order.id),
      amount: formatCad(amountCents),
    });
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
function chosenItems<T extends Released>(held: T[], ids: number[], orderId: number): T[] {
  const byId = new Map(held.map((i) => [i.id, i]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    throw fieldError("BAD_REQUEST", "releaseItems", "errors.orders.itemsNotHeld", {
      items: unknown.join(", "),
      count: unknown.length,
      orderId: String(orderId),
    });
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/**
 * Gives money back (never more than the order holds) and the items chosen back on sale at once,
 * voiding their tickets. Items given back leave the total with their share of discount, fees and
 * HST, so the refund must bring what the order holds down to what it still costs; an order that
 * gives everything back is REFUNDED.
 */
export async function refund(tx: Tx, event: EventOf<"refund">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  const { amountCents, reason } = event.refund;
  const held = heldBy(order);
  if (held <= 0)
    throw appError("CONFLICT", "errors.orders.nothingToRefund", { orderId: String(order.id) });
  if (amountCents > held)
    throw fieldError("BAD_REQUEST", "amountCents", "errors.orders.amountOverRefundable", {
      amount: formatCad(held),
    });
  const items = await heldItems(tx, order.id);
  // a booth given back takes its add-ons with it: they are for that booth
  const release = withBoothAddons(items, chosenItems(items, event.refund.releaseItems, order.id));
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
      throw fieldError("BAD_REQUEST", "amountCents", "errors.orders.refundTooSmall", {
        items: release.map((i) => i.name).join(", "),
        total: formatCad(cost),
        least: formatCad(least),
      });
    creditCents = kept.length ? amountCents - least : 0;
  }
  await expireOpenPayments(tx, order.id);
  const plan = await planRefunds(tx, event.actorId, order, amountCents, reason, creditCents);
  const ends = isLive(order.status) && kept.length === 0;
  const voided = await releaseItems(
    tx,
    order.id,
    release,
    codedReason("reasons.ticketRefunded", { reason }),
  );
  await withdrawRequests(
    tx,
    order.id,
    ends ? null : release.flatMap((i) => (i.boothId ? [i.boothId] : [])),
  );
  // an order that gives everything back ends: a damage deposit it holds goes back in full
  const deposit = ends
    ? await returnHeldDeposit(tx, locked, event.actorId, reason)
    : { asks: [], refundIds: [], emails: [], returnedCents: 0 };
  return {
    answer: {
      refundIds: [...plan.refundIds, ...deposit.refundIds],
      released: release,
      voided,
      amountCents,
    },
    locked,
    refunds: [...plan.asks, ...deposit.asks],
    change: {
      ...(ends ? { status: "REFUNDED" as const, holdExpiresAt: null } : {}),
      keptCents: Math.max(0, order.keptCents - amountCents),
    },
    notice: { amountCents, reason, released: release.map((i) => i.name), cancelled: false },
    effects: { ...releaseEffects(release), emails: deposit.emails },
    audit: {
      actorId: event.actorId,
      detail: {
        refund: {
          amountCents,
          reason,
          releasedItems: release.map((i) => i.id),
          depositReturnedCents: deposit.returnedCents,
        },
      },
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
export async function charge(tx: Tx, event: EventOf<"charge">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  if (order.status !== "PAID" && order.status !== "PARTIALLY_PAID")
    throw appError("CONFLICT", "errors.orders.chargeNotAllowed", {
      orderId: String(order.id),
      status: order.status,
    });
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
 * A live order (unpaid, partly or fully paid) is CANCELLED, its items given back at once and its
 * tickets voided; with `refund` what it holds goes back too, without it the money is kept as the
 * contract's non-refundable fee (recorded as kept): a vendor who became ineligible loses the
 * booth however much was paid.
 */
export async function cancel(tx: Tx, event: EventOf<"cancel">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  if (order.status !== "PENDING" && order.status !== "PARTIALLY_PAID" && order.status !== "PAID")
    throw appError("CONFLICT", "errors.orders.cancelNotAllowed", {
      orderId: String(order.id),
      status: order.status,
    });
  const { reason } = event.cancel;
  await expireOpenPayments(tx, order.id);
  const items = await heldItems(tx, order.id);
  const voided = await releaseItems(
    tx,
    order.id,
    items,
    codedReason("reasons.ticketCancelled", { reason }),
  );
  await withdrawRequests(tx, order.id, null);
  const held = heldBy(order);
  const refundCents = event.cancel.refund ? held : 0;
  const plan =
    refundCents > 0
      ? await planRefunds(tx, event.actorId, order, refundCents, reason)
      : { asks: [], refundIds: [] };
  if (order.couponReserved && order.status === "PENDING") await releaseCoupon(tx, order);
  // a damage deposit held is never kept by a cancellation: it goes back in full, refund or not
  const deposit = await returnHeldDeposit(tx, locked, event.actorId, reason);
  return {
    answer: {
      refundIds: [...plan.refundIds, ...deposit.refundIds],
      released: items,
      voided,
      refundCents,
    },
    locked,
    refunds: [...plan.asks, ...deposit.asks],
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
    effects: { ...releaseEffects(items), emails: deposit.emails },
    audit: {
      actorId: event.actorId,
      detail: { cancel: { reason, refundCents, depositReturnedCents: deposit.returnedCents } },
    },
  };
}

/**
 * Gives back in full the damage deposit a cancelled order holds (through its own payments), with
 * the vendor's e-mail saying so; nothing when none is held.
 */
async function returnHeldDeposit(tx: Tx, locked: Locked, actorId: number, reason: string) {
  const { order } = locked;
  const returnedCents = depositHeld(order);
  if (returnedCents === 0) return { asks: [], refundIds: [], emails: [], returnedCents };
  const [plan, byCheque] = await Promise.all([
    planRefunds(tx, actorId, order, returnedCents, reason, 0, { deposit: true }),
    paidAtOffice(tx, order.id),
  ]);
  const mail = await depositDecisionEmail(depositMailOrder(locked), {
    paidCents: order.depositPaidCents,
    returnedCents,
    keptCents: 0,
    reason,
    byCheque,
  });
  const queued = await enqueueEmail(tx, { ...mail, orderId: order.id });
  return { ...plan, emails: [queued], returnedCents };
}

/** Whether the deposit still held was paid at the office (it goes back by cheque). */
export async function paidAtOffice(tx: Tx, orderId: number): Promise<boolean> {
  const paid = await refundablePayments(tx, orderId, { deposit: true });
  return paid.some((p) => p.method !== "STRIPE" && p.amountCents > p.refundedCents);
}

/** The order and vendor a deposit e-mail names, from the locked order. */
export function depositMailOrder({ order, vendor, event }: Locked): DepositMailOrder {
  return {
    orderId: order.id,
    locale: order.locale,
    contactName: vendor.contactName,
    email: vendor.email,
    event:
      event && event.name ? { ...event, name: event.name, dateText: event.dateText ?? "" } : null,
  };
}
