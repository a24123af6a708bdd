import type { OrderItemKind } from "@/db/schema";
import "server-only";
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  events,
  orderCharges,
  orderItems,
  orders,
  payments,
  refunds,
  siteSettings,
  vendors,
} from "@/db/schema";
import { orderEventColumns, type OrderEvent } from "@/db/queries/order-event";
import { orderItemArabicColumns } from "@/db/queries/order-item-names";

// Invoices (one per payment received) and credit notes (one per refund given back), read for
// their PDFs and the buyer's list. Their numbers come from one gapless sequence the database
// gives (see the migration's `assign_invoice_number`); a document shows the order as it stood
// when it was issued, so printing it again later prints the same figures.

export type InvoiceKind = "INVOICE" | "CREDIT_NOTE";

/** A document and everything its PDF prints. */
export type InvoiceDocument = {
  kind: InvoiceKind;
  number: number;
  issuedAt: Date;
  /** Money received (invoice) or given back (credit note). */
  amountCents: number;
  method: (typeof payments.$inferSelect)["method"];
  reference: string | null;
  /** The credit note's reason; null on an invoice. */
  reason: string | null;
  /** The invoice of the payment a credit note gives money back through. */
  invoiceOfPayment: number | null;
  order: {
    id: number;
    vendorId: number;
    checkoutType: "BOOTH_CART" | "TICKETS";
    couponCode: string | null;
    couponPercent: number | null;
  };
  buyer: {
    legalName: string;
    contactName: string;
    email: string;
    role: (typeof vendors.$inferSelect)["role"];
    locale: (typeof vendors.$inferSelect)["locale"];
  };
  event: OrderEvent | null;
  /** The order's items at the time of issue (those given back before it are left out). */
  items: {
    name: string;
    kind: OrderItemKind;
    sectionName: string | null;
    /** The add-on's and the booth's section's Arabic names (null where not written). */
    nameAr: string | null;
    sectionNameAr: string | null;
    unitPriceCents: number;
    quantity: number;
    /** An add-on's booth (null for a booth or seat). */
    forBoothName: string | null;
  }[];
  /** Charges added before the time of issue. */
  charges: { description: string; amountCents: number; taxCents: number }[];
  /** Money received and given back, and credits given, by documents up to this one. */
  receivedCents: number;
  refundedCents: number;
  creditsCents: number;
};

/** The foundation's particulars for its documents (null where not entered). */
export async function invoiceIssuer() {
  const db = await getDb();
  const [row] = await db
    .select({
      legalName: siteSettings.legalName,
      postalAddress: siteSettings.postalAddress,
      hstNumber: siteSettings.hstNumber,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { legalName: null, postalAddress: null, hstNumber: null };
}

/** The invoice or credit note with that number; null when there is none. */
export async function findInvoiceDocument(
  kind: InvoiceKind,
  number: number,
): Promise<InvoiceDocument | null> {
  const db = await getDb();
  const head =
    kind === "INVOICE"
      ? await db
          .select({
            orderId: payments.orderId,
            issuedAt: payments.invoicedAt,
            amountCents: payments.amountCents,
            method: payments.method,
            reference: payments.reference,
            reason: sql<string | null>`null`,
            invoiceOfPayment: sql<number | null>`null`,
          })
          .from(payments)
          .where(eq(payments.invoiceNumber, number))
      : await db
          .select({
            orderId: refunds.orderId,
            issuedAt: refunds.invoicedAt,
            amountCents: refunds.amountCents,
            method: payments.method,
            reference: payments.reference,
            reason: refunds.reason,
            invoiceOfPayment: payments.invoiceNumber,
          })
          .from(refunds)
          .innerJoin(payments, eq(payments.id, refunds.paymentId))
          .where(eq(refunds.invoiceNumber, number));
  const doc = head[0];
  if (!doc?.issuedAt) return null;
  const at = doc.issuedAt;
  // compared in the database, at its own precision: an item given back by the refund a credit
  // note is for was released at the very instant the note was issued
  const issued =
    kind === "INVOICE"
      ? sql`(select ${payments.invoicedAt} from ${payments} where ${payments.invoiceNumber} = ${number})`
      : sql`(select ${refunds.invoicedAt} from ${refunds} where ${refunds.invoiceNumber} = ${number})`;
  const [[row], items, charges, [received], [given]] = await Promise.all([
    db
      .select({ order: orders, vendor: vendors, event: orderEventColumns })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, doc.orderId)),
    db
      .select({
        name: orderItems.name,
        kind: orderItems.kind,
        sectionName: orderItems.sectionName,
        ...orderItemArabicColumns,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
        forBoothName: sql<
          string | null
        >`(select b.name from booths b where b.id = ${orderItems.forBoothId})`,
      })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, doc.orderId),
          sql`(${orderItems.releasedAt} is null or ${orderItems.releasedAt} > ${issued})`,
        ),
      )
      .orderBy(asc(orderItems.id)),
    db
      .select({
        description: orderCharges.description,
        amountCents: orderCharges.amountCents,
        taxCents: orderCharges.taxCents,
      })
      .from(orderCharges)
      .where(
        and(eq(orderCharges.orderId, doc.orderId), sql`${orderCharges.createdAt} <= ${issued}`),
      )
      .orderBy(asc(orderCharges.id)),
    db
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, doc.orderId),
          inArray(payments.status, ["PAID", "REFUNDED"]),
          isNotNull(payments.invoiceNumber),
          lte(payments.invoiceNumber, number),
        ),
      ),
    db
      .select({
        cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number),
        credits: sql<number>`coalesce(sum(${refunds.creditCents}), 0)`.mapWith(Number),
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, doc.orderId),
          isNotNull(refunds.invoiceNumber),
          lte(refunds.invoiceNumber, number),
        ),
      ),
  ]);
  if (!row) return null;
  const { order, vendor, event } = row;
  return {
    kind,
    number,
    issuedAt: at,
    amountCents: doc.amountCents,
    method: doc.method,
    reference: doc.reference,
    reason: doc.reason,
    invoiceOfPayment: doc.invoiceOfPayment,
    order: {
      id: order.id,
      vendorId: order.vendorId,
      checkoutType: order.checkoutType,
      couponCode: order.couponCode,
      couponPercent: order.couponPercent,
    },
    buyer: {
      legalName: vendor.legalName,
      contactName: vendor.contactName,
      email: vendor.email,
      role: vendor.role,
      locale: vendor.locale,
    },
    event: event?.guid ? event : null,
    items,
    charges,
    receivedCents: received!.cents,
    refundedCents: given!.cents,
    creditsCents: given!.credits,
  };
}

/** An order's documents, as its buyer's list links them. */
export type OrderDocument = { orderId: number; kind: InvoiceKind; number: number; issuedAt: Date };

/** The invoices and credit notes of an account's orders, in the order they were issued. */
export async function documentsOfVendor(vendorId: number): Promise<OrderDocument[]> {
  const db = await getDb();
  const [invoices, credits] = await Promise.all([
    db
      .select({
        orderId: payments.orderId,
        number: payments.invoiceNumber,
        issuedAt: payments.invoicedAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.vendorId, vendorId), isNotNull(payments.invoiceNumber))),
    db
      .select({
        orderId: refunds.orderId,
        number: refunds.invoiceNumber,
        issuedAt: refunds.invoicedAt,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(orders.vendorId, vendorId), isNotNull(refunds.invoiceNumber))),
  ]);
  return [
    ...invoices.map((d) => ({ ...d, kind: "INVOICE" as const })),
    ...credits.map((d) => ({ ...d, kind: "CREDIT_NOTE" as const })),
  ]
    .map((d) => ({ ...d, number: d.number!, issuedAt: d.issuedAt! }))
    .sort((a, b) => a.number - b.number);
}

/**
 * What a receipt written in the same transaction as its payment names: the invoice number the
 * order's newest payment received (numbers rise with time, so it is the payment just recorded)
 * and the foundation's HST number from the site settings (null where not entered).
 */
export async function receiptFacts(
  tx: Tx,
  orderId: number,
): Promise<{ invoiceNumber: number | null; hstNumber: string | null }> {
  const [[invoice], [settings]] = await Promise.all([
    tx
      .select({ number: sql<number | null>`max(${payments.invoiceNumber})` })
      .from(payments)
      .where(eq(payments.orderId, orderId)),
    tx
      .select({ hstNumber: siteSettings.hstNumber })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1)),
  ]);
  return { invoiceNumber: invoice?.number ?? null, hstNumber: settings?.hstNumber ?? null };
}
