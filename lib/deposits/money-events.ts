import "server-only";
// The gate's handlers for the damage deposit's money: a deposit paid through its own Checkout
// Session (applied, or refunded in full when the order cannot take it), one recorded at the
// office, the return decided after the event, and a refund of a deposit made in Stripe's
// dashboard. The deposit never enters the order's price: its figures are its own columns.
import { insertOfflinePayment, insertRefunds } from "@/lib/orders/queries/office";
import { depositApplied, eventIsOver, saveInspection } from "@/lib/deposits/queries";
import { lockOrderForMoney } from "@/lib/payments/queries/ledger";
import type { Tx } from "@/db/queries/model";
import { enqueueEmail } from "../email/send";
import { appError, fieldError } from "../http/envelope";
import { codedReason } from "../orders/reasons";
import { depositHeld, depositPayable } from "./figures";
import { depositDecisionEmail, depositReceivedEmail } from "./emails";
import { none } from "../payments/effects";
import type { Decision, EventOf, Locked } from "../payments/money-events";
import { depositMailOrder, paidAtOffice, planRefunds } from "../payments/office-events";
import { formatCad } from "../payments/pricing";

const LIVE_BOOKED = ["PARTIALLY_PAID", "PAID"];

/**
 * A paid deposit Checkout Session: applied when the order is a live booking that owes exactly
 * this deposit and holds none yet; otherwise (the order cancelled or ended, the deposit already
 * paid from another tab or at the office, an amount no longer owed) `giveBack` refunds it in full
 * with the reason (a code, read in the reader's language), and the vendor is told. The vendor's receipt says the
 * deposit is refundable after the event and carries no invoice number (a deposit is not a sale).
 */
export async function depositPaid(
  tx: Tx,
  locked: Locked,
  payment: { id: number; amountCents: number },
  arrived: Promise<unknown>,
  giveBack: (cents: number, reason: string) => Promise<Decision<null>>,
): Promise<Decision<null>> {
  const { order } = locked;
  const amount = { amountCents: payment.amountCents };
  const reason = !LIVE_BOOKED.includes(order.status)
    ? codedReason("reasons.depositEnded", amount)
    : order.depositCents !== payment.amountCents
      ? codedReason("reasons.depositNotOwed", amount)
      : (await depositApplied(tx, order.id, payment.id))
        ? codedReason("reasons.depositAlreadyPaid", amount)
        : null;
  if (reason) return giveBack(payment.amountCents, reason);
  await arrived;
  const mail = await depositReceivedEmail(depositMailOrder(locked), payment.amountCents);
  const queued = await enqueueEmail(tx, { ...mail, orderId: order.id });
  return { answer: null, locked, effects: { ...none(), emails: [queued] } };
}

async function lockedForOffice(tx: Tx, orderId: number): Promise<Locked> {
  const locked = await lockOrderForMoney(tx, orderId);
  if (!locked) throw appError("NOT_FOUND", "errors.orders.notFound");
  return locked;
}

/** A deposit paid at the office (cheque, e-Transfer, cash): exactly the deposit owed, once. */
export async function officeDeposit(tx: Tx, event: EventOf<"office-deposit">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  refuseUnpayable(order);
  if (await depositApplied(tx, order.id))
    throw appError("CONFLICT", "errors.deposits.alreadyPaid", { orderId: String(order.id) });
  const { method, reference } = event.payment;
  const amountCents = order.depositCents;
  const paymentId = await insertOfflinePayment(tx, {
    orderId: order.id,
    kind: "DEPOSIT",
    method,
    reference,
    amountCents,
    recordedBy: event.actorId,
  });
  const mail = await depositReceivedEmail(depositMailOrder(locked), amountCents);
  const queued = await enqueueEmail(tx, { ...mail, orderId: order.id });
  return {
    answer: { paymentId, amountCents },
    locked,
    effects: { ...none(), emails: [queued] },
    audit: {
      actorId: event.actorId,
      detail: { deposit: { paymentId, amountCents, method, reference } },
    },
  };
}

/** CONFLICT unless the order is a live booking that owes a deposit not yet paid. */
export function refuseUnpayable(order: Locked["order"]) {
  const orderId = String(order.id);
  if (!LIVE_BOOKED.includes(order.status) || order.checkoutType !== "BOOTH_CART")
    throw appError("CONFLICT", "errors.deposits.notBooked", { orderId, status: order.status });
  if (order.depositCents <= 0) throw appError("CONFLICT", "errors.deposits.notOwed", { orderId });
  if (!depositPayable(order))
    throw appError("CONFLICT", "errors.deposits.alreadyPaid", { orderId });
}

/**
 * The inspection's decision after the event's last day: of the deposit held, `returnedCents` goes
 * back through the deposit's own payment (through Stripe once the transaction has committed; a
 * deposit paid at the office is recorded as returned by cheque at once) and the rest is kept, with
 * the reason the vendor reads. Refused before the event is over, and for a deposit not held (not
 * paid, or decided already).
 */
export async function depositReturn(tx: Tx, event: EventOf<"deposit-return">) {
  const locked = await lockedForOffice(tx, event.orderId);
  const { order } = locked;
  const orderId = String(order.id);
  if (!(await eventIsOver(tx, order.id)))
    throw appError("CONFLICT", "errors.deposits.notOver", { orderId });
  const held = depositHeld(order);
  if (held === 0) throw appError("CONFLICT", "errors.deposits.notHeld", { orderId });
  const { returnedCents, checklist } = event.decision;
  const reason = event.decision.reason?.trim() || null;
  if (returnedCents > held)
    throw fieldError("BAD_REQUEST", "returnedCents", "errors.deposits.overHeld", {
      amount: formatCad(held),
    });
  const keptCents = held - returnedCents;
  if (keptCents > 0 && !reason)
    throw fieldError("BAD_REQUEST", "reason", "errors.deposits.reasonRequired");
  const byCheque = await paidAtOffice(tx, order.id);
  const plan =
    returnedCents > 0
      ? await planRefunds(
          tx,
          event.actorId,
          order,
          returnedCents,
          reason ?? codedReason("reasons.depositReturned"),
          0,
          { deposit: true },
        )
      : { asks: [], refundIds: [] };
  await saveInspection(tx, {
    orderId: order.id,
    ...checklist,
    returnedCents,
    keptCents,
    reason,
    decidedBy: event.actorId,
  });
  const mail = await depositDecisionEmail(depositMailOrder(locked), {
    paidCents: held,
    returnedCents,
    keptCents,
    reason,
    byCheque,
  });
  const queued = await enqueueEmail(tx, { ...mail, orderId: order.id });
  return {
    answer: { refundIds: plan.refundIds, returnedCents, keptCents },
    locked,
    refunds: plan.asks,
    change: { depositKeptCents: order.depositKeptCents + keptCents },
    effects: { ...none(), emails: [queued] },
    audit: {
      actorId: event.actorId,
      detail: { depositReturn: { returnedCents, keptCents, reason, checklist } },
    },
  };
}

/**
 * Money given back in Stripe's dashboard on a deposit payment, beyond the refunds the site asked
 * for (`outsideCents`): recorded as a refund of its own, so it counts as returned; what was kept
 * shrinks if the deposit would otherwise be more than given back and kept.
 */
export async function depositRefundedOutside(
  tx: Tx,
  locked: Locked,
  paymentId: number,
  outsideCents: number,
): Promise<Decision<null>> {
  const { order } = locked;
  const outside = Math.min(outsideCents, order.depositPaidCents - order.depositReturnedCents);
  if (outside <= 0) return { answer: null, locked };
  await insertRefunds(tx, [
    {
      orderId: order.id,
      paymentId,
      amountCents: outside,
      reason: codedReason("reasons.refundedAtProvider"),
      status: "SUCCEEDED",
      createdBy: null,
    },
  ]);
  const room = order.depositPaidCents - order.depositReturnedCents - outside;
  return {
    answer: null,
    locked,
    change: { depositKeptCents: Math.max(0, Math.min(order.depositKeptCents, room)) },
  };
}
