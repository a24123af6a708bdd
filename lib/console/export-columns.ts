import "server-only";
import type { BookedBooth, OrderLine, TicketLine } from "./queries/exports";
import type { ContactMessageLine, SubscriberLine } from "../site/queries";
import type { PaymentMethod } from "@/db/queries/model";
import { orderStatusWords, type OrderStanding } from "../orders/status-words";
import type { Column } from "./spreadsheet";

// The columns of the organiser's downloads (lib/console/exports.ts), one list per kind of file:
// what each column is headed, how it is typed in a spreadsheet and which value of a row it holds.

// --- Words, not codes: what the console's pages say ---

/** Words already written, by state, balance and total: a file repeats a few of them many times. */
const stateWords = new Map<string, string>();

/**
 * An order's state as the console's orders list says it ("Deposit paid, $337.60 due", or "Paid in
 * part, $140.34 due" once most of its total is paid).
 */
function orderState(order: OrderStanding): string {
  const key = `${order.status} ${order.balanceCents} ${order.totalCents}`;
  let words = stateWords.get(key);
  if (words === undefined) {
    if (stateWords.size >= 10_000) stateWords.clear();
    words = orderStatusWords(order).text;
    stateWords.set(key, words);
  }
  return words;
}

/** How a payment was made, as the console's order page says it. */
const METHOD_WORDS: Record<PaymentMethod, string> = {
  STRIPE: "Card (Stripe)",
  CHEQUE: "Cheque",
  ETRANSFER: "e-Transfer",
  CASH: "Cash",
  COUPON: "Free (100% coupon)",
};

/**
 * Several values of one cell (an order's payment references, its Stripe ids), one per line: each
 * is one line of text (references and names are refused with a line break in them), so no value
 * can be read as two, whatever commas or semicolons it holds.
 */
const lines = (values: readonly string[]) => (values.length ? values.join("\n") : null);

export const VENDOR_COLUMNS: Column<BookedBooth>[] = [
  { header: "Booth", type: "text", width: 10, value: (r) => r.boothName },
  { header: "Section", type: "text", value: (r) => r.sectionName },
  {
    header: "Status",
    type: "text",
    width: 26,
    value: (r) =>
      r.orderStatus === null
        ? "Booked by the office"
        : orderState({
            status: r.orderStatus,
            balanceCents: r.orderBalanceCents ?? 0,
            totalCents: r.orderTotalCents ?? 0,
          }),
  },
  { header: "Order", type: "integer", value: (r) => r.orderId },
  { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
  { header: "LOB", type: "text", width: 30, value: (r) => r.lob },
  { header: "Contact", type: "text", value: (r) => r.contactName },
  { header: "Phone", type: "text", width: 16, value: (r) => r.phone },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Paid", type: "money", value: (r) => r.paidCents },
  { header: "Balance", type: "money", value: (r) => r.balanceCents },
  // the damage deposit of the booth's order: apart from the price, never in Paid or Balance
  { header: "Deposit owed", type: "money", value: (r) => r.depositCents },
  { header: "Deposit paid", type: "money", value: (r) => r.depositPaidCents },
  { header: "Deposit returned", type: "money", value: (r) => r.depositReturnedCents },
  { header: "Deposit kept", type: "money", value: (r) => r.depositKeptCents },
];

/** An order's figure, on the first line of the order only (its sum is then the orders'). */
const figure =
  (cents: (r: OrderLine) => number) =>
  (r: OrderLine): number | null =>
    r.firstLine ? cents(r) : null;

export const ORDER_COLUMNS: Column<OrderLine>[] = [
  { header: "Order", type: "integer", value: (r) => r.id },
  { header: "Placed", type: "datetime", value: (r) => r.createdAt },
  {
    header: "Status",
    type: "text",
    width: 26,
    value: (r) =>
      orderState({ status: r.status, balanceCents: r.owedCents, totalCents: r.totalCents }),
  },
  { header: "Event", type: "text", width: 30, value: (r) => r.eventName },
  { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  // one line per item the order lists: a live order's held items, all of an ended order's
  { header: "Item", type: "text", width: 18, value: (r) => r.item },
  { header: "Section", type: "text", value: (r) => r.itemSection },
  { header: "Item price", type: "money", value: (r) => r.itemCents },
  { header: "Coupon", type: "text", width: 12, value: (r) => r.couponCode },
  // the subtotal is the items after the coupon's discount
  { header: "Subtotal", type: "money", value: figure((r) => r.subtotalCents) },
  { header: "Discount", type: "money", value: figure((r) => r.discountCents) },
  { header: "Fees", type: "money", value: figure((r) => r.feesCents) },
  { header: "Charges", type: "money", value: figure((r) => r.chargesCents) },
  { header: "HST", type: "money", value: figure((r) => r.taxCents) },
  { header: "Credits", type: "money", value: figure((r) => r.creditsCents) },
  { header: "Total", type: "money", value: figure((r) => r.totalCents) },
  { header: "Paid", type: "money", value: figure((r) => r.paidCents) },
  { header: "Refunded", type: "money", value: figure((r) => r.refundedCents) },
  { header: "Balance", type: "money", value: figure((r) => r.owedCents) },
  // the damage deposit, apart from the price (in none of the columns above)
  { header: "Deposit owed", type: "money", value: figure((r) => r.depositCents) },
  { header: "Deposit paid", type: "money", value: figure((r) => r.depositPaidCents) },
  { header: "Deposit returned", type: "money", value: figure((r) => r.depositReturnedCents) },
  { header: "Deposit kept", type: "money", value: figure((r) => r.depositKeptCents) },
  {
    header: "Method",
    type: "text",
    width: 18,
    lines: true,
    value: (r) => lines(r.methods.map((m) => METHOD_WORDS[m]).sort()),
  },
  { header: "Reference", type: "text", width: 16, lines: true, value: (r) => lines(r.references) },
  {
    header: "Stripe session",
    type: "text",
    width: 40,
    lines: true,
    value: (r) => lines(r.stripeSessionIds),
  },
  {
    header: "Payment intent",
    type: "text",
    width: 32,
    lines: true,
    value: (r) => lines(r.paymentIntentIds),
  },
  {
    header: "Stripe refund",
    type: "text",
    width: 32,
    lines: true,
    value: (r) => lines(r.stripeRefundIds),
  },
];

export const TICKET_COLUMNS: Column<TicketLine>[] = [
  { header: "Seat", type: "text", width: 16, value: (r) => r.seatLabel },
  // a voided ticket's QR code still verifies: the door list says it admits no one
  { header: "Status", type: "text", width: 10, value: (r) => (r.voidedAt ? "Voided" : "Valid") },
  { header: "Ticket holder", type: "text", value: (r) => r.holderName },
  { header: "Buyer", type: "text", value: (r) => r.buyerName },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Order", type: "integer", value: (r) => r.orderId },
  { header: "Seat price", type: "money", value: (r) => r.seatPriceCents },
  { header: "Order paid", type: "money", value: (r) => r.orderPaidCents },
  { header: "Issued", type: "datetime", value: (r) => r.issuedAt },
  { header: "Voided", type: "datetime", value: (r) => r.voidedAt },
  { header: "Ticket", type: "text", width: 38, value: (r) => r.ticketId },
];

export const CONTACT_COLUMNS: Column<ContactMessageLine>[] = [
  { header: "Received", type: "datetime", value: (r) => r.createdAt },
  { header: "Name", type: "text", value: (r) => r.name },
  { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
  { header: "Subject", type: "text", width: 30, value: (r) => r.subject },
  { header: "Message", type: "text", width: 80, value: (r) => r.message },
];

export const SUBSCRIBER_COLUMNS: Column<SubscriberLine>[] = [
  { header: "E-mail", type: "text", width: 36, value: (r) => r.email },
  { header: "Subscribed", type: "datetime", value: (r) => r.createdAt },
];
