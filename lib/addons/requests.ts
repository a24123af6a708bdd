import "server-only";
import { recordAudit } from "@/lib/console/queries/audit";
import { lockOrderForMoney } from "@/lib/payments/queries/ledger";
import type { AddonRequestStatus, OrderStatus, Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { enqueueEmail } from "../email/send";
import { AppError, appError } from "../http/envelope";
import { applyMoneyEvent, finishMoneyEvent } from "../payments/gate";
import { none, type Effects } from "../payments/effects";
import { isBookedBoothOrder } from "../payments/figures";
import type { AddonDecisionInput, VendorAddonInput } from "./api";
import { addonDecisionEmail, type AddedCharge } from "./emails";
import { addonsOfEvent } from "./queries/catalogue";
import {
  addonRequestQueue,
  addonsHeld,
  heldBooths,
  insertAddonRequest,
  lockAddonRequest,
  orderEventEnded,
  queuedAddonRequest,
  requestNoteFacts,
  requestOrder,
  vendorAddonRows,
  decideAddonRequest as setDecision,
} from "./queries/requests";
import { addonsForBooth, planAddons } from "./rules";

// Add-ons after checkout: a vendor adds one to a booked booth from the profile (charged at once,
// or a request when it needs an organiser's approval), and organisers decide the requests. Every
// step locks the order first (then the request), as the money gate and the office's cancellation
// do, so a decision, a cancellation and a second tab follow one another, never interleave.

export type VendorAddonOutcome = {
  orderId: number;
  status: "CHARGED" | "PENDING";
  orderItemId: number | null;
  requestId: number | null;
  orderStatus: OrderStatus;
  balanceCents: number;
};

/**
 * POST /api/vendor/v1/orders/{orderId}/addons: the caller's booked booth order takes `quantity`
 * of an add-on for one of its booths, checked by the add-on rules (of the order's event, active,
 * for that booth, at most its maximum per booth counting what the order holds and asks for). One
 * that needs no approval is charged at once through the money gate; one that does waits for an
 * organiser as a PENDING request. Refused once the event has ended.
 */
export async function addAddon(
  vendorId: number,
  orderId: number,
  input: VendorAddonInput,
): Promise<VendorAddonOutcome> {
  const applied = await transaction(async (tx) => {
    const locked = await lockOrderForMoney(tx, orderId);
    if (!locked) throw appError("NOT_FOUND", "errors.orders.notFound");
    const { order } = locked;
    if (order.vendorId !== vendorId) throw appError("FORBIDDEN", "errors.orders.notYours");
    if (!isBookedBoothOrder(order))
      throw appError("CONFLICT", "errors.addonRequests.orderNotBooked", {
        orderId: String(order.id),
      });
    const when = await orderEventEnded(tx, order.id);
    if (!when || when.ended)
      throw appError("CONFLICT", "errors.addonRequests.eventEnded", { orderId: String(order.id) });
    const [booths, catalogue, held] = await Promise.all([
      heldBooths(tx, order.id),
      addonsOfEvent(when.eventId, {}, tx),
      addonsHeld(tx, order.id),
    ]);
    const plan = planAddons({
      catalogue,
      booths,
      choices: [input],
      withDefaults: false,
      held,
    });
    const request = plan.requests[0];
    if (request) {
      const requestId = await insertAddonRequest(tx, {
        orderId: order.id,
        addonId: request.addon.id,
        forBoothId: request.booth.id,
        quantity: request.quantity,
        requestedBy: vendorId,
      });
      return {
        status: "PENDING" as const,
        orderItemId: null,
        requestId,
        orderStatus: order.status,
        balanceCents: order.balanceCents,
        effects: none(),
      };
    }
    const line = plan.charged[0]!;
    const {
      answer,
      order: after,
      effects,
    } = await applyMoneyEvent(tx, {
      kind: "addon",
      orderId: order.id,
      actorId: vendorId,
      addon: { addonId: line.addon.id, forBoothId: line.booth.id, quantity: line.quantity },
      requestId: null,
    });
    return {
      status: "CHARGED" as const,
      orderItemId: answer.orderItemId,
      requestId: null,
      orderStatus: after!.status,
      balanceCents: after!.balanceCents,
      effects,
    };
  });
  const { effects, ...outcome } = applied;
  await finishMoneyEvent(effects);
  return { orderId, ...outcome };
}

/** GET /api/admin/v1/addon-requests: the requests of one status (the waiting ones, oldest first). */
export async function addonRequestList(status: AddonRequestStatus) {
  return addonRequestQueue({ status });
}

/** The note to the vendor about a decision, written to the outbox in the caller's transaction. */
async function decisionNote(
  tx: Tx,
  requestId: number,
  decision: {
    approved: boolean;
    balanceCents: number;
    reason: string | null;
    charge?: AddedCharge | null;
  },
) {
  const note = await requestNoteFacts(tx, requestId);
  if (!note || note.disabled) return null;
  const mail = await addonDecisionEmail({
    to: note.email,
    name: note.contactName,
    locale: note.locale,
    event: note.event,
    addon: { name: note.addonName, nameAr: note.addonNameAr },
    booth: note.boothName,
    quantity: note.quantity,
    orderId: note.orderId,
    ...decision,
    charge: decision.charge && note.decidedAt ? { ...decision.charge, at: note.decidedAt } : null,
  });
  return enqueueEmail(tx, { ...mail, orderId: note.orderId });
}

/**
 * POST /api/admin/v1/addon-requests/{requestId}/decision. Approving charges the add-on on the
 * order through the money gate (the request APPROVED with its item); refusing records the reason.
 * Either way the vendor is e-mailed in their language. A request already decided is CONFLICT, and
 * so is one of a checkout not paid yet; one whose order ended or gave its booth back is WITHDRAWN
 * (if it was still waiting) and CONFLICT saying so.
 */
export async function decideAddonRequest(
  actorId: number,
  requestId: number,
  input: AddonDecisionInput,
) {
  const found = await requestOrder(requestId);
  if (!found) throw appError("NOT_FOUND", "errors.addonRequests.notFound");
  let withdrawn: AppError | null = null;
  const done = await transaction(async (tx) => {
    // the order first, then the request: the order that a cancellation locks too
    const locked = await lockOrderForMoney(tx, found.orderId);
    const request = await lockAddonRequest(tx, requestId);
    if (!locked || !request) throw appError("NOT_FOUND", "errors.addonRequests.notFound");
    const { order } = locked;
    const ended = appError("CONFLICT", "errors.addonRequests.orderEnded", {
      orderId: String(order.id),
    });
    if (request.status === "WITHDRAWN") throw ended;
    if (request.status !== "PENDING")
      throw appError("CONFLICT", "errors.addonRequests.alreadyDecided");
    // asked for at checkout: decided once the order's first payment arrived
    if (order.status === "PENDING")
      throw appError("CONFLICT", "errors.addonRequests.notPaidYet", { orderId: String(order.id) });
    const stillHeld = (await heldBooths(tx, order.id)).some((b) => b.id === request.forBoothId);
    // the order ended or gave the booth back: the request is withdrawn
    if (!isBookedBoothOrder(order) || !stillHeld) {
      await setDecision(tx, requestId, { status: "WITHDRAWN", decidedBy: actorId });
      withdrawn = ended;
      return { effects: none(), orderItemId: null, balanceCents: order.balanceCents };
    }
    let effects: Effects = none();
    let orderItemId: number | null = null;
    let balanceCents = order.balanceCents;
    let charge: AddedCharge | null = null;
    if (input.approve) {
      const applied = await applyMoneyEvent(tx, {
        kind: "addon",
        orderId: order.id,
        actorId,
        addon: {
          addonId: request.addonId,
          forBoothId: request.forBoothId,
          quantity: request.quantity,
        },
        requestId,
      });
      effects = applied.effects;
      orderItemId = applied.answer.orderItemId;
      balanceCents = applied.order!.balanceCents;
      // what the approval added to an order already paid for, and whether it was paid in full
      charge = {
        addedCents: applied.order!.totalCents - order.totalCents,
        paidInFullBefore: order.status === "PAID",
      };
    } else {
      await setDecision(tx, requestId, {
        status: "REFUSED",
        reason: input.reason,
        decidedBy: actorId,
      });
      await recordAudit(tx, {
        actorId,
        entity: "addon",
        entityId: request.addonId,
        action: "update",
        before: { requestId, status: "PENDING" },
        after: { requestId, status: "REFUSED", reason: input.reason },
      });
    }
    const email = await decisionNote(tx, requestId, {
      approved: input.approve,
      balanceCents,
      reason: input.reason,
      charge,
    });
    if (email) effects.emails.push(email);
    return { effects, orderItemId, balanceCents };
  });
  if (withdrawn) throw withdrawn;
  await finishMoneyEvent(done.effects);
  const row = (await queuedAddonRequest(requestId))!;
  return { ...row, orderItemId: done.orderItemId, balanceCents: done.balanceCents };
}

/** One line of a booth's add-ons on the profile: charged, waiting for approval, or refused. */
export type ProfileAddonLine = {
  key: string;
  state: "CHARGED" | "PENDING" | "REFUSED";
  name: string;
  nameAr: string | null;
  quantity: number;
  /** Price times quantity, before fees and HST. */
  amountCents: number;
  reason: string | null;
  /** A charged line an organiser approved after the order's first payment: when. */
  approvedAt: Date | null;
};

/** An add-on the booth may still take, and how many more of it. */
export type ProfileAddonChoice = {
  addonId: number;
  name: string;
  nameAr: string | null;
  priceCents: number;
  needsApproval: boolean;
  left: number;
};

export type ProfileAddonOrder = {
  orderId: number;
  /** The festival has ended: nothing more can be added. */
  eventEnded: boolean;
  booths: {
    boothId: number;
    boothName: string;
    lines: ProfileAddonLine[];
    choices: ProfileAddonChoice[];
  }[];
};

/**
 * The profile's add-ons: per booked booth order (partly or fully paid) and per booth it holds,
 * the add-ons charged, the requests waiting and those refused (with the reason), and what the
 * booth may still take (the rules' add-ons for it, fewer than their maximum counting the others).
 */
export async function vendorAddons(vendorId: number): Promise<ProfileAddonOrder[]> {
  const rows = await vendorAddonRows(vendorId);
  const orders = new Map<number, ProfileAddonOrder>();
  for (const booth of rows.booths) {
    let order = orders.get(booth.orderId);
    if (!order) {
      order = { orderId: booth.orderId, eventEnded: booth.eventEnded, booths: [] };
      orders.set(booth.orderId, order);
    }
    const mine = <T extends { orderId: number; boothId: number }>(list: T[]) =>
      list.filter((r) => r.orderId === booth.orderId && r.boothId === booth.boothId);
    const items = mine(rows.items);
    const requests = mine(rows.requests);
    const lines: ProfileAddonLine[] = [
      ...items.map((i) => ({
        key: `item-${i.orderItemId}`,
        state: "CHARGED" as const,
        name: i.name,
        nameAr: i.nameAr,
        quantity: i.quantity,
        amountCents: i.unitPriceCents * i.quantity,
        reason: null,
        approvedAt: i.approvedAt,
      })),
      ...requests.map((r) => ({
        key: `request-${r.requestId}`,
        state: r.status === "PENDING" ? ("PENDING" as const) : ("REFUSED" as const),
        name: r.addonName,
        nameAr: r.addonNameAr,
        quantity: r.quantity,
        amountCents: r.priceCents * r.quantity,
        reason: r.reason,
        approvedAt: null,
      })),
    ];
    const taken = (addonId: number) =>
      [...items, ...requests.filter((r) => r.status === "PENDING")]
        .filter((x) => x.addonId === addonId)
        .reduce((sum, x) => sum + x.quantity, 0);
    const choices = addonsForBooth(rows.catalogue, {
      ...booth,
      id: booth.boothId,
      name: booth.boothName,
    })
      .map((a) => ({
        addonId: a.id,
        name: a.name,
        nameAr: a.nameAr,
        priceCents: a.priceCents,
        needsApproval: a.needsApproval,
        left: a.maxPerBooth - taken(a.id),
      }))
      .filter((c) => c.left > 0);
    order.booths.push({ boothId: booth.boothId, boothName: booth.boothName, lines, choices });
  }
  return [...orders.values()];
}
