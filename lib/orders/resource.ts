import { z } from "zod";
import type { OrderDetailRows, OrderListRow } from "./queries/office";
import { ORDER_ITEM_KINDS, ORDER_STATUSES, PAYMENT_KINDS } from "@/db/queries/model";
import { invoiceNumber } from "./invoice";
import { reasonText } from "./reasons";
import { DEPOSIT_STATUSES, depositStatus } from "../deposits/figures";
import { idSchema } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// Orders as the office sees them, in the organiser API: the list and one order's whole story
// (the routes, and what the office does to orders, are ./api.ts). Money is integer cents
// (`...Cents`), as Stripe's API has it. The answers and the mappers from the stored rows side by
// side.

const isoTime = z.iso.datetime({ offset: true });
const cents = z.number().int();
const ORDER_STATUS = z.enum(ORDER_STATUSES);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const orderIdSchema = idSchema(ruleMessage("validation.ids.order"));

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
      kind: z.enum(ORDER_ITEM_KINDS),
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
  /** The damage deposit, kept apart from the figures above: owed, received, returned, kept. */
  depositCents: cents,
  depositPaidCents: cents,
  depositReturnedCents: cents,
  depositKeptCents: cents,
  depositStatus: z.enum(DEPOSIT_STATUSES).nullable(),
  /** The inspection after the event that decided the deposit (null until decided). */
  depositInspection: z
    .object({
      checklist: z.object({
        vacated: z.boolean(),
        noDamage: z.boolean(),
        garbageRemoved: z.boolean(),
      }),
      returnedCents: cents,
      keptCents: cents,
      reason: z.string().nullable(),
      decidedBy: z.number().int(),
      decidedAt: isoTime,
    })
    .nullable(),
  couponCode: z.string().nullable(),
  contractVersion: z.string().nullable(),
  contractAcceptedAt: isoTime.nullable(),
  createdAt: isoTime,
  payments: z.array(
    z.object({
      paymentId: z.number().int(),
      kind: z.enum(PAYMENT_KINDS),
      method: z.enum(["STRIPE", "CHEQUE", "ETRANSFER", "CASH", "COUPON"]),
      reference: z.string().nullable(),
      amountCents: cents,
      status: z.enum(["OPEN", "PAID", "EXPIRED", "FAILED", "REFUNDED"]),
      /** The payment's invoice (INV-000001), once the money arrived; null before. */
      invoiceNumber: z.string().nullable(),
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
      /** The refund's credit note (CN-000002), once the money was given back; null before. */
      invoiceNumber: z.string().nullable(),
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
    depositCents: order.depositCents,
    depositPaidCents: order.depositPaidCents,
    depositReturnedCents: order.depositReturnedCents,
    depositKeptCents: order.depositKeptCents,
    depositStatus: depositStatus(order),
    depositInspection: d.inspection && {
      checklist: {
        vacated: d.inspection.vacated,
        noDamage: d.inspection.noDamage,
        garbageRemoved: d.inspection.garbageRemoved,
      },
      returnedCents: d.inspection.returnedCents,
      keptCents: d.inspection.keptCents,
      reason: d.inspection.reason,
      decidedBy: d.inspection.decidedBy,
      decidedAt: d.inspection.decidedAt.toISOString(),
    },
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
      invoiceNumber: p.invoiceNumber === null ? null : invoiceNumber("INVOICE", p.invoiceNumber),
      stripeSessionId: p.stripeSessionId,
      paymentIntentId: p.paymentIntentId,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: d.refunds.map((r) => ({
      refundId: r.id,
      paymentId: r.paymentId,
      amountCents: r.amountCents,
      // the organiser's words as written; the site's own reasons in English, the API's language
      reason: reasonText(r.reason, "en"),
      status: r.status,
      invoiceNumber:
        r.invoiceNumber === null ? null : invoiceNumber("CREDIT_NOTE", r.invoiceNumber),
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
