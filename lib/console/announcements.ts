import "server-only";
import {
  type AnnouncementRecipient,
  announcementRecipients,
  findAnnouncementEvent,
  insertAnnouncement,
  type AnnouncementAudience,
} from "./queries/announcements";
import { recordAudit } from "./queries/audit";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";
import { deliverEmails, enqueueEmail, type QueuedEmail } from "../email/send";
import { announcementEmail } from "./emails";
import { errorText } from "../platform/log";

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

export type AnnouncementPreview = {
  recipients: { en: number; ar: number; total: number };
  emails: { locale: "en" | "ar"; subject: string; html: string; text: string }[];
};

/** The vendors in the audience of an announcement to an event, refusing what sending refuses. */
async function audienceOf(
  tx: Parameters<Parameters<typeof transaction>[0]>[0],
  eventId: number,
  audience: AnnouncementAudience,
) {
  const event = await findAnnouncementEvent(tx, eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const recipients: AnnouncementRecipient[] = await announcementRecipients(tx, {
    eventId,
    audience,
  });
  if (recipients.length === 0)
    throw audience === "ALL"
      ? appError("CONFLICT", "errors.announcements.nobodyBooked")
      : appError("CONFLICT", "errors.announcements.nobodyOwes");
  return { event, recipients };
}

/**
 * POST /api/admin/v1/events/{eventId}/announcements/preview: who an announcement would go to,
 * counted by the language they read, and its e-mail in each of those languages as the first of
 * them would get it. Nothing is recorded or sent; refuses what sending refuses.
 */
export async function previewAnnouncement(
  eventId: number,
  input: AnnouncementInput,
): Promise<AnnouncementPreview> {
  const { event, recipients } = await transaction((tx) => audienceOf(tx, eventId, input.audience));
  const emails: AnnouncementPreview["emails"] = [];
  for (const locale of ["en", "ar"] as const) {
    const first = recipients.find((r) => r.locale === locale);
    if (!first) continue;
    const message = await announcementEmail({
      to: first.email,
      name: first.contactName,
      locale,
      subject: input.subject,
      body: input.body,
      event,
    });
    emails.push({ locale, subject: message.subject, html: message.html, text: message.text });
  }
  const en = recipients.filter((r) => r.locale === "en").length;
  return {
    recipients: { en, ar: recipients.length - en, total: recipients.length },
    emails,
  };
}

/**
 * POST /api/admin/v1/events/{eventId}/announcements: e-mails every vendor who booked the event
 * (ALL: an order paid in full or in part) or only those who still owe (WITH_BALANCE), once
 * each, disabled accounts left out. NOT_FOUND for an unknown event, CONFLICT when nobody is in
 * the audience.
 */
export async function sendAnnouncement(
  actorId: number,
  eventId: number,
  input: AnnouncementInput,
): Promise<AnnouncementSent> {
  const { sent, emails } = await transaction(async (tx) => {
    const { event, recipients } = await audienceOf(tx, eventId, input.audience);
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
        error: errorText(error),
      }),
    );
  }
  return sent;
}
