import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { idField } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";

// Food vendors' gross sales per festival day, for the accountant: the vendor's form and the
// console's list, both in integer cents (`grossCents`). No server code: the profile's form imports
// these schemas too.

/** At most this much a day, in cents: $10,000,000 (a mistyped amount is refused, not booked). */
export const SALES_DAY_MAX_CENTS = 1_000_000_000;

const grossMessage = ruleMessage("validation.salesGrossCents");
const dayMessage = ruleMessage("validation.salesDay");
const orderIdMessage = ruleMessage("validation.orderIdInvalid");
const eventIdMessage = ruleMessage("validation.eventIdInvalid");

/** A day's gross sales in integer cents, from 0. */
export const grossCents = z
  .number({ error: grossMessage })
  .int({ error: grossMessage })
  .min(0, { error: grossMessage })
  .max(SALES_DAY_MAX_CENTS, { error: grossMessage });

export const salesParams = z.object({ orderId: idField(orderIdMessage) });

/** PUT: one amount for every festival day (Toronto calendar days from the first to the last). */
export const salesRequest = z.object({
  days: z
    .array(
      z.object({
        day: z.iso.date({ error: dayMessage }),
        grossCents,
      }),
      { error: dayMessage },
    )
    .min(1, { error: dayMessage })
    .max(31, { error: dayMessage }),
});
export type SalesInput = z.output<typeof salesRequest>;

export const salesAnswer = z.object({
  orderId: z.number().int(),
  eventName: z.string(),
  eventNameAr: z.string().nullable(),
  days: z.array(
    z.object({
      day: z.iso.date(),
      grossCents: z.number().int().nullable().meta({ description: "null: not sent yet" }),
    }),
  ),
  totalCents: z.number().int().meta({ description: "The days sent added up" }),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** What the vendor sees: every festival day with the amount sent, if any. */
export type VendorSales = {
  orderId: number;
  eventName: string;
  eventNameAr: string | null;
  days: { day: string; grossCents: number | null }[];
  submittedAt: Date | null;
};

export const salesOf = (s: VendorSales) =>
  ({
    orderId: s.orderId,
    eventName: s.eventName,
    eventNameAr: s.eventNameAr,
    days: s.days.map((d) => ({ day: d.day, grossCents: d.grossCents })),
    totalCents: s.days.reduce((n, d) => n + (d.grossCents ?? 0), 0),
    submittedAt: s.submittedAt?.toISOString() ?? null,
  }) satisfies z.input<typeof salesAnswer>;

export const eventSalesParams = z.object({ eventId: idField(eventIdMessage) });

export const eventSalesAnswer = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventStatus: z.enum(["DRAFT", "ACTIVE", "PAST"]),
  ended: z.boolean(),
  days: z.array(z.iso.date()).meta({ description: "The festival's days (Toronto)" }),
  vendors: z.array(
    z.object({
      orderId: z.number().int(),
      vendorId: z.number().int(),
      vendorName: z.string(),
      email: z.string(),
      booths: z.string(),
      days: z.array(z.object({ day: z.iso.date(), grossCents: z.number().int().nullable() })),
      totalCents: z.number().int(),
      sent: z.boolean().meta({ description: "Every festival day sent" }),
      submittedAt: z.iso.datetime({ offset: true }).nullable(),
      remindersSent: z.array(z.number().int()),
    }),
  ),
});

export type EventSalesList = z.input<typeof eventSalesAnswer>;

export const SALES_ROUTES = {
  vendorGet: apiRoute({
    method: "GET",
    path: "/api/vendor/v1/orders/{orderId}/sales",
    params: salesParams,
    answer: salesAnswer,
  }),
  vendorPut: apiRoute({
    method: "PUT",
    path: "/api/vendor/v1/orders/{orderId}/sales",
    params: salesParams,
    body: salesRequest,
    answer: salesAnswer,
  }),
  event: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/sales",
    params: eventSalesParams,
    answer: eventSalesAnswer,
  }),
};
