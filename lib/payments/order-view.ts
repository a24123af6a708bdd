import "server-only";
import type { OrderView } from "@/db/queries/order-view";
import { centsToDollars } from "./pricing";

/**
 * The payment result: name, lob, boothName, boothPrice, feesAmount, hstAmount,
 * totalAmount, amount (paid), balance, paymentStatus; for several items boothName joins their
 * names, boothPrice is their sum, and `items` lists each. Money in dollars.
 */
export function paymentResult(view: OrderView) {
  return {
    orderId: view.orderId,
    checkoutType: view.checkoutType,
    eventGuid: view.event?.guid ?? null,
    eventName: view.event?.name ?? null,
    eventDate: view.event?.dateText ?? null,
    eventVenue: view.event ? `${view.event.location}, ${view.event.address}` : null,
    name: view.vendorName,
    lob: view.lob,
    boothName: view.items.map((i) => i.name).join(", "),
    boothPrice: centsToDollars(view.items.reduce((sum, i) => sum + i.priceCents, 0)),
    discountAmount: centsToDollars(view.discountCents),
    feesAmount: centsToDollars(view.feesCents),
    hstAmount: centsToDollars(view.taxCents),
    totalAmount: centsToDollars(view.totalCents),
    amount: centsToDollars(view.paidCents),
    balance: centsToDollars(view.balanceCents),
    paymentStatus: view.status,
    items: view.items.map((i) => ({
      id: i.id,
      name: i.name,
      kind: i.kind,
      sectionName: i.sectionName,
      price: centsToDollars(i.priceCents),
    })),
    message: view.message,
  };
}
export type PaymentResult = ReturnType<typeof paymentResult>;
