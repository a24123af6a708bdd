import type { OrderItemKind } from "../schema";
import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import { getDb } from "../client";
import {
  addons,
  booths,
  contracts,
  depositInspections,
  events,
  orderItems,
  orders,
  payments,
  refunds,
  sections,
  seats,
  vendors,
  type BoothStatus,
  type EventStatus,
  type OrderStatus,
  type SeatStatus,
} from "../schema";
import { effectiveBoothStatus } from "./holds";
import { effectiveSeatStatus } from "./seats";

// The organiser dashboard's figures for one event. Every figure is one aggregate query on the
// database's clock (an expired hold is AVAILABLE, as everywhere else), never a loop over rows:
// an event may have thousands of booths and tens of thousands of orders.

/** The festival's day for 'orders today': midnight to midnight in Toronto, DST included. */
const FESTIVAL_TIME_ZONE = "America/Toronto";

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

// --- Damage deposits: kept apart from the sales (none of it is in an order's total) ---

/** Days after the event's last day (Toronto) by which every deposit is decided. */
export const DEPOSIT_DECISION_DAYS = 21;

/** A live booth order: paid in part or in full. */
const LIVE = sql`${orders.status} in ('PARTIALLY_PAID', 'PAID')`;

/** What an order's deposit still holds: paid less returned less kept. */
const heldOf = sql`(${orders.depositPaidCents} - ${orders.depositReturnedCents} - ${orders.depositKeptCents})`;

/**
 * A deposit still held and not decided by the inspection more than DEPOSIT_DECISION_DAYS days
 * after its event's last day (Toronto's calendar, database clock): the query joins the event.
 */
export const isDepositOverdue = () =>
  and(
    sql`${heldOf} > 0`,
    sql`not exists (select 1 from ${depositInspections} where ${depositInspections.orderId} = ${orders.id})`,
    sql`(now() at time zone ${FESTIVAL_TIME_ZONE})::date > (${events.endsAt} at time zone ${FESTIVAL_TIME_ZONE})::date + ${DEPOSIT_DECISION_DAYS}::int`,
  )!;

export type DepositFigures = {
  /** What live orders owe as deposits, and what of it is not paid yet. */
  owedCents: number;
  dueCents: number;
  /** Received, given back, kept by an inspection, and still held (received - returned - kept). */
  paidCents: number;
  returnedCents: number;
  keptCents: number;
  heldCents: number;
};

const sumOf = (value: SQL, where?: SQL) =>
  sql<number>`coalesce(sum(${value})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(
    Number,
  );

/** The event's damage deposits: owed, received, returned, kept and held, in cents. */
export async function depositFigures({ eventId }: { eventId: number }): Promise<DepositFigures> {
  const db = await getDb();
  const [row] = await db
    .select({
      owedCents: sumOf(sql`${orders.depositCents}`, LIVE),
      dueCents: sumOf(sql`greatest(${orders.depositCents} - ${orders.depositPaidCents}, 0)`, LIVE),
      paidCents: sumOf(sql`${orders.depositPaidCents}`),
      returnedCents: sumOf(sql`${orders.depositReturnedCents}`),
      keptCents: sumOf(sql`${orders.depositKeptCents}`),
      heldCents: sumOf(heldOf),
    })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return row!;
}

export type OverdueDeposit = {
  id: number;
  vendorName: string;
  email: string;
  /** What the deposit holds (paid less returned less kept). */
  heldCents: number;
};

/**
 * The event's deposits overdue for a decision (held, no inspection, more than 21 days after the
 * event's last day), largest first: the office's list to inspect and decide.
 */
export async function overdueDeposits({ eventId }: { eventId: number }): Promise<OverdueDeposit[]> {
  const db = await getDb();
  return db
    .select({
      id: orders.id,
      vendorName: vendors.legalName,
      email: vendors.email,
      heldCents: sql<number>`${heldOf}`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.eventId, eventId), isDepositOverdue()))
    .orderBy(desc(heldOf), asc(orders.id));
}

/** Every event with deposits overdue for a decision: how many and how much they hold. */
export async function overdueDepositsByEvent(): Promise<
  { eventId: number; eventName: string; count: number; heldCents: number }[]
> {
  const db = await getDb();
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      count: sql<number>`count(*)`.mapWith(Number),
      heldCents: sumOf(heldOf),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(isDepositOverdue())
    .groupBy(events.id)
    .orderBy(asc(events.endsAt), asc(events.id));
}
