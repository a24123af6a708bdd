import { layout } from "../email/templates";
import { formatCad } from "../pricing";
import { SITE_NAME } from "../site";
import type { OrderView } from "./order-view";

function figures(view: OrderView): string[] {
  return [
    ...(view.event ? [`${view.event.name} (${view.event.dateText})`] : []),
    ...view.items.map(
      (i) =>
        `${i.sectionName ? `${i.sectionName}, ` : ""}${i.kind === "SEAT" ? "Seat" : "Booth"} ${i.name}: ${formatCad(i.priceCents)}`,
    ),
    ...(view.discountCents ? [`Coupon ${view.couponCode}: -${formatCad(view.discountCents)}`] : []),
    `Sub Total: ${formatCad(view.subtotalCents)}`,
    `${view.checkoutType === "TICKETS" ? "Service Fees" : "Fees"}: ${formatCad(view.feesCents)}`,
    `HST 13%: ${formatCad(view.taxCents)}`,
    `Total Amount: ${formatCad(view.totalCents)}`,
    `Paid: ${formatCad(view.paidCents)}`,
    `Balance: ${formatCad(view.balanceCents)}`,
  ];
}

/** Receipt after a payment: the items (booths or seats), the figures and what is still owed. */
export function receiptEmail(view: OrderView) {
  const what = view.checkoutType === "TICKETS" ? "seats" : "booth booking";
  const lines = [
    `Hello ${view.contactName},`,
    `Thank you! We received your payment for order ${view.orderId} (${what}).`,
    ...figures(view),
    view.balanceCents > 0
      ? `A balance of ${formatCad(view.balanceCents)} remains. All payments are due one week before the festival; pay it from your profile.`
      : "Your order is paid in full.",
  ];
  return {
    to: view.email,
    subject: `${SITE_NAME}: receipt for order ${view.orderId}`,
    text: lines.join("\n"),
    html: layout(`Receipt for order ${view.orderId}`, lines),
  };
}

export function refundEmail(view: OrderView) {
  const lines = [
    `Hello ${view.contactName},`,
    `Your payment for order ${view.orderId} arrived after your hold on ${view.items.map((i) => i.name).join(", ")} ended, and someone else has since booked it.`,
    "We have refunded your payment in full. Nothing has been charged.",
  ];
  return {
    to: view.email,
    subject: `${SITE_NAME}: order ${view.orderId} refunded`,
    text: lines.join("\n"),
    html: layout(`Order ${view.orderId} refunded`, lines),
  };
}
