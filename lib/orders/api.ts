import { z } from "zod";
import type { OrderDetailRows, OrderListRow } from "@/db/queries/admin-orders";
import { ORDER_STATUSES } from "@/db/queries/model";
import { invoiceNumber } from "./invoice";
import { eventIdSchema } from "../validation";
import { apiRoute } from "../http/route-contract";
import { idSchema, PLAIN, requiredName, pageSchema, searchSchema } from "../http/office-fields";

// Orders as the office sees them, in the organiser API: the list and one order's whole story,
// orders made at the office, refunds, payments taken at the office, charges and cancellations.
// Money is integer cents (`...Cents`), as Stripe's API has it. The requests, the answers and the
// mappers from the stored rows side by side, and the routes.

const isoTime = z.iso.datetime({ offset: true });
const cents = z.number().int();
const ORDER_STATUS = z.enum(ORDER_STATUSES);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const orderIdSchema = idSchema("Invalid order id");
const orderParams = z.object({ orderId: orderIdSchema });

const MAX_CENTS = 100_000_000;
const AMOUNT_MESSAGE = `amountCents must be a whole number of cents from 1 to ${MAX_CENTS}.`;

/** An amount of money sent by the office: integer cents, at least one cent, up to a million dollars. */
const amountCents = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(1, { error: AMOUNT_MESSAGE })
  .max(MAX_CENTS, { error: AMOUNT_MESSAGE });

const REASON_MAX = 500;
const reason = z
  .string({ error: "reason is required." })
  .trim()
  .min(1, { error: "reason is required.", abort: true })
  .max(REASON_MAX, { error: `reason is at most ${REASON_MAX} characters.` });

// --- requests ---

export const orderListQuery = z.object({
  eventId: eventIdSchema.optional(),
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}.` })
    .optional(),
  q: searchSchema,
  page: pageSchema,
});

export const refundRequest = z.object({
  amountCents,
  reason,
  releaseItems: z
    .array(idSchema("releaseItems must list order item ids."), {
      error: "releaseItems must be a list of order item ids.",
    })
    .max(200, { error: "releaseItems lists at most 200 items." })
    .default([]),
});

export const OFFICE_PAYMENT_METHODS = ["CHEQUE", "ETRANSFER", "CASH"] as const;
export const officePaymentRequest = z.object({
  amountCents,
  method: z.enum(OFFICE_PAYMENT_METHODS, {
    error: `method must be one of ${OFFICE_PAYMENT_METHODS.join(", ")}.`,
  }),
  reference: z
    .string({ error: "reference must be text." })
    .trim()
    .max(100, { error: "reference is at most 100 characters." })
    .regex(PLAIN, { error: "reference must be one line of text." })
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

export const cancelRequest = z.object({
  refund: z.boolean({ error: "refund must be true or false." }).default(false),
  reason,
});

export const officeOrderRequest = z
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
    { error: "Send boothIds, or eventId with boothNames." },
  )
  .transform((b) =>
    b.boothIds
      ? { vendorId: b.vendorId, boothIds: b.boothIds }
      : { vendorId: b.vendorId, eventId: b.eventId!, boothNames: b.boothNames! },
  );

export const chargeRequest = z.object({
  description: requiredName("description", 200),
  amountCents,
});

// --- answers ---

export const orderListAnswer = z.object({
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      vendorId: z.number().int(),
      vendorName: z.string(),
      email: z.string(),
      eventId: z.number().int().nullable(),
      eventName: z.string().nullable(),
      orderStatus: ORDER_STATUS,
      items: z.array(z.string()),
      totalCents: cents,
      paidCents: cents,
      refundedCents: cents,
      balanceCents: cents,
      createdAt: isoTime,
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const orderListOf = (list: {
  rows: OrderListRow[];
  page: number;
  pageSize: number;
  total: number;
}) =>
  ({
    orders: list.rows.map((o) => ({
      orderId: o.id,
      vendorId: o.vendorId,
      vendorName: o.vendorName,
      email: o.email,
      eventId: o.eventId,
      eventName: o.eventName,
      orderStatus: o.status,
      items: o.items,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      refundedCents: o.refundedCents,
      balanceCents: o.balanceCents,
      createdAt: o.createdAt.toISOString(),
    })),
    page: list.page,
    pageSize: list.pageSize,
    total: list.total,
  }) satisfies z.input<typeof orderListAnswer>;

export const orderAnswer = z.object({
  orderId: z.number().int(),
  invoiceNumber: z.string(),
  orderStatus: ORDER_STATUS,
  checkoutType: z.enum(["BOOTH_CART", "TICKETS"]),
  vendor: z.object({
    vendorId: z.number().int(),
    vendorName: z.string(),
    contactName: z.string(),
    lob: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  event: z
    .object({ eventId: z.number().int(), eventGuid: z.string(), eventName: z.string() })
    .nullable(),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      kind: z.enum(["BOOTH", "SEAT"]),
      name: z.string(),
      sectionName: z.string().nullable(),
      priceCents: cents,
      /** The booth or seat is the buyer's (paid, or held by the order), not given back. */
      held: z.boolean(),
      releasedAt: isoTime.nullable(),
    }),
  ),
  subtotalCents: cents,
  discountCents: cents,
  feesCents: cents,
  chargesCents: cents,
  hstCents: cents,
  totalCents: cents,
  paidCents: cents,
  refundedCents: cents,
  balanceCents: cents,
  couponCode: z.string().nullable(),
  contractVersion: z.string().nullable(),
  contractAcceptedAt: isoTime.nullable(),
  createdAt: isoTime,
  payments: z.array(
    z.object({
      paymentId: z.number().int(),
      kind: z.enum(["INITIAL", "BALANCE"]),
      method: z.enum(["STRIPE", "CHEQUE", "ETRANSFER", "CASH", "COUPON"]),
      reference: z.string().nullable(),
      amountCents: cents,
      status: z.enum(["OPEN", "PAID", "EXPIRED", "FAILED", "REFUNDED"]),
      stripeSessionId: z.string().nullable(),
      paymentIntentId: z.string().nullable(),
      createdAt: isoTime,
    }),
  ),
  refunds: z.array(
    z.object({
      refundId: z.number().int(),
      paymentId: z.number().int(),
      amountCents: cents,
      reason: z.string(),
      status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
      stripeRefundId: z.string().nullable(),
      createdAt: isoTime,
      settledAt: isoTime.nullable(),
    }),
  ),
  extraCharges: z.array(
    z.object({
      chargeId: z.number().int(),
      description: z.string(),
      amountCents: cents,
      hstCents: cents,
      createdAt: isoTime,
    }),
  ),
  emails: z.array(
    z.object({
      emailId: z.number().int(),
      to: z.string(),
      subject: z.string(),
      createdAt: isoTime,
      sentAt: isoTime.nullable(),
      error: z.string().nullable(),
    }),
  ),
});

/** One order with everything the console shows of it. */
export function orderOf(d: OrderDetailRows) {
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
      priceCents: i.unitPriceCents,
      held: i.releasedAt === null && (i.fulfilled || order.status === "PENDING"),
      releasedAt: iso(i.releasedAt),
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    feesCents: order.feesCents,
    chargesCents: order.chargesCents,
    hstCents: order.taxCents,
    totalCents: order.totalCents,
    paidCents: order.paidCents,
    refundedCents: order.refundedCents,
    balanceCents: order.balanceCents,
    couponCode: order.couponCode,
    contractVersion: order.contractVersion,
    contractAcceptedAt: iso(order.contractAcceptedAt),
    createdAt: order.createdAt.toISOString(),
    payments: d.payments.map((p) => ({
      paymentId: p.id,
      kind: p.kind,
      method: p.method,
      reference: p.reference,
      amountCents: p.amountCents,
      status: p.status,
      stripeSessionId: p.stripeSessionId,
      paymentIntentId: p.paymentIntentId,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: d.refunds.map((r) => ({
      refundId: r.id,
      paymentId: r.paymentId,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      stripeRefundId: r.stripeRefundId,
      createdAt: r.createdAt.toISOString(),
      settledAt: iso(r.settledAt),
    })),
    extraCharges: d.charges.map((c) => ({
      chargeId: c.id,
      description: c.description,
      amountCents: c.amountCents,
      hstCents: c.taxCents,
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
  } satisfies z.input<typeof orderAnswer>;
}

export const createdOrderAnswer = z.object({
  orderId: z.number().int(),
  eventId: z.number().int(),
  orderStatus: z.literal("PARTIALLY_PAID"),
  totalCents: cents,
  balanceCents: cents,
});

export const refundAnswer = z.object({
  orderId: z.number().int(),
  orderStatus: ORDER_STATUS,
  refundIds: z.array(z.number().int()),
  refundedCents: cents,
  releasedItems: z.array(z.number().int()),
  voidedTickets: z.array(z.string()),
});

export const officePaymentAnswer = z.object({
  orderId: z.number().int(),
  paymentId: z.number().int(),
  orderStatus: ORDER_STATUS,
  paidCents: cents,
  balanceCents: cents,
});

export const chargeAnswer = z.object({
  orderId: z.number().int(),
  chargeId: z.number().int(),
  orderStatus: ORDER_STATUS,
  amountCents: cents,
  hstCents: cents,
  totalCents: cents,
  balanceCents: cents,
});

export const cancelAnswer = z.object({
  orderId: z.number().int(),
  orderStatus: z.literal("CANCELLED"),
  refundedCents: cents,
  refundIds: z.array(z.number().int()),
  releasedItems: z.array(z.number().int()),
  voidedTickets: z.array(z.string()),
});

// --- routes ---

export const ORDER_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/orders",
    query: orderListQuery,
    answer: orderListAnswer,
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders",
    body: officeOrderRequest,
    answer: createdOrderAnswer,
    status: "CREATED",
  }),
  detail: apiRoute({
    method: "GET",
    path: "/api/admin/v1/orders/{orderId}",
    params: orderParams,
    answer: orderAnswer,
  }),
  refund: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/refunds",
    params: orderParams,
    body: refundRequest,
    answer: refundAnswer,
    status: "CREATED",
  }),
  payment: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/payments",
    params: orderParams,
    body: officePaymentRequest,
    answer: officePaymentAnswer,
    status: "CREATED",
  }),
  charge: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/charges",
    params: orderParams,
    body: chargeRequest,
    answer: chargeAnswer,
    status: "CREATED",
  }),
  cancel: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/cancel",
    params: orderParams,
    body: cancelRequest,
    answer: cancelAnswer,
  }),
};
