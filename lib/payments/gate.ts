import "server-only";
import { recordAudit } from "@/lib/console/queries/audit";
import { readLedgerRows, writeFigures, type OrderChange, type OrderRow } from "./queries/ledger";
import { staleRefundAsks } from "./queries/payments";
import { receiptFacts } from "@/lib/orders/queries/invoices";
import type { EmailAttachment, Tx } from "@/db/queries/model";
import { orderItemsOf, orderView } from "@/lib/orders/queries/view";
import { transaction } from "@/db/queries/transaction";
import { enqueueEmail } from "../email/send";
import { issueTickets } from "../tickets/issue";
import { orderThingsToDo } from "../requirements/checklist";
import { none, runEffects, type Effects } from "./effects";
import { orderRefundEmail, receiptEmail, refundEmail } from "./emails";
import { vendorPasses } from "../door/passes";
import { isLive, orderFigures, statusAfter } from "./figures";

import { addon } from "../addons/money-events";
import { withdrawRequests } from "../addons/queries/requests";
import type { Answers, Decision, EventOf, Kind } from "./money-events";
import { cancel, charge, officePayment, refund } from "./office-events";
import { depositReturn, officeDeposit } from "../deposits/money-events";
import {
  freeCheckout,
  holdLapsed,
  providerPaid,
  providerRefunded,
  providerUnpaid,
  refundFailed,
} from "./provider-events";
// The one gate every money event passes through: a provider's payment of any checkout of an order,
// a checkout that ended unpaid, a refund the provider reports, a lapsed hold, and the office's
// payments, refunds, charges and cancellations. Each locks the order row, reads its state, applies
// only what that state allows, and refunds the rest (recorded, and told to the vendor); then the
// order's figures are derived again from its ledger (lib/payments/figures). Callers run it inside
// a transaction and hand its effects to `finishMoneyEvent` once the transaction has committed.

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
  const { order, written } = await settleFigures(
    tx,
    before,
    decision.change ?? {},
    decision.writes ?? [],
  );
  // an order that ends (expired, failed, cancelled, refunded) withdraws its add-on requests
  if (isLive(before.status) && !isLive(order.status)) await withdrawRequests(tx, order.id, null);
  const mails = Boolean(decision.receipt || decision.notice || decision.lateNotice);
  // the figures' write, the audit row and the items for the e-mails go together
  const [, items] = await Promise.all([
    written,
    mails ? (decision.items ?? orderItemsOf(tx, order.id)) : null,
    decision.audit &&
      recordAudit(tx, {
        actorId: decision.audit.actorId,
        entity: "order",
        entityId: order.id,
        action: "update",
        before: money(before),
        after: { ...money(order), ...decision.audit.detail },
      }),
  ]);
  if (!mails || !items) return { answer: decision.answer, order, effects };
  const queue = async (
    mail: Promise<{
      to: string;
      subject: string;
      text: string;
      html: string;
      attachments?: EmailAttachment[];
    }>,
  ) => effects.emails.push(await enqueueEmail(tx, { ...(await mail), orderId: order.id }));
  // the e-mails are composed from the rows in hand and the figures just written
  const { vendor } = decision.locked;
  const view = orderView(order, vendor, items, decision.locked.event);
  // the receipt names the invoice its payment was just given, and the foundation's HST number
  // and, for a booked booth, what its checklist still asks
  if (decision.receipt)
    await queue(
      receiptEmail(
        { ...view, ...(await receiptFacts(tx, order.id)) },
        view.checkoutType === "BOOTH_CART" ? await orderThingsToDo(order.id, tx) : null,
        // a booked booth's door pass (one per booth), attached
        view.checkoutType === "BOOTH_CART" ? await vendorPasses({ orderId: order.id }, tx) : [],
      ),
    );
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

/**
 * Derives the order's figures from its ledger (read after the handler's pending `writes`) and
 * writes them with the decided change; answers the order as written and the write under way.
 */
async function settleFigures(
  tx: Tx,
  order: OrderRow,
  change: OrderChange,
  writes: Promise<unknown>[],
) {
  const [, rows] = await Promise.all([Promise.all(writes), readLedgerRows(tx, order.id)]);
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
  const written = writeFigures(tx, order.id, settled);
  return { order: { ...order, ...settled } as OrderRow, written };
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
  addon,
  "office-deposit": officeDeposit,
  "deposit-return": depositReturn,
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
