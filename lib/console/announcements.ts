import "server-only";
import {
  announcementRecipients,
  findAnnouncementEvent,
  insertAnnouncement,
  type AnnouncementAudience,
} from "@/db/queries/announcements";
import { recordAudit } from "@/db/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";
import { deliverEmails, enqueueEmail, type QueuedEmail } from "../email/send";
import { announcementEmail } from "../email/templates";

// The festival office writing to an event's vendors: one message in the organiser's words,
// framed in each vendor's language, recorded in the outbox with the announcement in one
// transaction and sent once it has committed.

export type AnnouncementInput = {
  subject: string;
  body: string;
  audience: AnnouncementAudience;
};

export type AnnouncementSent = {
  announcementId: number;
  eventId: number;
  audience: AnnouncementAudience;
  recipients: number;
};

/**
 * POST /api/admin/v1/events/{eventId}/announcements: e-mails every vendor who booked the event
 * (ALL: an order paid or with a deposit paid) or only those who still owe (WITH_BALANCE), once
 * each, disabled accounts left out. NOT_FOUND for an unknown event, CONFLICT when nobody is in
 * the audience.
 */
export async function sendAnnouncement(
  actorId: number,
  eventId: number,
  input: AnnouncementInput,
): Promise<AnnouncementSent> {
  const { sent, emails } = await transaction(async (tx) => {
    const event = await findAnnouncementEvent(tx, eventId);
    if (!event) throw appError("NOT_FOUND", "errors.events.notFoundWithPeriod");
    const recipients = await announcementRecipients(tx, { eventId, audience: input.audience });
    if (recipients.length === 0)
      throw input.audience === "ALL"
        ? appError("CONFLICT", "errors.announcements.nobodyBooked")
        : appError("CONFLICT", "errors.announcements.nobodyOwes");
    const announcementId = await insertAnnouncement(tx, {
      eventId,
      ...input,
      recipients: recipients.length,
      createdBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: eventId,
      action: "update",
      before: null,
      after: {
        announcement: {
          id: announcementId,
          subject: input.subject,
          audience: input.audience,
          recipients: recipients.length,
        },
      },
    });
    const emails: QueuedEmail[] = [];
    for (const vendor of recipients) {
      const message = await announcementEmail({
        to: vendor.email,
        name: vendor.contactName,
        locale: vendor.locale,
        subject: input.subject,
        body: input.body,
        event,
      });
      emails.push(await enqueueEmail(tx, message));
    }
    const sent: AnnouncementSent = {
      announcementId,
      eventId,
      audience: input.audience,
      recipients: recipients.length,
    };
    return { sent, emails };
  });
  try {
    await deliverEmails(emails);
  } catch (error) {
    // The messages are recorded: the retry sweep sends what this did not.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "announcement e-mails failed",
        announcementId: sent.announcementId,
        error: String(error),
      }),
    );
  }
  return sent;
}
