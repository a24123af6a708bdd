import "server-only";
import { and, asc, eq, inArray, isNull, ne, or, sql, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/db/client";
import { eventOrdersToChase } from "@/db/queries/overdue";
import { addons, orderItems, orders, payments, refunds } from "@/db/schema";
import { FESTIVAL_TIME_ZONE, isOverdue } from "./dashboard";

// The event's figures for the books and the office's list of orders owing past their due date.

export type EventReports = {
  /** Money received each day (Toronto's days), oldest first: payments less refunds. */
  byDay: { day: string; receivedCents: number; refundedCents: number }[];
  /**
   * Booths and seats sold and not given back, on orders paid in full or in part, by order (in
   * order of purchase) with the section named when bought and the order's discount.
   */
  soldItems: {
    orderId: number;
    sectionName: string;
    /** An add-on's name (its catalogue's English name); null for a booth or a seat. */
    addonName: string | null;
    cents: number;
    discountCents: number;
  }[];
  /** HST on the orders paid in full or in part. */
  hstCents: number;
  refunds: { count: number; cents: number };
};

const torontoDay = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${FESTIVAL_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The event's figures for the foundation's books: sales by day and by section, HST, refunds. */
export async function eventReports({ eventId }: { eventId: number }): Promise<EventReports> {
  const db = await getDb();
  const ofEvent = sql`(select ${orders.id} from ${orders} where ${orders.eventId} = ${eventId})`;
  const [received, given, sections, [totals]] = await Promise.all([
    db
      .select({
        day: torontoDay(payments.updatedAt),
        cents: sql<number>`sum(${payments.amountCents})`.mapWith(Number),
      })
      .from(payments)
      // money that arrived, including payments the site refunded at once (counted as refunds);
      // damage deposits are not sales (deposits() reports them)
      .where(
        and(
          inArray(payments.status, ["PAID", "REFUNDED"]),
          ne(payments.kind, "DEPOSIT"),
          sql`${payments.orderId} in ${ofEvent}`,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: torontoDay(refunds.createdAt),
        cents: sql<number>`sum(${refunds.amountCents})`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(refunds)
      // given back or on its way back, as the orders count it; a deposit's return is no refund
      // of a sale
      .where(
        and(
          sql`${refunds.status} <> 'FAILED'`,
          sql`${refunds.orderId} in ${ofEvent}`,
          sql`${refunds.paymentId} not in (select ${payments.id} from ${payments} where ${payments.kind} = 'DEPOSIT' and ${payments.orderId} in ${ofEvent})`,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        orderId: orderItems.orderId,
        sectionName: sql<string>`coalesce(${orderItems.sectionName}, 'Seats')`,
        addonName: sql<
          string | null
        >`case when ${orderItems.kind} = 'ADDON' then coalesce(${addons.name}, ${orderItems.name}) end`,
        cents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}`.mapWith(Number),
        discountCents: orders.discountCents,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(addons, eq(addons.id, orderItems.addonId))
      .where(
        and(
          eq(orders.eventId, eventId),
          // an add-on is sold with its order, whether or not the item is marked fulfilled
          or(
            eq(orderItems.fulfilled, true),
            and(eq(orderItems.kind, "ADDON"), isNull(orderItems.releasedAt)),
          ),
          inArray(orders.status, ["PAID", "PARTIALLY_PAID"]),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
    db
      .select({
        hst: sql<number>`coalesce(sum(${orders.taxCents}) filter (where ${orders.status} in ('PAID', 'PARTIALLY_PAID')), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(eq(orders.eventId, eventId)),
  ]);
  const days = new Map<string, { receivedCents: number; refundedCents: number }>();
  for (const r of received) days.set(r.day, { receivedCents: r.cents, refundedCents: 0 });
  for (const g of given)
    days.set(g.day, { receivedCents: days.get(g.day)?.receivedCents ?? 0, refundedCents: g.cents });
  return {
    byDay: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, money]) => ({ day, ...money })),
    soldItems: sections,
    hstCents: totals!.hst,
    refunds: {
      count: given.reduce((n, g) => n + g.count, 0),
      cents: given.reduce((n, g) => n + g.cents, 0),
    },
  };
}

export type OverdueOrder = {
  id: number;
  vendorName: string;
  email: string;
  balanceCents: number;
};

/**
 * Orders of the event still owing after its balance due date (Toronto's day), largest balance
 * first: the office's list to call. Nothing is cancelled by itself.
 */
export async function overdueOrders({ eventId }: { eventId: number }): Promise<OverdueOrder[]> {
  const rows = await eventOrdersToChase(await getDb(), {
    eventId,
    amountCents: orders.balanceCents,
    condition: isOverdue(),
  });
  return rows.map(({ amountCents, ...r }) => ({ ...r, balanceCents: amountCents }));
}
