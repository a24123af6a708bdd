import { Text } from "@react-email/components";
import { siteUrl } from "../../config/env";
import { localePath, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";
import { EmailButton, EmailShell, renderEmail } from "./components/email-shell";

// The e-mails of the books: the office's notice of damage deposits still undecided after an
// event, and a food vendor's reminder to send the accountant their daily sales.

/** One deposit the office has still to decide. */
export type OverdueDepositLine = {
  orderId: number;
  vendorName: string;
  heldCents: number;
};

/**
 * To the festival office (in English: the console's language): the event's damage deposits held
 * and not decided 21 days after its last day, each with its order's page in the console.
 */
export async function depositsOverdueEmail({
  to,
  eventName,
  eventId,
  deposits,
  origin = siteUrl(),
}: {
  to: string;
  eventName: string;
  eventId: number;
  deposits: OverdueDepositLine[];
  origin?: string;
}) {
  const locale: Locale = "en";
  const t = translator(locale);
  const count = deposits.length;
  const intro = t("email.depositsOverdue.intro", { count, event: eventName });
  const element = (
    <EmailShell
      locale={locale}
      title={t("email.depositsOverdue.title", { event: eventName })}
      preview={intro}
    >
      <Text>{intro}</Text>
      {deposits.map((d) => (
        <Text key={d.orderId}>
          {t("email.depositsOverdue.line", {
            order: String(d.orderId),
            vendor: d.vendorName,
            amount: formatCad(d.heldCents, locale),
            url: `${origin}/admin/orders/${d.orderId}`,
          })}
        </Text>
      ))}
      <EmailButton href={`${origin}/admin/events/${eventId}#deposits-overdue`}>
        {t("email.depositsOverdue.button")}
      </EmailButton>
    </EmailShell>
  );
  return {
    to,
    subject: t("email.depositsOverdue.subject", { count, event: eventName }),
    ...(await renderEmail(element)),
  };
}

/**
 * To a food vendor after the event: please send the accountant your gross sales per festival day,
 * from the profile; in the order's language. `step` 2 is the last reminder.
 */
export async function salesReminderEmail({
  to,
  locale,
  name,
  orderId,
  event,
  step,
  origin = siteUrl(),
}: {
  to: string;
  locale: Locale;
  name: string;
  orderId: number;
  /** The event's name in the vendor's language. */
  event: string;
  step: 1 | 2;
  origin?: string;
}) {
  const t = translator(locale);
  const order = String(orderId);
  const ask = t("email.salesReminder.ask", { event, order });
  const url = `${origin}${localePath(locale, "/profile")}#sales-${orderId}`;
  const element = (
    <EmailShell locale={locale} title={t("email.salesReminder.title", { event })} preview={ask}>
      <Text>{t("email.hello", { name })}</Text>
      <Text>{ask}</Text>
      <Text>{t("email.salesReminder.why")}</Text>
      {step === 2 && <Text>{t("email.salesReminder.last")}</Text>}
      <EmailButton href={url}>{t("email.salesReminder.button")}</EmailButton>
      <Text>{t("email.salesReminder.ignore")}</Text>
    </EmailShell>
  );
  return {
    to,
    subject: t("email.salesReminder.subject", { event }),
    ...(await renderEmail(element)),
  };
}
