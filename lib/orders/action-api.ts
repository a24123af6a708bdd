import { z } from "zod";
import { ORDER_STATUSES } from "@/db/queries/model";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { idSchema, PLAIN, requiredName } from "../http/office-fields";
import { orderIdSchema } from "./api";

// What the office does to orders, in the organiser API: an order made at the office, refunds,
// payments taken at the office, charges and cancellations. Money is integer cents (`...Cents`),
// as Stripe's API has it. The requests and the answers side by side, and the routes.

const cents = z.number().int();
const ORDER_STATUS = z.enum(ORDER_STATUSES);
const orderParams = z.object({ orderId: orderIdSchema });

const MAX_CENTS = 100_000_000;
const AMOUNT_MESSAGE = `amountCents must be a whole number of cents from 1 to ${MAX_CENTS}.`;

/** An amount of money sent by the office: integer cents, at least one cent, up to a million dollars. */
const amountCents = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(1, { error: AMOUNT_MESSAGE })
  .max(MAX_CENTS, { error: AMOUNT_MESSAGE });

const REASON_MAX = 500;
const reason = z
  .string({ error: "reason is required." })
  .trim()
  .min(1, { error: "reason is required.", abort: true })
  .max(REASON_MAX, { error: `reason is at most ${REASON_MAX} characters.` });

// --- requests ---

export const officeOrderRequest = z
  .object({
    vendorId: idSchema("vendorId must be a vendor's id."),
    boothIds: z
      .array(idSchema("boothIds must list booth ids."), {
        error: "boothIds must be a list of booth ids.",
      })
      .min(1, { error: "boothIds must name at least one booth." })
      .max(50, { error: "boothIds names at most 50 booths." })
      .optional(),
    eventId: eventIdSchema.optional(),
    boothNames: z
      .array(requiredName("boothNames", 40), { error: "boothNames must be a list of names." })
      .min(1, { error: "boothNames must name at least one booth." })
      .max(50, { error: "boothNames names at most 50 booths." })
      .optional(),
  })
  .refine(
    (b) => (b.boothIds !== undefined) !== (b.boothNames !== undefined && b.eventId !== undefined),
    { error: "Send boothIds, or eventId with boothNames." },
  )
  .transform((b) =>
    b.boothIds
      ? { vendorId: b.vendorId, boothIds: b.boothIds }
      : { vendorId: b.vendorId, eventId: b.eventId!, boothNames: b.boothNames! },
  );

export const refundRequest = z.object({
  amountCents,
  reason,
  releaseItems: z
    .array(idSchema("releaseItems must list order item ids."), {
      error: "releaseItems must be a list of order item ids.",
    })
    .max(200, { error: "releaseItems lists at most 200 items." })
    .default([]),
});

export const OFFICE_PAYMENT_METHODS = ["CHEQUE", "ETRANSFER", "CASH"] as const;
export const officePaymentRequest = z.object({
  amountCents,
  method: z.enum(OFFICE_PAYMENT_METHODS, {
    error: `method must be one of ${OFFICE_PAYMENT_METHODS.join(", ")}.`,
  }),
  reference: z
    .string({ error: "reference must be text." })
    .trim()
    .max(100, { error: "reference is at most 100 characters." })
    .regex(PLAIN, { error: "reference must be one line of text." })
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

export const cancelRequest = z.object({
  refund: z.boolean({ error: "refund must be true or false." }).default(false),
  reason,
});

export const chargeRequest = z.object({
  description: requiredName("description", 200),
  amountCents,
});

// --- answers ---

export const createdOrderAnswer = z.object({
  orderId: z.number().int(),
  eventId: z.number().int(),
  orderStatus: z.literal("PARTIALLY_PAID"),
  totalCents: cents,
  balanceCents: cents,
});

export const refundAnswer = z.object({
  orderId: z.number().int(),
  orderStatus: ORDER_STATUS,
  refundIds: z.array(z.number().int()),
  refundedCents: cents,
  releasedItems: z.array(z.number().int()),
  voidedTickets: z.array(z.string()),
});

export const officePaymentAnswer = z.object({
  orderId: z.number().int(),
  paymentId: z.number().int(),
  orderStatus: ORDER_STATUS,
  paidCents: cents,
  balanceCents: cents,
});

export const chargeAnswer = z.object({
  orderId: z.number().int(),
  chargeId: z.number().int(),
  orderStatus: ORDER_STATUS,
  amountCents: cents,
  hstCents: cents,
  totalCents: cents,
  balanceCents: cents,
});

export const cancelAnswer = z.object({
  orderId: z.number().int(),
  orderStatus: z.literal("CANCELLED"),
  refundedCents: cents,
  refundIds: z.array(z.number().int()),
  releasedItems: z.array(z.number().int()),
  voidedTickets: z.array(z.string()),
});

// --- routes ---

export const ORDER_ACTION_ROUTES = {
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders",
    body: officeOrderRequest,
    answer: createdOrderAnswer,
    status: "CREATED",
  }),
  refund: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/refunds",
    params: orderParams,
    body: refundRequest,
    answer: refundAnswer,
    status: "CREATED",
  }),
  payment: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/payments",
    params: orderParams,
    body: officePaymentRequest,
    answer: officePaymentAnswer,
    status: "CREATED",
  }),
  charge: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/charges",
    params: orderParams,
    body: chargeRequest,
    answer: chargeAnswer,
    status: "CREATED",
  }),
  cancel: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/cancel",
    params: orderParams,
    body: cancelRequest,
    answer: cancelAnswer,
  }),
};
