import { z } from "zod";
import { ADDON_AUDIENCES, ADDON_REQUEST_STATUSES, ORDER_STATUSES } from "@/db/queries/model";
import { ruleMessage } from "../i18n/messages";
import { cents, optionalText, requiredName, trueOrFalse } from "../http/office-fields";
import { eventIdSchema, guidSchema, idField } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import {
  MAX_ADDON_QUANTITY,
  addonAnswer,
  addonRequestAnswer,
  publicCatalogueAnswer,
} from "./resource";

// The add-ons' routes: an event's catalogue (the public list the cart reads, GET
// /api/v1/events/{eventGuid}/addons; the organiser's list, new add-ons, edits and the event's
// damage deposit amounts, /api/admin/v1/...), the vendor's "add an add-on" on a booked order
// (/api/vendor/v1/...), and the organisers' queue of requests waiting for approval and their
// decision. Money in integer cents throughout; each rule's message is a catalogue key, so a form
// shows it in the page's language. No server code: the console's forms import it.

const NAME_MAX = 120;
const REASON_MAX = 1000;

// --- the catalogue (organisers) ---

const MAX_PER_BOOTH = ruleMessage("validation.addons.maxPerBoothInvalid", {
  max: MAX_ADDON_QUANTITY,
});
const POSITION = ruleMessage("validation.addons.positionInvalid");

const addonShape = {
  name: requiredName("name", NAME_MAX),
  nameAr: optionalText("nameAr", NAME_MAX),
  priceCents: cents("priceCents", 0),
  appliesTo: z.enum(ADDON_AUDIENCES, { error: ruleMessage("validation.appliesToInvalid") }),
  maxPerBooth: z
    .number({ error: MAX_PER_BOOTH })
    .int({ error: MAX_PER_BOOTH })
    .min(1, { error: MAX_PER_BOOTH })
    .max(MAX_ADDON_QUANTITY, { error: MAX_PER_BOOTH }),
  needsApproval: trueOrFalse("needsApproval"),
  addedByDefault: trueOrFalse("addedByDefault"),
  position: z
    .number({ error: POSITION })
    .int({ error: POSITION })
    .min(0, { error: POSITION })
    .max(1000, { error: ruleMessage("validation.field.atMost", { field: "position", max: 1000 }) }),
  active: trueOrFalse("active"),
};

const DEFAULT_NOT_APPROVAL = ruleMessage("errors.addons.defaultNeedsNoApproval");

/**
 * POST /api/admin/v1/events/{eventId}/addons: name, priceCents and appliesTo required;
 * maxPerBooth 1, needsApproval and addedByDefault false, active true, after the last unless sent.
 */
export const newAddonRequest = z
  .strictObject({
    ...addonShape,
    maxPerBooth: addonShape.maxPerBooth.optional().default(1),
    needsApproval: addonShape.needsApproval.optional().default(false),
    addedByDefault: addonShape.addedByDefault.optional().default(false),
    position: addonShape.position.optional(),
    active: addonShape.active.optional().default(true),
  })
  .refine((a) => !(a.addedByDefault && a.needsApproval), {
    error: DEFAULT_NOT_APPROVAL,
    path: ["addedByDefault"],
  })
  .transform((a) => ({ ...a, nameAr: a.nameAr ?? null }));

/**
 * PUT /api/admin/v1/addons/{addonId}: any of the fields. An add-on someone ordered is never
 * deleted: `active: false` retires it (the cart no longer offers it; orders keep it).
 */
export const addonChangesRequest = z.strictObject(z.object(addonShape).partial().shape);

export type NewAddonInput = z.output<typeof newAddonRequest>;
export type AddonChangesInput = z.output<typeof addonChangesRequest>;

/** PUT /api/admin/v1/events/{eventId}/deposits: both amounts in integer cents (0: none). */
export const depositsRequest = z.strictObject({
  depositFoodCents: cents("depositFoodCents", 0),
  depositOtherCents: cents("depositOtherCents", 0),
});
export type DepositsInput = z.output<typeof depositsRequest>;

const depositsAnswer = z.object({
  eventId: z.number().int(),
  depositFoodCents: z.number().int(),
  depositOtherCents: z.number().int(),
});

// --- add-ons after checkout (vendors) and the requests (organisers) ---

const QUANTITY = ruleMessage("validation.addonRequestQuantityInvalid", { max: MAX_ADDON_QUANTITY });

/** POST /api/vendor/v1/orders/{orderId}/addons: one add-on, how many, for one booth of the order. */
export const vendorAddonRequest = z.object({
  boothId: idField(ruleMessage("validation.boothIdInvalid")),
  addonId: idField(ruleMessage("validation.addonRequestAddonInvalid")),
  quantity: z
    .number({ error: QUANTITY })
    .int({ error: QUANTITY })
    .min(1, { error: QUANTITY })
    .max(MAX_ADDON_QUANTITY, { error: QUANTITY })
    .default(1),
});
export type VendorAddonInput = z.output<typeof vendorAddonRequest>;

const ADDED_STATUSES = ["CHARGED", "PENDING"] as const;

const vendorAddonAnswer = z.object({
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
const addonRequestQuery = z.object({
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

const addonDecisionAnswer = addonRequestAnswer.extend({
  orderItemId: z.number().int().nullable(),
  balanceCents: z.number().int().meta({ description: "What the order owes after the decision" }),
});

// --- the routes ---

const eventParams = z.object({ eventId: eventIdSchema });
const addonParams = z.object({ addonId: idField(ruleMessage("validation.addonIdInvalid")) });

export const ADDON_ROUTES = {
  publicList: apiRoute({
    method: "GET",
    path: "/api/v1/events/{eventGuid}/addons",
    params: z.object({ eventGuid: guidSchema }),
    answer: publicCatalogueAnswer,
  }),
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/addons",
    params: eventParams,
    answer: z.array(addonAnswer),
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/addons",
    params: eventParams,
    body: newAddonRequest,
    answer: addonAnswer,
    status: "CREATED",
  }),
  update: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/addons/{addonId}",
    params: addonParams,
    body: addonChangesRequest,
    answer: addonAnswer,
  }),
  deposits: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/deposits",
    params: eventParams,
    body: depositsRequest,
    answer: depositsAnswer,
  }),
  add: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/orders/{orderId}/addons",
    params: z.object({ orderId: idField(ruleMessage("validation.orderIdInvalid")) }),
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
    params: z.object({ requestId: idField(ruleMessage("validation.addonRequestIdInvalid")) }),
    body: addonDecisionRequest,
    answer: addonDecisionAnswer,
  }),
};
