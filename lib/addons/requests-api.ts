import { z } from "zod";
import { ADDON_REQUEST_STATUSES, ORDER_STATUSES } from "@/db/queries/model";
import { ruleMessage } from "../i18n/messages";
import { idField } from "../http/public-fields";
import { trueOrFalse } from "../http/office-fields";
import { apiRoute } from "../http/route-contract";

// Add-ons taken after checkout, as the API takes and answers them: the vendor's "add an add-on"
// on a booked order (/api/vendor/v1/...), and the organisers' queue of requests waiting for
// approval and their decision (/api/admin/v1/..., money in integer cents). Each rule's message is
// a catalogue key, so a form shows it in the page's language. No server code.

const REASON_MAX = 1000;
/** The most of one add-on one request may ask for (the database's bound on a request). */
const MAX_ADDON_QUANTITY = 20;

const orderIdSchema = idField(ruleMessage("validation.orderIdInvalid"));
export const addonRequestIdSchema = idField(ruleMessage("validation.addonRequestIdInvalid"));

/** POST /api/vendor/v1/orders/{orderId}/addons: one add-on, how many, for one booth of the order. */
export const vendorAddonRequest = z.object({
  boothId: idField(ruleMessage("validation.boothIdInvalid")),
  addonId: idField(ruleMessage("validation.addonRequestAddonInvalid")),
  quantity: z
    .number({
      error: ruleMessage("validation.addonRequestQuantityInvalid", { max: MAX_ADDON_QUANTITY }),
    })
    .int({
      error: ruleMessage("validation.addonRequestQuantityInvalid", { max: MAX_ADDON_QUANTITY }),
    })
    .min(1, {
      error: ruleMessage("validation.addonRequestQuantityInvalid", { max: MAX_ADDON_QUANTITY }),
    })
    .max(MAX_ADDON_QUANTITY, {
      error: ruleMessage("validation.addonRequestQuantityInvalid", { max: MAX_ADDON_QUANTITY }),
    })
    .default(1),
});
export type VendorAddonInput = z.output<typeof vendorAddonRequest>;

export const ADDED_STATUSES = ["CHARGED", "PENDING"] as const;

export const vendorAddonAnswer = z.object({
  orderId: z.number().int(),
  status: z.enum(ADDED_STATUSES).meta({
    description: "CHARGED: an item of the order now; PENDING: a request waiting for approval",
  }),
  orderItemId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  balanceCents: z.number().int().meta({ description: "What the order owes now, in integer cents" }),
});

/** ?status=: the requests of one status (PENDING, waiting for a decision, unless asked). */
export const addonRequestQuery = z.object({
  status: z
    .enum(ADDON_REQUEST_STATUSES, { error: ruleMessage("validation.addonRequestStatusInvalid") })
    .default("PENDING"),
});

/** POST /api/admin/v1/addon-requests/{requestId}/decision: a reason is required to refuse. */
export const addonDecisionRequest = z
  .object({
    approve: trueOrFalse("approve"),
    reason: z
      .string({ error: ruleMessage("validation.addonRequestReasonRequired") })
      .trim()
      .max(REASON_MAX, {
        error: ruleMessage("validation.addonRequestReasonTooLong", { max: REASON_MAX }),
      })
      .optional(),
  })
  .refine((d) => d.approve || Boolean(d.reason), {
    error: ruleMessage("validation.addonRequestReasonRequired"),
    path: ["reason"],
  })
  .transform((d) => ({ approve: d.approve, reason: d.approve ? null : d.reason! }));
export type AddonDecisionInput = z.output<typeof addonDecisionRequest>;

const isoTime = z.iso.datetime({ offset: true });

export const addonRequestAnswer = z.object({
  requestId: z.number().int(),
  status: z.enum(ADDON_REQUEST_STATUSES),
  orderId: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  vendorId: z.number().int(),
  vendorName: z.string(),
  contactName: z.string(),
  email: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  boothId: z.number().int(),
  boothName: z.string(),
  addonId: z.number().int(),
  addonName: z.string(),
  quantity: z.number().int(),
  priceCents: z
    .number()
    .int()
    .meta({ description: "The add-on's unit price, before fees and HST" }),
  amountCents: z.number().int().meta({ description: "Price times quantity, before fees and HST" }),
  reason: z.string().nullable(),
  requestedAt: isoTime,
  decidedAt: isoTime.nullable(),
});

/** A request as the queue and the decision answer it. */
export type AddonRequestRecord = {
  requestId: number;
  status: (typeof ADDON_REQUEST_STATUSES)[number];
  orderId: number;
  orderStatus: (typeof ORDER_STATUSES)[number];
  vendorId: number;
  vendorName: string;
  contactName: string;
  email: string;
  eventId: number;
  eventName: string;
  boothId: number;
  boothName: string;
  addonId: number;
  addonName: string;
  quantity: number;
  priceCents: number;
  reason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
};

export const addonRequestOf = (r: AddonRequestRecord) =>
  ({
    requestId: r.requestId,
    status: r.status,
    orderId: r.orderId,
    orderStatus: r.orderStatus,
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    contactName: r.contactName,
    email: r.email,
    eventId: r.eventId,
    eventName: r.eventName,
    boothId: r.boothId,
    boothName: r.boothName,
    addonId: r.addonId,
    addonName: r.addonName,
    quantity: r.quantity,
    priceCents: r.priceCents,
    amountCents: r.priceCents * r.quantity,
    reason: r.reason,
    requestedAt: r.requestedAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  }) satisfies z.input<typeof addonRequestAnswer>;

export const addonDecisionAnswer = addonRequestAnswer.extend({
  orderItemId: z.number().int().nullable(),
  balanceCents: z.number().int().meta({ description: "What the order owes after the decision" }),
});

export const ADDON_REQUEST_ROUTES = {
  add: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/orders/{orderId}/addons",
    params: z.object({ orderId: orderIdSchema }),
    body: vendorAddonRequest,
    answer: vendorAddonAnswer,
    status: "CREATED",
  }),
  queue: apiRoute({
    method: "GET",
    path: "/api/admin/v1/addon-requests",
    query: addonRequestQuery,
    answer: z.object({ requests: z.array(addonRequestAnswer) }),
  }),
  decide: apiRoute({
    method: "POST",
    path: "/api/admin/v1/addon-requests/{requestId}/decision",
    params: z.object({ requestId: addonRequestIdSchema }),
    body: addonDecisionRequest,
    answer: addonDecisionAnswer,
  }),
};

// --- words, as the console's page says them ---

export const REQUEST_STATUS_WORDS: Record<(typeof ADDON_REQUEST_STATUSES)[number], string> = {
  PENDING: "Waiting for a decision",
  APPROVED: "Approved",
  REFUSED: "Refused",
  WITHDRAWN: "Withdrawn (the order ended or gave the booth back)",
};

/** A request as the console's page reads it. */
export type AddonRequestView = z.output<typeof addonRequestAnswer>;
