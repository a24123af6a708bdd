import "server-only";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import {
  booths,
  events,
  orderItems,
  orders,
  payments,
  refunds,
  sections,
  seats,
  tickets,
  vendors,
  type OrderStatus,
  type PaymentMethod,
} from "@/db/schema";
import { filterWhere, type OrderFilter } from "@/db/queries/search";

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
  /** The order that booked the booth (none when the office booked it by hand), and its state. */
  orderId: number | null;
  orderStatus: OrderStatus | null;
  orderBalanceCents: number | null;
  orderTotalCents: number | null;
  /** What the vendor's PAID and PARTIALLY_PAID orders of the event hold (paid less refunded). */
  paidCents: number;
  balanceCents: number;
  /** The booking order's damage deposit (null: booked by the office by hand). */
  depositCents: number | null;
  depositPaidCents: number | null;
  depositReturnedCents: number | null;
  depositKeptCents: number | null;
};

/** The order that booked a booth, beside the vendor's totals over its orders. */
const bookingOrder = alias(orders, "booking_order");

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
  return (
    db
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
        orderId: bookingOrder.id,
        orderStatus: bookingOrder.status,
        orderBalanceCents: bookingOrder.balanceCents,
        orderTotalCents: bookingOrder.totalCents,
        depositCents: bookingOrder.depositCents,
        depositPaidCents: bookingOrder.depositPaidCents,
        depositReturnedCents: bookingOrder.depositReturnedCents,
        depositKeptCents: bookingOrder.depositKeptCents,
        paidCents: sql<number>`coalesce(${totals.paidCents}, 0)`.mapWith(Number),
        balanceCents: sql<number>`coalesce(${totals.balanceCents}, 0)`.mapWith(Number),
      })
      .from(booths)
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .innerJoin(vendors, eq(vendors.id, booths.vendorId))
      .leftJoin(totals, eq(totals.vendorId, booths.vendorId))
      // a booth is sold by at most one fulfilled item (order_items_booth_sold_key)
      .leftJoin(
        orderItems,
        and(
          eq(orderItems.boothId, booths.id),
          eq(orderItems.fulfilled, true),
          isNull(orderItems.releasedAt),
        ),
      )
      .leftJoin(bookingOrder, eq(bookingOrder.id, orderItems.orderId))
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
      .limit(limit)
  );
}

// --- Orders and their payments (the accountant's sheet) ---

/** An order line's place: the order, then its item (0 for an order without items). */
export type OrderLineKey = { orderId: number; itemId: number };

/**
 * One line per item of an order (an order without items has one line): the order's columns on
 * every line, the item's own, and the order's figures on its first line only, so that a column's
 * sum is the orders' total however many items they hold.
 */
export type OrderLine = {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  eventName: string | null;
  vendorName: string;
  email: string;
  /** The item of this line (a booth's name, or a seat's "Row 3, Seat 5"), or null. */
  itemId: number | null;
  item: string | null;
  itemSection: string | null;
  /** The item's price on the order (unit price times quantity, before fees and HST). */
  itemCents: number | null;
  /** The first line of its order: the one that carries the order's figures. */
  firstLine: boolean;
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
  /** The damage deposit, apart from the price: owed, received, returned, kept. */
  depositCents: number;
  depositPaidCents: number;
  depositReturnedCents: number;
  depositKeptCents: number;
  /**
   * The methods of its settled payments, distinct: PAID, or REFUNDED (a payment that came after
   * its hold lapsed and went straight back, which the order's paid amount never counted).
   */
  methods: PaymentMethod[];
  /** Cheque numbers and e-Transfer references of its settled payments, oldest first. */
  references: string[];
  stripeSessionIds: string[];
  paymentIntentIds: string[];
  /** Stripe's ids of its refunds (those not FAILED, as `refundedCents` counts them). */
  stripeRefundIds: string[];
};

/** The values of a column of the subquery's rows as a list (empty when there are none). */
const listOf = (value: SQL, order: SQL) =>
  sql<
    string[]
  >`coalesce(array_agg(${value} order by ${order}) filter (where ${value} is not null), '{}')`;

/** The items an order lists: those a live order still holds; all of them once it has ended. */
const LISTED_ITEM = sql`(${orderItems.releasedAt} is null or ${orders.status} not in ('PENDING', 'PARTIALLY_PAID', 'PAID'))`;

/**
 * The orders the filter finds (the console's orders list's filter: event, status, search), by
 * id (the order they were placed in), one line per item, with their payments and refunds.
 */
export async function ordersPage({
  filter,
  after,
  limit,
}: {
  filter: OrderFilter;
  after: OrderLineKey | null;
  limit: number;
}): Promise<OrderLine[]> {
  const db = await getDb();
  const settled = db
    .select({
      methods: sql<PaymentMethod[]>`coalesce(array_agg(distinct ${payments.method}), '{}')`.as(
        "methods",
      ),
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
  const item = db
    .select({
      id: sql<number>`${orderItems.id}`.as("item_id"),
      name: sql<string>`${orderItems.name}`.as("item_name"),
      section: sql<
        string | null
      >`case when ${orderItems.kind} = 'ADDON' then 'Add-on' else ${orderItems.sectionName} end`.as(
        "item_section",
      ),
      cents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}`.as("item_cents"),
      line: sql<number>`row_number() over (order by ${orderItems.id})`.as("item_line"),
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), LISTED_ITEM))
    .as("item");
  const itemKey = sql`coalesce(${item.id}, 0)`;
  // The page's orders first, by the orders' key: the lines are then worked out for these alone.
  // One more than the page's rows: the first may have no lines left after `after`, and every
  // other order has at least one.
  const pageOrders = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        filterWhere(filter),
        after === null ? undefined : sql`${orders.id} >= ${after.orderId}::int`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit + 1);
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      eventName: events.name,
      vendorName: vendors.legalName,
      email: vendors.email,
      itemId: item.id,
      item: item.name,
      itemSection: item.section,
      itemCents: sql<number | null>`${item.cents}`.mapWith(Number),
      firstLine: sql<boolean>`coalesce(${item.line} = 1, true)`,
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
      depositCents: orders.depositCents,
      depositPaidCents: orders.depositPaidCents,
      depositReturnedCents: orders.depositReturnedCents,
      depositKeptCents: orders.depositKeptCents,
      methods: settled.methods,
      references: settled.references,
      stripeSessionIds: settled.stripeSessionIds,
      paymentIntentIds: settled.paymentIntentIds,
      stripeRefundIds: sql<
        string[]
      >`(select ${listOf(sql`${refunds.stripeRefundId}`, sql`${refunds.id}`)} from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'FAILED')`,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoinLateral(settled, sql`true`)
    .leftJoinLateral(item, sql`true`)
    .where(
      and(
        inArray(orders.id, pageOrders),
        after === null
          ? undefined
          : sql`(${orders.id}, ${itemKey}) > (${after.orderId}::int, ${after.itemId}::int)`,
      ),
    )
    .orderBy(asc(orders.id), asc(itemKey))
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
