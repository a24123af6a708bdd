import "server-only";
import { z } from "zod";
import { forgetAttempt } from "../accounts/queries/attempts";
import { CHECKOUT_SESSION_MINUTES, SEAT_HOLD_MINUTES } from "@/db/queries/holds";
import { HOLD_MINUTES } from "@/lib/booths/queries/holds";
import { PAYMENT_ROUTES } from "./api";
import { startCheckout } from "./checkout/start";
import { orderCancel, orderSuccess, payBalance } from "./order-actions";
import { handleStripeEvent, verifyStripeEvent } from "./webhook";
import { applyCoupon } from "../coupons/lookup";
import { AppError, appError } from "../http/envelope";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { publicOrigin } from "../http/origin";
import { assertReserved, LIMITS } from "../http/rate-limit";
import { clientAddress, requestLocale } from "../http/request";
import {
  balancePaymentOf,
  cancelPayload,
  checkoutRequestOf,
  paymentResultPayload,
} from "../http/spec-fields";
import { t } from "../i18n/messages";

const BUYERS = ["vendor", "visitor"] as const;

/** What the webhook answers Stripe: received, and whether the event had been applied before. */
const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

const tooManyCouponLookups = () => appError("TOO_MANY_REQUESTS", "errors.coupons.tooManyLookups");

/** The buyer's side of payments: coupons, checkout, its result or cancel, balances, the webhook. */
export const PAYMENT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...PAYMENT_ROUTES.coupon,
    summary: "A coupon's discount percentage",
    description:
      "?code= -> {code, discount}: the percentage; an unknown, expired or used-up code has discount 0 and message 'Invalid Coupon Code'; a malformed one (empty, over 10 characters) is 400",
    access: "public",
    csrf: false,
    handle: async ({ request, query }) => {
      await assertReserved(LIMITS.couponLookup, clientAddress(request), tooManyCouponLookups);
      return applyCoupon(query.code);
    },
  }),
  endpoint({
    ...PAYMENT_ROUTES.pay,
    summary: "Hold items and open a Checkout Session",
    description: `The payment request (cartItemModelList with booth ids in eventId, couponCode, paidAmount, ...) plus checkoutType (BOOTH_CART or TICKETS), seatIds, termsAccepted: true, optionally addons: [{boothId, addonId, quantity}] (add-ons of the event's catalogue for booths of this checkout, priced like booths: order items in the fees and HST; those needing approval become pending requests, not charged) and ownGarbage: true (the default add-ons, the garbage fee added to each food booth, are left out; recorded on the order); the order owes the event's damage deposit (food or other) with its balance, not now. Client prices, URLs and vendor id are ignored. -> {sessionId, url, orderId, holdExpiresAt} (holdExpiresAt: seats are held ${SEAT_HOLD_MINUTES} minutes, booths alone ${HOLD_MINUTES}; the Checkout Session stays payable ${CHECKOUT_SESSION_MINUTES} minutes, as the provider allows no less than 30, and a payment after the hold lapsed books its items only if they are still free, else it is refunded); TOO_MANY_REQUESTS when the seats would take the unpaid checkouts from the caller's client address past its share of the show (SEAT_HOLDS_PER_ADDRESS_PERCENT of its seats, at least MAX_SEATS_PER_ORDER), before anything is held; one event's booths per checkout (BAD_REQUEST otherwise), under that event's current contract (CONFLICT while it has none); CONFLICT names items no longer available; NOT_FOUND unknown items; BAD_REQUEST on addons for an add-on of another event, retired, not for that booth, for a booth not in the checkout or more than its maxPerBooth; FORBIDDEN for booths from a visitor account; 503 when the payment provider is unreachable`,
    access: BUYERS,
    csrf: true,
    handle: async ({ request, caller, body }) => {
      const checkout = checkoutRequestOf(body);
      // Visitor accounts buy tickets; booths are booked by vendors, under the vendor contract.
      if (caller.role === "visitor" && checkout.boothIds.length > 0)
        throw appError("FORBIDDEN", "errors.accounts.visitorsBuyTickets");
      // A coupon code tried here counts against the caller's coupon look-ups, as on
      // /api/v1/applyCouponCode: one that turns out right is forgotten, a wrong one stays counted.
      const tried = checkout.couponCode
        ? await assertReserved(LIMITS.couponLookup, clientAddress(request), tooManyCouponLookups)
        : null;
      const started = await startCheckout(caller, checkout, {
        origin: publicOrigin(request),
        locale: requestLocale(request),
        clientAddress: clientAddress(request),
      }).catch((error: unknown) => {
        if (tried && !(error instanceof AppError && error.code === "coupon.invalid"))
          void forgetAttempt(tried);
        throw error;
      });
      if (tried) await forgetAttempt(tried);
      return started;
    },
  }),
  endpoint({
    ...PAYMENT_ROUTES.success,
    summary: "The payment result of a session",
    description:
      "{sessionId} -> the payment result: name, lob, boothName (joined), boothPrice (sum), feesAmount, hstAmount, totalAmount, amount (paid), balance, paymentStatus, items[], message",
    access: BUYERS,
    csrf: true,
    handle: async ({ caller, body }) =>
      paymentResultPayload(await orderSuccess(caller, body.sessionId)),
  }),
  endpoint({
    ...PAYMENT_ROUTES.cancel,
    summary: "Cancel a session and release its holds",
    description:
      "{sessionId} -> {message: 'Payment is Cancelled', checkoutType, items}; the session is expired and the holds released; items are what it held, with event, section, today's price and whether each is still free (for Try again)",
    access: BUYERS,
    csrf: true,
    handle: async ({ caller, body }) => {
      const { code, checkoutType, items } = await orderCancel(caller, body.sessionId);
      return reply(cancelPayload(t(code), checkoutType, items), { code });
    },
  }),
  endpoint({
    ...PAYMENT_ROUTES.balance,
    summary: "Pay (part of) an order's balance",
    description:
      "{orderId, paidAmount?} -> {sessionId, url}: a Checkout Session for (part of) a PARTIALLY_PAID order's balance",
    access: BUYERS,
    csrf: true,
    handle: async ({ request, caller, body }) =>
      payBalance(caller, balancePaymentOf(body), {
        origin: publicOrigin(request),
        locale: requestLocale(request),
      }),
  }),
  endpoint({
    method: "POST",
    path: "/api/stripe/webhook",
    summary: "Stripe webhook events",
    description:
      "Stripe events, signature verified on the raw body; each event id applied once. No anti-forgery token: the signature is the proof",
    access: "public",
    csrf: false,
    signature: "stripe",
    // Stripe publishes no maximum for an event; its largest (a Checkout Session with its metadata
    // and custom fields, or a refund's charge with its history) run to a few hundred KB. 1 MiB
    // leaves room for those while a body of any size is cut off as it streams in.
    maxBodyBytes: 1024 * 1024,
    answer: webhookAnswer,
    handle: async ({ request, text }) => {
      const body = await text();
      const event = verifyStripeEvent(body, request.headers.get("stripe-signature"));
      const { duplicate } = await handleStripeEvent(event);
      return { received: true, duplicate };
    },
  }),
];
