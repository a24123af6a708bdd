import "server-only";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { addAddon } from "./requests";
import { ADDON_REQUEST_ROUTES } from "./requests-api";

/** The vendor API's add-on taken after checkout, for a booth of a booked order. */
export const VENDOR_ADDON_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ADDON_REQUEST_ROUTES.add,
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
];
