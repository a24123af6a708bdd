import { z } from "zod";
import { ruleMessage } from "../../i18n/messages";
import type { Profile } from "../../accounts/profile";
import { ROLES } from "./common";

// --- accounts (/api/vendor/v1, /api/visitor/v1, /api/profile): an account's id is `vendorId` ---

/** A signed-in account as the login and visitor registration answer it. */
export const signedInAnswer = z.object({
  vendorId: z.number().int(),
  vendorName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  message: z.string(),
});

export const signedInPayload = (
  account: { accountId: number; vendorName: string; email: string; role: (typeof ROLES)[number] },
  message: string,
) =>
  ({
    vendorId: account.accountId,
    vendorName: account.vendorName,
    email: account.email,
    role: account.role,
    message,
  }) satisfies z.input<typeof signedInAnswer>;

export const registeredAnswer = z.object({ vendorId: z.number().int(), message: z.string() });

export const registeredPayload = (accountId: number, message: string) =>
  ({ vendorId: accountId, message }) satisfies z.input<typeof registeredAnswer>;

export const profileAnswer = z.object({
  vendorId: z.number().int(),
  firstName: z.string(),
  vendorName: z.string(),
  lob: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const savedProfileAnswer = profileAnswer.extend({ message: z.string() });

/** A profile with the spec's names: firstName is the contact, vendorName the legal name. */
export const profilePayload = (p: Profile) =>
  ({
    vendorId: p.accountId,
    firstName: p.contactName,
    vendorName: p.legalName,
    lob: p.lob,
    city: p.city,
    phone: p.phone,
    email: p.email,
  }) satisfies z.input<typeof profileAnswer>;

/** POST /api/profile/info: whose profile (only the caller's own is answered). */
export const profileInfoSchema = z.object({
  vendorId: z.coerce
    .number({ error: ruleMessage("validation.vendorIdRequired") })
    .int({ error: ruleMessage("validation.vendorIdInvalid") })
    .positive({ error: ruleMessage("validation.vendorIdInvalid") }),
});
