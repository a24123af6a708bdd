"use client";

import { useState } from "react";
import { alertService } from "@/lib/alerts";
import { NetworkError, payloadMessage, postJson } from "@/lib/client-api";

/** Pays the remaining balance of a PARTIALLY_PAID order through the same Stripe Checkout. */
export function PayBalanceButton({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const reply = await postJson<{ url: string }>("/api/v1/order/balance", { orderId });
      if (reply.status === "OK") {
        window.location.assign(reply.payload.url);
        return;
      }
      alertService.error(payloadMessage(reply.payload, "The payment could not be started."));
    } catch (error) {
      alertService.error(
        error instanceof NetworkError ? error.message : "The payment could not be started.",
      );
    }
    setBusy(false);
  }
  return (
    <button
      type="button"
      className="mt-3 btn-primary"
      onClick={() => void pay()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? "Redirecting to payment..." : "Pay balance"}
    </button>
  );
}
