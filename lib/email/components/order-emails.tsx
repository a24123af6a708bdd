import { Text } from "@react-email/components";
import { Fragment } from "react";
import type { OrderView } from "@/db/queries/order-view";
import { formatCad } from "../../pricing";
import { EmailShell } from "./email-shell";

/** The order's event, items, discount and amounts, one per line. */
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

/** Lines kept together in one paragraph, one per line (in the plain-text part too). */
function Lines({ lines }: { lines: string[] }) {
  return (
    <Text>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** Receipt after a payment: the items (booths or seats), the figures and what is still owed. */
export function ReceiptEmail({ view }: { view: OrderView }) {
  const what = view.checkoutType === "TICKETS" ? "seats" : "booth booking";
  const thanks = `Thank you! We received your payment for order ${view.orderId} (${what}).`;
  return (
    <EmailShell title={`Receipt for order ${view.orderId}`} preview={thanks}>
      <Text>{`Hello ${view.contactName},`}</Text>
      <Text>{thanks}</Text>
      <Lines lines={figures(view)} />
      <Text>
        {view.balanceCents > 0
          ? `A balance of ${formatCad(view.balanceCents)} remains. All payments are due one week before the festival; pay it from your profile.`
          : "Your order is paid in full."}
      </Text>
    </EmailShell>
  );
}

/** A payment that arrived after its hold ended on items sold since, refunded in full. */
export function RefundEmail({ view }: { view: OrderView }) {
  const refunded = "We have refunded your payment in full. Nothing has been charged.";
  return (
    <EmailShell title={`Order ${view.orderId} refunded`} preview={refunded}>
      <Text>{`Hello ${view.contactName},`}</Text>
      <Text>
        {`Your payment for order ${view.orderId} arrived after your hold on ${view.items.map((i) => i.name).join(", ")} ended, and someone else has since booked it.`}
      </Text>
      <Text>{refunded}</Text>
    </EmailShell>
  );
}
