import { z } from "zod";
import { ORDER_STATUSES } from "@/db/queries/model";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import {
  idSchema,
  oneOf,
  optionalLine,
  pageSchema,
  requiredName,
  searchSchema,
  trueOrFalse,
} from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { INVOICE_NUMBER_PATTERN } from "./invoice";
import { orderAnswer, orderIdSchema, orderListAnswer } from "./resource";

// The orders' routes: the organiser API's list and one order (their answers are ./resource.ts),
// what the office does to orders (an order made at the office, refunds, payments taken at the
// office, charges and cancellations), and an invoice or a credit note as a PDF. Money is integer
// cents (`...Cents`), as Stripe's API has it. The requests and the answers side by side, and the
// routes.

const cents = z.number().int();
const ORDER_STATUS = z.enum(ORDER_STATUSES);
const orderParams = z.object({ orderId: orderIdSchema });

const MAX_CENTS = 100_000_000;
const AMOUNT_MESSAGE = ruleMessage("validation.field.centsRange", {
  field: "amountCents",
  min: 1,
  max: MAX_CENTS,
});

/** An amount of money sent by the office: integer cents, at least one cent, up to a million dollars. */
const amountCents = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(1, { error: AMOUNT_MESSAGE })
  .max(MAX_CENTS, { error: AMOUNT_MESSAGE });

const REASON_MAX = 500;
const REASON_REQUIRED = ruleMessage("validation.field.required", { field: "reason" });
/** An organiser's reason, stored and shown as written. */
const reason = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, { error: REASON_REQUIRED, abort: true })
  .max(REASON_MAX, {
    error: ruleMessage("validation.field.tooLong", { field: "reason", max: REASON_MAX }),
  });

const MAX_BOOTHS = 50;

// --- requests ---

export const orderListQuery = z.object({
  eventId: eventIdSchema.optional(),
  status: oneOf("status", ORDER_STATUSES).optional(),
  q: searchSchema,
  page: pageSchema,
});

export const officeOrderRequest = z
  .object({
    vendorId: idSchema(ruleMessage("validation.orders.vendorIdInvalid")),
    boothIds: z
      .array(idSchema(ruleMessage("validation.orders.boothIdsInvalid")), {
        error: ruleMessage("validation.orders.boothIdsNotList"),
      })
      .min(1, { error: ruleMessage("validation.orders.noBooths", { field: "boothIds" }) })
      .max(MAX_BOOTHS, {
        error: ruleMessage("validation.orders.tooManyBooths", {
          field: "boothIds",
          max: MAX_BOOTHS,
        }),
      })
      .optional(),
    eventId: eventIdSchema.optional(),
    boothNames: z
      .array(requiredName("boothNames", 40), {
        error: ruleMessage("validation.orders.boothNamesNotList"),
      })
      .min(1, { error: ruleMessage("validation.orders.noBooths", { field: "boothNames" }) })
      .max(MAX_BOOTHS, {
        error: ruleMessage("validation.orders.tooManyBooths", {
          field: "boothNames",
          max: MAX_BOOTHS,
        }),
      })
      .optional(),
  })
  .refine(
    (b) => (b.boothIds !== undefined) !== (b.boothNames !== undefined && b.eventId !== undefined),
    { error: ruleMessage("validation.orders.boothsOrNames") },
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
    .array(idSchema(ruleMessage("validation.orders.releaseItemsInvalid")), {
      error: ruleMessage("validation.orders.releaseItemsNotList"),
    })
    .max(200, { error: ruleMessage("validation.orders.tooManyReleaseItems", { max: 200 }) })
    .default([]),
});

export const OFFICE_PAYMENT_METHODS = ["CHEQUE", "ETRANSFER", "CASH"] as const;
export const officePaymentRequest = z.object({
  amountCents,
  method: oneOf("method", OFFICE_PAYMENT_METHODS),
  reference: optionalLine("reference", 100),
});

export const cancelRequest = z.object({
  refund: trueOrFalse("refund").default(false),
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

export const ORDER_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/orders",
    query: orderListQuery,
    answer: orderListAnswer,
  }),
  detail: apiRoute({
    method: "GET",
    path: "/api/admin/v1/orders/{orderId}",
    params: orderParams,
    answer: orderAnswer,
  }),
};

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

// An invoice or a credit note as the API serves it: a PDF, addressed by its number.

const NUMBER_MESSAGE = ruleMessage("validation.invoices.numberInvalid");

/** The PDF itself, not JSON. */
const pdfAnswer = z.string().meta({
  description:
    "The document, not JSON: application/pdf, sent inline with its number as the file name.",
});

export const INVOICE_ROUTES = {
  pdf: apiRoute({
    method: "GET",
    path: "/api/v1/invoices/{invoiceNumber}",
    params: z.object({
      invoiceNumber: z
        .string({ error: NUMBER_MESSAGE })
        .regex(INVOICE_NUMBER_PATTERN, { error: NUMBER_MESSAGE }),
    }),
    answer: pdfAnswer,
  }),
};
