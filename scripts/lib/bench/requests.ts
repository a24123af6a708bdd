// Requests a signed-in browser and the payment provider send to an app process.
import Stripe from "stripe";
import { CSRF_HEADER } from "../../../lib/http/csrf-names";
import type { SignedIn } from "../../../tests/support/fixtures";

/** POST /api/v1/payment as a signed-in browser sends it, with the terms accepted. */
export function postCheckout(appUrl: string, browser: SignedIn, body: Record<string, unknown>) {
  return fetch(`${appUrl}/api/v1/payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: browser.cookie,
      [CSRF_HEADER]: browser.csrf,
    },
    body: JSON.stringify({ termsAccepted: true, ...body }),
  });
}

/** A booth cart's request body: the booths by id, as the cart sends them. */
export const boothCart = (...boothIds: number[]) => ({
  cartItemModelList: boothIds.map((eventId) => ({ eventId })),
});

/** Delivers a provider event to an app's webhook endpoint, signed as Stripe signs it. */
export function deliverWebhook(appUrl: string, payload: string, secret: string) {
  return fetch(`${appUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
}
