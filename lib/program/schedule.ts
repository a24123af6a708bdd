import { parseEventTime } from "../events/event-time";
import { fromTorontoWallClock, torontoDay } from "../i18n/toronto-time";

// When a performance may be: on the event's days, Toronto time (from the start of its first day
// to the end of its last), ending after it starts. No server code: the console's form offers the
// same days the server checks.

/** The event's days, Toronto calendar days (YYYY-MM-DD), first to last. */
export function eventDays(event: { startsAt: Date; endsAt: Date }): string[] {
  const first = torontoDay(event.startsAt);
  const last = torontoDay(event.endsAt);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 60; day = nextDay(day)) days.push(day);
  return days;
}

/** A Toronto day (YYYY-MM-DD) and the instants it runs from and until (ms since 1970). */
export type DayWindow = { day: string; from: number; to: number };

/**
 * The days' windows: the browser finds a festival day among them without time-zone data of its
 * own (its first use of that costs a phone tens of milliseconds; see the program page).
 */
export function dayWindows(days: string[]): DayWindow[] {
  return days.map((day) => ({
    day,
    from: dayStart(day).getTime(),
    to: dayStart(nextDay(day)).getTime(),
  }));
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The start of a Toronto day, as an instant. */
function dayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return fromTorontoWallClock(y, m, d);
}

/** What is wrong with a performance's times, by the field it is on. */
export type TimeProblem =
  | { field: "startsAt" | "endsAt"; problem: "notATime" }
  | { field: "startsAt" | "endsAt"; problem: "outsideEvent"; firstDay: string; lastDay: string }
  | { field: "endsAt"; problem: "endsBeforeStart" };

/**
 * A performance's start and end as instants (ISO; Toronto time without an offset), or what is
 * wrong with them: a text that is no time, a time off the event's days, an end not after the
 * start.
 */
export function performanceTimes(
  times: { startsAt: string; endsAt: string },
  event: { startsAt: Date; endsAt: Date },
): { startsAt: Date; endsAt: Date } | TimeProblem {
  const startsAt = parseEventTime(times.startsAt);
  if (!startsAt) return { field: "startsAt", problem: "notATime" };
  const endsAt = parseEventTime(times.endsAt);
  if (!endsAt) return { field: "endsAt", problem: "notATime" };
  const days = eventDays(event);
  const firstDay = days[0]!;
  const lastDay = days[days.length - 1]!;
  const opens = dayStart(firstDay);
  const closes = dayStart(nextDay(lastDay));
  if (startsAt < opens || startsAt >= closes)
    return { field: "startsAt", problem: "outsideEvent", firstDay, lastDay };
  if (endsAt <= startsAt) return { field: "endsAt", problem: "endsBeforeStart" };
  if (endsAt > closes) return { field: "endsAt", problem: "outsideEvent", firstDay, lastDay };
  return { startsAt, endsAt };
}
