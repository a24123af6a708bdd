import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { transaction } from "@/db/queries/transaction";
import { recordAudit } from "@/lib/console/queries/audit";
import type { Limit } from "@/lib/accounts/queries/attempts";
import { siteUrl } from "../../config/env";
import { eventText } from "../email/event-text";
import { deliverEmails, enqueueEmail, type QueuedEmail } from "../email/send";
import { appError } from "../http/envelope";
import { assertReserved } from "../http/rate-limit";
import { localePath, type Locale } from "../i18n/locales";
import { venueIn } from "../tickets/documents";
import { ticketsMessage } from "../tickets/issue";
import { TRANSFERRED } from "../tickets/void-reasons";
import { transferAcceptedEmail, transferOfferEmail } from "./emails";
import {
  accountOf,
  insertTransfer,
  lockTicket,
  lockTransfer,
  passTicketOn,
  pendingTransferOf,
  ticketAdmitted,
  ticketEvent,
  updateTransfer,
} from "./queries";
import { transferOf, type TransferView } from "./resource";
import { transferBar } from "./rules";

// Passing a ticket to a friend. The holder names the friend's e-mail address and the language of
// their e-mails; the friend follows the e-mailed link, signs in with that address and accepts:
// the ticket is voided as TRANSFERRED and a new one (new id, new signed code, new short code) is
// issued to the friend, in one transaction, so a seat always has exactly one valid code. Until
// then the holder may cancel and keeps the ticket. The order and its money are not touched.

/** Transfers one account may start in an hour: enough for a family, too few to send mail at will. */
const TRANSFER_LIMIT: Limit = { kind: "ticket-transfer", max: 20, windowMs: 60 * 60_000 };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Locked = NonNullable<Awaited<ReturnType<typeof lockTicket>>>;

/** Refuses a ticket that cannot be passed on now: voided, let in at the door, or past the cut-off. */
function assertTransferable(ticket: Locked, admitted: boolean) {
  const bar = transferBar({
    voided: ticket.voidedAt !== null,
    admitted,
    event: { startsAt: ticket.startsAt, transferCutoffHours: ticket.transferCutoffHours },
  });
  if (bar === "voided") throw appError("CONFLICT", "errors.transfers.voided");
  if (bar === "admitted") throw appError("CONFLICT", "errors.transfers.admitted");
  if (bar === "cutOff") throw appError("CONFLICT", "errors.transfers.cutOff");
}

/** The page that accepts a transfer, in the e-mail's language, with the link's token. */
const acceptUrl = (transferId: number, token: string, locale: Locale) =>
  `${siteUrl()}${localePath(locale, `/tickets/transfer/${transferId}`)}?token=${token}`;

/**
 * POST /api/visitor/v1/tickets/{ticketId}/transfer: the holder passes a ticket on to an e-mail
 * address. Someone else's ticket is NOT_FOUND; the holder's own address is refused; a ticket
 * voided, let in at the door or past its event's cut-off, or one already waiting for a friend,
 * is a CONFLICT. The invitation is written with the transfer and sent after the commit.
 */
export async function startTransfer(
  accountId: number,
  ticketId: string,
  input: { email: string; language: Locale },
): Promise<TransferView> {
  await assertReserved(TRANSFER_LIMIT, String(accountId), () =>
    appError("TOO_MANY_REQUESTS", "errors.transfers.tooMany"),
  );
  const token = randomBytes(24).toString("base64url");
  const { transfer, email } = await transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket || ticket.holderAccountId !== accountId)
      throw appError("NOT_FOUND", "errors.transfers.ticketNotFound");
    const sender = (await accountOf(tx, accountId))!;
    if (sender.email.toLowerCase() === input.email)
      throw appError("BAD_REQUEST", "errors.transfers.toSelf");
    assertTransferable(ticket, await ticketAdmitted(tx, ticket.id));
    if (await pendingTransferOf(tx, ticket.id))
      throw appError("CONFLICT", "errors.transfers.pending");
    const row = await insertTransfer(tx, {
      ticketId: ticket.id,
      fromAccountId: accountId,
      toEmail: input.email,
      locale: input.language,
      tokenHash: hashToken(token),
    });
    const event = await ticketEvent(tx, ticket.eventId);
    const { name, date } = eventText(event, input.language, { withTime: true });
    const message = await transferOfferEmail({
      locale: input.language,
      from: sender.name,
      eventName: name,
      dateText: date,
      venue: venueIn(event, input.language),
      seat: ticket.seatLabel,
      acceptUrl: acceptUrl(row.id, token, input.language),
      toEmail: input.email,
    });
    return {
      transfer: transferOf({ ...row, seatLabel: ticket.seatLabel }),
      email: await enqueueEmail(tx, { to: input.email, orderId: ticket.orderId, ...message }),
    };
  });
  await deliverEmails([email]);
  return transfer;
}

/**
 * POST /api/visitor/v1/transfers/{transferId}/accept: the friend, signed in with the address the
 * transfer was sent to and holding the link's token, takes the ticket. An unknown transfer or a
 * wrong token is NOT_FOUND; another account is FORBIDDEN; a transfer accepted or cancelled
 * already, or a ticket no longer transferable, is a CONFLICT. In one transaction: the old ticket
 * voided as TRANSFERRED, the new one issued to the friend, the transfer ACCEPTED, the change in
 * the audit log under the order; then the friend gets the tickets e-mail (PDF and calendar file)
 * and the sender is told.
 */
export async function acceptTransfer(
  accountId: number,
  transferId: number,
  token: string,
): Promise<TransferView> {
  const { transfer, emails } = await transaction(async (tx) => {
    const found = await lockTransfer(tx, transferId);
    if (!found || found.transfer.tokenHash !== hashToken(token))
      throw appError("NOT_FOUND", "errors.transfers.notFound");
    const { transfer } = found;
    if (transfer.status === "ACCEPTED")
      throw appError("CONFLICT", "errors.transfers.alreadyAccepted");
    if (transfer.status === "CANCELLED") throw appError("CONFLICT", "errors.transfers.cancelled");
    const friend = (await accountOf(tx, accountId))!;
    if (friend.email.toLowerCase() !== transfer.toEmail)
      throw appError("FORBIDDEN", "errors.transfers.wrongAccount", { email: transfer.toEmail });
    const ticket = (await lockTicket(tx, transfer.ticketId))!;
    assertTransferable(ticket, await ticketAdmitted(tx, ticket.id));

    const issued = await passTicketOn(
      tx,
      ticket,
      { accountId: friend.id, name: friend.name },
      TRANSFERRED,
    );
    const accepted = await updateTransfer(tx, transfer.id, {
      status: "ACCEPTED",
      acceptedBy: friend.id,
      acceptedAt: new Date(),
      newTicketId: issued.id,
    });
    const sender = (await accountOf(tx, transfer.fromAccountId))!;
    await recordAudit(tx, {
      actorId: friend.id,
      entity: "order",
      entityId: ticket.orderId,
      action: "update",
      before: {
        ticketId: ticket.id,
        seat: ticket.seatLabel,
        holder: { accountId: sender.id, name: ticket.holderName, email: sender.email },
      },
      after: {
        ticketId: issued.id,
        seat: issued.seatLabel,
        holder: { accountId: friend.id, name: friend.name, email: friend.email },
        transferId: transfer.id,
      },
    });

    const event = await ticketEvent(tx, ticket.eventId);
    const printed = [{ ...issued, event }];
    const queued: QueuedEmail[] = [
      await enqueueEmail(tx, {
        to: friend.email,
        orderId: ticket.orderId,
        ...(await ticketsMessage(printed, {
          orderId: ticket.orderId,
          locale: transfer.locale,
          name: friend.name,
          from: sender.name,
        })),
      }),
      await enqueueEmail(tx, {
        to: sender.email,
        orderId: ticket.orderId,
        ...(await transferAcceptedEmail({
          locale: sender.locale,
          name: sender.name,
          acceptedBy: friend.name,
          eventName: eventText(event, sender.locale).name,
          seat: ticket.seatLabel,
          ticketsUrl: `${siteUrl()}${localePath(sender.locale, "/tickets")}`,
        })),
      }),
    ];
    return { transfer: transferOf({ ...accepted, seatLabel: ticket.seatLabel }), emails: queued };
  });
  await deliverEmails(emails);
  return transfer;
}

/**
 * DELETE /api/visitor/v1/transfers/{transferId}: the sender takes a transfer back before it is
 * accepted and keeps the ticket (its code never changed). Someone else's transfer is NOT_FOUND;
 * one accepted already is a CONFLICT; one cancelled already answers as it is.
 */
export async function cancelTransfer(accountId: number, transferId: number): Promise<TransferView> {
  return transaction(async (tx) => {
    const found = await lockTransfer(tx, transferId);
    if (!found || found.transfer.fromAccountId !== accountId)
      throw appError("NOT_FOUND", "errors.transfers.notFound");
    const { transfer, seatLabel } = found;
    if (transfer.status === "ACCEPTED")
      throw appError("CONFLICT", "errors.transfers.alreadyAccepted");
    if (transfer.status === "CANCELLED") return transferOf({ ...transfer, seatLabel });
    const cancelled = await updateTransfer(tx, transfer.id, {
      status: "CANCELLED",
      cancelledAt: new Date(),
    });
    return transferOf({ ...cancelled, seatLabel });
  });
}
