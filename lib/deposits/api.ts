import { z } from "zod";
import { OFFICE_PAYMENT_METHODS } from "../orders/api";
import { orderIdSchema } from "../orders/resource";
import { apiRoute } from "../http/route-contract";
import { oneOf, optionalLine, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { DEPOSIT_STATUSES } from "./figures";

// The damage deposit's routes: the vendor pays it through its own Checkout Session, the office
// records one paid at the office, and decides after the event what of it goes back. Money is
// integer cents (`...Cents`). The requests and the answers side by side, and the routes.

const cents = z.number().int();
const orderParams = z.object({ orderId: orderIdSchema });

const REASON_MAX = 500;
const RETURNED_MESSAGE = ruleMessage("validation.field.centsFromZero", { field: "returnedCents" });

// --- requests ---

export const officeDepositRequest = z.object({
  method: oneOf("method", OFFICE_PAYMENT_METHODS),
  reference: optionalLine("reference", 100),
});

const ticked = (name: string) => trueOrFalse(`checklist.${name}`);

export const depositReturnRequest = z.object({
  returnedCents: z
    .number({ error: RETURNED_MESSAGE })
    .int({ error: RETURNED_MESSAGE })
    .min(0, { error: RETURNED_MESSAGE })
    .max(100_000_000, { error: RETURNED_MESSAGE }),
  // the organiser's words, stored and shown as written
  reason: z
    .string({ error: ruleMessage("validation.field.text", { field: "reason" }) })
    .trim()
    .max(REASON_MAX, {
      error: ruleMessage("validation.field.tooLong", { field: "reason", max: REASON_MAX }),
    })
    .transform((v) => v || null)
    .nullable()
    .default(null),
  checklist: z.object(
    {
      vacated: ticked("vacated"),
      noDamage: ticked("noDamage"),
      garbageRemoved: ticked("garbageRemoved"),
    },
    { error: ruleMessage("validation.deposits.checklistInvalid") },
  ),
});

// --- answers ---

export const depositCheckoutAnswer = z.object({ sessionId: z.string(), url: z.url() });

const depositFigures = {
  orderId: z.number().int(),
  depositCents: cents,
  depositPaidCents: cents,
  depositReturnedCents: cents,
  depositKeptCents: cents,
  depositStatus: z.enum(DEPOSIT_STATUSES).nullable(),
};

export const officeDepositAnswer = z.object({
  ...depositFigures,
  paymentId: z.number().int(),
  amountCents: cents,
});

export const depositReturnAnswer = z.object({
  ...depositFigures,
  returnedCents: cents,
  keptCents: cents,
  refundIds: z.array(z.number().int()),
});

// --- routes ---

export const DEPOSIT_ROUTES = {
  pay: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/orders/{orderId}/deposit",
    params: orderParams,
    answer: depositCheckoutAnswer,
  }),
  office: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/deposit-payment",
    params: orderParams,
    body: officeDepositRequest,
    answer: officeDepositAnswer,
    status: "CREATED",
  }),
  return: apiRoute({
    method: "POST",
    path: "/api/admin/v1/orders/{orderId}/deposit-return",
    params: orderParams,
    body: depositReturnRequest,
    answer: depositReturnAnswer,
  }),
};
