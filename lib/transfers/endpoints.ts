import "server-only";
import { TRANSFER_ROUTES } from "./api";
import { acceptTransfer, cancelTransfer, startTransfer } from "./transfer";
import { endpoint, reply, type Endpoint } from "../http/endpoint";

const TRANSFER =
  "{transferId, ticketId, seatLabel, toEmail, language (en or ar), status (PENDING, ACCEPTED or CANCELLED), createdAt, acceptedAt, cancelledAt, newTicketId}";

/**
 * Passing a ticket to a friend: any signed-in account (a ticket's holder may be a visitor or a
 * vendor who bought seats); who may act on which ticket or transfer is decided by the domain.
 */
export const TRANSFER_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...TRANSFER_ROUTES.start,
    summary: "Pass one of the caller's tickets on to a friend's e-mail address",
    description: `{email, language: en | ar} -> 201 ${TRANSFER}: the friend is e-mailed, in that language, a link to accept; the ticket stays the caller's until then. NOT_FOUND for a ticket the caller does not hold; BAD_REQUEST errors.transfers.toSelf for the caller's own address; CONFLICT errors.transfers.voided, errors.transfers.admitted (let in at the door), errors.transfers.cutOff (past the organiser's cut-off: transferCutoffHours before the doors open, 0 when they open) or errors.transfers.pending (one transfer waiting per ticket); TOO_MANY_REQUESTS past 20 an hour`,
    access: "signed-in",
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(await startTransfer(caller.accountId, params.ticketId, body), { status: "CREATED" }),
  }),
  endpoint({
    ...TRANSFER_ROUTES.accept,
    summary: "Accept a ticket passed on (the friend, with the e-mailed link's token)",
    description: `{token} -> ${TRANSFER}: the old ticket's code is void at once (the door answers it TRANSFERRED) and a new ticket with a new signed code and short code is issued to the caller, e-mailed with its PDF and calendar file; the sender is told; the order and its money are unchanged; audited under the order. NOT_FOUND for an unknown transfer or a wrong token; FORBIDDEN errors.transfers.wrongAccount unless the caller's e-mail is the address it was sent to; CONFLICT errors.transfers.alreadyAccepted, errors.transfers.cancelled, or when the ticket can no longer be passed on`,
    access: "signed-in",
    csrf: true,
    handle: async ({ caller, params, body }) =>
      acceptTransfer(caller.accountId, params.transferId, body.token),
  }),
  endpoint({
    ...TRANSFER_ROUTES.cancel,
    summary: "Cancel a transfer the caller sent, before it is accepted",
    description: `-> ${TRANSFER} (CANCELLED): the caller keeps the ticket and its code; the friend's link no longer works. NOT_FOUND for a transfer the caller did not send; CONFLICT errors.transfers.alreadyAccepted once accepted; a cancelled one answers as it is`,
    access: "signed-in",
    csrf: true,
    handle: async ({ caller, params }) => cancelTransfer(caller.accountId, params.transferId),
  }),
];
