import "server-only";
import type { OrderFilter } from "@/db/queries/search";
import {
  findOrderDetail,
  listOrders,
  type OrderDetailRows,
  type OrderListRow,
} from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import { findAccount } from "../accounts/queries/accounts";
import { findBoothsByName } from "@/lib/booths/queries/office";
import { currentContracts } from "@/lib/events/queries/contracts";
import { lockItems } from "@/lib/booths/queries/holds";
import { insertOrder, recordSale, type OrderRow } from "@/lib/payments/queries/ledger";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";
import { boothStateChanged } from "../cache/tags";
import { closeOpenCheckouts } from "../payments/close-checkouts";
import { applyMoneyEvent, finishMoneyEvent } from "../payments/gate";
import type {
  DepositReturnInput,
  EventOf,
  OfflinePaymentInput,
  RefundInput,
} from "../payments/money-events";
import { depositStatus } from "../deposits/figures";
import { boothsForAddons, eventDeposits } from "../addons/queries/catalogue";
import { depositCentsFor } from "../addons/rules";
import { boothCartTotals, formatCad } from "../payments/pricing";
import { findInspection } from "../deposits/queries";

// The organiser console's work on orders: the list and one order's whole story, payments taken
// at the office, refunds through Stripe and cancellations. Every change to what an order owes goes
// through the money gate (lib/payments/gate), which locks the order, writes the audit row in the
// same transaction, and sends its e-mail and its refunds once the transaction has committed.

/** Orders per page of the console's list. */
export const ORDERS_PAGE_SIZE = 50;

export type { OrderDetailRows, OrderFilter, OrderListRow };

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

/** An order as the console shows it, with its damage deposit's inspection when there is one. */
export async function orderDetail(orderId: number): Promise<OrderDetailRows> {
  const [detail, inspection] = await Promise.all([
    findOrderDetail(orderId),
    findInspection(orderId),
  ]);
  if (!detail) throw appError("NOT_FOUND", "errors.orders.notFound");
  return { ...detail, inspection: inspection ?? null };
}

/**
 * Runs an organiser's money event: the order's open checkouts are closed at the provider first
 * (a session found paid is applied as an arriving payment), then the gate applies the event in
 * one transaction; refunds are asked for and e-mails sent once it has committed.
 */
async function officeEvent<
  K extends "office-payment" | "refund" | "charge" | "cancel" | "office-deposit" | "deposit-return",
>(event: EventOf<K>) {
  await closeOpenCheckouts((event as { orderId: number }).orderId);
  const applied = await transaction((tx) => applyMoneyEvent(tx, event));
  const { failedCents } = await finishMoneyEvent(applied.effects);
  return { ...applied, order: applied.order!, failedCents };
}

// --- Payments at the office ---

/**
 * POST /api/admin/v1/orders/{orderId}/payments: a cheque, e-Transfer or cash payment on an order
 * that owes a balance, at most the balance. The order becomes PAID when nothing is owed, and the
 * vendor gets the same receipt as for a payment online (tickets too, for seats paid in full).
 */
export async function recordOfflinePayment(
  actorId: number,
  orderId: number,
  payment: OfflinePaymentInput,
) {
  const { answer, order } = await officeEvent({
    kind: "office-payment",
    orderId,
    actorId,
    payment,
  });
  return {
    orderId,
    paymentId: answer.paymentId,
    orderStatus: order.status,
    paidCents: order.paidCents,
    balanceCents: order.balanceCents,
  };
}

// --- Refunds ---

export type RefundOutcome = {
  orderId: number;
  orderStatus: OrderRow["status"];
  refundIds: number[];
  refundedCents: number;
  releasedItems: number[];
  voidedTickets: string[];
};

/**
 * POST /api/admin/v1/orders/{orderId}/refunds: gives money back (never more than the order holds)
 * and the items chosen back on sale at once; their tickets are voided. Items given back leave the
 * total with their share, so the refund must cover what the order then holds above its new total.
 * An order that gives everything back becomes REFUNDED. The vendor gets an e-mail.
 */
export async function refundOrder(
  actorId: number,
  orderId: number,
  refund: RefundInput,
): Promise<RefundOutcome> {
  const { answer, order, failedCents } = await officeEvent({
    kind: "refund",
    orderId,
    actorId,
    refund,
  });
  if (failedCents > 0)
    throw appError("SERVICE_UNAVAILABLE", "errors.orders.refundNotMade", {
      amount: formatCad(failedCents),
    });
  return {
    orderId,
    orderStatus: order.status,
    refundIds: answer.refundIds,
    refundedCents: order.refundedCents,
    releasedItems: answer.released.map((i) => i.id),
    voidedTickets: answer.voided,
  };
}

// --- Orders made at the office ---

/** The ids of the event's booths named (as organisers write them); NOT_FOUND naming any unknown. */
async function boothIdsNamed(input: { eventId: number; boothNames: string[] }) {
  const found = await findBoothsByName(input.eventId, input.boothNames);
  const known = new Set(found.map((b) => b.name.toLowerCase()));
  const unknown = input.boothNames.filter((n) => !known.has(n.toLowerCase()));
  if (unknown.length)
    throw appError("NOT_FOUND", "errors.orders.unknownBoothNames", { names: unknown.join(", ") });
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
    const vendor = await findAccount(input.vendorId, tx);
    if (!vendor || vendor.role !== "vendor") throw appError("NOT_FOUND", "errors.vendors.notFound");
    const ids = [...new Set(boothIds)];
    const locked = await lockItems(tx, ids, []);
    const missing = ids.filter((id) => !locked.some((b) => b.id === id));
    if (missing.length)
      throw appError("NOT_FOUND", "errors.orders.boothsNotFound", { boothIds: missing.join(", ") });
    const eventIds = [...new Set(locked.map((b) => b.eventId))];
    if (eventIds.length !== 1) throw appError("BAD_REQUEST", "errors.orders.oneEventOnly");
    const taken = locked.filter((b) => b.status !== "AVAILABLE" && b.status !== "RESERVED");
    if (taken.length)
      throw appError("CONFLICT", "errors.orders.notAvailable", {
        items: taken.map((b) => `${b.name} (${b.status.toLowerCase()})`).join(", "),
      });
    const unpriced = locked.filter((b) => b.priceCents === null);
    if (unpriced.length)
      throw appError("CONFLICT", "errors.orders.noPriceYet", {
        items: unpriced.map((b) => b.name).join(", "),
      });
    const eventId = eventIds[0]!;
    const contract = (await currentContracts([eventId], tx)).get(eventId);
    if (!contract) throw appError("CONFLICT", "errors.orders.noContract");
    const totals = boothCartTotals(locked.map((b) => b.priceCents!));
    // the damage deposit is owed as for a booking online: the food amount for a food booth
    const [deposits, addonBooths] = await Promise.all([
      eventDeposits(eventId, tx),
      boothsForAddons(ids, tx),
    ]);
    const depositCents = deposits ? depositCentsFor(deposits, addonBooths) : 0;
    const order = await insertOrder(
      tx,
      {
        vendorId: vendor.id,
        checkoutType: "BOOTH_CART",
        status: "PARTIALLY_PAID",
        ...totals,
        paidCents: 0,
        balanceCents: totals.totalCents,
        depositCents,
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
  charge: { description: string; amountCents: number },
) {
  const { answer, order } = await officeEvent({ kind: "charge", orderId, actorId, charge });
  return {
    orderId,
    chargeId: answer.chargeId,
    orderStatus: order.status,
    amountCents: charge.amountCents,
    hstCents: answer.taxCents,
    totalCents: order.totalCents,
    balanceCents: order.balanceCents,
  };
}

// --- Cancellation ---

/**
 * POST /api/admin/v1/orders/{orderId}/cancel: an unpaid or partly paid order is CANCELLED, its
 * items given back at once and its tickets voided; with `refund`, what was paid goes back too,
 * without it the money is kept (the contract's non-refundable fees).
 */
export async function cancelOrder(
  actorId: number,
  orderId: number,
  cancel: { refund: boolean; reason: string },
) {
  const { answer, failedCents } = await officeEvent({ kind: "cancel", orderId, actorId, cancel });
  if (failedCents > 0)
    throw appError("SERVICE_UNAVAILABLE", "errors.orders.cancelledNotRefunded", {
      amount: formatCad(failedCents),
    });
  return {
    orderId,
    orderStatus: "CANCELLED" as const,
    refundedCents: answer.refundCents,
    refundIds: answer.refundIds,
    releasedItems: answer.released.map((i) => i.id),
    voidedTickets: answer.voided,
  };
}

// --- The damage deposit ---

/** The deposit's figures of an order as the gate left it, for an answer. */
const depositAnswer = (order: OrderRow) => ({
  orderId: order.id,
  depositCents: order.depositCents,
  depositPaidCents: order.depositPaidCents,
  depositReturnedCents: order.depositReturnedCents,
  depositKeptCents: order.depositKeptCents,
  depositStatus: depositStatus(order),
});

/**
 * POST /api/admin/v1/orders/{orderId}/deposit-payment: the damage deposit paid at the office
 * (cheque, e-Transfer or cash), exactly the amount owed; the vendor gets the deposit's receipt.
 */
export async function recordOfficeDeposit(
  actorId: number,
  orderId: number,
  payment: Omit<OfflinePaymentInput, "amountCents">,
) {
  const { answer, order } = await officeEvent({
    kind: "office-deposit",
    orderId,
    actorId,
    payment,
  });
  return { ...depositAnswer(order), paymentId: answer.paymentId, amountCents: answer.amountCents };
}

/**
 * POST /api/admin/v1/orders/{orderId}/deposit-return: the inspection after the event decides
 * what of the deposit held goes back (through Stripe, or by cheque for one paid at the office)
 * and what is kept, and why; the vendor is told. A return the provider refused is not counted:
 * SERVICE_UNAVAILABLE, and the deposit is held again, to be decided again.
 */
export async function returnDeposit(
  actorId: number,
  orderId: number,
  decision: DepositReturnInput,
) {
  const { answer, order, failedCents } = await officeEvent({
    kind: "deposit-return",
    orderId,
    actorId,
    decision,
  });
  if (failedCents > 0)
    throw appError("SERVICE_UNAVAILABLE", "errors.deposits.returnNotMade", {
      amount: formatCad(failedCents),
    });
  return {
    ...depositAnswer(order),
    returnedCents: answer.returnedCents,
    keptCents: answer.keptCents,
    refundIds: answer.refundIds,
  };
}
