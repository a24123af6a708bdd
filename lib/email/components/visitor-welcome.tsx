import { Text } from "@react-email/components";
import { SITE_NAME } from "../../site";
import { EmailButton, EmailShell, renderEmail } from "./email-shell";

function VisitorWelcome({ name, stageUrl }: { name: string; stageUrl: string }) {
  return (
    <EmailShell title="Welcome!" preview="Your account is ready: choose your seats.">
      <Text>Hello {name},</Text>
      <Text>
        Your {SITE_NAME} account is ready. Pick your seats for our concerts and shows, and your
        tickets will be waiting for you here and in your inbox.
      </Text>
      <EmailButton href={stageUrl}>Choose your seats</EmailButton>
    </EmailShell>
  );
}

/** The welcome e-mail of a visitor account (ticket buyers), as HTML and plain text. */
export async function visitorWelcomeEmail({ name, origin }: { name: string; origin: string }) {
  const element = <VisitorWelcome name={name} stageUrl={`${origin}/stage`} />;
  return {
    subject: `Welcome to ${SITE_NAME}`,
    ...(await renderEmail(element)),
  };
}
