import "server-only";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { addonRequestList, decideAddonRequest } from "./requests";
import { ADDON_REQUEST_ROUTES, addonRequestOf } from "./requests-api";

const REQUEST_ANSWER =
  "{requestId, status, orderId, orderStatus, vendorId, vendorName, contactName, email, eventId, eventName, boothId, boothName, addonId, addonName, quantity, priceCents, amountCents (price times quantity, before fees and HST), reason, requestedAt, decidedAt}";

/** The organiser API's queue of add-on requests waiting for approval, and the decision. */
export const ADDON_REQUEST_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ADDON_REQUEST_ROUTES.queue,
    summary: "Add-on requests: the approval queue (organisers)",
    description: `?status=PENDING (by default: waiting for a decision, oldest first; requests asked for at checkout join once the order's first payment arrived) | APPROVED | REFUSED | WITHDRAWN (newest first) -> {requests: [${REQUEST_ANSWER}]}, at most 200`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => ({
      requests: (await addonRequestList(query.status)).map(addonRequestOf),
    }),
  }),
  endpoint({
    ...ADDON_REQUEST_ROUTES.decide,
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
