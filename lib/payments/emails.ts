import { createElement } from "react";
import { renderEmail } from "../email/components/email-shell";
import { ReceiptEmail, RefundEmail } from "../email/components/order-emails";
import { translator } from "../messages";
import type { OrderView } from "@/db/queries/order-view";

/** Receipt after a payment, to the order's contact, as HTML and plain text, in the order's language. */
export async function receiptEmail(view: OrderView) {
  return {
    to: view.email,
    subject: translator(view.locale)("email.receipt.subject", { order: String(view.orderId) }),
    ...(await renderEmail(createElement(ReceiptEmail, { view }))),
  };
}

/**
 * The notice that a late payment was refunded, to the order's contact, as HTML and plain text,
 * in the order's language.
 */
export async function refundEmail(view: OrderView) {
  return {
    to: view.email,
    subject: translator(view.locale)("email.refund.subject", { order: String(view.orderId) }),
    ...(await renderEmail(createElement(RefundEmail, { view }))),
  };
}
