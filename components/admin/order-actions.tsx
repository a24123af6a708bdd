"use client";

import { useState } from "react";
import { StatusLine } from "./booth-editor-parts";
import { CancelForm } from "./order-cancel-form";
import type { OrderActionProps } from "./order-action-parts";
import { ChargeForm, PaymentForm } from "./order-payment-forms";
import { RefundForm } from "./order-refund-form";

// What an organiser does with one order: refund it (giving items back), record a payment taken
// at the office, add a charge, or cancel it. Each form sends one organiser API call (amounts typed
// in dollars, sent in cents); the page's data is read again after every change, what was done is
// said in one status line, and what the API refuses is shown on the field it names. A refund and a
// cancellation are sent only once the organiser confirms what they do with the money and items.

export function OrderActions(props: OrderActionProps) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <StatusLine message={done} />
      {props.refundableCents > 0 && <RefundForm {...props} onDone={setDone} />}
      {props.canTakePayment && <PaymentForm {...props} onDone={setDone} />}
      {props.canAddCharge && <ChargeForm {...props} onDone={setDone} />}
      {props.canCancel && <CancelForm {...props} onDone={setDone} />}
    </div>
  );
}
