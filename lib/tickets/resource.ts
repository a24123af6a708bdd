import { z } from "zod";

// What door scanners read: the key that verifies tickets' QR codes, and the tickets that no
// longer admit anyone. Client-safe.

export const ticketKeyAnswer = z.object({
  algorithm: z.literal("Ed25519"),
  publicKey: z.string(),
  format: z.string(),
});

export const voidedTicket = z.object({
  ticketId: z.uuid(),
  seatLabel: z.string(),
  voidedAt: z.iso.datetime({ offset: true }),
});

export const voidedTicketsAnswer = z.object({
  eventId: z.number().int(),
  tickets: z.array(voidedTicket),
});

/** A voided ticket as scanners read it, from its row. */
export const voidedTicketOf = (t: { id: string; seatLabel: string; voidedAt: Date | null }) =>
  ({
    ticketId: t.id,
    seatLabel: t.seatLabel,
    voidedAt: t.voidedAt!.toISOString(),
  }) satisfies z.input<typeof voidedTicket>;
