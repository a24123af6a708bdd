import { TZDate } from "@date-fns/tz";
import { format, formatISO } from "date-fns";
import { TORONTO_TIME_ZONE } from "./locales";

// The festival's clock (America/Toronto): instants read as Toronto wall-clock time, and Toronto
// wall-clock times read as instants. The offsets (-05:00 in winter, -04:00 in summer, and the
// hour that is skipped in March and repeated in November) come from @date-fns/tz, which reads
// them from the platform's time-zone database; none is computed here. SQL queries keep their own
// `at time zone 'America/Toronto'`, the database's handling of the same rules.

/**
 * An instant as ISO 8601 in Toronto time with its offset, to the second
 * ("2030-07-01T18:00:00-04:00"): the organiser API shows times as organisers write them.
 */
export function torontoIso(instant: Date): string {
  return formatISO(new TZDate(instant, TORONTO_TIME_ZONE));
}

/** An instant's Toronto calendar day, `YYYY-MM-DD`. */
export function torontoDay(instant: Date): string {
  return format(new TZDate(instant, TORONTO_TIME_ZONE), "yyyy-MM-dd");
}

/**
 * The instant of a Toronto wall-clock time (month 1-12). A time in the hour skipped when clocks
 * go forward moves on an hour (02:30 on that March day is 03:30 EDT); a time in the hour repeated
 * when they go back is its first occurrence (01:30 on that November day is 01:30 EDT).
 */
export function fromTorontoWallClock(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  const wall = new TZDate(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    millisecond,
    TORONTO_TIME_ZONE,
  );
  return new Date(wall.getTime());
}
