// Calendar days ("2025-07-04") as a copied event's texts need them: moved by days, their weekday,
// and next year's start on the same weekday. Pure functions, no time zone (a calendar day is
// read as UTC midnight), safe in the browser.

const DAY_MS = 86_400_000;

/** A calendar day's parts: year, month 0-11, day of the month. */
export type DayParts = { year: number; month: number; day: number };

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function partsOf(day: string): DayParts {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, day: date };
}

/** The calendar day of parts, or null when there is no such day (February 30). */
export function dayOf({ year, month, day }: DayParts): string | null {
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** A calendar day `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one calendar day to another. */
export function daysFrom(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The weekday of a calendar day, 0 for Sunday. */
export function weekdayOf(day: string): number {
  return new Date(utc(day)).getUTCDay();
}

/** Every calendar day from `first` to `last`, both included (at most a year of them). */
export function daysThrough(first: string, last: string): string[] {
  const count = Math.min(Math.max(daysFrom(first, last), 0), 366);
  return Array.from({ length: count + 1 }, (_, i) => addDays(first, i));
}

/**
 * The day `years` years after `day` on the same weekday: the same date that year moved to the
 * nearest day with the source's weekday (Friday July 4, 2025, a year on: Friday July 3, 2026).
 */
export function sameWeekdayYearsLater(day: string, years: number): string {
  const { year, month, day: date } = partsOf(day);
  // February 29 in a year without one: February 28.
  const plain =
    dayOf({ year: year + years, month, day: date }) ??
    dayOf({ year: year + years, month, day: date - 1 })!;
  let offset = (weekdayOf(day) - weekdayOf(plain) + 7) % 7;
  if (offset > 3) offset -= 7;
  return addDays(plain, offset);
}

/**
 * The next edition's first day: a year after the source's, on the same weekday, and never
 * before `today` (a year later again while it would be).
 */
export function nextEditionDay(sourceDay: string, today: string): string {
  for (let years = 1; ; years++) {
    const day = sameWeekdayYearsLater(sourceDay, years);
    if (day >= today) return day;
  }
}
