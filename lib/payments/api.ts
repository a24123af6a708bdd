import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { apiRoute } from "../http/route-contract";
import {
  balancePaymentSchema,
  cancelAnswer,
  paymentRequestSchema,
  paymentResultAnswer,
} from "../http/spec-fields";

// Checkout and payments as the public API and the cart, success and cancel pages see them: what
// each sends, what each answers, and the routes. The requests and answers that carry money keep
// the spec's names and dollars (lib/http/spec-fields/).

const INVALID_COUPON = ruleMessage("coupon.invalid");
const COUPON_MAX_LENGTH = 10;

/** GET /api/v1/applyCouponCode?code=: a malformed code (empty, over 10 characters) is a 400. */
export const couponQuery = z.object({
  code: z
    .string({ error: INVALID_COUPON })
    .trim()
    .min(1, { error: INVALID_COUPON })
    .max(COUPON_MAX_LENGTH, { error: INVALID_COUPON }),
});

export const couponAnswer = z.object({
  code: z.string(),
  discount: z.number(),
  message: z.string().optional(),
});

export const sessionIdSchema = z.object({
  sessionId: z
    .string({ error: ruleMessage("validation.sessionIdRequired") })
    .trim()
    .min(1, { error: ruleMessage("validation.sessionIdRequired") })
    .max(255, { error: ruleMessage("validation.sessionIdInvalid") }),
});

/** Where to pay: the Checkout Session, its order, and until when the items are held. */
export const checkoutAnswer = z.object({
  sessionId: z.string(),
  url: z.url(),
  orderId: z.number().int(),
  holdExpiresAt: z.iso.datetime({ offset: true }).optional(),
});

export const PAYMENT_ROUTES = {
  coupon: apiRoute({
    method: "GET",
    path: "/api/v1/applyCouponCode",
    query: couponQuery,
    answer: couponAnswer,
  }),
  pay: apiRoute({
    method: "POST",
    path: "/api/v1/payment",
    body: paymentRequestSchema,
    answer: checkoutAnswer,
  }),
  success: apiRoute({
    method: "POST",
    path: "/api/v1/order/success",
    body: sessionIdSchema,
    answer: paymentResultAnswer,
  }),
  cancel: apiRoute({
    method: "POST",
    path: "/api/v1/order/cancel",
    body: sessionIdSchema,
    answer: cancelAnswer,
  }),
  balance: apiRoute({
    method: "POST",
    path: "/api/v1/order/balance",
    body: balancePaymentSchema,
    answer: checkoutAnswer,
  }),
};
