import "server-only";
import { z } from "zod";
import { voidedTickets } from "./voided";
import { eventIdSchema } from "../validation";
import * as answers from "../http/answers";
import { endpoint, type Endpoint } from "../http/endpoint";

/** What door scanners read besides the public key: the tickets that no longer admit anyone. */
export const TICKETS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/tickets/v1/voided",
    summary: "An event's voided tickets, for door scanners (staff and organisers)",
    description:
      "?eventId= -> {eventId, tickets: [{ticketId, seatLabel, voidedAt}]}, newest first: tickets refunded or cancelled, whose QR codes still verify but must not admit anyone; NOT_FOUND for an unknown event",
    access: ["staff", "organiser"],
    csrf: false,
    query: z.object({ eventId: eventIdSchema }),
    answer: answers.voidedTicketsAnswer,
    handle: async ({ query }) => ({
      eventId: query.eventId,
      tickets: (await voidedTickets(query.eventId)).map((t) => ({
        ticketId: t.id,
        seatLabel: t.seatLabel,
        voidedAt: t.voidedAt!.toISOString(),
      })),
    }),
  }),
];
