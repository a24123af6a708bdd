import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import { siteUrl } from "../../config/env";
import { localePath, type Locale } from "../i18n";
import { translator } from "../messages";
import { EmailButton, EmailShell, renderEmail } from "./components/email-shell";

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
}: {
  name: string;
  token: string;
  locale: Locale;
  /** Where the link points: SITE_URL, or in demo mode the origin the visitor used. */
  origin?: string;
}) {
  const url = `${origin}${localePath(locale, "/resetpassword")}?token=${encodeURIComponent(token)}`;
  return {
    subject: translator(locale)("email.passwordReset.subject"),
    ...(await renderEmail(<PasswordReset locale={locale} name={name} token={token} url={url} />)),
  };
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
export async function welcomeEmail({
  name,
  locale,
  origin = siteUrl(),
}: {
  name: string;
  locale: Locale;
  origin?: string;
}) {
  const url = `${origin}${localePath(locale, "/login")}`;
  return {
    subject: translator(locale)("email.welcome.subject"),
    ...(await renderEmail(<VendorWelcome locale={locale} name={name} url={url} />)),
  };
}
