import { z } from "zod";
import { ONE_LINE, PARAGRAPHS } from "../http/plain-text";
import { ruleMessage } from "../i18n/messages";

// The organiser API's text and day fields of an event (lib/events/api.ts builds its request
// schemas on them). No server code: the console's forms import the schemas too. The messages
// are catalogue keys naming the field as the API does ("eventNameAr is at most 200 characters.").

const lines = (field: string, multiline: boolean) =>
  multiline
    ? { pattern: PARAGRAPHS, message: ruleMessage("validation.field.plainText", { field }) }
    : { pattern: ONE_LINE, message: ruleMessage("validation.field.oneLinePlain", { field }) };

/** A text that must be given (on create) and not be empty. */
export const requiredText = (field: string, max: number, { multiline = false } = {}) => {
  const { pattern, message } = lines(field, multiline);
  return z
    .string({ error: ruleMessage("validation.field.required", { field }) })
    .trim()
    .min(1, { error: ruleMessage("validation.field.notEmpty", { field }), abort: true })
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) })
    .regex(pattern, { error: message });
};

/** An Arabic (or other optional) text: null or an empty string clears it. */
export const optionalText = (field: string, max: number, { multiline = false } = {}) => {
  const { pattern, message } = lines(field, multiline);
  return z
    .string({ error: ruleMessage("validation.field.textOrNull", { field }) })
    .trim()
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) })
    .regex(pattern, { error: message })
    .nullable()
    .transform((text) => (text ? text : null));
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day, YYYY-MM-DD, from 1970 to 2200. */
export const calendarDay = (field: string) => {
  const message = ruleMessage("validation.field.date", { field });
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
