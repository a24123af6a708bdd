import { z } from "zod";
import { ONE_LINE, PARAGRAPHS } from "../http/plain-text";

// The organiser API's text and day fields of an event (lib/events/api.ts builds its request
// schemas on them). No server code: the console's forms import the schemas too. The messages
// name the field as the API does ("eventNameAr is at most 200 characters.").

const lines = (field: string, multiline: boolean) =>
  multiline
    ? { pattern: PARAGRAPHS, message: `${field} must be plain text.` }
    : { pattern: ONE_LINE, message: `${field} must be one line of plain text.` };

/** A text that must be given (on create) and not be empty. */
export const requiredText = (field: string, max: number, { multiline = false } = {}) => {
  const { pattern, message } = lines(field, multiline);
  return z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} must not be empty.`, abort: true })
    .max(max, { error: `${field} is at most ${max} characters.` })
    .regex(pattern, { error: message });
};

/** An Arabic (or other optional) text: null or an empty string clears it. */
export const optionalText = (field: string, max: number, { multiline = false } = {}) => {
  const { pattern, message } = lines(field, multiline);
  return z
    .string({ error: `${field} must be text or null.` })
    .trim()
    .max(max, { error: `${field} is at most ${max} characters.` })
    .regex(pattern, { error: message })
    .nullable()
    .transform((text) => (text ? text : null));
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day, YYYY-MM-DD, from 1970 to 2200. */
export const calendarDay = (field: string) => {
  const message = `${field} must be a date, YYYY-MM-DD.`;
  return z
    .string({ error: message })
    .regex(CALENDAR_DAY, { error: message })
    .refine(
      (text) => {
        const [y, m, d] = text.split("-").map(Number) as [number, number, number];
        const day = new Date(Date.UTC(y, m - 1, d));
        return y >= 1970 && y <= 2200 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
      },
      { error: message },
    );
};
