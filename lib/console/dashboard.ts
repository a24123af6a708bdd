import "server-only";
import {
  boothCountsBySection,
  eventReports,
  findDashboardEvent,
  orderFigures,
  overdueOrders,
  recentOrders,
  seatCounts,
  listConsoleEvents,
  type BoothCounts,
  type ConsoleEvent,
  type DashboardEvent,
  type EventReports,
  type OrderFigures,
  type OverdueOrder,
  type RecentOrder,
  type SeatCounts,
  type SectionBoothCounts,
} from "@/db/queries/admin-dashboard";
import { BOOTH_STATUSES } from "@/db/queries/model";
import { appError } from "../http/envelope";
import { allocateDiscount } from "../payments/pricing";

/** How many of the latest orders the dashboard lists. */
export const RECENT_ORDER_COUNT = 10;

export type DashboardWarning = {
  code: "EVENT_DATE_PASSED" | "BOOKING_OPEN_WITHOUT_CONTRACT";
  message: string;
};

export type EventDashboard = {
  event: DashboardEvent;
  sections: SectionBoothCounts[];
  /** The sections' counts added up. */
  boothTotals: BoothCounts;
  /** Null for an event without seating. */
  seats: SeatCounts | null;
  /** Money in cents. */
  figures: OrderFigures;
  recentOrders: RecentOrder[];
  /** Orders still owing after the event's balance due date, largest balance first. */
  overdue: OverdueOrder[];
  warnings: DashboardWarning[];
};

export type {
  BoothCounts,
  ConsoleEvent,
  EventReports,
  OverdueOrder,
  RecentOrder,
  SeatCounts,
  SectionBoothCounts,
};

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeZone: "America/Toronto",
});

function addUp(sections: SectionBoothCounts[]): BoothCounts {
  const totals: BoothCounts = { AVAILABLE: 0, HELD: 0, BOOKED: 0, RESERVED: 0, total: 0 };
  for (const { counts } of sections) {
    for (const status of BOOTH_STATUSES) totals[status] += counts[status];
    totals.total += counts.total;
  }
  return totals;
}

/**
 * What needs the organiser's attention: an event still ACTIVE after its end date, and booking
 * open (an ACTIVE event with its booking switch on) on an event with booths but no vendor
 * contract: every booth checkout is refused then.
 */
function warningsFor(event: DashboardEvent, boothTotals: BoothCounts): DashboardWarning[] {
  const warnings: DashboardWarning[] = [];
  if (event.status === "ACTIVE" && event.hasEnded)
    warnings.push({
      code: "EVENT_DATE_PASSED",
      message: `The event ended on ${dayFormat.format(event.endsAt)} but is still ACTIVE.`,
    });
  const takingBookings = event.status === "ACTIVE" && event.bookingOpen;
  if (takingBookings && !event.hasContract && boothTotals.total > 0)
    warnings.push({
      code: "BOOKING_OPEN_WITHOUT_CONTRACT",
      message:
        "Booking is open but the event has no vendor contract: every booth checkout is refused until one is published.",
    });
  return warnings;
}

/** One event's dashboard: booth and seat counts, money, today's orders, open holds, warnings. */
export async function eventDashboard(eventId: number): Promise<EventDashboard> {
  const event = await findDashboardEvent({ eventId });
  if (!event) throw appError("NOT_FOUND", "exhibition.notFound");
  const [sections, seats, figures, latest, overdue] = await Promise.all([
    boothCountsBySection({ eventId }),
    event.hasSeating ? seatCounts({ eventId }) : null,
    orderFigures({ eventId }),
    recentOrders({ eventId, limit: RECENT_ORDER_COUNT }),
    overdueOrders({ eventId }),
  ]);
  const boothTotals = addUp(sections);
  return {
    event,
    sections,
    boothTotals,
    seats,
    figures,
    recentOrders: latest,
    overdue,
    warnings: warningsFor(event, boothTotals),
  };
}

/** The figures for the books: the reports' rows, with sales per section after coupons. */
export type EventBooks = Omit<EventReports, "soldItems"> & {
  bySection: { sectionName: string; items: number; salesCents: number }[];
};

/** The event's figures for the books (sales by day and section, HST, refunds); NOT_FOUND if unknown. */
export async function eventBooks(eventId: number): Promise<EventBooks> {
  const event = await findDashboardEvent({ eventId });
  if (!event) throw appError("NOT_FOUND", "exhibition.notFound");
  const { soldItems, ...reports } = await eventReports({ eventId });
  return { ...reports, bySection: salesBySection(soldItems) };
}

/**
 * Sales per section after each order's coupon: an order's discount is spread over its items as
 * the receipt spreads it (allocateDiscount), so the sections add up to the orders' subtotals.
 */
function salesBySection(rows: EventReports["soldItems"]): EventBooks["bySection"] {
  const byOrder = new Map<number, EventReports["soldItems"]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const sections = new Map<string, { items: number; salesCents: number }>();
  for (const items of byOrder.values()) {
    const net = allocateDiscount(
      items.map((i) => i.cents),
      items[0]!.discountCents,
    );
    items.forEach((item, i) => {
      const section = sections.get(item.sectionName) ?? { items: 0, salesCents: 0 };
      sections.set(item.sectionName, {
        items: section.items + 1,
        salesCents: section.salesCents + net[i]!,
      });
    });
  }
  return [...sections]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sectionName, s]) => ({ sectionName, ...s }));
}

/** Every event for the console's lists, drafts included: ACTIVE first, then DRAFT, then PAST. */
export async function consoleEvents(): Promise<ConsoleEvent[]> {
  return listConsoleEvents();
}
