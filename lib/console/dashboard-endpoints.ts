import "server-only";
import { eventBooks, eventDashboard, festivalHome } from "./dashboard";
import { DASHBOARD_ROUTES, dashboardOf, homeOf, reportsOf } from "./dashboard-api";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's dashboard endpoints (declared like the public ones; access: organisers). */
export const DASHBOARD_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DASHBOARD_ROUTES.home,
    summary: "The console's home: every ACTIVE event's figures and what needs attention",
    description:
      "-> {events (ACTIVE, by date) and drafts (DRAFT, not yet ended): [{eventId, eventGuid, eventName, eventStatus, eventDate, eventEndDate, hasSeating, bookingOpen, balanceDueDate, boothCounts {AVAILABLE, HELD, BOOKED, RESERVED, total} (an expired hold counts as AVAILABLE), seatCounts {AVAILABLE, HELD, SOLD, total} or null, moneyCollectedCents (paid less refunded), balancesOutstandingCents (PARTIALLY_PAID orders), balancesOverdueCents and overdueOrders (still owing after the balance due date, Toronto's day)}], totals (the ACTIVE events' added up), attention [{code (BALANCES_OVERDUE, DEPOSITS_OVERDUE (any event's damage deposits held and not decided 21 days after its last day), ADDON_REQUESTS_WAITING (add-on requests of booked orders waiting for a decision), EVENT_DATE_PASSED, BOOKING_OPEN_WITHOUT_CONTRACT, SALES_ENDED_BOOKING_OPEN, EMAILS_FAILED, REFUND_FAILED), message, eventId, orderId, count, amountCents}] (at most 20 failed refunds; moreFailedRefunds counts the rest)}; the same figures as each event's dashboard, in integer cents",
    access: ORGANISERS,
    csrf: false,
    handle: async () => homeOf(await festivalHome()),
  }),
  endpoint({
    ...DASHBOARD_ROUTES.dashboard,
    summary: "One event's dashboard for organisers",
    description:
      "?eventId= -> the event (eventId, eventName, eventStatus, eventDate, bookingOpen, boothSalesEnd, ticketSalesEnd (null: no sales end), hasContract), sections[] with boothCounts {AVAILABLE, HELD, BOOKED, RESERVED, total} (an expired hold counts as AVAILABLE), the event's boothCounts, seatCounts {AVAILABLE, HELD, SOLD, total} or null, moneyCollectedCents (paid payments) and balancesOutstandingCents (PARTIALLY_PAID orders) in integer cents, ordersToday (Toronto's day), holdsOpen (PENDING orders still holding), recentOrders (the last 10: orderId, vendorName, items, totalCents, paidCents, balanceCents, orderStatus, createdAt), overdueOrders (balanceCents), deposits {owedCents, dueCents, paidCents, returnedCents, keptCents, heldCents} (damage deposits, never in the money collected), overdueDeposits [{orderId, vendorName, email, heldCents}] (held and not decided more than 21 days after the event's last day, Toronto) and warnings [{code, message}]; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => dashboardOf(await eventDashboard(query.eventId)),
  }),
  endpoint({
    ...DASHBOARD_ROUTES.reports,
    summary: "One event's figures for the books (organisers)",
    description:
      "?eventId= -> {eventId, salesByDay: [{day (Toronto), receivedCents, refundedCents}], salesBySection: [{sectionName, items, salesCents}] (booths and seats sold and not given back, at the price paid), salesByAddon: [{addonName, items, salesCents}], hstChargedCents (HST on paid and partly paid orders), refunds {count, amountCents}, deposits {owedCents, dueCents, paidCents, returnedCents, keptCents, heldCents, hstInKeptCents}}; damage deposits and their returns are in none of the sales figures, money in integer cents; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => reportsOf(query.eventId, await eventBooks(query.eventId)),
  }),
];
