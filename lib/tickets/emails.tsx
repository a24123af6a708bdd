import { Hr, Text } from "@react-email/components";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";
import { seatLabelIn } from "../seats/seat-shapes";
import { EmailButton, EmailShell, renderEmail } from "../email/components/email-shell";

export type TicketsEmailProps = {
  /** The order's language: the e-mail's words, amounts and link. */
  locale: Locale;
  name: string;
  /** The event's name, date line and venue, already in the e-mail's language. */
  eventName: string;
  dateText: string;
  venue: string;
  /** The seats as the order names them ("Row 1, Seat 3"): each said in the e-mail's language. */
  seats: string[];
  /** What the order paid; null for a ticket passed on (the buyer's money is not the holder's). */
  paidCents: number | null;
  /** Who passed the tickets on to this holder; null for the buyer's own. */
  from?: string | null;
  orderId: number;
  ticketsUrl: string;
};

function TicketsEmail(props: TicketsEmailProps) {
  const t = translator(props.locale);
  const event = props.eventName;
  return (
    <EmailShell
      locale={props.locale}
      title={t("email.tickets.title", { event })}
      preview={t("email.tickets.preview", {
        count: props.seats.length,
        event,
        date: props.dateText,
      })}
    >
      <Text>{t("email.hello", { name: props.name })}</Text>
      <Text>
        {props.from ? t("email.tickets.passedOn", { name: props.from }) : t("email.tickets.thanks")}
      </Text>
      <Text style={{ fontWeight: 600 }}>
        {props.eventName}
        <br />
        {props.dateText}
        <br />
        {props.venue}
      </Text>
      <Text>
        {t("email.tickets.seats", {
          seats: props.seats
            .map((seat) => seatLabelIn(seat, props.locale))
            .join(props.locale === "ar" ? "؛ " : "; "),
        })}
        {props.paidCents !== null && (
          <>
            <br />
            {t("email.tickets.paid", {
              amount: formatCad(props.paidCents, props.locale),
              order: String(props.orderId),
            })}
          </>
        )}
      </Text>
      <EmailButton href={props.ticketsUrl}>{t("email.tickets.button")}</EmailButton>
      <Hr />
      <Text style={{ fontSize: 13 }}>{t("email.tickets.calendar")}</Text>
    </EmailShell>
  );
}

/** The e-mail that carries a paid order's tickets, as HTML and plain text, in the order's language. */
export async function ticketsEmail(props: TicketsEmailProps) {
  const element = <TicketsEmail {...props} />;
  return {
    subject: translator(props.locale)("email.tickets.subject", { event: props.eventName }),
    ...(await renderEmail(element)),
  };
}
