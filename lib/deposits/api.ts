import { z } from "zod";
import { OFFICE_PAYMENT_METHODS } from "../orders/action-api";
import { orderIdSchema } from "../orders/api";
import { apiRoute } from "../http/route-contract";
import { PLAIN } from "../http/office-fields";
import { DEPOSIT_STATUSES } from "./figures";

// The damage deposit's routes: the vendor pays it through its own Checkout Session, the office
// records one paid at the office, and decides after the event what of it goes back. Money is
// integer cents (`...Cents`). The requests and the answers side by side, and the routes.

const cents = z.number().int();
const orderParams = z.object({ orderId: orderIdSchema });

const REASON_MAX = 500;
const RETURNED_MESSAGE = "returnedCents must be a whole number of cents, 0 or more.";

// --- requests ---

export const officeDepositRequest = z.object({
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

const ticked = (name: string) => z.boolean({ error: `checklist.${name} must be true or false.` });

export const depositReturnRequest = z.object({
  returnedCents: z
    .number({ error: RETURNED_MESSAGE })
    .int({ error: RETURNED_MESSAGE })
    .min(0, { error: RETURNED_MESSAGE })
    .max(100_000_000, { error: RETURNED_MESSAGE }),
  reason: z
    .string({ error: "reason must be text." })
    .trim()
    .max(REASON_MAX, { error: `reason is at most ${REASON_MAX} characters.` })
    .transform((v) => v || null)
    .nullable()
    .default(null),
  checklist: z.object(
    {
      vacated: ticked("vacated"),
      noDamage: ticked("noDamage"),
      garbageRemoved: ticked("garbageRemoved"),
    },
    { error: "checklist must be {vacated, noDamage, garbageRemoved}, each true or false." },
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
