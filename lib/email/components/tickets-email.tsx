import { Hr, Text } from "@react-email/components";
import { formatCad } from "../../pricing";
import { SITE_NAME } from "../../site";
import { EmailButton, EmailShell, renderEmail } from "./email-shell";

export type TicketsEmailProps = {
  name: string;
  eventName: string;
  dateText: string;
  venue: string;
  seats: string[];
  paidCents: number;
  orderId: number;
  ticketsUrl: string;
};

function TicketsEmail(props: TicketsEmailProps) {
  return (
    <EmailShell
      title={`Your tickets for ${props.eventName}`}
      preview={`${props.seats.length} ticket(s) for ${props.eventName}, ${props.dateText}`}
    >
      <Text>Hello {props.name},</Text>
      <Text>
        Thank you! Your tickets are attached to this e-mail as a PDF, one per seat, and wait for you
        on your tickets page. Show the QR code at the door, on your phone or printed.
      </Text>
      <Text style={{ fontWeight: 600 }}>
        {props.eventName}
        <br />
        {props.dateText}
        <br />
        {props.venue}
      </Text>
      <Text>
        Seats: {props.seats.join("; ")}
        <br />
        Paid: {formatCad(props.paidCents)} (order {props.orderId})
      </Text>
      <EmailButton href={props.ticketsUrl}>See your tickets</EmailButton>
      <Hr />
      <Text style={{ fontSize: 13 }}>
        The attached calendar file adds the concert to your calendar. {SITE_NAME} looks forward to
        seeing you.
      </Text>
    </EmailShell>
  );
}

/** The e-mail that carries a paid order's tickets, as HTML and plain text. */
export async function ticketsEmail(props: TicketsEmailProps) {
  const element = <TicketsEmail {...props} />;
  return {
    subject: `${SITE_NAME}: your tickets for ${props.eventName}`,
    ...(await renderEmail(element)),
  };
}
