import { z } from "zod";
import { ORDER_ITEM_KINDS, ORDER_STATUSES } from "@/db/queries/model";
import type { EventBooks, EventDashboard, FestivalEvent, FestivalHome } from "../dashboard";
import { eventIdSchema } from "../../http/public-fields";
import { apiRoute } from "../../http/route-contract";

// One event's dashboard, its figures for the books and the console's home (every ACTIVE event at
// once), as the organiser API answers them: money in integer cents (`...Cents`). The answers and
// the mappers from what the console reads, side by side, and the routes.

const isoTime = z.iso.datetime({ offset: true });
const cents = z.number().int();
const tally = z.number().int().nonnegative();
const itemKind = z.enum(ORDER_ITEM_KINDS);
const seatTally = z.object({ AVAILABLE: tally, HELD: tally, SOLD: tally, total: tally });
const eventStatus = z.enum(["DRAFT", "ACTIVE", "PAST"]);
const boothTally = z.object({
  AVAILABLE: tally,
  HELD: tally,
  BOOKED: tally,
  RESERVED: tally,
  total: tally,
});

export const eventQuery = z.object({ eventId: eventIdSchema });

const depositsAnswer = z
  .object({
    owedCents: cents.meta({ description: "Deposits live orders owe" }),
    dueCents: cents.meta({ description: "Of which not paid yet" }),
    paidCents: cents,
    returnedCents: cents,
    keptCents: cents,
    heldCents: cents.meta({ description: "Paid less returned less kept" }),
  })
  .meta({ description: "Damage deposits: never part of the money collected or the sales" });

const depositsOf = (d: EventDashboard["deposits"]) => ({
  owedCents: d.owedCents,
  dueCents: d.dueCents,
  paidCents: d.paidCents,
  returnedCents: d.returnedCents,
  keptCents: d.keptCents,
  heldCents: d.heldCents,
});

/** The event as the dashboard and the home name it. */
const eventHeader = {
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  eventStatus,
  eventDate: isoTime,
  eventEndDate: isoTime,
  hasSeating: z.boolean(),
  bookingOpen: z.boolean(),
};

const eventHeaderOf = (e: EventDashboard["event"] | FestivalEvent) => ({
  eventId: e.id,
  eventGuid: e.guid,
  eventName: e.name,
  eventStatus: e.status,
  eventDate: e.startsAt.toISOString(),
  eventEndDate: e.endsAt.toISOString(),
  hasSeating: e.hasSeating,
  bookingOpen: e.bookingOpen,
});

export const dashboardAnswer = z.object({
  ...eventHeader,
  boothSalesEnd: isoTime
    .nullable()
    .meta({ description: "When booth sales end (null: no sales end)" }),
  ticketSalesEnd: isoTime
    .nullable()
    .meta({ description: "When ticket sales end (null: no sales end)" }),
  hasContract: z.boolean(),
  sections: z.array(
    z.object({
      sectionId: z.number().int(),
      sectionName: z.string(),
      position: z.number().int(),
      boothCounts: boothTally,
    }),
  ),
  boothCounts: boothTally,
  seatCounts: seatTally.nullable(),
  moneyCollectedCents: cents,
  balancesOutstandingCents: cents,
  ordersToday: tally,
  holdsOpen: tally,
  recentOrders: z.array(
    z.object({
      orderId: z.number().int(),
      vendorId: z.number().int(),
      vendorName: z.string(),
      items: z.array(
        z.object({ kind: itemKind, name: z.string(), sectionName: z.string().nullable() }),
      ),
      totalCents: cents,
      paidCents: cents,
      balanceCents: cents,
      orderStatus: z.enum(ORDER_STATUSES),
      createdAt: isoTime,
    }),
  ),
  balanceDueDate: z.iso.date().nullable(),
  overdueOrders: z.array(
    z.object({
      orderId: z.number().int(),
      vendorName: z.string(),
      email: z.string(),
      balanceCents: cents,
    }),
  ),
  deposits: depositsAnswer,
  overdueDeposits: z.array(
    z.object({
      orderId: z.number().int(),
      vendorName: z.string(),
      email: z.string(),
      heldCents: cents,
    }),
  ),
  warnings: z.array(
    z.object({
      code: z.enum(["EVENT_DATE_PASSED", "BOOKING_OPEN_WITHOUT_CONTRACT"]),
      message: z.string(),
    }),
  ),
});

/** The dashboard with the API's field names. */
export const dashboardOf = (d: EventDashboard) =>
  ({
    ...eventHeaderOf(d.event),
    boothSalesEnd: d.event.boothSalesEnd?.toISOString() ?? null,
    ticketSalesEnd: d.event.ticketSalesEnd?.toISOString() ?? null,
    hasContract: d.event.hasContract,
    sections: d.sections.map((s) => ({
      sectionId: s.sectionId,
      sectionName: s.name,
      position: s.position,
      boothCounts: s.counts,
    })),
    boothCounts: d.boothTotals,
    seatCounts: d.seats,
    moneyCollectedCents: d.figures.collectedCents,
    balancesOutstandingCents: d.figures.outstandingCents,
    ordersToday: d.figures.ordersToday,
    holdsOpen: d.figures.holdsOpen,
    recentOrders: d.recentOrders.map((o) => ({
      orderId: o.id,
      vendorId: o.vendorId,
      vendorName: o.vendorName,
      items: o.items,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      balanceCents: o.balanceCents,
      orderStatus: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
    balanceDueDate: d.event.balanceDueDate,
    overdueOrders: d.overdue.map((o) => ({
      orderId: o.id,
      vendorName: o.vendorName,
      email: o.email,
      balanceCents: o.balanceCents,
    })),
    deposits: depositsOf(d.deposits),
    overdueDeposits: d.overdueDeposits.map((o) => ({
      orderId: o.id,
      vendorName: o.vendorName,
      email: o.email,
      heldCents: o.heldCents,
    })),
    warnings: d.warnings,
  }) satisfies z.input<typeof dashboardAnswer>;

export const reportsAnswer = z.object({
  eventId: z.number().int(),
  salesByDay: z.array(z.object({ day: z.iso.date(), receivedCents: cents, refundedCents: cents })),
  salesBySection: z.array(
    z.object({ sectionName: z.string(), items: z.number().int(), salesCents: cents }),
  ),
  salesByAddon: z.array(
    z.object({ addonName: z.string(), items: z.number().int(), salesCents: cents }),
  ),
  hstChargedCents: cents,
  refunds: z.object({ count: z.number().int(), amountCents: cents }),
  deposits: depositsAnswer.extend({
    hstInKeptCents: cents.meta({ description: "The HST included in the deposits kept" }),
  }),
});

/** The event's figures for the books with the API's field names. */
export const reportsOf = (eventId: number, r: EventBooks) =>
  ({
    eventId,
    salesByDay: r.byDay.map((d) => ({
      day: d.day,
      receivedCents: d.receivedCents,
      refundedCents: d.refundedCents,
    })),
    salesBySection: r.bySection.map((s) => ({
      sectionName: s.sectionName,
      items: s.items,
      salesCents: s.salesCents,
    })),
    salesByAddon: r.byAddon.map((a) => ({
      addonName: a.addonName,
      items: a.items,
      salesCents: a.salesCents,
    })),
    hstChargedCents: r.hstCents,
    refunds: { count: r.refunds.count, amountCents: r.refunds.cents },
    deposits: { ...depositsOf(r.deposits), hstInKeptCents: r.deposits.hstInKeptCents },
  }) satisfies z.input<typeof reportsAnswer>;

const homeEvent = z.object({
  ...eventHeader,
  balanceDueDate: z.iso.date().nullable(),
  boothCounts: boothTally,
  seatCounts: seatTally.nullable(),
  moneyCollectedCents: cents,
  balancesOutstandingCents: cents,
  balancesOverdueCents: cents.meta({
    description: "What PARTIALLY_PAID orders owe after the balance due date",
  }),
  overdueOrders: tally,
});

export const homeAnswer = z.object({
  events: z.array(homeEvent).meta({ description: "ACTIVE events by date" }),
  drafts: z.array(homeEvent).meta({ description: "Drafts whose end is still to come" }),
  totals: z.object({
    boothCounts: boothTally,
    moneyCollectedCents: cents,
    balancesOutstandingCents: cents,
    balancesOverdueCents: cents,
    overdueOrders: tally,
  }),
  attention: z.array(
    z.object({
      code: z.enum([
        "BALANCES_OVERDUE",
        "DEPOSITS_OVERDUE",
        "ADDON_REQUESTS_WAITING",
        "DOCUMENTS_WAITING",
        "EVENT_DATE_PASSED",
        "BOOKING_OPEN_WITHOUT_CONTRACT",
        "SALES_ENDED_BOOKING_OPEN",
        "EMAILS_FAILED",
        "REFUND_FAILED",
      ]),
      message: z.string(),
      eventId: z.number().int().nullable(),
      orderId: z.number().int().nullable(),
      count: tally.nullable(),
      amountCents: cents.nullable(),
    }),
  ),
  moreFailedRefunds: tally,
});

const homeEventOf = (e: FestivalEvent) => ({
  ...eventHeaderOf(e),
  balanceDueDate: e.balanceDueDate,
  boothCounts: e.booths,
  seatCounts: e.seats,
  moneyCollectedCents: e.collectedCents,
  balancesOutstandingCents: e.outstandingCents,
  balancesOverdueCents: e.overdueCents,
  overdueOrders: e.overdueOrders,
});

/** The console's home with the API's field names. */
export const homeOf = (h: FestivalHome) =>
  ({
    events: h.active.map(homeEventOf),
    drafts: h.drafts.map(homeEventOf),
    totals: {
      boothCounts: h.totals.booths,
      moneyCollectedCents: h.totals.collectedCents,
      balancesOutstandingCents: h.totals.outstandingCents,
      balancesOverdueCents: h.totals.overdueCents,
      overdueOrders: h.totals.overdueOrders,
    },
    attention: h.attention,
    moreFailedRefunds: h.moreFailedRefunds,
  }) satisfies z.input<typeof homeAnswer>;

export const DASHBOARD_ROUTES = {
  home: apiRoute({
    method: "GET",
    path: "/api/admin/v1/home",
    answer: homeAnswer,
  }),
  dashboard: apiRoute({
    method: "GET",
    path: "/api/admin/v1/dashboard",
    query: eventQuery,
    answer: dashboardAnswer,
  }),
  reports: apiRoute({
    method: "GET",
    path: "/api/admin/v1/reports",
    query: eventQuery,
    answer: reportsAnswer,
  }),
};
