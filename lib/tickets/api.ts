import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema } from "../http/public-fields";

// What door scanners read: the key that verifies tickets' QR codes, and the tickets that no
// longer admit anyone.

export const ticketKeyAnswer = z.object({
  algorithm: z.literal("Ed25519"),
  publicKey: z.string(),
  format: z.string(),
});

export const voidedTicketsAnswer = z.object({
  eventId: z.number().int(),
  tickets: z.array(
    z.object({
      ticketId: z.uuid(),
      seatLabel: z.string(),
      voidedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

export const TICKET_ROUTES = {
  publicKey: apiRoute({
    method: "GET",
    path: "/api/tickets/v1/public-key",
    answer: ticketKeyAnswer,
  }),
  voided: apiRoute({
    method: "GET",
    path: "/api/tickets/v1/voided",
    query: z.object({ eventId: eventIdSchema }),
    answer: voidedTicketsAnswer,
  }),
};
