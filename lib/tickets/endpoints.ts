import "server-only";
import { findEditorEvent } from "@/lib/booths/queries/office";
import { ticketPublicKey } from "./signing";
import { TICKET_ROUTES } from "./api";
import { listVoidedTickets } from "./queries";
import { voidedTicketOf } from "./resource";
import { endpoint, type Endpoint } from "../http/endpoint";
import { appError } from "../http/envelope";

/**
 * The tickets of an event that no longer admit anyone (refunded or cancelled), for door scanners:
 * a QR code's signature stays valid, so a scanner checks its ticket id against this list.
 */
async function voidedTickets(eventId: number) {
  if (!(await findEditorEvent(eventId))) throw appError("NOT_FOUND", "errors.events.notFound");
  return listVoidedTickets(eventId);
}

/** What door scanners read: the public key, and the tickets that no longer admit anyone. */
export const TICKETS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...TICKET_ROUTES.publicKey,
    summary: "The Ed25519 public key that verifies tickets' QR codes offline",
    description:
      "{algorithm: 'Ed25519', publicKey (raw 32 bytes, base64url), format}: what a door scanner needs to verify tickets' QR codes offline. A ticket's QR code reads MT1.<payload>.<signature>; the signature is Ed25519 over 'MT1.<payload>', the payload JSON {v, t: ticket id, e: event guid, s: seat}",
    access: "public",
    csrf: false,
    handle: async () => ({
      algorithm: "Ed25519" as const,
      publicKey: ticketPublicKey(),
      format: "MT1.<payload>.<signature>",
    }),
  }),
  endpoint({
    ...TICKET_ROUTES.voided,
    summary: "An event's voided tickets, for door scanners (staff and organisers)",
    description:
      "?eventId= -> {eventId, tickets: [{ticketId, seatLabel, voidedAt}]}, newest first: tickets refunded or cancelled, whose QR codes still verify but must not admit anyone; NOT_FOUND for an unknown event",
    access: ["staff", "organiser"],
    csrf: false,
    handle: async ({ query }) => ({
      eventId: query.eventId,
      tickets: (await voidedTickets(query.eventId)).map(voidedTicketOf),
    }),
  }),
];
