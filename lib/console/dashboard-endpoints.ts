import "server-only";
import { z } from "zod";
import { eventBooks, eventDashboard, type EventDashboard } from "./dashboard";
import { centsToDollars } from "../payments/pricing";
import { eventIdSchema } from "../validation";
import * as answers from "../http/answers";
import { endpoint, type Endpoint } from "../http/endpoint";

/** The dashboard with the API's field names; money in dollars. */
function dashboardPayload(d: EventDashboard): z.input<typeof answers.dashboardAnswer> {
  return {
    eventId: d.event.id,
    eventGuid: d.event.guid,
    eventName: d.event.name,
    eventStatus: d.event.status,
    eventDate: d.event.startsAt.toISOString(),
    eventEndDate: d.event.endsAt.toISOString(),
    hasSeating: d.event.hasSeating,
    bookingOpen: d.event.bookingOpen,
    hasContract: d.event.hasContract,
    sections: d.sections.map((s) => ({
      sectionId: s.sectionId,
      sectionName: s.name,
      position: s.position,
      boothCounts: s.counts,
    })),
    boothCounts: d.boothTotals,
    seatCounts: d.seats,
    moneyCollected: centsToDollars(d.figures.collectedCents),
    balancesOutstanding: centsToDollars(d.figures.outstandingCents),
    ordersToday: d.figures.ordersToday,
    holdsOpen: d.figures.holdsOpen,
    recentOrders: d.recentOrders.map((o) => ({
      orderId: o.id,
      vendorId: o.vendorId,
      vendorName: o.vendorName,
      items: o.items,
      totalAmount: centsToDollars(o.totalCents),
      paidAmount: centsToDollars(o.paidCents),
      balance: centsToDollars(o.balanceCents),
      orderStatus: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
    balanceDueDate: d.event.balanceDueDate,
    overdueOrders: d.overdue.map((o) => ({
      orderId: o.id,
      vendorName: o.vendorName,
      email: o.email,
      balance: centsToDollars(o.balanceCents),
    })),
    warnings: d.warnings,
  };
}

/** The organiser API's dashboard endpoints (declared like the public ones; access: organisers). */
export const DASHBOARD_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/admin/v1/dashboard",
    summary: "One event's dashboard for organisers",
    description:
      "?eventId= -> the event (eventId, eventName, eventStatus, eventDate, bookingOpen, hasContract), sections[] with boothCounts {AVAILABLE, HELD, BOOKED, RESERVED, total} (an expired hold counts as AVAILABLE), the event's boothCounts, seatCounts {AVAILABLE, HELD, SOLD, total} or null, moneyCollected (paid payments) and balancesOutstanding (PARTIALLY_PAID orders) in dollars, ordersToday (Toronto's day), holdsOpen (PENDING orders still holding), recentOrders (the last 10: orderId, vendorName, items, totalAmount, orderStatus, createdAt) and warnings [{code, message}]; NOT_FOUND for an unknown event",
    access: ["organiser"],
    csrf: false,
    query: z.object({ eventId: eventIdSchema }),
    answer: answers.dashboardAnswer,
    handle: async ({ query }) => dashboardPayload(await eventDashboard(query.eventId)),
  }),
  endpoint({
    method: "GET",
    path: "/api/admin/v1/reports",
    summary: "One event's figures for the books (organisers)",
    description:
      "?eventId= -> {eventId, salesByDay: [{day (Toronto), received, refunded}], salesBySection: [{sectionName, items, sales}] (booths and seats sold and not given back, at the price paid), hstCharged (HST on paid and partly paid orders), refunds {count, amount}}, money in dollars; NOT_FOUND for an unknown event",
    access: ["organiser"],
    csrf: false,
    query: z.object({ eventId: eventIdSchema }),
    answer: answers.adminReportsAnswer,
    handle: async ({ query }) => {
      const r = await eventBooks(query.eventId);
      return {
        eventId: query.eventId,
        salesByDay: r.byDay.map((d) => ({
          day: d.day,
          received: centsToDollars(d.receivedCents),
          refunded: centsToDollars(d.refundedCents),
        })),
        salesBySection: r.bySection.map((s) => ({
          sectionName: s.sectionName,
          items: s.items,
          sales: centsToDollars(s.salesCents),
        })),
        hstCharged: centsToDollars(r.hstCents),
        refunds: { count: r.refunds.count, amount: centsToDollars(r.refunds.cents) },
      };
    },
  }),
];
