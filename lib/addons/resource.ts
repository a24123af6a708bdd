import { z } from "zod";
import { ADDON_AUDIENCES, ADDON_REQUEST_STATUSES, ORDER_STATUSES } from "@/db/queries/model";
import { LOCALES } from "../i18n/locales";
import type { AddonRow } from "./queries/catalogue";
import type { AddonRequestRow } from "./queries/requests";

// The add-on (an item of an event's catalogue: the garbage fee, an outlet, an extra table) and the
// add-on request (one a vendor asked for that waits for an organiser's approval): one schema per
// resource, which is its type and the API's answer, and the one mapper from the stored row. Money
// in integer cents. No server code: the cart, the profile and the console import it.

/** The most of one add-on a booth may take, and a request ask for (the database's bound). */
export const MAX_ADDON_QUANTITY = 20;

const id = z.number().int();

/** An add-on's terms: its price and the rules of who may take how many, in this order. */
const addonTerms = {
  priceCents: z.number().int(),
  appliesTo: z.enum(ADDON_AUDIENCES),
  maxPerBooth: z.number().int(),
  needsApproval: z.boolean(),
  addedByDefault: z.boolean(),
};

const addonTermsOf = (a: AddonRow) => ({
  priceCents: a.priceCents,
  appliesTo: a.appliesTo,
  maxPerBooth: a.maxPerBooth,
  needsApproval: a.needsApproval,
  addedByDefault: a.addedByDefault,
});

/** What every view of an add-on says of it, in this order. */
const addonFields = {
  eventId: id,
  name: z.string(),
  nameAr: z.string().nullable(),
  ...addonTerms,
};

const addonFieldsOf = (a: AddonRow) => ({
  eventId: a.eventId,
  name: a.name,
  nameAr: a.nameAr,
  ...addonTermsOf(a),
});

// --- the add-on ---

/** An add-on as the rules, the checkout and the cart read it (retired ones are not active). */
export const catalogueAddon = z.object({ id, ...addonFields, active: z.boolean() });
export type CatalogueAddon = z.output<typeof catalogueAddon>;

export const catalogueAddonOf = (a: AddonRow): CatalogueAddon => ({
  id: a.id,
  ...addonFieldsOf(a),
  active: a.active,
});

/** An add-on as organisers list and edit it: its place in the catalogue too. */
export const addonAnswer = z.object({
  addonId: id,
  ...addonFields,
  position: z.number().int(),
  active: z.boolean(),
});
export type AddonAnswer = z.output<typeof addonAnswer>;

export const addonOf = (a: AddonRow): AddonAnswer => ({
  addonId: a.id,
  ...addonFieldsOf(a),
  position: a.position,
  active: a.active,
});

/** An add-on as the public catalogue offers it (the cart). */
export const publicAddonAnswer = z.object({
  addonId: id,
  addonName: z.string(),
  addonNameAr: z.string().nullable(),
  ...addonTerms,
});
type PublicAddon = z.output<typeof publicAddonAnswer>;

const publicAddonOf = (a: AddonRow): PublicAddon => ({
  addonId: a.id,
  addonName: a.name,
  addonNameAr: a.nameAr,
  ...addonTermsOf(a),
});

/** An event's public catalogue, with its damage deposits (owed with the balance, not at checkout). */
export const publicCatalogueAnswer = z.object({
  eventGuid: z.uuid(),
  addons: z.array(publicAddonAnswer),
  depositFoodCents: z.number().int(),
  depositOtherCents: z.number().int(),
  balanceDueDate: z.string().nullable(),
});
export type PublicCatalogue = z.output<typeof publicCatalogueAnswer>;

export const publicCatalogueOf = (
  event: {
    guid: string;
    depositFoodCents: number;
    depositOtherCents: number;
    balanceDueDate: string | null;
  },
  addons: AddonRow[],
): PublicCatalogue => ({
  eventGuid: event.guid,
  addons: addons.filter((a) => a.active).map(publicAddonOf),
  depositFoodCents: event.depositFoodCents,
  depositOtherCents: event.depositOtherCents,
  balanceDueDate: event.balanceDueDate,
});

// --- the add-on request ---

const isoTime = z.iso.datetime({ offset: true });

/** A request as the organisers' queue and their decision answer it. */
export const addonRequestAnswer = z.object({
  requestId: id,
  status: z.enum(ADDON_REQUEST_STATUSES),
  orderId: id,
  orderStatus: z.enum(ORDER_STATUSES),
  vendorId: id,
  vendorName: z.string(),
  contactName: z.string(),
  email: z.string(),
  /** The language the vendor reads the decision's note in. */
  vendorLanguage: z.enum(LOCALES),
  eventId: id,
  eventName: z.string(),
  boothId: id,
  boothName: z.string(),
  addonId: id,
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
export type AddonRequest = z.output<typeof addonRequestAnswer>;

export const addonRequestOf = (r: AddonRequestRow): AddonRequest => ({
  requestId: r.requestId,
  status: r.status,
  orderId: r.orderId,
  orderStatus: r.orderStatus,
  vendorId: r.vendorId,
  vendorName: r.vendorName,
  contactName: r.contactName,
  email: r.email,
  vendorLanguage: r.vendorLocale,
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
});

/** A request's status as the console's page says it. */
export const REQUEST_STATUS_WORDS: Record<(typeof ADDON_REQUEST_STATUSES)[number], string> = {
  PENDING: "Waiting for a decision",
  APPROVED: "Approved",
  REFUSED: "Refused",
  WITHDRAWN: "Withdrawn (the order ended or gave the booth back)",
};
