import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "../client";
import {
  booths,
  contactMessages,
  events,
  newsletterSubscribers,
  orderItems,
  orders,
  payments,
  refunds,
  sections,
  seats,
  tickets,
  vendors,
  type OrderStatus,
} from "../schema";

// The organiser's exports, read a page at a time: each function answers at most `limit` rows
// after the key of the previous page's last row (keyset pagination, which works the same on
// PostgreSQL and PGlite and never holds a cursor or a transaction open while a slow download
// drains). Figures are worked out in SQL, per page, never by looping over rows in JavaScript.

/** An order's balance is owed only while it is PAID or PARTIALLY_PAID; other orders owe nothing. */
const OWING = sql`${orders.status} in ('PAID', 'PARTIALLY_PAID')`;

export type ExportEvent = { id: number; name: string };

export async function findExportEvent({
  eventId,
}: {
  eventId: number;
}): Promise<ExportEvent | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

// --- Booked booths (the site crew's load-in sheet) ---

export type BoothKey = { sectionPosition: number; boothName: string; boothId: number };

export type BookedBooth = BoothKey & {
  sectionName: string;
  vendorName: string;
  /** The line of business the booth shows (the vendor's, when the booth has none of its own). */
  lob: string;
  contactName: string;
  phone: string;
  email: string;
  /** What the vendor's PAID and PARTIALLY_PAID orders of the event hold (paid less refunded). */
  paidCents: number;
  balanceCents: number;
};

/** The event's BOOKED booths by section tab and booth name, with their vendor's totals. */
export async function bookedBoothsPage({
  eventId,
  after,
  limit,
}: {
  eventId: number;
  after: BoothKey | null;
  limit: number;
}): Promise<BookedBooth[]> {
  const db = await getDb();
  const totals = db
    .select({
      vendorId: orders.vendorId,
      paidCents: sql<string>`sum(${orders.paidCents} - ${orders.refundedCents})`.as(
        "vendor_paid_cents",
      ),
      balanceCents: sql<string>`sum(${orders.balanceCents})`.as("vendor_balance_cents"),
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), OWING))
    .groupBy(orders.vendorId)
    .as("vendor_totals");
  return db
    .select({
      sectionPosition: sections.position,
      boothName: booths.name,
      boothId: booths.id,
      sectionName: sections.name,
      vendorName: vendors.legalName,
      lob: sql<string>`coalesce(${booths.lob}, ${vendors.lob})`,
      contactName: vendors.contactName,
      phone: vendors.phone,
      email: vendors.email,
      paidCents: sql<number>`coalesce(${totals.paidCents}, 0)`.mapWith(Number),
      balanceCents: sql<number>`coalesce(${totals.balanceCents}, 0)`.mapWith(Number),
    })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .innerJoin(vendors, eq(vendors.id, booths.vendorId))
    .leftJoin(totals, eq(totals.vendorId, booths.vendorId))
    .where(
      and(
        eq(sections.eventId, eventId),
        eq(booths.status, "BOOKED"),
        after === null
          ? undefined
          : sql`(${sections.position}, ${booths.name}, ${booths.id}) > (${after.sectionPosition}::int, ${after.boothName}::text, ${after.boothId}::int)`,
      ),
    )
    .orderBy(asc(sections.position), asc(booths.name), asc(booths.id))
    .limit(limit);
}

// --- Orders and their payments (the accountant's sheet) ---

export type OrderLine = {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  vendorName: string;
  email: string;
  /** The order's booth and seat names, in the order they were added. */
  items: string | null;
  couponCode: string | null;
  subtotalCents: number;
  discountCents: number;
  feesCents: number;
  chargesCents: number;
  taxCents: number;
  /** Refunds that lowered the price (goodwill), taken off the total. */
  creditsCents: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  /** The balance still owed: the order's balance while PAID or PARTIALLY_PAID, else 0. */
  owedCents: number;
  /**
   * The methods of its settled payments, distinct: PAID, or REFUNDED (a payment that came after
   * its hold lapsed and went straight back, which the order's paid amount never counted).
   */
  methods: string | null;
  /** Cheque numbers and e-Transfer references of its settled payments. */
  references: string | null;
  stripeSessionIds: string | null;
  paymentIntentIds: string | null;
  /** Stripe's ids of its refunds (those not FAILED, as `refundedCents` counts them). */
  stripeRefundIds: string | null;
};

const listOf = (value: SQL, order: SQL) =>
  sql<string | null>`string_agg(${value}, ', ' order by ${order})`;

/** The event's orders by id (the order they were placed in), with their payments and refunds. */
export async function ordersPage({
  eventId,
  afterId,
  limit,
}: {
  eventId: number;
  afterId: number | null;
  limit: number;
}): Promise<OrderLine[]> {
  const db = await getDb();
  const settled = db
    .select({
      methods: sql<
        string | null
      >`string_agg(distinct ${payments.method}, ', ' order by ${payments.method})`.as("methods"),
      references: listOf(sql`${payments.reference}`, sql`${payments.id}`).as("payment_references"),
      stripeSessionIds: listOf(sql`${payments.stripeSessionId}`, sql`${payments.id}`).as(
        "stripe_session_ids",
      ),
      paymentIntentIds: listOf(sql`${payments.paymentIntentId}`, sql`${payments.id}`).as(
        "payment_intent_ids",
      ),
    })
    .from(payments)
    .where(and(eq(payments.orderId, orders.id), inArray(payments.status, ["PAID", "REFUNDED"])))
    .as("settled");
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      vendorName: vendors.legalName,
      email: vendors.email,
      items: sql<
        string | null
      >`(select ${listOf(sql`${orderItems.name}`, sql`${orderItems.id}`)} from ${orderItems} where ${orderItems.orderId} = ${orders.id}
        and (${orderItems.releasedAt} is null or ${orders.status} not in ('PENDING', 'PARTIALLY_PAID', 'PAID')))`,
      couponCode: orders.couponCode,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      feesCents: orders.feesCents,
      chargesCents: orders.chargesCents,
      taxCents: orders.taxCents,
      creditsCents: orders.creditsCents,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      refundedCents: orders.refundedCents,
      owedCents: sql<number>`case when ${OWING} then ${orders.balanceCents} else 0 end`.mapWith(
        Number,
      ),
      methods: settled.methods,
      references: settled.references,
      stripeSessionIds: settled.stripeSessionIds,
      paymentIntentIds: settled.paymentIntentIds,
      stripeRefundIds: sql<
        string | null
      >`(select ${listOf(sql`${refunds.stripeRefundId}`, sql`${refunds.id}`)} from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'FAILED')`,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoinLateral(settled, sql`true`)
    .where(
      and(
        eq(orders.eventId, eventId),
        afterId === null ? undefined : sql`${orders.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

// --- Tickets (the door list) ---

export type TicketKey = { seatRow: number; seatColumn: number; ticketId: string };

export type TicketLine = TicketKey & {
  seatLabel: string;
  holderName: string;
  buyerName: string;
  email: string;
  orderId: number;
  /** The seat's price on the order (before the order's fees and HST). */
  seatPriceCents: number | null;
  /** What the whole order was paid. */
  orderPaidCents: number;
  issuedAt: Date;
  voidedAt: Date | null;
};

/** The event's tickets by seat (row, then column), voided ones included. */
export async function ticketsPage({
  eventId,
  after,
  limit,
}: {
  eventId: number;
  after: TicketKey | null;
  limit: number;
}): Promise<TicketLine[]> {
  const db = await getDb();
  return db
    .select({
      seatRow: seats.row,
      seatColumn: seats.column,
      ticketId: tickets.id,
      seatLabel: tickets.seatLabel,
      holderName: tickets.holderName,
      buyerName: vendors.contactName,
      email: vendors.email,
      orderId: tickets.orderId,
      seatPriceCents: orderItems.unitPriceCents,
      orderPaidCents: sql<number>`${orders.paidCents} - ${orders.refundedCents}`.mapWith(Number),
      issuedAt: tickets.issuedAt,
      voidedAt: tickets.voidedAt,
    })
    .from(tickets)
    .innerJoin(seats, eq(seats.id, tickets.seatId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(
      orderItems,
      and(eq(orderItems.orderId, tickets.orderId), eq(orderItems.seatId, tickets.seatId)),
    )
    .where(
      and(
        eq(tickets.eventId, eventId),
        after === null
          ? undefined
          : sql`(${seats.row}, ${seats.column}, ${tickets.id}) > (${after.seatRow}::int, ${after.seatColumn}::int, ${after.ticketId}::uuid)`,
      ),
    )
    .orderBy(asc(seats.row), asc(seats.column), asc(tickets.id))
    .limit(limit);
}

// --- The site's lists (not per event) ---

export type ContactMessageLine = {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** Messages from the contact form, oldest first. */
export async function contactMessagesPage({
  afterId,
  limit,
}: {
  afterId: number | null;
  limit: number;
}): Promise<ContactMessageLine[]> {
  const db = await getDb();
  return db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .where(afterId === null ? undefined : sql`${contactMessages.id} > ${afterId}`)
    .orderBy(asc(contactMessages.id))
    .limit(limit);
}

export type SubscriberLine = { id: number; email: string; createdAt: Date };

/** Newsletter subscribers, in the order they subscribed. */
export async function subscribersPage({
  afterId,
  limit,
}: {
  afterId: number | null;
  limit: number;
}): Promise<SubscriberLine[]> {
  const db = await getDb();
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(afterId === null ? undefined : sql`${newsletterSubscribers.id} > ${afterId}`)
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
}
