import { z } from "zod";
import { emailAddress, idField, requiredText } from "../http/public-fields";
import { LOCALES } from "../i18n/locales";
import { ruleMessage } from "../i18n/messages";

// A ticket passed on to a friend: the request that starts it, the token that accepts it, and the
// transfer as the API answers it. One schema per use serves the form, the API and its answer.
// Client-safe: the tickets page's forms import it.

export const TRANSFER_STATUSES = ["PENDING", "ACCEPTED", "CANCELLED"] as const;

/** A ticket's id in a path: a UUID, refused (400) before it reaches the database otherwise. */
export const ticketIdSchema = z.uuid({ error: ruleMessage("validation.transfers.ticketId") });
export const transferIdSchema = idField(ruleMessage("validation.transfers.transferId"));

/**
 * POST /api/visitor/v1/tickets/{ticketId}/transfer: the friend's e-mail address, and the
 * language of the e-mails they get (the invitation, and their tickets once they accept).
 */
export const transferRequest = z.object({
  email: emailAddress(),
  language: z.enum(LOCALES, { error: ruleMessage("validation.transfers.language") }),
});
export type TransferInput = z.input<typeof transferRequest>;

/** POST /api/visitor/v1/transfers/{transferId}/accept: the token of the e-mailed link. */
export const acceptRequest = z.object({
  token: requiredText(ruleMessage("validation.tokenRequired"), 200),
});

const instant = z.iso.datetime({ offset: true });

export const transferAnswer = z.object({
  transferId: z.number().int(),
  /** The ticket passed on (voided once accepted). */
  ticketId: z.uuid(),
  seatLabel: z.string(),
  toEmail: z.string(),
  language: z.enum(LOCALES),
  status: z.enum(TRANSFER_STATUSES),
  createdAt: instant,
  acceptedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  /** The ticket issued to the friend, with its new code (once accepted). */
  newTicketId: z.uuid().nullable(),
});
export type TransferView = z.infer<typeof transferAnswer>;

/** A transfer as the API answers it, from its row (and the seat of its ticket). */
export const transferOf = (row: {
  id: number;
  ticketId: string;
  seatLabel: string;
  toEmail: string;
  locale: (typeof LOCALES)[number];
  status: (typeof TRANSFER_STATUSES)[number];
  createdAt: Date;
  acceptedAt: Date | null;
  cancelledAt: Date | null;
  newTicketId: string | null;
}): TransferView => ({
  transferId: row.id,
  ticketId: row.ticketId,
  seatLabel: row.seatLabel,
  toEmail: row.toEmail,
  language: row.locale,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  newTicketId: row.newTicketId,
});
