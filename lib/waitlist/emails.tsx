import "server-only";
import { Text } from "@react-email/components";
import { siteUrl } from "../../config/env";
import { EmailButton, EmailShell, renderMessage } from "../email/components/email-shell";
import { eventText, type EventText } from "../email/event-text";
import { INTL_LOCALE, localePath, TORONTO_TIME_ZONE, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";
import { seatName } from "../seats/seat-shapes";
import type { OfferedSeat } from "./queries/line";

// The e-mail that offers seats from the waitlist, in the account's language: the seats, whether
// they are side by side, until when they are held, and the link straight to checkout.

/** An offer's deadline as its reader writes dates: "Saturday, July 6, 2030 at 10:00 a.m.". */
export function deadlineText(expiresAt: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: TORONTO_TIME_ZONE,
  }).format(expiresAt);
}

/** The checkout page that takes an offer's seats, in the reader's language. */
export function offerCheckoutUrl(offerId: number, locale: Locale, origin = siteUrl()): string {
  return `${origin}${localePath(locale, "/checkout")}?offer=${offerId}`;
}

type OfferText = {
  locale: Locale;
  name: string;
  event: string;
  date: string;
  seats: string;
  total: string;
  together: boolean;
  deadline: string;
  url: string;
};

function OfferMessage({ text }: { text: OfferText }) {
  const t = translator(text.locale);
  return (
    <EmailShell
      locale={text.locale}
      title={t("email.waitlistOffer.title")}
      preview={t("email.waitlistOffer.offered", { event: text.event })}
    >
      <Text>{t("email.hello", { name: text.name })}</Text>
      <Text>{t("email.waitlistOffer.offered", { event: text.event })}</Text>
      <Text>
        {text.event} · {text.date}
      </Text>
      <Text>{t("email.waitlistOffer.seats", { seats: text.seats, total: text.total })}</Text>
      <Text>
        {text.together ? t("email.waitlistOffer.together") : t("email.waitlistOffer.apart")}
      </Text>
      <Text>{t("email.waitlistOffer.deadline", { deadline: text.deadline })}</Text>
      <EmailButton href={text.url}>{t("email.waitlistOffer.button")}</EmailButton>
      <Text>{t("email.waitlistOffer.notWanted")}</Text>
    </EmailShell>
  );
}

/** The offer of `seats` to `name`, in `locale`, with the link to its checkout. */
export function offerEmail({
  offerId,
  locale,
  name,
  event,
  seats,
  together,
  expiresAt,
}: {
  offerId: number;
  locale: Locale;
  name: string;
  event: EventText;
  seats: OfferedSeat[];
  together: boolean;
  expiresAt: Date;
}) {
  const t = translator(locale);
  const show = eventText(event, locale, { withTime: true });
  const text: OfferText = {
    locale,
    name,
    event: show.name,
    date: show.date,
    seats: seats.map((s) => seatName(t, s.row, s.column)).join(locale === "ar" ? "؛ " : "; "),
    total: formatCad(
      seats.reduce((sum, s) => sum + s.priceCents, 0),
      locale,
    ),
    together,
    deadline: deadlineText(expiresAt, locale),
    url: offerCheckoutUrl(offerId, locale),
  };
  return renderMessage(
    t("email.waitlistOffer.subject", { event: show.name }),
    <OfferMessage text={text} />,
  );
}
