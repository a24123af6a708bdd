import "server-only";
import { ORGANISERS } from "../http/office-fields";
import { endpoint, type Endpoint } from "../http/endpoint";
import { SALES_ROUTES, salesOf } from "./api";
import { eventSalesList, sendSales, vendorSales } from "./sales";

const REFUSALS =
  "FORBIDDEN for another vendor's order, NOT_FOUND for an unknown order, CONFLICT for an order that is not a food order (a live, paid or partly paid order holding a booth in a food section) and before the event has ended";

/** A food vendor's gross sales per festival day, for the accountant. */
export const VENDOR_SALES_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...SALES_ROUTES.vendorGet,
    summary: "A food order's gross sales per festival day (vendors)",
    description: `-> {orderId, eventName, eventNameAr, days: [{day (YYYY-MM-DD, Toronto, every day from the event's first to its last), grossCents (null: not sent)}], totalCents, submittedAt}; money in integer cents; ${REFUSALS}`,
    access: ["vendor"],
    csrf: false,
    handle: async ({ caller, params }) =>
      salesOf(await vendorSales(caller.accountId, params.orderId)),
  }),
  endpoint({
    ...SALES_ROUTES.vendorPut,
    summary: "Send a food order's gross sales per festival day (vendors)",
    description: `{days: [{day, grossCents (integer cents, from 0)}]}: one amount for every festival day, none other -> the sales as GET answers them; sending again replaces them; BAD_REQUEST for a negative or fractional amount or a missing, repeated or other day; ${REFUSALS}`,
    access: ["vendor"],
    csrf: true,
    handle: async ({ caller, params, body }) =>
      salesOf(await sendSales(caller.accountId, params.orderId, body)),
  }),
];

/** The console's list of the food vendors' sales for one event. */
export const OFFICE_SALES_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...SALES_ROUTES.event,
    summary: "An event's food vendors and the sales they sent (organisers)",
    description:
      "-> {eventId, eventName, eventStatus, ended, days (the festival's, Toronto), vendors: [{orderId, vendorId, vendorName, email, booths, days: [{day, grossCents (null: not sent)}], totalCents, sent (every day sent), submittedAt, remindersSent (1: the day after the event, 2: a week later)}]}: every live food order, by vendor name; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => eventSalesList(params.eventId),
  }),
];
