import "server-only";
import {
  eventSales,
  findSalesEvent,
  findSalesOrder,
  salesOfOrder,
  saveSales,
  salesOrdersOfVendor,
  type SalesOrder,
} from "./queries";
import { transaction } from "@/db/queries/transaction";
import { appError, fieldError } from "../http/envelope";
import type { EventSalesList, SalesInput, VendorSales } from "./api";

/** The calendar days from `first` to `last` (YYYY-MM-DD), both included. */
export function festivalDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${first}T00:00:00Z`);
    at <= Date.parse(`${last}T00:00:00Z`) && days.length < 31;
    at += 86_400_000
  )
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * The order the caller may send sales for: theirs (FORBIDDEN otherwise, NOT_FOUND unknown), a
 * food order (a live booth in a food section; CONFLICT otherwise) whose event has ended
 * (CONFLICT before).
 */
async function salesOrderFor(accountId: number, orderId: number): Promise<SalesOrder> {
  const order = await findSalesOrder(orderId);
  if (!order) throw appError("NOT_FOUND", "errors.orders.notFound");
  if (order.vendorId !== accountId) throw appError("FORBIDDEN", "errors.orders.notYours");
  if (!order.live || !order.food) throw appError("CONFLICT", "errors.sales.notFoodOrder");
  if (!order.ended) throw appError("CONFLICT", "errors.sales.notEnded");
  return order;
}

async function salesView(order: SalesOrder): Promise<VendorSales> {
  const sent = await salesOfOrder(order.orderId);
  const byDay = new Map(sent.map((s) => [s.day, s.grossCents]));
  const latest = sent.reduce<Date | null>(
    (at, s) => (at === null || s.submittedAt > at ? s.submittedAt : at),
    null,
  );
  return {
    orderId: order.orderId,
    eventName: order.eventName,
    eventNameAr: order.eventNameAr,
    days: festivalDays(order.firstDay, order.lastDay).map((day) => ({
      day,
      grossCents: byDay.get(day) ?? null,
    })),
    submittedAt: latest,
  };
}

/** What the vendor sent for the order's festival days (null for a day not sent). */
export async function vendorSales(accountId: number, orderId: number): Promise<VendorSales> {
  return salesView(await salesOrderFor(accountId, orderId));
}

/**
 * The vendor's gross sales for every festival day (each once, none other; BAD_REQUEST on `days`
 * otherwise), written together; sending again replaces the amounts.
 */
export async function sendSales(
  accountId: number,
  orderId: number,
  input: SalesInput,
): Promise<VendorSales> {
  const order = await salesOrderFor(accountId, orderId);
  const expected = festivalDays(order.firstDay, order.lastDay);
  const given = input.days.map((d) => d.day);
  const complete =
    given.length === expected.length &&
    new Set(given).size === given.length &&
    given.every((day) => expected.includes(day));
  if (!complete)
    throw fieldError("BAD_REQUEST", "days", "errors.sales.everyDay", {
      first: order.firstDay,
      last: order.lastDay,
    });
  await transaction((tx) =>
    saveSales(tx, {
      orderId,
      submittedBy: accountId,
      days: input.days,
    }),
  );
  return salesView(order);
}

/** The console's list: the event's food vendors, their days, sent or not; NOT_FOUND unknown event. */
export async function eventSalesList(eventId: number): Promise<EventSalesList> {
  const event = await findSalesEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const days = festivalDays(event.firstDay, event.lastDay);
  const rows = await eventSales(eventId);
  return {
    eventId,
    eventName: event.name,
    eventStatus: event.status,
    ended: event.ended,
    days,
    vendors: rows.map((r) => {
      const byDay = new Map(r.days.map((d) => [d.day, d.grossCents]));
      const cells = days.map((day) => ({ day, grossCents: byDay.get(day) ?? null }));
      return {
        orderId: r.orderId,
        vendorId: r.vendorId,
        vendorName: r.vendorName,
        email: r.email,
        booths: r.booths,
        days: cells,
        totalCents: r.days.reduce((n, d) => n + d.grossCents, 0),
        sent: cells.every((c) => c.grossCents !== null),
        submittedAt: r.submittedAt?.toISOString() ?? null,
        remindersSent: r.remindersSent,
      };
    }),
  };
}

/** The profile's sales forms: each of the vendor's food orders whose event has ended. */
export async function salesFormsOf(accountId: number): Promise<VendorSales[]> {
  const orders = await salesOrdersOfVendor(accountId);
  return Promise.all(orders.map(salesView));
}
