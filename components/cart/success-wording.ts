import type { PaymentResult } from "@/lib/http/spec-fields";

type Order = Pick<PaymentResult, "checkoutType" | "paymentStatus" | "items">;

/**
 * The words of /success's payment layout (catalogue keys). A booth order, or a cart holding
 * booths, keeps the booth wording ("Thank you for your payment!", Booth Name, Booth Price, LOB).
 * A ticket order, a tickets checkout or a cart of seats only, speaks of tickets and seats: the
 * heading says whether the tickets are issued (paid in full) or the seats kept for a balance.
 */
export function successWording(order: Order) {
  const tickets =
    order.checkoutType === "TICKETS" ||
    (order.items.length > 0 && order.items.every((i) => i.kind === "SEAT"));
  const heading =
    order.paymentStatus === "REFUNDED"
      ? "payment.refunded"
      : !tickets
        ? "payment.thanks"
        : order.paymentStatus === "PAID"
          ? "tickets.ready"
          : "tickets.seatsKept";
  return {
    tickets,
    heading,
    items: tickets ? "payment.fields.seats" : "payment.fields.boothName",
    price: tickets ? "payment.fields.ticketPrice" : "payment.fields.boothPrice",
  } as const;
}
