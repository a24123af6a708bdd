import "server-only";
import { Text } from "@react-email/components";
import type { RequirementConsequence } from "@/db/queries/model";
import { siteUrl } from "../../config/env";
import { EmailButton, EmailShell, renderEmail } from "../email/components/email-shell";
import { calendarDay, eventText, type EventText } from "../email/event-text";
import { localePath, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";

// The vendor contract's e-mails, in the vendor's language: a requirement still missing some days
// before its due date or missed the day after (the daily work's reminders, and the office's one
// click from the compliance matrix), and the note about a review of a document the vendor sent.

/** What a requirement reminder or overdue notice says, already in the vendor's language. */
type RequirementMailText = {
  locale: Locale;
  name: string;
  /** The requirement's title and the event's name and dates, in the vendor's language. */
  requirement: string;
  event: string;
  /** The due date as the reader writes it. */
  date: string;
  /** The reason the latest document was refused, when it was. */
  reason: string | null;
  consequence: RequirementConsequence;
  /** The profile's checklist. */
  url: string;
};

/** A requirement still missing, some days before its due date. */
function RequirementReminder({ text }: { text: RequirementMailText }) {
  const t = translator(text.locale);
  const { requirement, event, date } = text;
  const due = t("email.requirementReminder.due", { requirement, event, date });
  return (
    <EmailShell
      locale={text.locale}
      title={t("email.requirementReminder.title", { requirement, date })}
      preview={due}
    >
      <Text>{t("email.hello", { name: text.name })}</Text>
      <Text>{due}</Text>
      {text.reason !== null && (
        <Text>
          {t("email.requirementReminder.rejected")} <span dir="auto">{text.reason}</span>
        </Text>
      )}
      <Text>{t("email.requirementReminder.howTo")}</Text>
      <EmailButton href={text.url}>{t("email.requirementReminder.button")}</EmailButton>
      <Text>{t("email.requirementReminder.ignore")}</Text>
    </EmailShell>
  );
}

/** A requirement missed: the day after its due date, with what missing it means. */
function RequirementOverdue({ text }: { text: RequirementMailText }) {
  const t = translator(text.locale);
  const { requirement, event, date } = text;
  const missed = t("email.requirementOverdue.missed", { requirement, event, date });
  return (
    <EmailShell
      locale={text.locale}
      title={t("email.requirementOverdue.title", { requirement })}
      preview={missed}
    >
      <Text>{t("email.hello", { name: text.name })}</Text>
      <Text>{missed}</Text>
      <Text>
        {text.consequence === "INELIGIBLE"
          ? t("email.requirementOverdue.ineligible")
          : t("email.requirementOverdue.notReady")}
      </Text>
      <Text>{t("email.requirementOverdue.howTo")}</Text>
      <EmailButton href={text.url}>{t("email.requirementReminder.button")}</EmailButton>
    </EmailShell>
  );
}

/** What a review's note says, already in the vendor's language. */
type DocumentReviewText = {
  locale: Locale;
  name: string;
  /** The requirement's title and the event's name, in the vendor's language. */
  requirement: string;
  event: string;
  /** The file as the vendor named it (null for a declaration). */
  fileName: string | null;
  /** Why it was refused (a rejection), in the organiser's words. */
  reason: string | null;
  /** The profile's checklist. */
  url: string;
};

/** The organisers approved a document the vendor sent. */
function DocumentApproved({ text }: { text: DocumentReviewText }) {
  const t = translator(text.locale);
  const { requirement, event } = text;
  const approved = t("email.documentApproved.approved", { requirement, event });
  return (
    <EmailShell
      locale={text.locale}
      title={t("email.documentApproved.title", { requirement })}
      preview={approved}
    >
      <Text>{t("email.hello", { name: text.name })}</Text>
      <Text>{approved}</Text>
      {text.fileName !== null && (
        <Text>
          {t("email.documentApproved.file")} <span dir="auto">{text.fileName}</span>
        </Text>
      )}
      <Text>{t("email.documentApproved.next")}</Text>
      <EmailButton href={text.url}>{t("email.requirementReminder.button")}</EmailButton>
    </EmailShell>
  );
}

/** The organisers refused a document: the reason, and how to send another. */
function DocumentRejected({ text }: { text: DocumentReviewText }) {
  const t = translator(text.locale);
  const { requirement, event } = text;
  const rejected = t("email.documentRejected.rejected", { requirement, event });
  return (
    <EmailShell
      locale={text.locale}
      title={t("email.documentRejected.title", { requirement })}
      preview={rejected}
    >
      <Text>{t("email.hello", { name: text.name })}</Text>
      <Text>{rejected}</Text>
      {text.fileName !== null && (
        <Text>
          {t("email.documentRejected.file")} <span dir="auto">{text.fileName}</span>
        </Text>
      )}
      <Text>
        {t("email.documentRejected.reason")} <span dir="auto">{text.reason}</span>
      </Text>
      <Text>{t("email.documentRejected.howTo")}</Text>
      <EmailButton href={text.url}>{t("email.requirementReminder.button")}</EmailButton>
    </EmailShell>
  );
}

/**
 * A reminder that a requirement of the vendor contract is still missing for an order (`step`
 * REMINDER, some days before `dueDate`) or was missed (OVERDUE, the day after), to the vendor in
 * the vendor's language: the event and the requirement named in it, the due date (YYYY-MM-DD) and
 * a link to the checklist on the profile.
 */
export async function requirementReminderEmail({
  to,
  name,
  locale,
  event,
  requirement,
  dueDate,
  reason,
  orderId,
  step,
  origin = siteUrl(),
}: {
  to: string;
  name: string;
  locale: Locale;
  event: EventText;
  requirement: {
    title: string;
    titleAr: string | null;
    consequence: RequirementMailText["consequence"];
  };
  dueDate: string;
  reason: string | null;
  orderId: number;
  step: "REMINDER" | "OVERDUE";
  origin?: string;
}) {
  const t = translator(locale);
  const text: RequirementMailText = {
    locale,
    name,
    requirement: (locale === "ar" && requirement.titleAr) || requirement.title,
    event: eventText(event, locale).name,
    date: calendarDay(dueDate, locale),
    reason,
    consequence: requirement.consequence,
    url: `${origin}${localePath(locale, "/profile")}#checklist-${orderId}`,
  };
  const words = { requirement: text.requirement, event: text.event, date: text.date };
  return step === "OVERDUE"
    ? {
        to,
        subject: t("email.requirementOverdue.subject", words),
        ...(await renderEmail(<RequirementOverdue text={text} />)),
      }
    : {
        to,
        subject: t("email.requirementReminder.subject", words),
        ...(await renderEmail(<RequirementReminder text={text} />)),
      };
}

/**
 * The note a vendor gets when organisers review a document they sent: approved, or rejected
 * with the reason, in the vendor's language, naming the requirement and the event and linking
 * to the checklist on the profile.
 */
export async function documentReviewEmail({
  to,
  name,
  locale,
  event,
  requirement,
  fileName,
  decision,
  reason,
  orderId,
  origin = siteUrl(),
}: {
  to: string;
  name: string;
  locale: Locale;
  event: EventText;
  requirement: { title: string; titleAr: string | null };
  fileName: string | null;
  decision: "APPROVED" | "REJECTED";
  reason: string | null;
  orderId: number;
  origin?: string;
}) {
  const t = translator(locale);
  const text: DocumentReviewText = {
    locale,
    name,
    requirement: (locale === "ar" && requirement.titleAr) || requirement.title,
    event: eventText(event, locale).name,
    fileName,
    reason,
    url: `${origin}${localePath(locale, "/profile")}#checklist-${orderId}`,
  };
  const words = { requirement: text.requirement, event: text.event };
  return decision === "APPROVED"
    ? {
        to,
        subject: t("email.documentApproved.subject", words),
        ...(await renderEmail(<DocumentApproved text={text} />)),
      }
    : {
        to,
        subject: t("email.documentRejected.subject", words),
        ...(await renderEmail(<DocumentRejected text={text} />)),
      };
}
