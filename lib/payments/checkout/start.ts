import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/queries/model";
import { currentContracts } from "@/lib/events/queries/contracts";
import { cancelEarlierCheckouts, lockEarlierCheckouts } from "../queries/earlier-checkouts";
import { isBookingOpen, salesEnded } from "@/lib/events/queries/public";
import { lockSeatHolds, releaseHolds, SEAT_HOLD_MINUTES, seatHoldsOf } from "@/db/queries/holds";
import {
  holdExpiry,
  holdItems,
  companionRuleSeats,
  holdMinutesFor,
  lockItems,
  type LockedItem,
} from "@/lib/booths/queries/holds";
import { insertOrder, releaseCoupon, reserveCoupon, updateOrder } from "../queries/ledger";
import { failPayment, insertFreePayment, insertPayment } from "../queries/payments";
import { transaction } from "@/db/queries/transaction";
import { addonsOfEvent, boothsForAddons, eventDeposits } from "../../addons/queries/catalogue";
import { insertCheckoutAddonRequests } from "../../addons/queries/requests";
import { depositCentsFor, lineCents, planAddons, type AddonChoice } from "../../addons/rules";
import { appError } from "../../http/envelope";
import { boothStateChanged, seatStateChanged } from "../../cache/tags";
import { findUsableCoupon } from "../../coupons/lookup";
import { localePath, type Locale } from "../../i18n/locales";
import { t } from "../../i18n/messages";
import { boothCartTotals, ticketTotals, TICKETS_PAID_IN_FULL_PERCENT } from "../pricing";
import {
  checkCompanionSeats,
  checkItems,
  checkLimits,
  checkSeatHolds,
  holdKeyOf,
  payAmountCents,
  requestedItems,
  sessionLines,
} from "../checkout-rules";
import { expireEarlierSessions, REPLACED_MESSAGE } from "../earlier-checkouts";
import { codedReason } from "../../orders/reasons";
import { applyMoneyEvent, finishMoneyEvent } from "../gate";
import { openCheckoutSession, type Buyer, type CheckoutReply } from "./session";
import { seatsReturned, withOfferedSeats } from "../../waitlist/offers";

export const NO_CONTRACT = t("errors.checkout.noContract");
export const BOOKING_CLOSED = t("errors.bookingClosed");
export const ONE_EVENT_PER_CHECKOUT = t("errors.checkout.oneEventPerBooths");

/**
 * What a checkout asks for, in the site's own terms (lib/http/spec-fields/ reads it from the
 * spec's payment request): booths or seats by id, a coupon code (upper case), and how much to
 * pay now in cents (null: all of it).
 */
export type CheckoutRequest = {
  checkoutType: "BOOTH_CART" | "TICKETS";
  boothIds: number[];
  seatIds: number[];
  couponCode: string | null;
  payCents: number | null;
  /** The add-ons chosen for the checkout's booths (none for tickets). */
  addons?: AddonChoice[];
  /** The vendor takes their own garbage: the default add-ons (the garbage fee) are left out. */
  ownGarbage?: boolean;
};

/**
 * The event an order belongs to: its booths' event, or its seats' for tickets. Booths of two
 * events, or a ticket order's seats of two events, are refused.
 */
function orderEvent(items: LockedItem[], tickets: boolean): number {
  const kind = tickets ? "SEAT" : "BOOTH";
  const ids = new Set(items.filter((i) => i.kind === kind).map((i) => i.eventId));
  if (ids.size > 1)
    throw tickets
      ? appError("BAD_REQUEST", "errors.checkout.oneEventPerTickets")
      : appError("BAD_REQUEST", "errors.checkout.oneEventPerBooths");
  return [...ids][0] ?? items[0]!.eventId;
}

/**
 * One client address holds a limited share of a show's seats at once, whatever the accounts it
 * uses: for each show the checkout takes seats of, the checkouts from that address are taken one
 * at a time and their held seats counted. The account's earlier checkouts were released above in
 * this transaction, so a checkout replacing one is not counted against itself.
 */
async function checkAddressSeatHolds(tx: Tx, items: LockedItem[], holdKey: string) {
  const perShow = new Map<number, number>();
  for (const item of items)
    if (item.kind === "SEAT") perShow.set(item.eventId, (perShow.get(item.eventId) ?? 0) + 1);
  // shows in id order, so two checkouts lock them in the same order
  for (const [eventId, wanted] of [...perShow].sort(([a], [b]) => a - b)) {
    await lockSeatHolds(tx, eventId, holdKey);
    checkSeatHolds(wanted, await seatHoldsOf(tx, eventId, holdKey), SEAT_HOLD_MINUTES);
  }
}

/** A checkout that a 100% coupon made free has no provider session: its own id stands for one. */
const FREE_SESSION_PREFIX = "free_";

/**
 * POST /api/v1/payment: in one transaction end the account's earlier unpaid checkouts, lock the
 * items, require them available and within the client address's share of the show's seats, hold
 * them (seats for SEAT_HOLD_MINUTES, booths alone for HOLD_MINUTES), and write a PENDING order
 * with the server's figures and the address's hold key; then open a Checkout Session that charges
 * exactly the server's pay amount, and expire the earlier checkouts' sessions. Client amounts,
 * URLs and vendor id are never used. The order keeps `locale`, the language of the page it was
 * placed from: its receipts and tickets go out in it.
 */
export async function startCheckout(
  buyer: Buyer,
  request: CheckoutRequest,
  {
    origin,
    locale,
    clientAddress,
  }: {
    origin: string;
    locale: Locale;
    /** Where the request came from (lib/http/request.ts): its seat holds are limited per show. */
    clientAddress: string;
  },
): Promise<CheckoutReply> {
  const tickets = request.checkoutType === "TICKETS";
  const boothIds = [...new Set(request.boothIds)];
  const seatIds = [...new Set(request.seatIds)];
  if (tickets && boothIds.length) throw appError("BAD_REQUEST", "errors.checkout.ticketsSeatsOnly");
  if (boothIds.length + seatIds.length === 0)
    throw tickets
      ? appError("BAD_REQUEST", "tickets.emptyCheckout")
      : appError("BAD_REQUEST", "cart.emptyCheckout");
  checkLimits(boothIds.length, seatIds.length);
  const holdKey = holdKeyOf(clientAddress);

  const held = await transaction(async (tx) => {
    const earlier = await lockEarlierCheckouts(tx, buyer.accountId);
    const couponCode = request.couponCode?.trim() ? request.couponCode.trim().toUpperCase() : null;
    const coupon = couponCode ? await findUsableCoupon(couponCode, tx) : undefined;
    if (couponCode && !coupon) throw appError("BAD_REQUEST", "coupon.invalid");
    // The coupon's use is taken now, not at payment, so its limit holds however many checkouts
    // start at once; it is given back if the checkout ends unpaid.
    if (coupon && !(await reserveCoupon(tx, coupon.code)))
      throw appError("BAD_REQUEST", "coupon.invalid");

    // The earlier checkouts' items lock with the requested ones, in one pass ordered by id; then
    // they are released, so the account may check out again what it held a moment ago. A refusal
    // below rolls the release back.
    const locked = await lockItems(
      tx,
      [...new Set([...boothIds, ...earlier.boothIds])],
      [...new Set([...seatIds, ...earlier.seatIds])],
    );
    const freed = await cancelEarlierCheckouts(tx, earlier, REPLACED_MESSAGE);
    // seats offered from the waitlist to this account are its to take (and no one else's)
    const items = await withOfferedSeats(
      tx,
      buyer.accountId,
      requestedItems(locked, boothIds, seatIds, earlier.orderIds),
    );
    checkItems(items, boothIds, seatIds);
    checkCompanionSeats(await companionRuleSeats(tx, seatIds), seatIds);
    // One order belongs to one event: its booths' event (seats from the popup ride along), or
    // the seats' event for tickets. A booth order accepts that event's current contract.
    const eventId = orderEvent(items, tickets);
    // After an event's sales end its booths and seats are no longer sold (balances of orders
    // already placed stay payable: they are not checked out here).
    const ended = await salesEnded(
      tx,
      items.filter((i) => i.kind === "BOOTH").map((i) => i.eventId),
      items.filter((i) => i.kind === "SEAT").map((i) => i.eventId),
    );
    if (ended.booths) throw appError("CONFLICT", "errors.salesEnded.booths");
    if (ended.seats) throw appError("CONFLICT", "errors.salesEnded.tickets");
    if (boothIds.length && !(await isBookingOpen(tx, eventId)))
      throw appError("CONFLICT", "errors.bookingClosed");
    const contract = tickets ? undefined : (await currentContracts([eventId], tx)).get(eventId);
    if (boothIds.length && !contract) throw appError("CONFLICT", "errors.checkout.noContract");
    await checkAddressSeatHolds(tx, items, holdKey);
    // The booths' add-ons, priced from the event's catalogue like the booths: charged ones are
    // items of the order, those needing approval become requests; the damage deposit is owed
    // with the balance (not charged now).
    const ownGarbage = !tickets && Boolean(request.ownGarbage);
    const addonBooths = tickets ? [] : await boothsForAddons(boothIds, tx);
    const plan = planAddons({
      catalogue: boothIds.length ? await addonsOfEvent(eventId, {}, tx) : [],
      booths: addonBooths,
      choices: request.addons ?? [],
      ownGarbage,
    });
    const deposits = addonBooths.length ? await eventDeposits(eventId, tx) : undefined;
    const depositCents = deposits ? depositCentsFor(deposits, addonBooths) : 0;
    const prices = [...items.map((i) => i.priceCents ?? 0), ...plan.charged.map(lineCents)];
    const totals = tickets
      ? ticketTotals(prices, coupon?.percentOff)
      : boothCartTotals(prices, coupon?.percentOff);
    const payCents = payAmountCents(
      totals.totalCents,
      request.payCents,
      tickets ? TICKETS_PAID_IN_FULL_PERCENT : undefined,
    );

    const order = await insertOrder(
      tx,
      {
        vendorId: buyer.accountId,
        checkoutType: tickets ? "TICKETS" : "BOOTH_CART",
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        feesCents: totals.feesCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        paidCents: 0,
        balanceCents: totals.totalCents,
        couponCode: coupon?.code ?? null,
        couponPercent: coupon?.percentOff ?? null,
        couponReserved: Boolean(coupon),
        eventId,
        contractId: contract?.id ?? null,
        contractVersion: contract?.version ?? null,
        contractAcceptedAt: contract ? sql`now()` : null,
        holdExpiresAt: holdExpiry(holdMinutesFor(seatIds.length)),
        holdKey,
        locale,
        ownGarbage,
        depositCents,
      },
      [
        ...items.map((i) => ({
          kind: i.kind,
          boothId: i.kind === "BOOTH" ? i.id : null,
          seatId: i.kind === "SEAT" ? i.id : null,
          name: i.name,
          sectionName: i.sectionName,
          unitPriceCents: i.priceCents ?? 0,
        })),
        ...plan.charged.map((line) => ({
          kind: "ADDON" as const,
          addonId: line.addon.id,
          forBoothId: line.booth.id,
          name: line.addon.name,
          unitPriceCents: line.addon.priceCents,
          quantity: line.quantity,
        })),
      ],
    );
    const orderId = order.id;
    await insertCheckoutAddonRequests(
      tx,
      plan.requests.map((line) => ({
        orderId,
        addonId: line.addon.id,
        forBoothId: line.booth.id,
        quantity: line.quantity,
        requestedBy: buyer.accountId,
      })),
    );
    await holdItems(tx, orderId, boothIds, seatIds, order.holdExpiresAt!);
    if (totals.totalCents === 0) {
      // Nothing to pay (a 100% coupon): booked at once, without the provider.
      const sessionId = `${FREE_SESSION_PREFIX}${orderId}_${randomUUID()}`;
      await insertFreePayment(tx, orderId, sessionId);
      const applied = await applyMoneyEvent(tx, { kind: "free-checkout", orderId });
      return {
        free: { orderId, sessionId, effects: applied.effects },
        freed,
        earlierSessions: earlier.sessionIds,
      } as const;
    }
    const paymentId = await insertPayment(tx, { orderId, kind: "INITIAL", amountCents: payCents });
    return {
      free: null,
      orderId,
      holdExpiresAt: order.holdExpiresAt!,
      paymentId,
      lines: sessionLines(orderId, items, totals, payCents, tickets, locale, plan.charged),
      freed,
      earlierSessions: earlier.sessionIds,
    };
  });
  if (boothIds.length || held.freed.booths) boothStateChanged();
  if (seatIds.length || held.freed.seats) seatStateChanged();
  if (held.freed.seats) await seatsReturned();

  const expiring = expireEarlierSessions(held.earlierSessions);
  if (held.free) {
    await finishMoneyEvent(held.free.effects);
    await expiring;
    const success = `${origin}${localePath(locale, "/success")}?session_id=${held.free.sessionId}`;
    return { sessionId: held.free.sessionId, url: success, orderId: held.free.orderId };
  }
  try {
    const reply = await openCheckoutSession(
      {
        buyer,
        orderId: held.orderId,
        paymentId: held.paymentId,
        lines: held.lines,
        checkoutType: tickets ? "TICKETS" : "BOOTH_CART",
        origin,
        locale,
      },
      () => abandonCheckout(held.orderId, held.paymentId),
    );
    return { ...reply, holdExpiresAt: held.holdExpiresAt.toISOString() };
  } finally {
    await expiring;
  }
}

/**
 * The provider could not open a session: nothing was charged, so the order ends and its holds go.
 * A timed-out request may still open one at Stripe later: nobody has its URL, its expiry changes
 * nothing (the payment is FAILED), and a payment on it is refunded: it is not the session stored
 * for the payment.
 */
async function abandonCheckout(orderId: number, paymentId: number): Promise<void> {
  await transaction(async (tx) => {
    await failPayment(tx, paymentId);
    await releaseCoupon(tx, { id: orderId });
    await updateOrder(tx, orderId, {
      status: "FAILED",
      balanceCents: 0,
      holdExpiresAt: null,
      message: codedReason("reasons.providerUnreachable"),
    });
    await releaseHolds(tx, orderId);
  });
  boothStateChanged();
  seatStateChanged();
  await seatsReturned();
}
