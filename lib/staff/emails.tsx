import { Section, Text } from "@react-email/components";
import { LOCALES, localePath, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { EmailButton, EmailShell, renderEmail } from "../email/components/email-shell";

type Links = Record<Locale, string>;

/** The invitation in one language: what the door team does, and the link that sets a password. */
function InvitationPart({
  locale,
  name,
  email,
  url,
}: {
  locale: Locale;
  name: string;
  email: string;
  url: string;
}) {
  const t = translator(locale);
  const rtl = locale === "ar" ? ({ dir: "rtl", lang: "ar" } as const) : { lang: locale };
  return (
    <Section {...rtl} style={{ marginBottom: 24 }}>
      {locale !== "en" && (
        <Text style={{ fontSize: 20, fontWeight: 700 }}>{t("email.staffInvitation.title")}</Text>
      )}
      <Text>{t("email.hello", { name })}</Text>
      <Text>{t("email.staffInvitation.added")}</Text>
      <Text>{t("email.staffInvitation.setPassword")}</Text>
      <EmailButton href={url}>{t("email.staffInvitation.button")}</EmailButton>
      <Text>{t("email.staffInvitation.signIn", { email })}</Text>
      <Text>{t("email.staffInvitation.expired")}</Text>
    </Section>
  );
}

/**
 * The invitation of a new staff member, in English and then Arabic (the console that creates it
 * does not know which the staff member reads): each part with its own link to the set-password
 * page in its language, both carrying the same single-use token.
 */
export async function staffInvitationEmail({
  name,
  email,
  token,
  origin,
}: {
  name: string;
  email: string;
  token: string;
  origin: string;
}) {
  const links = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      `${origin}${localePath(locale, "/door/welcome")}?token=${encodeURIComponent(token)}`,
    ]),
  ) as Links;
  const en = translator("en");
  const element = (
    <EmailShell
      locale="en"
      title={en("email.staffInvitation.title")}
      preview={en("email.staffInvitation.added")}
    >
      {LOCALES.map((locale) => (
        <InvitationPart
          key={locale}
          locale={locale}
          name={name}
          email={email}
          url={links[locale]}
        />
      ))}
    </EmailShell>
  );
  return {
    subject: `${en("email.staffInvitation.subject")} · ${translator("ar")("email.staffInvitation.subject")}`,
    ...(await renderEmail(element)),
  };
}
