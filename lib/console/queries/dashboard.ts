import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  booths,
  contracts,
  events,
  orderItems,
  orders,
  sections,
  seats,
  vendors,
  type BoothStatus,
  type EventStatus,
  type OrderItemKind,
  type OrderStatus,
  type SeatStatus,
} from "@/db/schema";
import { effectiveBoothStatus } from "@/db/queries/events";
import { effectiveSeatStatus } from "@/db/queries/seats";

// The organiser dashboard's figures for one event. Every figure is one aggregate query on the
// database's clock (an expired hold is AVAILABLE, as everywhere else), never a loop over rows:
// an event may have thousands of booths and tens of thousands of orders.

/** The festival's day for 'orders today': midnight to midnight in Toronto, DST included. */
export const FESTIVAL_TIME_ZONE = "America/Toronto";

export type { EventStatus };

/** An event as the console lists it (drafts included). */
export type ConsoleEvent = {
  id: number;
  guid: string;
  name: string;
  status: EventStatus;
  startsAt: Date;
  endsAt: Date;
  dateText: string;
  hasSeating: boolean;
  /** The organiser's switch: vendors may check out the event's booths (while it is ACTIVE). */
  bookingOpen: boolean;
};

export const consoleEventColumns = {
  id: events.id,
  guid: events.guid,
  name: events.name,
  status: events.status,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  dateText: events.dateText,
  hasSeating: events.hasSeating,
  bookingOpen: events.bookingOpen,
};

/** Every event, drafts included: ACTIVE first by date, then DRAFT, then PAST newest first. */
export async function listConsoleEvents(): Promise<ConsoleEvent[]> {
  const db = await getDb();
  return db
    .select(consoleEventColumns)
    .from(events)
    .orderBy(
      sql`case ${events.status} when 'ACTIVE' then 0 when 'DRAFT' then 1 else 2 end`,
      sql`case when ${events.status} = 'PAST' then null else ${events.startsAt} end asc`,
      desc(events.startsAt),
      asc(events.id),
    );
}

export type DashboardEvent = ConsoleEvent & {
  /** When balances are due (YYYY-MM-DD, Toronto), or null when the event sets none. */
  balanceDueDate: string | null;
  /** The event has a vendor contract (a booth checkout needs one). */
  hasContract: boolean;
  /** Its end date has passed (on the database's clock). */
  hasEnded: boolean;
  /** When its booth (ticket) sales end, null for none; and whether they have (database clock). */
  boothSalesEnd: Date | null;
  ticketSalesEnd: Date | null;
  boothSalesEnded: boolean;
  ticketSalesEnded: boolean;
};

export async function findDashboardEvent({
  eventId,
}: {
  eventId: number;
}): Promise<DashboardEvent | undefined> {
  const db = await getDb();
  const [[row], contractCount] = await Promise.all([
    db
      .select({
        ...consoleEventColumns,
        balanceDueDate: events.balanceDueDate,
        hasEnded: sql<boolean>`${events.endsAt} <= now()`,
        boothSalesEnd: events.boothSalesEnd,
        ticketSalesEnd: events.ticketSalesEnd,
        boothSalesEnded: sql<boolean>`coalesce(${events.boothSalesEnd} <= now(), false)`,
        ticketSalesEnded: sql<boolean>`coalesce(${events.ticketSalesEnd} <= now(), false)`,
      })
      .from(events)
      .where(eq(events.id, eventId)),
    db.$count(contracts, eq(contracts.eventId, eventId)),
  ]);
  return row && { ...row, hasContract: contractCount > 0 };
}

export type BoothCounts = Record<BoothStatus, number> & { total: number };

export type SectionBoothCounts = {
  sectionId: number;
  name: string;
  position: number;
  counts: BoothCounts;
};

export const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

// The money figures, shared by one event's dashboard and the console's home (which adds them up
// for every event at once), so the two never disagree.

/**
 * What the orders have been paid (first payments, deposits, balances), less refunds: the orders'
 * own `paid_cents` and `refunded_cents`, which every settled payment and every refund changes in
 * the transaction that records it (the integration tests check them against the ledger).
 */
export const collectedCents = () =>
  sql<number>`coalesce(sum(${orders.paidCents} - ${orders.refundedCents}), 0)`.mapWith(Number);

/** What PARTIALLY_PAID orders still owe. */
export const outstandingCents = () =>
  sql<number>`coalesce(sum(${orders.balanceCents}) filter (where ${orders.status} = 'PARTIALLY_PAID'), 0)`.mapWith(
    Number,
  );

/**
 * An order still owing after its event's balance due date (Toronto's day): the query joins the
 * order's event.
 */
export const isOverdue = () =>
  and(
    eq(orders.status, "PARTIALLY_PAID"),
    sql`${orders.balanceCents} > 0`,
    sql`${events.balanceDueDate} < (now() at time zone ${FESTIVAL_TIME_ZONE})::date`,
  )!;

/** Booths per effective status in each of the event's sections (sections without booths too). */
export async function boothCountsBySection({
  eventId,
}: {
  eventId: number;
}): Promise<SectionBoothCounts[]> {
  const db = await getDb();
  const is = (status: BoothStatus) => countWhere(sql`${effectiveBoothStatus} = ${status}`);
  const rows = await db
    .select({
      sectionId: sections.id,
      name: sections.name,
      position: sections.position,
      AVAILABLE: is("AVAILABLE"),
      HELD: is("HELD"),
      BOOKED: is("BOOKED"),
      RESERVED: is("RESERVED"),
      total: sql<number>`count(${booths.id})`.mapWith(Number),
    })
    .from(sections)
    .leftJoin(booths, eq(booths.sectionId, sections.id))
    .where(eq(sections.eventId, eventId))
    .groupBy(sections.id)
    .orderBy(asc(sections.position));
  return rows.map(({ sectionId, name, position, ...counts }) => ({
    sectionId,
    name,
    position,
    counts,
  }));
}

export type SeatCounts = Record<SeatStatus, number> & { total: number };

/** The event's seats per effective status. */
export async function seatCounts({ eventId }: { eventId: number }): Promise<SeatCounts> {
  const db = await getDb();
  const is = (status: SeatStatus) => countWhere(sql`${effectiveSeatStatus} = ${status}`);
  const [row] = await db
    .select({
      AVAILABLE: is("AVAILABLE"),
      HELD: is("HELD"),
      SOLD: is("SOLD"),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(seats)
    .where(eq(seats.eventId, eventId));
  return row!;
}

export type OrderFigures = {
  /** What the event's orders have been paid (first payments, deposits, balances), less refunds. */
  collectedCents: number;
  /** What PARTIALLY_PAID orders still owe. */
  outstandingCents: number;
  /** Orders placed today (Toronto's day), whatever became of them. */
  ordersToday: number;
  /** PENDING orders whose hold has not expired: checkouts in progress right now. */
  holdsOpen: number;
};

/**
 * The event's money and order counts, in one pass over its orders (money in from the orders' own
 * figures, see `collectedCents`, so no join with the payments is needed).
 */
export async function orderFigures({ eventId }: { eventId: number }): Promise<OrderFigures> {
  const db = await getDb();
  // Scalar subqueries, so the day's bounds are worked out once rather than for every order.
  const localToday = sql`date_trunc('day', now() at time zone ${FESTIVAL_TIME_ZONE})`;
  const dayStart = sql`(select ${localToday} at time zone ${FESTIVAL_TIME_ZONE})`;
  const dayEnd = sql`(select (${localToday} + interval '1 day') at time zone ${FESTIVAL_TIME_ZONE})`;
  const [row] = await db
    .select({
      collectedCents: collectedCents(),
      outstandingCents: outstandingCents(),
      ordersToday: countWhere(
        sql`${orders.createdAt} >= ${dayStart} and ${orders.createdAt} < ${dayEnd}`,
      ),
      holdsOpen: countWhere(sql`${orders.status} = 'PENDING' and ${orders.holdExpiresAt} > now()`),
    })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return row!;
}

export type RecentOrder = {
  id: number;
  vendorId: number;
  vendorName: string;
  status: OrderStatus;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  createdAt: Date;
  items: { kind: OrderItemKind; name: string; sectionName: string | null }[];
};

/** The event's latest orders, newest first, with their items. */
export async function recentOrders({
  eventId,
  limit,
}: {
  eventId: number;
  limit: number;
}): Promise<RecentOrder[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: orders.id,
      vendorId: orders.vendorId,
      vendorName: vendors.legalName,
      status: orders.status,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      balanceCents: orders.balanceCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.eventId, eventId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      kind: orderItems.kind,
      name: orderItems.name,
      sectionName: orderItems.sectionName,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((order) => ({
    ...order,
    items: items
      .filter((i) => i.orderId === order.id)
      .map(({ orderId: _orderId, ...item }) => item),
  }));
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
  const db = await getDb();
  return db
    .select({
      id: orders.id,
      vendorName: vendors.legalName,
      email: vendors.email,
      balanceCents: orders.balanceCents,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.eventId, eventId), isOverdue()))
    .orderBy(desc(orders.balanceCents), asc(orders.id));
}
