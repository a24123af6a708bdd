import { INTL_LOCALE, type Locale } from "../i18n/locales";

/** What an e-mail says about an event: its English text and, where written, its Arabic. */
export type EventText = {
  name: string;
  dateText: string;
  nameAr?: string | null;
  dateTextAr?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
};

/**
 * An event's name and date line in an e-mail's language. English is the event's own text. Arabic
 * is what the organiser wrote in Arabic; without it, the name stays as written and the dates are
 * formatted in Arabic from the event's times (`withTime` for a concert's start and end).
 */
export function eventText(
  event: EventText,
  locale: Locale,
  { withTime = false }: { withTime?: boolean } = {},
): { name: string; date: string } {
  if (locale === "en") return { name: event.name, date: event.dateText };
  const name = event.nameAr ?? event.name;
  if (event.dateTextAr) return { name, date: event.dateTextAr };
  if (!event.startsAt) return { name, date: event.dateText };
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: withTime ? "full" : "long",
    ...(withTime ? { timeStyle: "short" as const } : {}),
    timeZone: "America/Toronto",
  });
  const ends = event.endsAt && event.endsAt > event.startsAt ? event.endsAt : null;
  return {
    name,
    date: ends ? format.formatRange(event.startsAt, ends) : format.format(event.startsAt),
  };
}

/** A calendar day (YYYY-MM-DD) as a reader of the language writes it: "June 24, 2030". */
export function calendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}
