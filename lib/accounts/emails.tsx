import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import { siteUrl } from "../../config/env";
import { localePath, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { EmailButton, EmailShell, renderMessage } from "../email/components/email-shell";

// The accounts' e-mails: the password reset, the welcome of a vendor and of a visitor, and the
// notice to an address's owner that someone tried to register with it.

/** Whom an account's e-mail greets, in which language, and where its links point. */
type Recipient = {
  name: string;
  locale: Locale;
  /** SITE_URL, or in demo mode the origin the visitor used. */
  origin?: string;
};

/**
 * The reset token inside its sentence. In Arabic the token (letters, digits, `-` and `_`) is kept
 * left to right as one piece by an element of its own, so no invisible character is added to
 * what the reader may copy; in English the sentence is one plain text.
 */
function tokenSentence(locale: Locale, token: string): ReactNode {
  const t = translator(locale);
  if (locale === "en")
    return t.markup("email.passwordReset.token", { token, value: (chunks) => chunks });
  return t.rich("email.passwordReset.token", {
    token,
    value: (chunks) => <span dir="ltr">{chunks}</span>,
  });
}

function PasswordReset({
  locale,
  name,
  token,
  url,
}: {
  locale: Locale;
  name: string;
  token: string;
  url: string;
}) {
  const t = translator(locale);
  const request = t("email.passwordReset.request");
  return (
    <EmailShell locale={locale} title={t("email.passwordReset.title")} preview={request}>
      <Text>{t("email.hello", { name })}</Text>
      <Text>{request}</Text>
      <Text>{tokenSentence(locale, token)}</Text>
      <Text>{t("email.passwordReset.expiry")}</Text>
      <EmailButton href={url}>{t("email.passwordReset.button")}</EmailButton>
    </EmailShell>
  );
}

/**
 * The e-mail that carries a password reset token and its link, as HTML and plain text, in the
 * account's language (the link opens the reset page in it).
 */
export async function passwordResetEmail({
  name,
  token,
  locale,
  origin = siteUrl(),
}: Recipient & { token: string }) {
  const url = `${origin}${localePath(locale, "/resetpassword")}?token=${encodeURIComponent(token)}`;
  return renderMessage(
    translator(locale)("email.passwordReset.subject"),
    <PasswordReset locale={locale} name={name} token={token} url={url} />,
  );
}

function VendorWelcome({ locale, name, url }: { locale: Locale; name: string; url: string }) {
  const t = translator(locale);
  const ready = t("email.welcome.vendorReady");
  return (
    <EmailShell locale={locale} title={t("email.welcome.title")} preview={ready}>
      <Text>{t("email.hello", { name })}</Text>
      <Text>{ready}</Text>
      <EmailButton href={url}>{t("email.welcome.logIn")}</EmailButton>
    </EmailShell>
  );
}

/** The welcome e-mail of a vendor account, as HTML and plain text, in the account's language. */
export async function welcomeEmail({ name, locale, origin = siteUrl() }: Recipient) {
  const url = `${origin}${localePath(locale, "/login")}`;
  return renderMessage(
    translator(locale)("email.welcome.subject"),
    <VendorWelcome locale={locale} name={name} url={url} />,
  );
}

function RegistrationAttempt({
  locale,
  name,
  loginUrl,
  resetUrl,
}: {
  locale: Locale;
  name: string;
  loginUrl: string;
  resetUrl: string;
}) {
  const t = translator(locale);
  const tried = t("email.registrationAttempt.tried");
  return (
    <EmailShell locale={locale} title={t("email.registrationAttempt.title")} preview={tried}>
      <Text>{t("email.hello", { name })}</Text>
      <Text>{tried}</Text>
      <Text>{t("email.registrationAttempt.ifYou")}</Text>
      {/* Each button in a paragraph of its own: two in a row would touch. */}
      <Text>
        <EmailButton href={loginUrl}>{t("email.registrationAttempt.logIn")}</EmailButton>
      </Text>
      <Text>
        <EmailButton href={resetUrl}>{t("email.registrationAttempt.resetPassword")}</EmailButton>
      </Text>
      <Text>{t("email.registrationAttempt.notYou")}</Text>
    </EmailShell>
  );
}

/**
 * The e-mail to an account's owner when someone registers with its address (the registration is
 * answered as a new one, so only the owner learns it was taken), in the account's language, with
 * links to log in and to reset the password.
 */
export async function registrationAttemptEmail({ name, locale, origin = siteUrl() }: Recipient) {
  const loginUrl = `${origin}${localePath(locale, "/login")}`;
  const resetUrl = `${origin}${localePath(locale, "/lostpassword")}`;
  return renderMessage(
    translator(locale)("email.registrationAttempt.subject"),
    <RegistrationAttempt locale={locale} name={name} loginUrl={loginUrl} resetUrl={resetUrl} />,
  );
}

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
}: Recipient & { origin: string }) {
  const stageUrl = `${origin}${localePath(locale, "/stage")}`;
  return renderMessage(
    translator(locale)("email.welcome.subject"),
    <VisitorWelcome locale={locale} name={name} stageUrl={stageUrl} />,
  );
}
