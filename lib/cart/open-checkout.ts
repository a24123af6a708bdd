import { OPEN_CHECKOUT_KEY, readJsonStorage } from "./browser-state";
import type { ItemKind } from "./cart";
import { call } from "../http/client";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { PAYMENT_ROUTES } from "../payments/api";

/**
 * The checkout this browser last opened and has not finished: its order, the hosted payment page
 * and until when its items are held. The cart shows the hold while it runs and says when it has
 * lapsed; the success and cancel pages forget it.
 */
export type OpenCheckout = {
  orderId: number;
  url: string;
  holdExpiresAt: string;
  /** What the checkout holds, as "BOOTH 12" / "SEAT 3". */
  items: string[];
};

/** An item as the open checkout lists it: "BOOTH 12", "SEAT 3". */
export const itemKey = (item: { kind: ItemKind; id: number }) => `${item.kind} ${item.id}`;

export function readOpenCheckout(): OpenCheckout | null {
  const value = readJsonStorage<OpenCheckout | null>(OPEN_CHECKOUT_KEY, null);
  return value &&
    Number.isInteger(value.orderId) &&
    typeof value.url === "string" &&
    !Number.isNaN(Date.parse(value.holdExpiresAt)) &&
    Array.isArray(value.items)
    ? value
    : null;
}

export function rememberOpenCheckout(checkout: OpenCheckout): void {
  window.localStorage.setItem(OPEN_CHECKOUT_KEY, JSON.stringify(checkout));
}

export function forgetOpenCheckout(): void {
  window.localStorage.removeItem(OPEN_CHECKOUT_KEY);
}

/**
 * The Checkout Session of a stored checkout: the hosted payment page's address ends with its id
 * (`.../pay/cs_...`, at Stripe and at the local provider). Null for an address of another shape.
 */
function sessionIdOf(url: string): string | null {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    return last?.startsWith("cs_") ? last : null;
  } catch {
    return null;
  }
}

/** A ticket checkout: it holds seats and nothing else. */
const isTicketCheckout = (checkout: OpenCheckout) =>
  checkout.items.length > 0 && checkout.items.every((item) => item.startsWith("SEAT "));

const cancelCheckout = (sessionId: string) => call(PAYMENT_ROUTES.cancel, { body: { sessionId } });

type CancelAnswer = Awaited<ReturnType<typeof cancelCheckout>>;

let releasing: Promise<CancelAnswer | null> | null = null;

/**
 * Ends this browser's open ticket checkout when its buyer is back on the ticket pages without
 * having paid (the back button from the payment page): its session is expired and its seats are
 * released now, not when the hold lapses. The seats stay selected, to check out again. Booth
 * checkouts are left alone (the cart offers the way back to their payment page). Answers the
 * cancel's answer (cancelled, or paid after all), or null when no ticket checkout was open. One
 * call at a time; a network failure throws and keeps the checkout for the next visit.
 */
export function releaseOpenTicketCheckout(): Promise<CancelAnswer | null> {
  releasing ??= (async () => {
    const open = readOpenCheckout();
    const sessionId = open && isTicketCheckout(open) ? sessionIdOf(open.url) : null;
    if (!sessionId) return null;
    const answer = await cancelCheckout(sessionId);
    forgetOpenCheckout();
    return answer;
  })().finally(() => {
    releasing = null;
  });
  return releasing;
}

/** "12 min 05 s" left (in `locale`), or null once the time has passed. */
export function timeLeft(until: string, now: number, locale: Locale = "en"): string | null {
  const seconds = Math.floor((Date.parse(until) - now) / 1000);
  if (seconds <= 0) return null;
  return translator(locale)("hold.timeLeft", {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, "0"),
  });
}
