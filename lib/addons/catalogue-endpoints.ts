import "server-only";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { ADDON_CATALOGUE_ROUTES, addonOf } from "./catalogue-api";
import { createAddon, editAddon, eventAddons, publicCatalogue, setDeposits } from "./catalogue";

const ADDON_FIELDS =
  'name, nameAr, priceCents (integer cents), appliesTo: "ALL" | "FOOD" | "OTHER" (a section\'s food flag decides), maxPerBooth (1-20), needsApproval (the vendor asks, an organiser decides; not charged until approved), addedByDefault (added to every booth it applies to unless the vendor declares ownGarbage; cannot also need approval), position, active (false retires it)';

const ADDON_ANSWER =
  "{addonId, eventId, name, nameAr, priceCents, appliesTo, maxPerBooth, needsApproval, addedByDefault, position, active}";

/** The public catalogue the cart reads. */
export const PUBLIC_ADDON_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ADDON_CATALOGUE_ROUTES.publicList,
    summary: "An event's add-ons and damage deposits (the cart)",
    description:
      "-> {eventGuid, addons: [{addonId, addonName, addonNameAr, priceCents, appliesTo: ALL | FOOD | OTHER, maxPerBooth, needsApproval, addedByDefault}], depositFoodCents, depositOtherCents, balanceDueDate (YYYY-MM-DD or null)}: the active add-ons in the catalogue's order; the damage deposit is owed with the balance, not charged at checkout; money in integer cents; NOT_FOUND for an unknown or draft event",
    access: "public",
    csrf: false,
    handle: async ({ params }) => publicCatalogue(params.eventGuid),
  }),
];

/** The organiser API's add-on catalogue and deposit amounts. */
export const ADDON_CATALOGUE_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ADDON_CATALOGUE_ROUTES.list,
    summary: "An event's add-on catalogue (organisers)",
    description: `[${ADDON_ANSWER}] in the catalogue's order, retired ones included; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => (await eventAddons(params.eventId)).map(addonOf),
  }),
  endpoint({
    ...ADDON_CATALOGUE_ROUTES.create,
    summary: "Add an add-on to an event's catalogue (organisers)",
    description: `{${ADDON_FIELDS}} (name, priceCents and appliesTo required) -> 201 ${ADDON_ANSWER}; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(addonOf(await createAddon(caller.accountId, params.eventId, body)), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...ADDON_CATALOGUE_ROUTES.update,
    summary: "Edit or retire an add-on (organisers)",
    description: `any of ${ADDON_FIELDS} -> ${ADDON_ANSWER}; an add-on is never deleted (orders keep it): active false retires it; orders already placed keep their price; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      addonOf(await editAddon(caller.accountId, params.addonId, body)),
  }),
  endpoint({
    ...ADDON_CATALOGUE_ROUTES.deposits,
    summary: "Set an event's damage deposit amounts (organisers)",
    description:
      "{depositFoodCents, depositOtherCents} (integer cents, 0: none) -> {eventId, depositFoodCents, depositOtherCents}: a booth order placed from now owes the food amount when it holds a booth in a food section, else the other; orders already placed keep theirs; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) => setDeposits(caller.accountId, params.eventId, body),
  }),
];
