import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { fromTorontoWallClock } from "../i18n/toronto-time";

// Event times are Toronto's: a time written without an offset is Toronto wall-clock time, read
// through lib/i18n/toronto-time.ts (@date-fns/tz). No server code: the organiser API's request
// schemas (lib/events/api.ts), which the console's forms import, read times through these.

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * An ISO date or date-time as an instant: with an offset (or Z) it is that instant; without one
 * it is Toronto time. A date alone is the start of that Toronto day, or its last millisecond with
 * `endOfDay` (a coupon valid until a day is valid all of it). Null when the text is no such time.
 */
export function parseEventTime(text: string, { endOfDay = false } = {}): Date | null {
  const m = ISO_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, offset] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  if (year < 1970 || year > 2200 || hour > 23 || minute > 59 || second > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (offset !== undefined && h === undefined) return null;
  if (offset !== undefined) {
    const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
    if (offset.toUpperCase() === "Z") return new Date(wall);
    const sign = offset.startsWith("-") ? -1 : 1;
    const [oh, om] = offset.slice(1).split(":").map(Number) as [number, number];
    if (oh > 14 || om > 59) return null;
    return new Date(wall - sign * (oh * 60 + om) * 60_000);
  }
  if (h === undefined && endOfDay) {
    const nextDay = fromTorontoWallClock(year, month, day + 1);
    return new Date(nextDay.getTime() - 1);
  }
  return fromTorontoWallClock(year, month, day, hour, minute, second, ms);
}

/** The schema of a time field: an ISO date or date-time, Toronto time when it has no offset. */
export function timeField(field: string, options: { endOfDay?: boolean } = {}) {
  const message = ruleMessage("validation.field.isoTime", { field });
  return z
    .string({ error: message })
    .max(40, { error: message })
    .transform((text, ctx) => {
      const time = parseEventTime(text, options);
      if (!time) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return time;
    });
}
