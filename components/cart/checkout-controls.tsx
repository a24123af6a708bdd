"use client";

import { useEffect, useRef, useState } from "react";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import type { CheckoutType, ItemKind } from "@/lib/cart/cart";
import { paymentRequestBody } from "@/lib/http/spec-fields";
import { PAYMENT_ROUTES } from "@/lib/payments/api";
import { itemKey, rememberOpenCheckout } from "@/lib/cart/open-checkout";
import {
  dollarInputValue,
  formatCad,
  isPayAmountAllowed,
  parseTypedDollars,
  payAmountLimits,
} from "@/lib/payments/pricing";
import { payAmountWording } from "@/lib/payments/pay-amount";
import { useT } from "../locale-provider";

type Checkout = ReturnType<typeof useCheckout>;

/**
 * Pay Amount (defaults to the total; a deposit from the minimum up to the total, both offered
 * beside the box with the minimum named before anything is typed) and the Check Out call:
 * POST /api/v1/payment, then the browser goes to the returned Checkout URL.
 */
export function useCheckout({
  totalCents,
  depositPercent,
  dueDay = null,
  onHeld,
}: {
  totalCents: number;
  depositPercent: number;
  /** The event's balance due date (YYYY-MM-DD), when it has one. */
  dueDay?: string | null;
  /** Told when the checkout holds its items and until when, just before the payment page opens. */
  onHeld?: (holdExpiresAt: string) => void;
}) {
  const { t, locale } = useT();
  const [edited, setEdited] = useState<{ forTotal: number; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The typed amount belongs to the total it was typed for; a new total resets it to the total.
  const payText =
    edited && edited.forTotal === totalCents ? edited.value : dollarInputValue(totalCents);
  const payCents = parseTypedDollars(payText);
  const { minCents, maxCents } = payAmountLimits(totalCents, depositPercent);
  const payError =
    totalCents > 0 &&
    (payCents === null || !isPayAmountAllowed(payCents, totalCents, depositPercent))
      ? t("checkout.payAmountRange", {
          min: formatCad(minCents, locale),
          max: formatCad(maxCents, locale),
        })
      : null;

  /**
   * Starts the checkout of `items` (booths and seats by kind and id), with the coupon if any and
   * the booths' add-ons.
   * Answers "CONFLICT" when some item was taken meanwhile (the caller marks those lines).
   */
  async function start(
    checkoutType: CheckoutType,
    items: { kind: ItemKind; id: number }[],
    couponCode: string | null = null,
    extras: {
      addons?: { boothId: number; addonId: number; quantity: number }[];
      ownGarbage?: boolean;
    } = {},
  ): Promise<"STARTED" | "CONFLICT" | "FAILED"> {
    setBusy(true);
    try {
      const result = await call(PAYMENT_ROUTES.pay, {
        body: paymentRequestBody(checkoutType, items, {
          couponCode,
          payCents: payCents ?? totalCents,
          ...extras,
        }),
      });
      if (result.status === "OK") {
        const { orderId, url, holdExpiresAt } = result.payload;
        if (holdExpiresAt) {
          rememberOpenCheckout({ orderId, url, holdExpiresAt, items: items.map(itemKey) });
          onHeld?.(holdExpiresAt);
        }
        window.location.assign(url);
        return "STARTED";
      }
      alertService.error(answerMessage(result, t("checkout.notStarted")));
      setBusy(false);
      return result.status === "CONFLICT" ? "CONFLICT" : "FAILED";
    } catch (error) {
      alertService.error(error instanceof NetworkError ? error.message : t("checkout.notStarted"));
    }
    setBusy(false);
    return "FAILED";
  }

  return {
    busy,
    payText,
    payError,
    payCents,
    wording: payAmountWording(totalCents, depositPercent, locale, dueDay),
    setPayText: (value: string) => setEdited({ forTotal: totalCents, value }),
    start,
  };
}

export function PayAmountField({ checkout }: { checkout: Checkout }) {
  const { t } = useT();
  const { choices, help } = checkout.wording;
  return (
    <div>
      <label htmlFor="pay-amount" className="field-label">
        {t("checkout.payAmount")}
      </label>
      <input
        id="pay-amount"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        className="field-input"
        value={checkout.payText}
        aria-invalid={checkout.payError ? true : undefined}
        aria-describedby="pay-amount-help"
        onChange={(e) => checkout.setPayText(e.target.value)}
      />
      {choices.length > 1 && (
        <div
          role="group"
          aria-label={t("checkout.payChoices")}
          className="mt-2 flex flex-wrap gap-2"
          data-testid="pay-choices"
        >
          {choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              className="btn-secondary text-sm"
              aria-pressed={checkout.payCents === choice.cents}
              onClick={() => checkout.setPayText(dollarInputValue(choice.cents))}
            >
              {t(choice.key, choice.params)}
            </button>
          ))}
        </div>
      )}
      <p
        id="pay-amount-help"
        className={checkout.payError ? "field-error" : "mt-1 text-sm text-ink-muted"}
      >
        {checkout.payError ?? t(help.key, help.params)}
      </p>
    </div>
  );
}

/**
 * Clear and Check Out under a summary; Check Out waits for the terms and a valid amount. Clear
 * asks first ("Clear the cart?"), in place, with the keyboard's focus on the safe answer; Escape
 * keeps the cart.
 */
export function CheckoutActions({
  checkout,
  termsAccepted,
  blocked = false,
  blockedReason,
  onClear,
  onSubmit,
}: {
  checkout: Checkout;
  termsAccepted: boolean;
  /** A line must be removed first (an item someone else took, a booth a visitor cannot book). */
  blocked?: boolean;
  /** Why Check Out is not available, said beside it. */
  blockedReason?: string;
  onClear: () => void;
  onSubmit: () => void;
}) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (wasAsking.current) clearButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return (
    <div className="flex flex-wrap gap-3">
      {blocked && blockedReason && (
        <p id="checkout-blocked" className="w-full text-sm font-semibold text-crimson">
          {blockedReason}
        </p>
      )}
      {asking && (
        <div
          role="alertdialog"
          aria-labelledby="clear-question"
          className="w-full rounded-lg border-s-4 border-amber-600 bg-amber-50 p-3 text-amber-950"
          data-testid="clear-confirm"
          onKeyDown={(e) => {
            if (e.key === "Escape") setAsking(false);
          }}
        >
          <p id="clear-question" className="font-semibold">
            {t("checkout.clear.question")}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                setAsking(false);
                onClear();
              }}
            >
              {t("checkout.clear.confirm")}
            </button>
            <button
              ref={keepButton}
              type="button"
              className="btn-secondary"
              onClick={() => setAsking(false)}
            >
              {t("checkout.clear.keep")}
            </button>
          </div>
        </div>
      )}
      <button
        ref={clearButton}
        type="button"
        className="btn-secondary"
        aria-expanded={asking}
        onClick={() => setAsking(true)}
      >
        {t("common.clear")}
      </button>
      <button
        type="button"
        className="btn-primary flex-1"
        disabled={!termsAccepted || blocked || checkout.busy || !!checkout.payError}
        aria-busy={checkout.busy}
        aria-describedby={blocked && blockedReason ? "checkout-blocked" : undefined}
        onClick={onSubmit}
      >
        {checkout.busy ? t("common.redirectingToPayment") : t("checkout.checkOut")}
      </button>
    </div>
  );
}
