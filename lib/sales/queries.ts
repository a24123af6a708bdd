import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  booths,
  events,
  orderItems,
  orders,
  salesReminders,
  sections,
  vendorSales,
  vendors,
} from "@/db/schema";

// Food vendors' gross sales per festival day, for the accountant (the vendor contract's "food
// vendors share sales data"): which orders are asked, what they sent, and the reminders.

const TZ = "America/Toronto";

/** Today's calendar day in Toronto, on the database's clock. */
const torontoToday = sql`(now() at time zone ${TZ})::date`;
const firstDay = sql<string>`(${events.startsAt} at time zone ${TZ})::date::text`;
const lastDay = sql<string>`(${events.endsAt} at time zone ${TZ})::date::text`;

/** A live order (paid in part or in full). */
const LIVE = inArray(orders.status, ["PARTIALLY_PAID", "PAID"]);

/** The order holds a booth (not given back) in a food section. */
const holdsFoodBooth = sql<boolean>`exists (select 1 from ${orderItems} join ${booths} on ${booths.id} = ${orderItems.boothId} join ${sections} on ${sections.id} = ${booths.sectionId} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'BOOTH' and ${orderItems.releasedAt} is null and ${sections.isFood})`;

/** The order's booths (not given back), by name, as one text: "F-01, F-02". */
const boothNames = sql<string>`coalesce((select string_agg(${orderItems.name}, ', ' order by ${orderItems.name}) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'BOOTH' and ${orderItems.releasedAt} is null), '')`;

export type SalesOrder = {
  orderId: number;
  vendorId: number;
  eventId: number;
  eventName: string;
  eventNameAr: string | null;
  /** Paid in part or in full. */
  live: boolean;
  /** Holds a booth in a food section. */
  food: boolean;
  /** The event's end has passed (database clock). */
  ended: boolean;
  /** The festival's first and last days, Toronto (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
};

/** An order as the sales form needs it (undefined: no such order, or none of an event). */
export async function findSalesOrder(orderId: number, tx?: Tx): Promise<SalesOrder | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      orderId: orders.id,
      vendorId: orders.vendorId,
      eventId: events.id,
      eventName: events.name,
      eventNameAr: events.nameAr,
      live: sql<boolean>`${orders.status} in ('PARTIALLY_PAID', 'PAID')`,
      food: holdsFoodBooth,
      ended: sql<boolean>`${events.endsAt} <= now()`,
      firstDay,
      lastDay,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row;
}

export type SalesDay = { day: string; grossCents: number; submittedAt: Date };

/** What an order's vendor sent, by day. */
export async function salesOfOrder(orderId: number, tx?: Tx): Promise<SalesDay[]> {
  const db = tx ?? (await getDb());
  return db
    .select({
      day: sql<string>`${vendorSales.day}::text`,
      grossCents: vendorSales.grossCents,
      submittedAt: vendorSales.submittedAt,
    })
    .from(vendorSales)
    .where(eq(vendorSales.orderId, orderId))
    .orderBy(asc(vendorSales.day));
}

/** Writes (or rewrites) the order's sales for the days given, by whom and now. */
export async function saveSales(
  tx: Tx,
  {
    orderId,
    submittedBy,
    days,
  }: { orderId: number; submittedBy: number; days: { day: string; grossCents: number }[] },
): Promise<void> {
  if (days.length === 0) return;
  await tx
    .insert(vendorSales)
    .values(days.map((d) => ({ orderId, day: d.day, grossCents: d.grossCents, submittedBy })))
    .onConflictDoUpdate({
      target: [vendorSales.orderId, vendorSales.day],
      set: {
        grossCents: sql`excluded.gross_cents`,
        submittedBy: sql`excluded.submitted_by`,
        submittedAt: sql`now()`,
      },
    });
}

export type EventSalesRow = {
  orderId: number;
  vendorId: number;
  vendorName: string;
  email: string;
  booths: string;
  days: { day: string; grossCents: number }[];
  /** When the latest day was sent (null: nothing sent). */
  submittedAt: Date | null;
  /** The reminder steps sent (1: the day after the event, 2: a week later). */
  remindersSent: number[];
};

/** Whether an event exists, with its days (Toronto) and whether it has ended. */
export async function findSalesEvent(eventId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      firstDay,
      lastDay,
      ended: sql<boolean>`${events.endsAt} <= now()`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** The event's food orders (live, holding a food booth), by vendor name, with what each sent. */
export async function eventSales(eventId: number): Promise<EventSalesRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orders.id,
      vendorId: orders.vendorId,
      vendorName: vendors.legalName,
      email: vendors.email,
      booths: boothNames,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(eq(orders.eventId, eventId), LIVE, holdsFoodBooth))
    .orderBy(asc(vendors.legalName), asc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.orderId);
  const [sent, reminded] = await Promise.all([
    db
      .select({
        orderId: vendorSales.orderId,
        day: sql<string>`${vendorSales.day}::text`,
        grossCents: vendorSales.grossCents,
        submittedAt: vendorSales.submittedAt,
      })
      .from(vendorSales)
      .where(inArray(vendorSales.orderId, ids))
      .orderBy(asc(vendorSales.day)),
    db
      .select({ orderId: salesReminders.orderId, step: salesReminders.step })
      .from(salesReminders)
      .where(inArray(salesReminders.orderId, ids))
      .orderBy(asc(salesReminders.step)),
  ]);
  return rows.map((r) => {
    const mine = sent.filter((s) => s.orderId === r.orderId);
    const latest = mine.reduce<Date | null>(
      (at, s) => (at === null || s.submittedAt > at ? s.submittedAt : at),
      null,
    );
    return {
      ...r,
      days: mine.map((s) => ({ day: s.day, grossCents: s.grossCents })),
      submittedAt: latest,
      remindersSent: reminded.filter((x) => x.orderId === r.orderId).map((x) => x.step),
    };
  });
}

export type SalesReminderDue = {
  orderId: number;
  step: 1 | 2;
  email: string;
  contactName: string;
  locale: "en" | "ar";
  eventName: string;
  eventNameAr: string | null;
};

/** The last day after an event's end on which its vendors are reminded of their sales. */
export const SALES_REMINDER_LAST_DAY = 21;

/**
 * Food orders of ended events that have sent no sales and are due a reminder: step 1 from the day
 * after the event's last day, step 2 from seven days after that (Toronto's calendar), up to
 * SALES_REMINDER_LAST_DAY days after it; each step not recorded yet. A first run late sends the latest step only (the earlier one is recorded
 * with it by the caller). By order id, at most `limit`.
 */
export async function salesRemindersDue({ limit }: { limit: number }): Promise<SalesReminderDue[]> {
  const db = await getDb();
  const daysAfter = sql<number>`(${torontoToday} - (${events.endsAt} at time zone ${TZ})::date)::int`;
  const reminded = (step: number) =>
    sql`exists (select 1 from ${salesReminders} where ${salesReminders.orderId} = ${orders.id} and ${salesReminders.step} >= ${step}::int)`;
  const rows = await db
    .select({
      orderId: orders.id,
      daysAfter,
      email: vendors.email,
      contactName: vendors.contactName,
      locale: orders.locale,
      eventName: events.name,
      eventNameAr: events.nameAr,
      step1: reminded(1),
      step2: reminded(2),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        LIVE,
        holdsFoodBooth,
        sql`${events.endsAt} <= now()`,
        // a reminder is worth sending for three weeks after the event, not for events long past
        sql`${daysAfter} between 1 and ${SALES_REMINDER_LAST_DAY}::int`,
        sql`not exists (select 1 from ${vendorSales} where ${vendorSales.orderId} = ${orders.id})`,
        sql`not exists (select 1 from ${salesReminders} where ${salesReminders.orderId} = ${orders.id} and ${salesReminders.step} = 2)`,
      ),
    )
    .orderBy(asc(orders.id));
  const due: SalesReminderDue[] = [];
  for (const r of rows) {
    const step = Number(r.daysAfter) >= 8 ? 2 : 1;
    if (step === 1 && r.step1) continue;
    due.push({
      orderId: r.orderId,
      step,
      email: r.email,
      contactName: r.contactName,
      locale: r.locale,
      eventName: r.eventName,
      eventNameAr: r.eventNameAr,
    });
    if (due.length >= limit) break;
  }
  return due;
}

/**
 * Records a sales reminder step (and the earlier one it stands for) as sent; true when this call
 * recorded `step` (of two calls at once, exactly one).
 */
export async function recordSalesReminder(tx: Tx, orderId: number, step: 1 | 2): Promise<boolean> {
  const steps = step === 2 ? [1, 2] : [1];
  const rows = await tx
    .insert(salesReminders)
    .values(steps.map((s) => ({ orderId, step: s })))
    .onConflictDoNothing()
    .returning({ step: salesReminders.step });
  return rows.some((r) => r.step === step);
}

/** The vendor's food orders of ended events: the orders the profile asks sales of, newest first. */
export async function salesOrdersOfVendor(vendorId: number): Promise<SalesOrder[]> {
  const db = await getDb();
  return db
    .select({
      orderId: orders.id,
      vendorId: orders.vendorId,
      eventId: events.id,
      eventName: events.name,
      eventNameAr: events.nameAr,
      live: sql<boolean>`true`,
      food: sql<boolean>`true`,
      ended: sql<boolean>`true`,
      firstDay,
      lastDay,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.vendorId, vendorId), LIVE, holdsFoodBooth, sql`${events.endsAt} <= now()`))
    .orderBy(sql`${events.endsAt} desc`, asc(orders.id));
}
