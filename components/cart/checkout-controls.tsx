"use client";

import { useState } from "react";
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
import { useT } from "../locale-provider";

type Checkout = ReturnType<typeof useCheckout>;

/**
 * Pay Amount (defaults to the total; a deposit from the minimum up to the total) and the
 * Check Out call: POST /api/v1/payment, then the browser goes to the returned Checkout URL.
 */
export function useCheckout({
  totalCents,
  depositPercent,
}: {
  totalCents: number;
  depositPercent: number;
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
        if (holdExpiresAt)
          rememberOpenCheckout({ orderId, url, holdExpiresAt, items: items.map(itemKey) });
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
    setPayText: (value: string) => setEdited({ forTotal: totalCents, value }),
    start,
  };
}

export function PayAmountField({ checkout }: { checkout: Checkout }) {
  const { t } = useT();
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
      <p
        id="pay-amount-help"
        className={checkout.payError ? "field-error" : "mt-1 text-sm text-ink-muted"}
      >
        {checkout.payError ?? t("checkout.payAmountHelp")}
      </p>
    </div>
  );
}

/** Clear and Check Out under a summary; Check Out waits for the terms and a valid amount. */
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
  return (
    <div className="flex flex-wrap gap-3">
      {blocked && blockedReason && (
        <p id="checkout-blocked" className="w-full text-sm font-semibold text-crimson">
          {blockedReason}
        </p>
      )}
      <button type="button" className="btn-secondary" onClick={onClear}>
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
