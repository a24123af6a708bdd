import { Text } from "@react-email/components";
import { Fragment } from "react";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { EmailShell, renderEmail } from "../email/components/email-shell";
import { eventText, type EventText } from "../email/event-text";

// The console's e-mail: an organiser's announcement to an event's vendors.

/** The organiser's text as paragraphs (a blank line between two), its single breaks kept. */
function paragraphs(body: string): string[][] {
  return body
    .split(/\n[ \t]*\n/)
    .map((p) => p.split("\n").map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}

function Announcement({
  locale,
  name,
  subject,
  body,
  event,
}: {
  locale: Locale;
  name: string;
  subject: string;
  body: string;
  event: EventText;
}) {
  const t = translator(locale);
  const intro = t("email.announcement.intro", { event: eventText(event, locale).name });
  return (
    <EmailShell locale={locale} title={subject} preview={intro}>
      <Text>{t("email.hello", { name })}</Text>
      <Text>{intro}</Text>
      {paragraphs(body).map((lines, i) => (
        // The organiser's words keep their own direction inside an Arabic message.
        <Text key={i} dir="auto">
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </EmailShell>
  );
}

/**
 * An announcement from the festival office to one vendor of an event: the organiser's subject
 * as it was written and its text (plain, escaped by React) inside the site's frame, the
 * greeting and the line naming the event in the vendor's language.
 */
export async function announcementEmail({
  to,
  name,
  locale,
  subject,
  body,
  event,
}: {
  to: string;
  name: string;
  locale: Locale;
  subject: string;
  body: string;
  event: EventText;
}) {
  return {
    to,
    subject,
    ...(await renderEmail(
      <Announcement locale={locale} name={name} subject={subject} body={body} event={event} />,
    )),
  };
}
