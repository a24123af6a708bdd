import { Text } from "@react-email/components";
import type { Locale } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import { EmailButton, EmailShell } from "./email-shell";

/** What a review's note says, already in the vendor's language. */
export type DocumentReviewText = {
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
export function DocumentApproved({ text }: { text: DocumentReviewText }) {
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
export function DocumentRejected({ text }: { text: DocumentReviewText }) {
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
