import "server-only";
import { Text } from "@react-email/components";
import type { Locale } from "../i18n/locales";
import { INTL_LOCALE, localePath, TORONTO_TIME_ZONE } from "../i18n/locales";
import type { ReactNode } from "react";
import { translator } from "../i18n/messages";
import { siteUrl } from "../../config/env";
import { EmailButton, EmailShell, renderMessage } from "../email/components/email-shell";
import { eventText, type EventText } from "../email/event-text";
import { formatCad } from "../payments/pricing";

// The vendor's note when organisers decide an add-on they asked for: approved (a charge on the
// order, and what is owed now) or refused (the reason), in the vendor's language.

/** What an approval added to an order that had taken its first payment. */
export type AddedCharge = {
  /** The order's new total less its total before: the add-on with its fees and HST. */
  addedCents: number;
  /** The order was paid in full before the approval. */
  paidInFullBefore: boolean;
};

type DecisionText = {
  locale: Locale;
  name: string;
  addon: string;
  booth: string;
  event: string;
  quantity: number;
  /** Approved: what the order owes now. */
  balance: string | null;
  /** Approved: the charge added after the vendor's payment, in words. */
  charge: { amount: string; date: string; paidInFullBefore: boolean } | null;
  reason: string | null;
  url: string;
};

/** What both decisions say: the greeting, the decision, its details, and the link to the order. */
function Decision({
  text,
  title,
  decision,
  children,
}: {
  text: DecisionText;
  title: string;
  decision: string;
  children: ReactNode;
}) {
  const t = translator(text.locale);
  return (
    <EmailShell locale={text.locale} title={title} preview={decision}>
      <Text>{t("email.hello", { name: text.name })}</Text>
      <Text>{decision}</Text>
      {children}
      <EmailButton href={text.url}>{t("email.addonApproved.button")}</EmailButton>
    </EmailShell>
  );
}

function AddonApproved({ text }: { text: DecisionText }) {
  const t = translator(text.locale);
  const { addon, booth, event, quantity } = text;
  return (
    <Decision
      text={text}
      title={t("email.addonApproved.title", { addon })}
      decision={t("email.addonApproved.approved", { addon, booth, event, quantity })}
    >
      {text.charge && (
        <Text>
          {t("email.addonApproved.afterPayment", {
            addon,
            amount: text.charge.amount,
            date: text.charge.date,
          })}
          {text.charge.paidInFullBefore ? ` ${t("email.addonApproved.paidInFullBefore")}` : ""}
        </Text>
      )}
      <Text>{t("email.addonApproved.owed", { balance: text.balance ?? "" })}</Text>
    </Decision>
  );
}

function AddonRefused({ text }: { text: DecisionText }) {
  const t = translator(text.locale);
  const { addon, booth, event } = text;
  return (
    <Decision
      text={text}
      title={t("email.addonRefused.title", { addon })}
      decision={t("email.addonRefused.refused", { addon, booth, event })}
    >
      <Text>
        {t("email.addonRefused.reason")} <span dir="auto">{text.reason}</span>
      </Text>
      <Text>{t("email.addonRefused.nothingOwed")}</Text>
    </Decision>
  );
}

/**
 * The note about a decision on an add-on request: approved, with the balance the order owes now,
 * or refused with the organiser's reason; links to the order on the profile.
 */
export async function addonDecisionEmail({
  to,
  name,
  locale,
  event,
  addon,
  booth,
  quantity,
  orderId,
  approved,
  balanceCents,
  reason,
  charge = null,
  origin = siteUrl(),
}: {
  to: string;
  name: string;
  locale: Locale;
  event: EventText;
  addon: { name: string; nameAr: string | null };
  booth: string;
  quantity: number;
  orderId: number;
  approved: boolean;
  balanceCents: number;
  reason: string | null;
  /** Approved: what the approval added to the order, and when it was decided. */
  charge?: (AddedCharge & { at: Date }) | null;
  origin?: string;
}) {
  const t = translator(locale);
  const text: DecisionText = {
    locale,
    name,
    addon: (locale === "ar" && addon.nameAr) || addon.name,
    booth,
    event: eventText(event, locale).name,
    quantity,
    balance: approved ? formatCad(balanceCents, locale) : null,
    charge:
      approved && charge
        ? {
            amount: formatCad(charge.addedCents, locale),
            date: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
              dateStyle: "long",
              timeZone: TORONTO_TIME_ZONE,
            }).format(charge.at),
            paidInFullBefore: charge.paidInFullBefore,
          }
        : null,
    reason,
    url: `${origin}${localePath(locale, "/profile")}#addons-${orderId}`,
  };
  const words = { addon: text.addon, event: text.event };
  const message = approved
    ? renderMessage(t("email.addonApproved.subject", words), <AddonApproved text={text} />)
    : renderMessage(t("email.addonRefused.subject", words), <AddonRefused text={text} />);
  return { to, ...(await message) };
}
