"use client";

import { useState } from "react";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import { PAYMENT_ROUTES } from "@/lib/payments/api";
import { useT } from "../locale-provider";

/** Pays the remaining balance of a PARTIALLY_PAID order through the same Stripe Checkout. */
export function PayBalanceButton({ orderId }: { orderId: number }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const reply = await call(PAYMENT_ROUTES.balance, { body: { orderId } });
      if (reply.status === "OK") {
        window.location.assign(reply.payload.url);
        return;
      }
      alertService.error(answerMessage(reply, t("payment.balanceNotStarted")));
    } catch (error) {
      alertService.error(
        error instanceof NetworkError ? error.message : t("payment.balanceNotStarted"),
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
      {busy ? t("common.redirectingToPayment") : t("payment.payBalance")}
    </button>
  );
}
