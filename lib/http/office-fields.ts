import { z } from "zod";
import { STRIPE_MIN_CHARGE_CENTS } from "../payments/pricing";

// What the organiser API's requests share: who may call them, ids in the path, one-line names,
// optional translations and amounts in integer cents (`...Cents`, as Stripe's API takes them).
// No server code: a resource's api.ts, which the console's forms also import, builds on these.

export const ORGANISERS = ["organiser"] as const;

/** A database id in the path; anything else is BAD_REQUEST with `message`. */
export const idSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** No control characters (a name is one line of plain text). */
export const PLAIN = /^[^\u0000-\u001f\u007f]*$/;

export const requiredName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .max(max, { error: `${label} is at most ${max} characters.` })
    .regex(PLAIN, { error: `${label} must be one line of text.` });

/** Optional Arabic (or other) text: empty or null clears it. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text or null.` })
    .trim()
    .max(max, { error: `${label} is at most ${max} characters.` })
    .transform((v) => v || null)
    .nullable()
    .optional();

const MAX_CENTS = 100_000_000;

/**
 * An amount in integer cents (a field named `...Cents`), up to a million dollars; at least `min`
 * cents (by default Stripe's minimum charge, the least a price may be).
 */
export const cents = (label: string, min = STRIPE_MIN_CHARGE_CENTS) =>
  z
    .number({ error: `${label} must be a whole number of cents.` })
    .int({ error: `${label} must be a whole number of cents.` })
    .min(min, { error: `${label} is at least ${min} cents.` })
    .max(MAX_CENTS, { error: `${label} is at most ${MAX_CENTS} cents.` });

/** `?page=` of a list: a whole number from 1, the first page when absent. */
export const pageSchema = z.coerce
  .number({ error: "page must be a whole number from 1." })
  .int({ error: "page must be a whole number from 1." })
  .min(1, { error: "page must be a whole number from 1." })
  .max(100_000, { error: "page is at most 100000." })
  .default(1);

/** `?q=` of a list's search. */
export const searchSchema = z
  .string()
  .trim()
  .max(200, { error: "q is at most 200 characters." })
  .optional();
