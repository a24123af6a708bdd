import { z } from "zod";

/**
 * zod schemas shared by the forms (react-hook-form resolver) and the route handlers
 * (STYLE.md rule 4). The spec's messages (§5) live here and nowhere else.
 */

// spec §5: lowercase letters, digits and ._%+- before @, a domain, and a 2 to 4 letter TLD.
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

export function requiredText(message: string, max: number, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong ?? `At most ${max} characters` });
}

export const contactSchema = z.object({
  name: requiredText("Name is required", 100),
  email: emailField({ required: "Email is required", invalid: "Invalid email address." }),
  subject: requiredText("Subject is required", 150),
  message: requiredText("Message is required", 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: emailField({ required: "Email is required", invalid: "Invalid email address." }),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** Event guids in paths; anything else is a 400 before it reaches the database. */
export const guidSchema = z.uuid({ error: "Invalid event id" });
export const eventIdSchema = z.coerce
  .number({ error: "Invalid event id" })
  .int({ error: "Invalid event id" })
  .positive({ error: "Invalid event id" })
  .max(2_147_483_647, { error: "Invalid event id" });
