"use client";

import { useState } from "react";
import { alertService } from "@/lib/alerts";
import { NetworkError, payloadMessage, postJson } from "@/lib/client-api";
import { rememberOpenCheckout } from "@/lib/open-checkout";
import { formatCad, minimumPayCents } from "@/lib/pricing";

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
  const [edited, setEdited] = useState<{ forTotal: number; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const minCents = minimumPayCents(totalCents, depositPercent);
  // The typed amount belongs to the total it was typed for; a new total resets it to the total.
  const payText =
    edited && edited.forTotal === totalCents ? edited.value : (totalCents / 100).toFixed(2);
  const payCents = Math.round(Number(payText) * 100);
  const payError =
    totalCents > 0 && (!Number.isFinite(payCents) || payCents < minCents || payCents > totalCents)
      ? `Pay Amount must be between ${formatCad(minCents)} and ${formatCad(totalCents)}.`
      : null;

  /**
   * Starts the checkout of `items` ("BOOTH 12", "SEAT 3"), described by `request`. Answers
   * "CONFLICT" when some item was taken meanwhile (the caller marks those lines).
   */
  async function start(
    request: Record<string, unknown>,
    items: string[],
  ): Promise<"STARTED" | "CONFLICT" | "FAILED"> {
    setBusy(true);
    try {
      const result = await postJson<{
        sessionId: string;
        url: string;
        orderId: number;
        holdExpiresAt?: string;
      }>("/api/v1/payment", { ...request, paidAmount: payCents / 100 });
      if (result.status === "OK") {
        const { orderId, url, holdExpiresAt } = result.payload;
        if (holdExpiresAt) rememberOpenCheckout({ orderId, url, holdExpiresAt, items });
        window.location.assign(url);
        return "STARTED";
      }
      alertService.error(
        payloadMessage(result.payload, "The checkout could not be started. Please try again."),
      );
      setBusy(false);
      return result.status === "CONFLICT" ? "CONFLICT" : "FAILED";
    } catch (error) {
      alertService.error(
        error instanceof NetworkError
          ? error.message
          : "The checkout could not be started. Please try again.",
      );
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
  return (
    <div>
      <label htmlFor="pay-amount" className="field-label">
        Pay Amount
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
        {checkout.payError ??
          "Pay in full now, or a deposit now and the balance from your profile before the festival."}
      </p>
    </div>
  );
}

/** Clear and Check Out under a summary; Check Out waits for the terms and a valid amount. */
export function CheckoutActions({
  checkout,
  termsAccepted,
  blocked = false,
  onClear,
  onSubmit,
}: {
  checkout: Checkout;
  termsAccepted: boolean;
  /** A line must be removed first (an item someone else took). */
  blocked?: boolean;
  onClear: () => void;
  onSubmit: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="btn-secondary" onClick={onClear}>
        Clear
      </button>
      <button
        type="button"
        className="btn-primary flex-1"
        disabled={!termsAccepted || blocked || checkout.busy || !!checkout.payError}
        aria-busy={checkout.busy}
        onClick={onSubmit}
      >
        {checkout.busy ? "Redirecting to payment..." : "Check Out"}
      </button>
    </div>
  );
}
