import { Hr, Text } from "@react-email/components";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { seatLabelIn } from "../seats/seat-shapes";
import { EmailButton, EmailShell, renderMessage } from "../email/components/email-shell";

// A ticket passed on: the invitation the friend gets (in the language the sender chose), and the
// word to the sender once the friend has accepted. The friend's tickets themselves go out in the
// tickets e-mail (lib/tickets).

export type TransferOfferProps = {
  locale: Locale;
  /** Who passes the ticket on: their name on their account. */
  from: string;
  /** The event's name, date line and venue, already in the e-mail's language. */
  eventName: string;
  dateText: string;
  venue: string;
  /** The seat as the ticket names it ("Row 1, Seat 3"), said in the e-mail's language. */
  seat: string;
  /** The page that accepts the transfer, with its token. */
  acceptUrl: string;
  /** The address the transfer was sent to: the account that accepts must have it. */
  toEmail: string;
};

function TransferOfferEmail(props: TransferOfferProps) {
  const t = translator(props.locale);
  return (
    <EmailShell
      locale={props.locale}
      title={t("email.transferOffer.title", { event: props.eventName })}
      preview={t("email.transferOffer.preview", { name: props.from, event: props.eventName })}
    >
      <Text>{t("email.transferOffer.intro", { name: props.from })}</Text>
      <Text style={{ fontWeight: 600 }}>
        {props.eventName}
        <br />
        {props.dateText}
        <br />
        {props.venue}
        <br />
        {seatLabelIn(props.seat, props.locale)}
      </Text>
      <Text>{t("email.transferOffer.how", { email: props.toEmail })}</Text>
      <EmailButton href={props.acceptUrl}>{t("email.transferOffer.button")}</EmailButton>
      <Hr />
      <Text style={{ fontSize: 13 }}>{t("email.transferOffer.ignore")}</Text>
    </EmailShell>
  );
}

/** The friend's invitation to accept a ticket, in the language the sender chose. */
export function transferOfferEmail(props: TransferOfferProps) {
  return renderMessage(
    translator(props.locale)("email.transferOffer.subject", {
      name: props.from,
      event: props.eventName,
    }),
    <TransferOfferEmail {...props} />,
  );
}

export type TransferAcceptedProps = {
  /** The sender's language (their account's). */
  locale: Locale;
  name: string;
  /** Who accepted: their name on their account. */
  acceptedBy: string;
  eventName: string;
  seat: string;
  ticketsUrl: string;
};

function TransferAcceptedEmail(props: TransferAcceptedProps) {
  const t = translator(props.locale);
  const seat = seatLabelIn(props.seat, props.locale);
  return (
    <EmailShell
      locale={props.locale}
      title={t("email.transferAccepted.title")}
      preview={t("email.transferAccepted.preview", { name: props.acceptedBy, seat })}
    >
      <Text>{t("email.hello", { name: props.name })}</Text>
      <Text>
        {t("email.transferAccepted.body", {
          name: props.acceptedBy,
          seat,
          event: props.eventName,
        })}
      </Text>
      <EmailButton href={props.ticketsUrl}>{t("email.transferAccepted.button")}</EmailButton>
    </EmailShell>
  );
}

/** The sender told that their friend accepted the ticket (their own code no longer admits). */
export function transferAcceptedEmail(props: TransferAcceptedProps) {
  return renderMessage(
    translator(props.locale)("email.transferAccepted.subject", { event: props.eventName }),
    <TransferAcceptedEmail {...props} />,
  );
}
