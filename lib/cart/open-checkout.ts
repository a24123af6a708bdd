import { readJsonStorage } from "./browser-state";
import type { ItemKind } from "./cart";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";

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

const OPEN_CHECKOUT_KEY = "openCheckout";

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

/** "12 min 05 s" left (in `locale`), or null once the time has passed. */
export function timeLeft(until: string, now: number, locale: Locale = "en"): string | null {
  const seconds = Math.floor((Date.parse(until) - now) / 1000);
  if (seconds <= 0) return null;
  return translator(locale)("hold.timeLeft", {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, "0"),
  });
}
