import "server-only";
import {
  boothCountsBySection,
  findDashboardEvent,
  orderFigures,
  recentOrders,
  seatCounts,
  listConsoleEvents,
  type BoothCounts,
  type ConsoleEvent,
  type DashboardEvent,
  type OrderFigures,
  type RecentOrder,
  type SeatCounts,
  type SectionBoothCounts,
} from "./queries/dashboard";
import { festivalEvents, officeChores, type FestivalEvent } from "./queries/home";
import {
  eventReports,
  overdueOrders,
  type EventReports,
  type OverdueOrder,
} from "./queries/reports";
import {
  depositFigures,
  overdueDeposits,
  overdueDepositsByEvent,
  DEPOSIT_DECISION_DAYS,
  type DepositFigures,
  type OverdueDeposit,
} from "../deposits/queries";
import { BOOTH_STATUSES } from "@/db/queries/model";
import { pendingAddonRequestCount } from "../addons/queries/requests";
import { pendingDocumentCount } from "../requirements/queries/review";
import { appError } from "../http/envelope";
import { torontoDay } from "../i18n/toronto-time";
import { hstInKept } from "../deposits/figures";
import { allocateDiscount, formatCad } from "../payments/pricing";

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
  /** The damage deposits, apart from the money above (none of it is a sale). */
  deposits: DepositFigures;
  /** Deposits held and not decided more than 21 days after the event's last day. */
  overdueDeposits: OverdueDeposit[];
  warnings: DashboardWarning[];
  /** Toronto's date when the dashboard was read (YYYY-MM-DD): whether balances are or were due. */
  today: string;
};

export type {
  BoothCounts,
  ConsoleEvent,
  DepositFigures,
  OverdueDeposit,
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

function addUp(tallies: BoothCounts[]): BoothCounts {
  const totals: BoothCounts = { AVAILABLE: 0, HELD: 0, BOOKED: 0, RESERVED: 0, total: 0 };
  for (const counts of tallies) {
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
function warningsFor(
  event: Pick<DashboardEvent, "status" | "hasEnded" | "endsAt" | "bookingOpen" | "hasContract">,
  boothTotals: BoothCounts,
): DashboardWarning[] {
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
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const [sections, seats, figures, latest, overdue, deposits, depositsOverdue] = await Promise.all([
    boothCountsBySection({ eventId }),
    event.hasSeating ? seatCounts({ eventId }) : null,
    orderFigures({ eventId }),
    recentOrders({ eventId, limit: RECENT_ORDER_COUNT }),
    overdueOrders({ eventId }),
    depositFigures({ eventId }),
    overdueDeposits({ eventId }),
  ]);
  const boothTotals = addUp(sections.map((s) => s.counts));
  return {
    event,
    sections,
    boothTotals,
    seats,
    figures,
    recentOrders: latest,
    overdue,
    deposits,
    overdueDeposits: depositsOverdue,
    warnings: warningsFor(event, boothTotals),
    today: torontoDay(new Date()),
  };
}

type SalesLine = { items: number; salesCents: number };

/**
 * The figures for the books: the reports' rows, with sales per section and per add-on after
 * coupons, and the damage deposits apart from them (held, returned, kept, and the HST included
 * in what was kept: a kept deposit becomes the price of the damage, HST included).
 */
export type EventBooks = Omit<EventReports, "soldItems"> & {
  bySection: ({ sectionName: string } & SalesLine)[];
  byAddon: ({ addonName: string } & SalesLine)[];
  deposits: DepositFigures & { hstInKeptCents: number };
};

/** The event's figures for the books (sales by day and section, HST, refunds); NOT_FOUND if unknown. */
export async function eventBooks(eventId: number): Promise<EventBooks> {
  const event = await findDashboardEvent({ eventId });
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const [{ soldItems, ...reports }, deposits] = await Promise.all([
    eventReports({ eventId }),
    depositFigures({ eventId }),
  ]);
  return {
    ...reports,
    ...salesByLine(soldItems),
    deposits: { ...deposits, hstInKeptCents: hstInKept(deposits.keptCents) },
  };
}

/**
 * Sales per section and per add-on after each order's coupon: an order's discount is spread over
 * its items as the receipt spreads it (allocateDiscount), so the lines add up to the orders'
 * subtotals.
 */
function salesByLine(rows: EventReports["soldItems"]): Pick<EventBooks, "bySection" | "byAddon"> {
  const byOrder = new Map<number, EventReports["soldItems"]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const sections = new Map<string, SalesLine>();
  const addons = new Map<string, SalesLine>();
  for (const items of byOrder.values()) {
    const net = allocateDiscount(
      items.map((i) => i.cents),
      items[0]!.discountCents,
    );
    items.forEach((item, i) => {
      const [lines, name] =
        item.addonName === null ? [sections, item.sectionName] : [addons, item.addonName];
      const line = lines.get(name) ?? { items: 0, salesCents: 0 };
      lines.set(name, { items: line.items + 1, salesCents: line.salesCents + net[i]! });
    });
  }
  const sorted = (lines: Map<string, SalesLine>) =>
    [...lines].sort(([a], [b]) => a.localeCompare(b));
  return {
    bySection: sorted(sections).map(([sectionName, s]) => ({ sectionName, ...s })),
    byAddon: sorted(addons).map(([addonName, s]) => ({ addonName, ...s })),
  };
}

/** Every event for the console's lists, drafts included: ACTIVE first, then DRAFT, then PAST. */
export async function consoleEvents(): Promise<ConsoleEvent[]> {
  return listConsoleEvents();
}

/** Something on the console's home that an organiser has to act on. */
export type AttentionItem = {
  code:
    | "BALANCES_OVERDUE"
    | "DEPOSITS_OVERDUE"
    | "ADDON_REQUESTS_WAITING"
    | "DOCUMENTS_WAITING"
    | DashboardWarning["code"]
    | "SALES_ENDED_BOOKING_OPEN"
    | "EMAILS_FAILED"
    | "REFUND_FAILED";
  message: string;
  /** The event it is about (null: the whole site's). */
  eventId: number | null;
  /** The order it is about (a failed refund's). */
  orderId: number | null;
  /** How many orders or e-mails, and how much money in cents, where it counts some. */
  count: number | null;
  amountCents: number | null;
};

export type FestivalHome = {
  /** ACTIVE events by date, with their figures. */
  active: FestivalEvent[];
  /** Drafts whose end is still to come, by date. */
  drafts: FestivalEvent[];
  /** The ACTIVE events' figures added up (money in cents). */
  totals: {
    booths: BoothCounts;
    collectedCents: number;
    outstandingCents: number;
    overdueCents: number;
    overdueOrders: number;
  };
  attention: AttentionItem[];
  /** Refunds that failed, beyond the ones listed under attention. */
  moreFailedRefunds: number;
};

export type { FestivalEvent };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const item = (
  code: AttentionItem["code"],
  message: string,
  more: Partial<Omit<AttentionItem, "code" | "message">> = {},
): AttentionItem => ({
  code,
  message,
  eventId: null,
  orderId: null,
  count: null,
  amountCents: null,
  ...more,
});

/** One event's items: balances overdue, its date or its sales end passed, no contract. */
function eventAttention(event: FestivalEvent): AttentionItem[] {
  const items: AttentionItem[] = [];
  const about = { eventId: event.id };
  if (event.overdueOrders > 0)
    items.push(
      item(
        "BALANCES_OVERDUE",
        `${event.name}: ${plural(event.overdueOrders, "order owes", "orders owe")} ${formatCad(event.overdueCents)} past the balance due date.`,
        { ...about, count: event.overdueOrders, amountCents: event.overdueCents },
      ),
    );
  for (const warning of warningsFor(event, event.booths))
    items.push(item(warning.code, `${event.name}: ${warning.message}`, about));
  // Sales that ended while the event is still to come and booking is still switched on: the
  // public page says sales have ended, but the console still reads "Booking open".
  if (event.status === "ACTIVE" && event.bookingOpen && !event.hasEnded) {
    const ended = [
      ...(event.booths.total > 0 && event.boothSalesEnded && event.boothSalesEnd
        ? [`booth sales ended on ${dayFormat.format(event.boothSalesEnd)}`]
        : []),
      ...(event.hasSeating && event.ticketSalesEnded && event.ticketSalesEnd
        ? [`ticket sales ended on ${dayFormat.format(event.ticketSalesEnd)}`]
        : []),
    ];
    if (ended.length > 0)
      items.push(
        item(
          "SALES_ENDED_BOOKING_OPEN",
          `${event.name}: ${ended.join(" and ")}, but booking is still open.`,
          about,
        ),
      );
  }
  return items;
}

/**
 * The console's home: every ACTIVE event with its booths, seats and money (one query for all of
 * them, with the figures one event's dashboard shows), the drafts still to come, and what needs
 * the organiser's attention today, events first, then failed e-mails and refunds.
 */
export async function festivalHome(): Promise<FestivalHome> {
  const [events, chores, depositsOverdue, addonRequests, documents] = await Promise.all([
    festivalEvents(),
    officeChores(),
    overdueDepositsByEvent(),
    pendingAddonRequestCount(),
    pendingDocumentCount(),
  ]);
  const active = events.filter((e) => e.status === "ACTIVE");
  const totals: FestivalHome["totals"] = {
    booths: addUp(active.map((e) => e.booths)),
    collectedCents: 0,
    outstandingCents: 0,
    overdueCents: 0,
    overdueOrders: 0,
  };
  for (const e of active) {
    totals.collectedCents += e.collectedCents;
    totals.outstandingCents += e.outstandingCents;
    totals.overdueCents += e.overdueCents;
    totals.overdueOrders += e.overdueOrders;
  }
  const attention = active.flatMap(eventAttention);
  // Deposits are decided after the event, when it may no longer be ACTIVE: every event's.
  for (const d of depositsOverdue)
    attention.push(
      item(
        "DEPOSITS_OVERDUE",
        `${d.eventName}: ${plural(d.count, "damage deposit", "damage deposits")} (${formatCad(d.heldCents)}) not decided ${DEPOSIT_DECISION_DAYS} days after the event.`,
        { eventId: d.eventId, count: d.count, amountCents: d.heldCents },
      ),
    );
  if (addonRequests > 0)
    attention.push(
      item(
        "ADDON_REQUESTS_WAITING",
        `${plural(addonRequests, "add-on request waits", "add-on requests wait")} for a decision.`,
        { count: addonRequests },
      ),
    );
  if (documents > 0)
    attention.push(
      item(
        "DOCUMENTS_WAITING",
        `${plural(documents, "document waits", "documents wait")} for review.`,
        { count: documents },
      ),
    );
  if (chores.failedEmails > 0)
    attention.push(
      item(
        "EMAILS_FAILED",
        `${plural(chores.failedEmails, "e-mail was", "e-mails were")} not delivered.`,
        { count: chores.failedEmails },
      ),
    );
  for (const refund of chores.failedRefunds)
    attention.push(
      item(
        "REFUND_FAILED",
        `A refund of ${formatCad(refund.amountCents)} to ${refund.vendorName} (${refund.eventName}, order #${refund.orderId}) failed at the payment provider.`,
        { orderId: refund.orderId, amountCents: refund.amountCents },
      ),
    );
  return {
    active,
    drafts: events.filter((e) => e.status === "DRAFT"),
    totals,
    attention,
    moreFailedRefunds: chores.failedRefundCount - chores.failedRefunds.length,
  };
}
