import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  booths,
  contracts,
  emailOutbox,
  events,
  orders,
  refunds,
  sections,
  seats,
  vendors,
  type BoothStatus,
  type SeatStatus,
} from "@/db/schema";
import {
  collectedCents,
  consoleEventColumns,
  countWhere,
  isOverdue,
  outstandingCents,
  type BoothCounts,
  type DashboardEvent,
  type SeatCounts,
} from "./dashboard";
import { effectiveBoothStatus } from "@/db/queries/holds";
import { effectiveSeatStatus } from "@/db/queries/seats";

// The console's home: every ACTIVE event (and the drafts still to come) with its booths, seats
// and money, in one statement however many events there are: each kind of row is counted once,
// grouped by event, with the same expressions as one event's dashboard (an expired hold is
// AVAILABLE; money from the orders' own figures).

/** The events the home shows: every ACTIVE one, and drafts whose end is still to come. */
const onHome = or(
  eq(events.status, "ACTIVE"),
  and(eq(events.status, "DRAFT"), sql`${events.endsAt} > now()`),
)!;

export type FestivalEvent = DashboardEvent & {
  booths: BoothCounts;
  /** Null for an event without seating. */
  seats: SeatCounts | null;
  /** Money in cents: collected (paid less refunded), owed (PARTIALLY_PAID balances). */
  collectedCents: number;
  outstandingCents: number;
  /** Orders still owing after the balance due date, and what they owe. */
  overdueOrders: number;
  overdueCents: number;
};

const zeroOr = (column: SQL.Aliased<number>) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);

/** ACTIVE events first by date, then the drafts to come by date, each with its figures. */
export async function festivalEvents(): Promise<FestivalEvent[]> {
  const db = await getDb();
  const listed = db.select({ id: events.id }).from(events).where(onHome);
  const booth = (status: BoothStatus) =>
    countWhere(sql`${effectiveBoothStatus} = ${status}`).as(`booths_${status.toLowerCase()}`);
  const boothTally = db
    .select({
      eventId: sections.eventId,
      AVAILABLE: booth("AVAILABLE"),
      HELD: booth("HELD"),
      BOOKED: booth("BOOKED"),
      RESERVED: booth("RESERVED"),
      total: sql<number>`count(*)`.mapWith(Number).as("booths_total"),
    })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(inArray(sections.eventId, listed))
    .groupBy(sections.eventId)
    .as("booth_tally");
  const seat = (status: SeatStatus) =>
    countWhere(sql`${effectiveSeatStatus} = ${status}`).as(`seats_${status.toLowerCase()}`);
  const seatTally = db
    .select({
      eventId: seats.eventId,
      AVAILABLE: seat("AVAILABLE"),
      HELD: seat("HELD"),
      SOLD: seat("SOLD"),
      total: sql<number>`count(*)`.mapWith(Number).as("seats_total"),
    })
    .from(seats)
    .where(inArray(seats.eventId, listed))
    .groupBy(seats.eventId)
    .as("seat_tally");
  const money = db
    .select({
      eventId: orders.eventId,
      collectedCents: collectedCents().as("collected_cents"),
      outstandingCents: outstandingCents().as("outstanding_cents"),
      overdueOrders: countWhere(isOverdue()).as("overdue_orders"),
      overdueCents:
        sql<number>`coalesce(sum(${orders.balanceCents}) filter (where ${isOverdue()}), 0)`
          .mapWith(Number)
          .as("overdue_cents"),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(onHome)
    .groupBy(orders.eventId)
    .as("money");
  const rows = await db
    .select({
      ...consoleEventColumns,
      balanceDueDate: events.balanceDueDate,
      hasContract: sql<boolean>`exists (select 1 from ${contracts} where ${contracts.eventId} = ${events.id})`,
      hasEnded: sql<boolean>`${events.endsAt} <= now()`,
      boothSalesEnd: events.boothSalesEnd,
      ticketSalesEnd: events.ticketSalesEnd,
      boothSalesEnded: sql<boolean>`coalesce(${events.boothSalesEnd} <= now(), false)`,
      ticketSalesEnded: sql<boolean>`coalesce(${events.ticketSalesEnd} <= now(), false)`,
      boothsAvailable: zeroOr(boothTally.AVAILABLE),
      boothsHeld: zeroOr(boothTally.HELD),
      boothsBooked: zeroOr(boothTally.BOOKED),
      boothsReserved: zeroOr(boothTally.RESERVED),
      boothsTotal: zeroOr(boothTally.total),
      seatsAvailable: zeroOr(seatTally.AVAILABLE),
      seatsHeld: zeroOr(seatTally.HELD),
      seatsSold: zeroOr(seatTally.SOLD),
      seatsTotal: zeroOr(seatTally.total),
      collectedCents: zeroOr(money.collectedCents),
      outstandingCents: zeroOr(money.outstandingCents),
      overdueOrders: zeroOr(money.overdueOrders),
      overdueCents: zeroOr(money.overdueCents),
    })
    .from(events)
    .leftJoin(boothTally, eq(boothTally.eventId, events.id))
    .leftJoin(seatTally, eq(seatTally.eventId, events.id))
    .leftJoin(money, eq(money.eventId, events.id))
    .where(onHome)
    .orderBy(
      sql`case ${events.status} when 'ACTIVE' then 0 else 1 end`,
      asc(events.startsAt),
      asc(events.id),
    );
  return rows.map(
    ({
      boothsAvailable,
      boothsHeld,
      boothsBooked,
      boothsReserved,
      boothsTotal,
      seatsAvailable,
      seatsHeld,
      seatsSold,
      seatsTotal,
      ...event
    }) => ({
      ...event,
      booths: {
        AVAILABLE: boothsAvailable,
        HELD: boothsHeld,
        BOOKED: boothsBooked,
        RESERVED: boothsReserved,
        total: boothsTotal,
      },
      seats: event.hasSeating
        ? { AVAILABLE: seatsAvailable, HELD: seatsHeld, SOLD: seatsSold, total: seatsTotal }
        : null,
    }),
  );
}

/** How many refunds of failed ones the home lists (the newest first). */
const FAILED_REFUNDS_LISTED = 20;

export type FailedRefund = {
  id: number;
  orderId: number;
  eventName: string;
  vendorName: string;
  amountCents: number;
  createdAt: Date;
};

export type OfficeChores = {
  /** E-mails whose delivery failed and that are not sent (the outbox page lists them). */
  failedEmails: number;
  /** Refunds the payment provider refused, newest first (at most FAILED_REFUNDS_LISTED)... */
  failedRefunds: FailedRefund[];
  /** ...and how many there are in all. */
  failedRefundCount: number;
};

/** What failed and waits for the office, beside the events: e-mails and refunds. */
export async function officeChores(): Promise<OfficeChores> {
  const db = await getDb();
  const [[emails], failed] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error))),
    db
      .select({
        id: refunds.id,
        orderId: refunds.orderId,
        eventName: events.name,
        vendorName: vendors.legalName,
        amountCents: refunds.amountCents,
        createdAt: refunds.createdAt,
        count: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(eq(refunds.status, "FAILED"))
      .orderBy(desc(refunds.id))
      .limit(FAILED_REFUNDS_LISTED),
  ]);
  return {
    failedEmails: emails!.count,
    failedRefunds: failed.map(({ count: _count, ...refund }) => refund),
    failedRefundCount: failed[0]?.count ?? 0,
  };
}
