import { createElement } from "react";
import { renderEmail } from "../email/components/email-shell";
import { ReceiptEmail, RefundEmail } from "../email/components/order-emails";
import { SITE_NAME } from "../site";
import type { OrderView } from "@/db/queries/order-view";

/** Receipt after a payment, to the order's contact, as HTML and plain text. */
export async function receiptEmail(view: OrderView) {
  return {
    to: view.email,
    subject: `${SITE_NAME}: receipt for order ${view.orderId}`,
    ...(await renderEmail(createElement(ReceiptEmail, { view }))),
  };
}

/** The notice that a late payment was refunded, to the order's contact, as HTML and plain text. */
export async function refundEmail(view: OrderView) {
  return {
    to: view.email,
    subject: `${SITE_NAME}: order ${view.orderId} refunded`,
    ...(await renderEmail(createElement(RefundEmail, { view }))),
  };
}
