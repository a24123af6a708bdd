import { Text } from "@react-email/components";
import { localePath, type Locale } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import { EmailButton, EmailShell, renderEmail } from "./email-shell";

function VisitorWelcome({
  locale,
  name,
  stageUrl,
}: {
  locale: Locale;
  name: string;
  stageUrl: string;
}) {
  const t = translator(locale);
  return (
    <EmailShell
      locale={locale}
      title={t("email.welcome.title")}
      preview={t("email.welcome.visitorPreview")}
    >
      <Text>{t("email.hello", { name })}</Text>
      <Text>{t("email.welcome.visitorReady")}</Text>
      <EmailButton href={stageUrl}>{t("email.welcome.chooseSeats")}</EmailButton>
    </EmailShell>
  );
}

/**
 * The welcome e-mail of a visitor account (ticket buyers), as HTML and plain text, in the
 * account's language (the link opens the stage page in it).
 */
export async function visitorWelcomeEmail({
  name,
  locale,
  origin,
}: {
  name: string;
  locale: Locale;
  origin: string;
}) {
  const stageUrl = `${origin}${localePath(locale, "/stage")}`;
  const element = <VisitorWelcome locale={locale} name={name} stageUrl={stageUrl} />;
  return {
    subject: translator(locale)("email.welcome.subject"),
    ...(await renderEmail(element)),
  };
}
