import { z } from "zod";
import { ruleMessage } from "../i18n/messages";

// The fields the site's public forms and the public API's requests share: e-mail addresses,
// required text and the ids in paths. Each rule's message is the catalogue's `validation.*` by
// key (`ruleMessage`): the API answers its English text with the key as the issue's `code`, and a
// form on a page in another language shows it in its own words. Client-safe.

// E-mail: lowercase letters, digits and ._%+- before @, a domain, and a 2 to 4 letter TLD.
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: messages.invalid, abort: true })
    .regex(EMAIL_PATTERN, { error: messages.invalid, abort: true })
    .refine((v) => v.split("@")[0]!.length <= EMAIL_LOCAL_MAX, { error: messages.invalid });
}

/** An e-mail address with the usual messages ("Email is required", "Email is invalid"). */
export const emailAddress = () =>
  emailField({
    required: ruleMessage("validation.emailRequired"),
    invalid: ruleMessage("validation.emailInvalid"),
  });

export function requiredText(message: string, max: number, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong ?? ruleMessage("validation.tooLong", { max }) });
}

/** Event guids in paths; anything else is a 400 before it reaches the database. */
export const guidSchema = z.uuid({ error: ruleMessage("validation.eventIdInvalid") });

/** A numeric id in a path or query: a positive 32-bit integer. */
export const idField = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const eventIdSchema = idField(ruleMessage("validation.eventIdInvalid"));
