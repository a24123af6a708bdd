import "server-only";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { ADDON_ROUTES } from "./api";
import { createAddon, editAddon, eventAddons, publicCatalogue, setDeposits } from "./catalogue";
import { addAddon, addonRequestList, decideAddonRequest } from "./requests";
import { addonOf, addonRequestOf } from "./resource";

const ADDON_FIELDS =
  'name, nameAr, priceCents (integer cents), appliesTo: "ALL" | "FOOD" | "OTHER" (a section\'s food flag decides), maxPerBooth (1-20), needsApproval (the vendor asks, an organiser decides; not charged until approved), addedByDefault (added to every booth it applies to unless the vendor declares ownGarbage; cannot also need approval), position, active (false retires it)';

const ADDON_ANSWER =
  "{addonId, eventId, name, nameAr, priceCents, appliesTo, maxPerBooth, needsApproval, addedByDefault, position, active}";

const REQUEST_ANSWER =
  "{requestId, status, orderId, orderStatus, vendorId, vendorName, contactName, email, vendorLanguage (en | ar: the note about the decision is in it), eventId, eventName, boothId, boothName, addonId, addonName, quantity, priceCents, amountCents (price times quantity, before fees and HST), reason, requestedAt, decidedAt}";

/**
 * The add-ons' API: the public catalogue the cart reads, the organisers' catalogue and deposit
 * amounts, the vendor's add-on taken after checkout for a booth of a booked order, and the
 * organisers' queue of requests waiting for approval and their decision.
 */
export const ADDON_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ADDON_ROUTES.publicList,
    summary: "An event's add-ons and damage deposits (the cart)",
    description:
      "-> {eventGuid, addons: [{addonId, addonName, addonNameAr, priceCents, appliesTo: ALL | FOOD | OTHER, maxPerBooth, needsApproval, addedByDefault}], depositFoodCents, depositOtherCents, balanceDueDate (YYYY-MM-DD or null)}: the active add-ons in the catalogue's order; the damage deposit is owed with the balance, not charged at checkout; money in integer cents; NOT_FOUND for an unknown or draft event",
    access: "public",
    csrf: false,
    handle: async ({ params }) => publicCatalogue(params.eventGuid),
  }),
  endpoint({
    ...ADDON_ROUTES.add,
    summary: "Add an add-on to a booth of a booked order (vendors)",
    description:
      "{boothId, addonId, quantity (1 by default)} -> 201 {orderId, status: CHARGED, orderItemId, requestId: null, orderStatus, balanceCents}: an add-on that needs no approval is an item of the order at once, priced in the fees and HST like any item, so the balance grows (a PAID order becomes PARTIALLY_PAID) and is paid with the balance; or 202 {status: PENDING, requestId, orderItemId: null, ...}: one that needs an organiser's approval waits for it (nothing is charged until it is approved). BAD_REQUEST (on `addons`) for an add-on not of the order's event, retired, not for that booth, or more than its maximum per booth counting what the order holds and asks for, or a booth the order does not hold; FORBIDDEN for another vendor's order, NOT_FOUND for an unknown order; CONFLICT for an order not booked (unpaid or ended) and once the event has ended",
    access: ["vendor"],
    csrf: true,
    handle: async ({ caller, params, body }) => {
      const added = await addAddon(caller.accountId, params.orderId, body);
      return reply(added, { status: added.status === "PENDING" ? "ACCEPTED" : "CREATED" });
    },
  }),
  endpoint({
    ...ADDON_ROUTES.list,
    summary: "An event's add-on catalogue (organisers)",
    description: `[${ADDON_ANSWER}] in the catalogue's order, retired ones included; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => (await eventAddons(params.eventId)).map(addonOf),
  }),
  endpoint({
    ...ADDON_ROUTES.create,
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
    ...ADDON_ROUTES.update,
    summary: "Edit or retire an add-on (organisers)",
    description: `any of ${ADDON_FIELDS} -> ${ADDON_ANSWER}; an add-on is never deleted (orders keep it): active false retires it; orders already placed keep their price; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      addonOf(await editAddon(caller.accountId, params.addonId, body)),
  }),
  endpoint({
    ...ADDON_ROUTES.deposits,
    summary: "Set an event's damage deposit amounts (organisers)",
    description:
      "{depositFoodCents, depositOtherCents} (integer cents, 0: none) -> {eventId, depositFoodCents, depositOtherCents}: a booth order placed from now owes the food amount when it holds a booth in a food section, else the other; orders already placed keep theirs; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) => setDeposits(caller.accountId, params.eventId, body),
  }),
  endpoint({
    ...ADDON_ROUTES.queue,
    summary: "Add-on requests: the approval queue (organisers)",
    description: `?status=PENDING (by default: waiting for a decision, oldest first; requests asked for at checkout join once the order's first payment arrived) | APPROVED | REFUSED | WITHDRAWN (newest first) -> {requests: [${REQUEST_ANSWER}]}, at most 200`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => ({
      requests: (await addonRequestList(query.status)).map(addonRequestOf),
    }),
  }),
  endpoint({
    ...ADDON_ROUTES.decide,
    summary: "Approve or refuse an add-on request (organisers)",
    description: `{approve: true} or {approve: false, reason (required: the vendor reads it)} -> ${REQUEST_ANSWER} with orderItemId and balanceCents: approving charges the add-on on the order (an item priced in the fees and HST, so the balance grows and a PAID order becomes PARTIALLY_PAID), refusing records the reason; the vendor is e-mailed in their language (approved: what is now owed; refused: why); CONFLICT for a request already decided, for one of a checkout not paid yet, and for one whose order ended or gave its booth back (it is WITHDRAWN); NOT_FOUND for an unknown request`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) => {
      const decided = await decideAddonRequest(caller.accountId, params.requestId, body);
      return {
        ...addonRequestOf(decided),
        orderItemId: decided.orderItemId,
        balanceCents: decided.balanceCents,
      };
    },
  }),
];
