import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { STRIPE_MIN_CHARGE_CENTS } from "../payments/pricing";

// What the organiser API's requests share: who may call them, ids in the path, one-line names,
// optional translations and amounts in integer cents (`...Cents`, as Stripe's API takes them).
// No server code: a resource's api.ts, which the console's forms also import, builds on these.
// Each rule's message is a catalogue key (`ruleMessage`) naming the field as the API does, so
// the API's issue carries its code and a page shows it in its own language.

export const ORGANISERS = ["organiser"] as const;

/** A database id in the path; anything else is BAD_REQUEST with `message` (a `ruleMessage`). */
export const idSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** No control characters (a name is one line of plain text). */
export const PLAIN = /^[^\u0000-\u001f\u007f]*$/;

export const requiredName = (field: string, max: number) =>
  z
    .string({ error: ruleMessage("validation.field.required", { field }) })
    .trim()
    .min(1, { error: ruleMessage("validation.field.required", { field }), abort: true })
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) })
    .regex(PLAIN, { error: ruleMessage("validation.field.oneLine", { field }) });

/** Optional Arabic (or other) text: empty or null clears it. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: ruleMessage("validation.field.textOrNull", { field }) })
    .trim()
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) })
    .transform((v) => v || null)
    .nullable()
    .optional();

const MAX_CENTS = 100_000_000;

/**
 * An amount in integer cents (a field named `...Cents`), up to a million dollars; at least `min`
 * cents (by default Stripe's minimum charge, the least a price may be).
 */
export const cents = (field: string, min = STRIPE_MIN_CHARGE_CENTS) => {
  const whole = ruleMessage("validation.field.cents", { field });
  return z
    .number({ error: whole })
    .int({ error: whole })
    .min(min, { error: ruleMessage("validation.field.centsAtLeast", { field, min }) })
    .max(MAX_CENTS, {
      error: ruleMessage("validation.field.centsAtMost", { field, max: MAX_CENTS }),
    });
};

/** One line of text, up to `max` characters, that may be left out or empty (null). */
export const optionalLine = (field: string, max: number) =>
  z
    .string({ error: ruleMessage("validation.field.text", { field }) })
    .trim()
    .max(max, { error: ruleMessage("validation.field.tooLong", { field, max }) })
    .regex(PLAIN, { error: ruleMessage("validation.field.oneLine", { field }) })
    .transform((v) => v || null)
    .nullable()
    .default(null);

/** A flag: true or false. */
export const trueOrFalse = (field: string) =>
  z.boolean({ error: ruleMessage("validation.field.boolean", { field }) });

/** One of `values`, named in its message ("method must be one of CHEQUE, ETRANSFER, CASH."). */
export const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: ruleMessage("validation.field.oneOf", { field, values: values.join(", ") }),
  });

const PAGE_MESSAGE = ruleMessage("validation.field.wholeNumberFrom", { field: "page", min: 1 });

/** `?page=` of a list: a whole number from 1, the first page when absent. */
export const pageSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int({ error: PAGE_MESSAGE })
  .min(1, { error: PAGE_MESSAGE })
  .max(100_000, { error: ruleMessage("validation.field.atMost", { field: "page", max: 100_000 }) })
  .default(1);

/** `?q=` of a list's search. */
export const searchSchema = z
  .string()
  .trim()
  .max(200, { error: ruleMessage("validation.field.tooLong", { field: "q", max: 200 }) })
  .optional();
