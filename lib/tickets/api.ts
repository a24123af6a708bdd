import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema } from "../http/public-fields";
import { ticketKeyAnswer, voidedTicketsAnswer } from "./resource";

// The routes door scanners read: the key that verifies tickets' QR codes, and the tickets that
// no longer admit anyone.

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
