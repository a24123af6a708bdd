import "server-only";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { WAITLIST_ROUTES } from "./api";
import {
  closeWaitlist,
  eventWaitlist,
  joinWaitlist,
  leaveWaitlist,
  moveEntry,
  reopenWaitlist,
  setOfferWindow,
  visitorWaitlist,
} from "./line";
import { MAX_OFFER_HOURS } from "./rules";

/** Who buys tickets: visitor accounts, and vendors (who may buy seats too). */
const BUYERS = ["visitor", "vendor"] as const;

const OFFER =
  "{offerId, status (OFFERED, BOUGHT, DECLINED, LAPSED or WITHDRAWN), seats: [{seatId, seatRow, seatColumn, label, priceCents}], together (side by side in one row), totalCents, expiresAt (ISO; never between 22:00 and 08:00 Toronto time: moved to 10:00), checkoutPath}";
const ENTRY = `entryId, partySize, priceBandCents, status (WAITING, OFFERED, BOUGHT, LEFT, LAPSED or CLOSED), place (1 is next; null when not waiting), joinedAt, endedAt, offer: ${OFFER} or null`;
const LINE = `{eventId, eventName, closed, closedAt, offerHours, waiting, offered, entries: [{${ENTRY}, accountId, name, email}]}: waiting and offered entries in line order, then the ended ones, newest first`;

/**
 * The waitlist of a seated show: a buyer joins when no seat their party could buy is on sale, reads
 * their place and offers, and leaves (declining an offer passes its seats on); the organisers read
 * the line, move an entry with a reason, close or reopen the list and set the offer window.
 */
export const WAITLIST_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...WAITLIST_ROUTES.join,
    summary: "Join a seated show's waitlist (visitors and vendors)",
    description: `{partySize (1 to MAX_SEATS_PER_ORDER), priceBand (optional: only seats at this price, in cents)} -> 201 {${ENTRY}, eventId, eventGuid, eventName, eventNameAr}: the account at the back of the line; when seats come back, the first entry whose whole party fits is offered them (held for it alone, side by side where the hall allows) and e-mailed a link to checkout in the account's language. NOT_FOUND for an unknown, draft or unseated event; BAD_REQUEST on partySize over the limit and on a priceBand no seat of the show has; CONFLICT errors.waitlist.seatsOnSale while seats the party could buy are on sale, errors.waitlist.alreadyInLine when the account is in the line, errors.waitlist.closed once the organisers closed it, errors.waitlist.salesOver after the show's ticket sales`,
    access: BUYERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(await joinWaitlist(caller.accountId, params.eventId, body), { status: "CREATED" }),
  }),
  endpoint({
    ...WAITLIST_ROUTES.mine,
    summary: "The caller's waitlist entries, places and offers",
    description: `-> {entries: [{${ENTRY}, eventId, eventGuid, eventName, eventNameAr}]}: the account's entries for shows still on, newest first; an offer past its time is lapsed (and its seats passed on) before the answer`,
    access: BUYERS,
    csrf: false,
    handle: async ({ caller }) => ({ entries: await visitorWaitlist(caller.accountId) }),
  }),
  endpoint({
    ...WAITLIST_ROUTES.leave,
    summary: "Leave a waitlist (declining its offer)",
    description:
      "-> {entryId, status: LEFT}: the entry leaves the line; its open offer is declined and its seats pass to the next entry that fits at once. NOT_FOUND for another account's entry; CONFLICT errors.waitlist.notInLine for an entry no longer in the line",
    access: BUYERS,
    csrf: true,
    handle: async ({ caller, params }) => leaveWaitlist(caller.accountId, params.entryId),
  }),
  endpoint({
    ...WAITLIST_ROUTES.line,
    summary: "A seated show's waitlist (organisers)",
    description: `-> ${LINE}; offers past their time are lapsed and passed on first. NOT_FOUND for an unknown or unseated event`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => eventWaitlist(params.eventId),
  }),
  endpoint({
    ...WAITLIST_ROUTES.move,
    summary: "Move a waiting entry in its line, with a reason (organisers)",
    description: `{position (its new place among those waiting, from 1; beyond the last is last), reason (required, one line, at most 500 characters)} -> the show's line ${LINE}; audited as waitlist with the place before and after and the reason. NOT_FOUND for an unknown entry; CONFLICT errors.waitlist.notWaiting for an entry not waiting (offered seats, or out of the line)`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) => moveEntry(caller.accountId, params.entryId, body),
  }),
  endpoint({
    ...WAITLIST_ROUTES.close,
    summary: "Close a show's waitlist (organisers)",
    description: `-> the show's line ${LINE}: nobody joins any more, the waiting entries are CLOSED (open offers stay until they end); audited on the event; closing a closed list changes nothing. NOT_FOUND for an unknown or unseated event`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) => closeWaitlist(caller.accountId, params.eventId),
  }),
  endpoint({
    ...WAITLIST_ROUTES.reopen,
    summary: "Reopen a show's waitlist (organisers)",
    description: `-> the show's line ${LINE}: visitors may join again (closed entries stay closed); audited on the event. NOT_FOUND for an unknown or unseated event`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) => reopenWaitlist(caller.accountId, params.eventId),
  }),
  endpoint({
    ...WAITLIST_ROUTES.settings,
    summary: "Set how long a show's waitlist offers last (organisers)",
    description: `{offerHours (1 to ${MAX_OFFER_HOURS}; 12 unless set)} -> the show's line ${LINE}: offers made from now on hold their seats that long (an end between 22:00 and 08:00 Toronto time moves to 10:00); open offers keep theirs; audited on the event. NOT_FOUND for an unknown or unseated event`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      setOfferWindow(caller.accountId, params.eventId, body),
  }),
];
