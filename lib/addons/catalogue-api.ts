import { z } from "zod";
import { ADDON_AUDIENCES, type AddonAudience } from "@/db/queries/model";
import { ruleMessage } from "../i18n/messages";
import { cents, optionalText, requiredName, trueOrFalse } from "../http/office-fields";
import { eventIdSchema, guidSchema, idField } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { MAX_ADDON_QUANTITY } from "./offer";

// An event's add-on catalogue as the API takes and answers it: the public list the cart reads
// (GET /api/v1/events/{eventGuid}/addons), the organiser's list, new add-ons and edits, and the
// event's damage deposit amounts (/api/admin/v1/...); money in integer cents throughout. No
// server code: the console's forms import it.

const NAME_MAX = 120;

/** An add-on as stored. */
export type AddonRecord = {
  id: number;
  eventId: number;
  name: string;
  nameAr: string | null;
  priceCents: number;
  appliesTo: AddonAudience;
  maxPerBooth: number;
  needsApproval: boolean;
  addedByDefault: boolean;
  position: number;
  active: boolean;
};

// --- public ---

export const publicAddonAnswer = z.object({
  addonId: z.number().int(),
  addonName: z.string(),
  addonNameAr: z.string().nullable(),
  priceCents: z.number().int(),
  appliesTo: z.enum(ADDON_AUDIENCES),
  maxPerBooth: z.number().int(),
  needsApproval: z.boolean(),
  addedByDefault: z.boolean(),
});
export type PublicAddon = z.output<typeof publicAddonAnswer>;

/** The event's damage deposits as the cart shows them (not charged at checkout). */
export const publicCatalogueAnswer = z.object({
  eventGuid: z.uuid(),
  addons: z.array(publicAddonAnswer),
  depositFoodCents: z.number().int(),
  depositOtherCents: z.number().int(),
  balanceDueDate: z.string().nullable(),
});
export type PublicCatalogue = z.output<typeof publicCatalogueAnswer>;

export const publicAddonOf = (a: AddonRecord): PublicAddon => ({
  addonId: a.id,
  addonName: a.name,
  addonNameAr: a.nameAr,
  priceCents: a.priceCents,
  appliesTo: a.appliesTo,
  maxPerBooth: a.maxPerBooth,
  needsApproval: a.needsApproval,
  addedByDefault: a.addedByDefault,
});

export const publicCatalogueOf = (
  event: {
    guid: string;
    depositFoodCents: number;
    depositOtherCents: number;
    balanceDueDate: string | null;
  },
  addons: AddonRecord[],
): PublicCatalogue => ({
  eventGuid: event.guid,
  addons: addons.filter((a) => a.active).map(publicAddonOf),
  depositFoodCents: event.depositFoodCents,
  depositOtherCents: event.depositOtherCents,
  balanceDueDate: event.balanceDueDate,
});

// --- organisers ---

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

export const addonAnswer = z.object({
  addonId: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  priceCents: z.number().int(),
  appliesTo: z.enum(ADDON_AUDIENCES),
  maxPerBooth: z.number().int(),
  needsApproval: z.boolean(),
  addedByDefault: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AddonAnswer = z.output<typeof addonAnswer>;

export const addonOf = (a: AddonRecord): AddonAnswer => ({
  addonId: a.id,
  eventId: a.eventId,
  name: a.name,
  nameAr: a.nameAr,
  priceCents: a.priceCents,
  appliesTo: a.appliesTo,
  maxPerBooth: a.maxPerBooth,
  needsApproval: a.needsApproval,
  addedByDefault: a.addedByDefault,
  position: a.position,
  active: a.active,
});

/** PUT /api/admin/v1/events/{eventId}/deposits: both amounts in integer cents (0: none). */
export const depositsRequest = z.strictObject({
  depositFoodCents: cents("depositFoodCents", 0),
  depositOtherCents: cents("depositOtherCents", 0),
});
export type DepositsInput = z.output<typeof depositsRequest>;

export const depositsAnswer = z.object({
  eventId: z.number().int(),
  depositFoodCents: z.number().int(),
  depositOtherCents: z.number().int(),
});

const eventParams = z.object({ eventId: eventIdSchema });
const addonParams = z.object({ addonId: idField(ruleMessage("validation.addonIdInvalid")) });

export const ADDON_CATALOGUE_ROUTES = {
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
};
