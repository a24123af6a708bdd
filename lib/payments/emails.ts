import { createElement } from "react";
import { renderEmail } from "../email/components/email-shell";
import { OrderRefundEmail, ReceiptEmail, RefundEmail } from "../email/components/order-emails";
import { translator } from "../i18n/messages";
import type { OrderView } from "@/lib/orders/queries/view";
import type { ThingsToDo } from "../requirements/things-to-do";
import { passesPdf, type PrintablePass } from "../door/pass-pdf";

/**
 * Receipt after a payment, to the order's contact, as HTML and plain text, in the order's
 * language; `todo`: what a booked booth still needs (its checklist); `passes`: its booked
 * booths' door passes, attached as one PDF (a card per booth, its short code printed under its QR
 * code) and each named with its short code in the text.
 */
export async function receiptEmail(
  view: OrderView,
  todo?: ThingsToDo | null,
  passes: PrintablePass[] = [],
) {
  const attachments = passes.length ? [await passesPdf(passes, view)] : [];
  return {
    to: view.email,
    subject: translator(view.locale)("email.receipt.subject", { order: String(view.orderId) }),
    ...(await renderEmail(createElement(ReceiptEmail, { view, todo, passes }))),
    ...(attachments.length ? { attachments } : {}),
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

/**
 * An organiser's refund or cancellation, to the order's contact, in the order's language: the
 * amount given back (0: none), the reason and the items given back.
 */
export async function orderRefundEmail(
  view: OrderView,
  change: { amountCents: number; reason: string; released: string[]; cancelled: boolean },
) {
  const subject = change.cancelled
    ? "email.orderRefund.subjectCancelled"
    : "email.orderRefund.subject";
  return {
    to: view.email,
    subject: translator(view.locale)(subject, { order: String(view.orderId) }),
    ...(await renderEmail(createElement(OrderRefundEmail, { view, ...change }))),
  };
}
