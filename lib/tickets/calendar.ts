import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";

type CalendarEvent = {
  uid: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  description: string;
  url: string;
};

/**
 * A concert's words in a calendar entry, in `locale`: its name (SUMMARY), its place (LOCATION)
 * and the seats (DESCRIPTION), all already in that language.
 */
export function calendarText(
  { name, venue, seats }: { name: string; venue: string; seats: string[] },
  locale: Locale,
): Pick<CalendarEvent, "name" | "location" | "description"> {
  const t = translator(locale);
  return {
    name,
    location: venue,
    description: t("tickets.calendarSeats", { seats: seats.join(locale === "ar" ? "؛ " : "; ") }),
  };
}

/**
 * An iCalendar (RFC 5545) file with the events given, for "Add to calendar". Times are written in
 * UTC; text values are escaped and long lines folded at 75 octets as the format requires.
 */
export function calendarFile(events: CalendarEvent[]): string {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const text = (s: string) =>
    s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
  const now = stamp(new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Mahrajan Arts Foundation//Mahrajan Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(event.startsAt)}`,
      `DTEND:${stamp(event.endsAt)}`,
      `SUMMARY:${text(event.name)}`,
      `LOCATION:${text(event.location)}`,
      `DESCRIPTION:${text(event.description)}`,
      `URL:${event.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** Folds a content line into 75-octet pieces, continuing each with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // never split a UTF-8 character: back up to a byte that starts one
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
  }
  return parts.join("\r\n ");
}
