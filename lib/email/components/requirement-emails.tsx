import { Text } from "@react-email/components";
import type { RequirementConsequence } from "@/db/queries/model";
import type { Locale } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import { EmailButton, EmailShell } from "./email-shell";

/** What a requirement reminder or overdue notice says, already in the vendor's language. */
export type RequirementMailText = {
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
export function RequirementReminder({ text }: { text: RequirementMailText }) {
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
export function RequirementOverdue({ text }: { text: RequirementMailText }) {
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
