"use client";

import { useState } from "react";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import { DEPOSIT_ROUTES } from "@/lib/deposits/api";
import { useT } from "../locale-provider";

/** Pays an order's damage deposit through its own Stripe Checkout. */
export function DepositPayButton({ orderId }: { orderId: number }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const reply = await call(DEPOSIT_ROUTES.pay, { params: { orderId } });
      if (reply.status === "OK") {
        window.location.assign(reply.payload.url);
        return;
      }
      alertService.error(answerMessage(reply, t("orders.deposit.notStarted")));
    } catch (error) {
      alertService.error(
        error instanceof NetworkError ? error.message : t("orders.deposit.notStarted"),
      );
    }
    setBusy(false);
  }
  return (
    <button
      type="button"
      className="mt-3 btn-secondary"
      onClick={() => void pay()}
      disabled={busy}
      aria-busy={busy}
      data-testid="pay-deposit"
    >
      {busy ? t("common.redirectingToPayment") : t("orders.deposit.pay")}
    </button>
  );
}
