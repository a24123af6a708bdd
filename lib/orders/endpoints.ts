import "server-only";
import {
  addCharge,
  cancelOrder,
  createOfficeOrder,
  orderDetail,
  orderList,
  recordOfflinePayment,
  refundOrder,
} from "./office";
import { INVOICE_ROUTES, ORDER_ACTION_ROUTES, ORDER_ROUTES } from "./api";
import { invoiceResponse } from "./invoice-document";
import { orderListOf, orderOf } from "./resource";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's orders: list, detail, refunds, offline payments, charges, cancellation. */
export const ORDERS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ORDER_ROUTES.list,
    summary: "Search and list orders (organisers)",
    description:
      "?eventId=&status=&q=&page= (q: a vendor's name, line of business or e-mail, a booth or seat name, or an order number) -> {orders: [{orderId, vendorName, email, eventName, orderStatus, items, totalCents, paidCents, refundedCents, balanceCents, createdAt}], page, pageSize, total}, newest first; money in integer cents",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => {
      const { page, q, ...filter } = query;
      return orderListOf(await orderList({ ...filter, q }, page));
    },
  }),
  endpoint({
    ...ORDER_ACTION_ROUTES.create,
    summary: "Make an order for a vendor who pays at the office (organisers)",
    description:
      "{vendorId, boothIds: [boothId]} or {vendorId, eventId, boothNames: ['T-03']} (booths of one event, AVAILABLE or RESERVED) -> 201 {orderId, eventId, orderStatus: PARTIALLY_PAID, totalCents, balanceCents}; the booths are the vendor's at once, priced as a checkout would price them, under the event's current contract; the whole total is owed until payments are recorded; CONFLICT naming booths that are held, booked or unpriced, or for an event without a contract; NOT_FOUND for an unknown vendor or booth",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, body }) => {
      const made = await createOfficeOrder(caller.accountId, body);
      return reply(
        {
          orderId: made.orderId,
          eventId: made.eventId,
          orderStatus: "PARTIALLY_PAID" as const,
          totalCents: made.totalCents,
          balanceCents: made.totalCents,
        },
        { status: "CREATED" },
      );
    },
  }),
  endpoint({
    ...ORDER_ROUTES.detail,
    summary: "One order with its items, payments, refunds, charges and e-mails (organisers)",
    description:
      "-> the order: items (with orderItemId, priceCents and whether each is still held), subtotalCents, discountCents, feesCents, chargesCents, hstCents, totalCents, paidCents, refundedCents, balanceCents (none of which counts the damage deposit), depositCents, depositPaidCents, depositReturnedCents, depositKeptCents, depositStatus (DUE | HELD | RETURNED | PARTLY_RETURNED | KEPT, null when none is owed) and depositInspection ({checklist: {vacated, noDamage, garbageRemoved}, returnedCents, keptCents, reason, decidedBy, decidedAt}, null until decided), the contract version accepted and when, payments (amountCents, with Stripe ids, and invoiceNumber: the payment's invoice, INV-000001, once the money arrived), refunds (with invoiceNumber: the credit note, CN-000002, once the money was given back; one sequence with the invoices), extraCharges and the e-mails sent for it; money in integer cents; NOT_FOUND for an unknown order",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => orderOf(await orderDetail(params.orderId)),
  }),
  endpoint({
    ...ORDER_ACTION_ROUTES.refund,
    summary: "Refund an order, fully or in part, and give items back (organisers)",
    description:
      "{amountCents (integer cents, at most what was paid and not yet refunded), reason, releaseItems: [orderItemId]} -> 201 {orderId, orderStatus, refundIds, refundedCents (in all), releasedItems, voidedTickets}; Checkout payments are refunded through Stripe, office payments recorded as given back; released booths and seats are AVAILABLE at once and their tickets voided; SERVICE_UNAVAILABLE when Stripe could not be reached (the items stay released, nothing is counted)",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(await refundOrder(caller.accountId, params.orderId, body), { status: "CREATED" }),
  }),
  endpoint({
    ...ORDER_ACTION_ROUTES.payment,
    summary: "Record a payment made at the office: cheque, e-Transfer or cash (organisers)",
    description:
      "{amountCents (integer cents, at most the balance), method: CHEQUE | ETRANSFER | CASH, reference} -> 201 {orderId, paymentId, orderStatus, paidCents, balanceCents}; the order is PAID when nothing is owed, and the vendor gets a receipt; CONFLICT for an order with no balance to pay",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(await recordOfflinePayment(caller.accountId, params.orderId, body), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...ORDER_ACTION_ROUTES.charge,
    summary: "Add a charge to an order, e.g. electricity or a cleaning fee (organisers)",
    description:
      "{description, amountCents (integer cents, before tax)} -> 201 {orderId, chargeId, orderStatus, amountCents, hstCents (13%), totalCents, balanceCents}; the balance grows by the charge and its HST, so a PAID order becomes PARTIALLY_PAID; CONFLICT for an order that is not paid or partly paid",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(await addCharge(caller.accountId, params.orderId, body), { status: "CREATED" }),
  }),
  endpoint({
    ...ORDER_ACTION_ROUTES.cancel,
    summary: "Cancel an unpaid or partly paid order (organisers)",
    description:
      "{refund (true: give back what was paid), reason} -> {orderId, orderStatus: CANCELLED, refundedCents, refundIds, releasedItems, voidedTickets}; its booths and seats are AVAILABLE at once; CONFLICT for a paid, cancelled or ended order",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) => cancelOrder(caller.accountId, params.orderId, body),
  }),
];

/** Invoices and credit notes as PDFs, for the order's buyer and the organisers. */
export const INVOICE_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...INVOICE_ROUTES.pdf,
    summary: "An invoice or a credit note as a PDF (its buyer, organisers)",
    description:
      "invoiceNumber: INV-000001 (a payment's invoice) or CN-000002 (a refund's credit note), one gapless sequence -> application/pdf (Cache-Control: private, no-store): the foundation's legal name, address and HST number, the number and date, the buyer, the event, the order's lines, HST and total as they stood when it was issued, the amount paid and the balance remaining (a credit note: the amount given back, its reason and the invoice it credits), in the buyer's language; NOT_FOUND for a number not given and for another account's document",
    access: "signed-in",
    csrf: false,
    bare: true,
    handle: ({ caller, params }) => invoiceResponse(caller, params.invoiceNumber, "inline"),
  }),
];
