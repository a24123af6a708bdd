import { codedReason } from "../orders/reasons";

// Why a ticket no longer admits anyone (`tickets.void_reason`): the office's refund or
// cancellation, or a ticket passed on to someone else, whose new ticket has a new code.

/** The stored reason of a ticket passed on: the door answers its old code TRANSFERRED. */
export const TRANSFERRED = codedReason("reasons.ticketTransferred");
