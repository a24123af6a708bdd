import "server-only";
import { z } from "zod";
import { ORDER_STATUSES } from "@/db/queries/model";
import {
  addCharge,
  cancelOrder,
  createOfficeOrder,
  invoiceNumber,
  orderDetail,
  orderList,
  recordOfflinePayment,
  refundOrder,
  type OrderDetailRows,
} from "./office";
import { centsToDollars } from "../payments/pricing";
import { eventIdSchema } from "../validation";
import * as answers from "../http/answers";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import {
  dollars,
  idSchema,
  ORGANISERS,
  PLAIN,
  requiredName,
  pageSchema,
  searchSchema,
} from "../http/office-fields";

const orderIdSchema = idSchema("Invalid order id");
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** One order as the API answers it: money in dollars. */
function orderPayload(d: OrderDetailRows): z.input<typeof answers.adminOrderAnswer> {
  const { order, vendor, event } = d;
  return {
    orderId: order.id,
    invoiceNumber: invoiceNumber(order.id),
    orderStatus: order.status,
    checkoutType: order.checkoutType,
    vendor: {
      vendorId: vendor.id,
      vendorName: vendor.legalName,
      contactName: vendor.contactName,
      lob: vendor.lob,
      email: vendor.email,
      phone: vendor.phone,
    },
    event: event?.id ? { eventId: event.id, eventGuid: event.guid, eventName: event.name } : null,
    items: d.items.map((i) => ({
      orderItemId: i.id,
      kind: i.kind,
      name: i.name,
      sectionName: i.sectionName,
      price: centsToDollars(i.unitPriceCents),
      held: i.releasedAt === null && (i.fulfilled || order.status === "PENDING"),
      releasedAt: iso(i.releasedAt),
    })),
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    fees: centsToDollars(order.feesCents),
    charges: centsToDollars(order.chargesCents),
    hst: centsToDollars(order.taxCents),
    totalAmount: centsToDollars(order.totalCents),
    paidAmount: centsToDollars(order.paidCents),
    refundedAmount: centsToDollars(order.refundedCents),
    balance: centsToDollars(order.balanceCents),
    couponCode: order.couponCode,
    contractVersion: order.contractVersion,
    contractAcceptedAt: iso(order.contractAcceptedAt),
    createdAt: order.createdAt.toISOString(),
    payments: d.payments.map((p) => ({
      paymentId: p.id,
      kind: p.kind,
      method: p.method,
      reference: p.reference,
      amount: centsToDollars(p.amountCents),
      status: p.status,
      stripeSessionId: p.stripeSessionId,
      paymentIntentId: p.paymentIntentId,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: d.refunds.map((r) => ({
      refundId: r.id,
      paymentId: r.paymentId,
      amount: centsToDollars(r.amountCents),
      reason: r.reason,
      status: r.status,
      stripeRefundId: r.stripeRefundId,
      createdAt: r.createdAt.toISOString(),
      settledAt: iso(r.settledAt),
    })),
    extraCharges: d.charges.map((c) => ({
      chargeId: c.id,
      description: c.description,
      amount: centsToDollars(c.amountCents),
      hst: centsToDollars(c.taxCents),
      createdAt: c.createdAt.toISOString(),
    })),
    emails: d.emails.map((e) => ({
      emailId: e.id,
      to: e.to,
      subject: e.subject,
      createdAt: e.createdAt.toISOString(),
      sentAt: iso(e.sentAt),
      error: e.error,
    })),
  };
}

const REASON_MAX = 500;
const reason = z
  .string({ error: "reason is required." })
  .trim()
  .min(1, { error: "reason is required.", abort: true })
  .max(REASON_MAX, { error: `reason is at most ${REASON_MAX} characters.` });

const listQuery = z.object({
  eventId: eventIdSchema.optional(),
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}.` })
    .optional(),
  q: searchSchema,
  page: pageSchema,
});

const refundBody = z.object({
  amount: dollars("amount", 0.01),
  reason,
  releaseItems: z
    .array(idSchema("releaseItems must list order item ids."), {
      error: "releaseItems must be a list of order item ids.",
    })
    .max(200, { error: "releaseItems lists at most 200 items." })
    .default([]),
});

const METHODS = ["CHEQUE", "ETRANSFER", "CASH"] as const;
const paymentBody = z.object({
  amount: dollars("amount", 0.01),
  method: z.enum(METHODS, { error: `method must be one of ${METHODS.join(", ")}.` }),
  reference: z
    .string({ error: "reference must be text." })
    .trim()
    .max(100, { error: "reference is at most 100 characters." })
    .regex(PLAIN, { error: "reference must be one line of text." })
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

const cancelBody = z.object({
  refund: z.boolean({ error: "refund must be true or false." }).default(false),
  reason,
});

const officeOrderBody = z
  .object({
    vendorId: idSchema("vendorId must be a vendor's id."),
    boothIds: z
      .array(idSchema("boothIds must list booth ids."), {
        error: "boothIds must be a list of booth ids.",
      })
      .min(1, { error: "boothIds must name at least one booth." })
      .max(50, { error: "boothIds names at most 50 booths." })
      .optional(),
    eventId: eventIdSchema.optional(),
    boothNames: z
      .array(requiredName("boothNames", 40), { error: "boothNames must be a list of names." })
      .min(1, { error: "boothNames must name at least one booth." })
      .max(50, { error: "boothNames names at most 50 booths." })
      .optional(),
  })
  .refine(
    (b) => (b.boothIds !== undefined) !== (b.boothNames !== undefined && b.eventId !== undefined),
    {
      error: "Send boothIds, or eventId with boothNames.",
    },
  )
  .transform((b) =>
    b.boothIds
      ? { vendorId: b.vendorId, boothIds: b.boothIds }
      : { vendorId: b.vendorId, eventId: b.eventId!, boothNames: b.boothNames! },
  );

const chargeBody = z.object({
  description: requiredName("description", 200),
  amount: dollars("amount", 0.01),
});

/** The organiser API's orders: list, detail, refunds, offline payments, charges, cancellation. */
export const ORDERS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/admin/v1/orders",
    summary: "Search and list orders (organisers)",
    description:
      "?eventId=&status=&q=&page= (q: a vendor's name, line of business or e-mail, a booth or seat name, or an order number) -> {orders: [{orderId, vendorName, email, eventName, orderStatus, items, totalAmount, paidAmount, refundedAmount, balance, createdAt}], page, pageSize, total}, newest first",
    access: ORGANISERS,
    csrf: false,
    query: listQuery,
    answer: answers.adminOrderListAnswer,
    handle: async ({ query }) => {
      const { page, q, ...filter } = query;
      const list = await orderList({ ...filter, q }, page);
      return {
        orders: list.rows.map((o) => ({
          orderId: o.id,
          vendorId: o.vendorId,
          vendorName: o.vendorName,
          email: o.email,
          eventId: o.eventId,
          eventName: o.eventName,
          orderStatus: o.status,
          items: o.items,
          totalAmount: centsToDollars(o.totalCents),
          paidAmount: centsToDollars(o.paidCents),
          refundedAmount: centsToDollars(o.refundedCents),
          balance: centsToDollars(o.balanceCents),
          createdAt: o.createdAt.toISOString(),
        })),
        page: list.page,
        pageSize: list.pageSize,
        total: list.total,
      };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/orders",
    summary: "Make an order for a vendor who pays at the office (organisers)",
    description:
      "{vendorId, boothIds: [boothId]} or {vendorId, eventId, boothNames: ['T-03']} (booths of one event, AVAILABLE or RESERVED) -> 201 {orderId, eventId, orderStatus: PARTIALLY_PAID, totalAmount, balance}; the booths are the vendor's at once, priced as a checkout would price them, under the event's current contract; the whole total is owed until payments are recorded; CONFLICT naming booths that are held, booked or unpriced, or for an event without a contract; NOT_FOUND for an unknown vendor or booth",
    access: ORGANISERS,
    csrf: true,
    body: officeOrderBody,
    answer: answers.adminCreatedOrderAnswer,
    status: "CREATED",
    handle: async ({ caller, body }) => {
      const made = await createOfficeOrder(caller.accountId, body);
      return reply(
        {
          orderId: made.orderId,
          eventId: made.eventId,
          orderStatus: "PARTIALLY_PAID" as const,
          totalAmount: centsToDollars(made.totalCents),
          balance: centsToDollars(made.totalCents),
        },
        { status: "CREATED" },
      );
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/admin/v1/orders/{orderId}",
    summary: "One order with its items, payments, refunds, charges and e-mails (organisers)",
    description:
      "-> the order: items (with orderItemId and whether each is still held), subtotal, discount, fees, charges, hst, totalAmount, paidAmount, refundedAmount, balance, the contract version accepted and when, payments (with Stripe ids), refunds, extraCharges and the e-mails sent for it; NOT_FOUND for an unknown order",
    access: ORGANISERS,
    csrf: false,
    params: z.object({ orderId: orderIdSchema }),
    answer: answers.adminOrderAnswer,
    handle: async ({ params }) => orderPayload(await orderDetail(params.orderId)),
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/refunds",
    summary: "Refund an order, fully or in part, and give items back (organisers)",
    description:
      "{amount (dollars, at most what was paid and not yet refunded), reason, releaseItems: [orderItemId]} -> 201 {orderId, orderStatus, refundIds, refundedAmount (in all), releasedItems, voidedTickets}; Checkout payments are refunded through Stripe, office payments recorded as given back; released booths and seats are AVAILABLE at once and their tickets voided; SERVICE_UNAVAILABLE when Stripe could not be reached (the items stay released, nothing is counted)",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ orderId: orderIdSchema }),
    body: refundBody,
    answer: answers.adminRefundAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) => {
      const done = await refundOrder(caller.accountId, params.orderId, {
        amountCents: body.amount,
        reason: body.reason,
        releaseItems: body.releaseItems,
      });
      return reply(
        {
          orderId: done.orderId,
          orderStatus: done.orderStatus,
          refundIds: done.refundIds,
          refundedAmount: centsToDollars(done.refundedCents),
          releasedItems: done.releasedItems,
          voidedTickets: done.voidedTickets,
        },
        { status: "CREATED" },
      );
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/payments",
    summary: "Record a payment made at the office: cheque, e-Transfer or cash (organisers)",
    description:
      "{amount (dollars, at most the balance), method: CHEQUE | ETRANSFER | CASH, reference} -> 201 {orderId, paymentId, orderStatus, paidAmount, balance}; the order is PAID when nothing is owed, and the vendor gets a receipt; CONFLICT for an order with no balance to pay",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ orderId: orderIdSchema }),
    body: paymentBody,
    answer: answers.adminOfflinePaymentAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) => {
      const done = await recordOfflinePayment(caller.accountId, params.orderId, {
        amountCents: body.amount,
        method: body.method,
        reference: body.reference,
      });
      return reply(
        {
          orderId: done.orderId,
          paymentId: done.paymentId,
          orderStatus: done.orderStatus,
          paidAmount: centsToDollars(done.paidCents),
          balance: centsToDollars(done.balanceCents),
        },
        { status: "CREATED" },
      );
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/charges",
    summary: "Add a charge to an order, e.g. electricity or a cleaning fee (organisers)",
    description:
      "{description, amount (dollars, before tax)} -> 201 {orderId, chargeId, orderStatus, amount, hst (13%), totalAmount, balance}; the balance grows by the charge and its HST, so a PAID order becomes PARTIALLY_PAID; CONFLICT for an order that is not paid or partly paid",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ orderId: orderIdSchema }),
    body: chargeBody,
    answer: answers.adminChargeAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) => {
      const done = await addCharge(caller.accountId, params.orderId, {
        description: body.description,
        amountCents: body.amount,
      });
      return reply(
        {
          orderId: done.orderId,
          chargeId: done.chargeId,
          orderStatus: done.orderStatus,
          amount: centsToDollars(done.amountCents),
          hst: centsToDollars(done.taxCents),
          totalAmount: centsToDollars(done.totalCents),
          balance: centsToDollars(done.balanceCents),
        },
        { status: "CREATED" },
      );
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/cancel",
    summary: "Cancel an unpaid or partly paid order (organisers)",
    description:
      "{refund (true: give back what was paid), reason} -> {orderId, orderStatus: CANCELLED, refundedAmount, refundIds, releasedItems, voidedTickets}; its booths and seats are AVAILABLE at once; CONFLICT for a paid, cancelled or ended order",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ orderId: orderIdSchema }),
    body: cancelBody,
    answer: answers.adminCancelAnswer,
    handle: async ({ caller, params, body }) => cancelOrder(caller.accountId, params.orderId, body),
  }),
];
