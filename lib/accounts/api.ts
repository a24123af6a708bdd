import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { apiRoute } from "../http/route-contract";
import { emailAddress, emailField, requiredText } from "../http/public-fields";
import {
  profileAnswer,
  profileInfoSchema,
  registeredAnswer,
  savedProfileAnswer,
  signedInAnswer,
} from "../http/spec-fields";

// Accounts as the public API and the account pages see them: what registration, login, the
// password reset and the profile send (the forms check the same rules before sending), and the
// routes. The answers keep the spec's names (lib/http/spec-fields.ts).

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const BUSINESS_NAME_MAX = 50;

function newPassword(messages: { required: string; short: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN, { error: messages.short, abort: true })
    .max(PASSWORD_MAX, { error: ruleMessage("validation.passwordTooLong", { max: PASSWORD_MAX }) });
}

const password = () =>
  newPassword({
    required: ruleMessage("validation.passwordRequired"),
    short: ruleMessage("validation.passwordTooShort", { min: PASSWORD_MIN }),
  });

export const loginSchema = z.object({ email: emailAddress(), password: password() });
export type LoginInput = z.input<typeof loginSchema>;
/** The form-level message after an invalid login submit. */
export const LOGIN_FORM_INVALID = ruleMessage("validation.loginInvalid");

export const registerSchema = z.object({
  firstName: requiredText(ruleMessage("validation.contactNameRequired"), 100),
  vendorName: requiredText(
    ruleMessage("validation.legalNameRequired"),
    BUSINESS_NAME_MAX,
    ruleMessage("validation.legalNameTooLong", { max: BUSINESS_NAME_MAX }),
  ),
  lob: requiredText(
    ruleMessage("validation.operatingNameRequired"),
    BUSINESS_NAME_MAX,
    ruleMessage("validation.operatingNameTooLong", { max: BUSINESS_NAME_MAX }),
  ),
  city: requiredText(ruleMessage("validation.cityRequired"), 100),
  phone: requiredText(ruleMessage("validation.phoneRequired"), 30),
  email: emailAddress(),
  password: password(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** A visitor account (ticket buyers): a name, an e-mail and a password, nothing about a business. */
export const visitorRegisterSchema = z.object({
  name: requiredText(ruleMessage("validation.nameRequired"), 100),
  email: emailAddress(),
  password: password(),
});
export type VisitorRegisterInput = z.input<typeof visitorRegisterSchema>;

export const lostPasswordSchema = z.object({
  email: emailField({
    required: ruleMessage("validation.emailRequired"),
    invalid: ruleMessage("validation.emailIsInvalid"),
  }),
});
export type LostPasswordInput = z.input<typeof lostPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: requiredText(ruleMessage("validation.tokenRequired"), 200),
  password: newPassword({
    required: ruleMessage("validation.passwordRequired"),
    short: ruleMessage("validation.passwordInvalid"),
  }),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Profile: the same required rules; a password change (only when filled) needs the current one. */
export const CURRENT_PASSWORD_REQUIRED = ruleMessage("validation.currentPasswordRequired");

export const profileSchema = z
  .object({
    firstName: requiredText(ruleMessage("validation.contactNameRequired"), 100),
    vendorName: requiredText(
      ruleMessage("validation.companyNameRequired"),
      BUSINESS_NAME_MAX,
      ruleMessage("validation.companyNameTooLong", { max: BUSINESS_NAME_MAX }),
    ),
    lob: requiredText(
      ruleMessage("validation.lobRequired"),
      BUSINESS_NAME_MAX,
      ruleMessage("validation.lobTooLong", { max: BUSINESS_NAME_MAX }),
    ),
    city: requiredText(ruleMessage("validation.cityRequired"), 100),
    phone: requiredText(ruleMessage("validation.phoneRequired"), 30),
    password: z
      .string({ error: ruleMessage("validation.passwordTooShort", { min: PASSWORD_MIN }) })
      .refine((v) => v === "" || v.length >= PASSWORD_MIN, {
        error: ruleMessage("validation.passwordTooShort", { min: PASSWORD_MIN }),
      })
      .refine((v) => v.length <= PASSWORD_MAX, {
        error: ruleMessage("validation.passwordTooLong", { max: PASSWORD_MAX }),
      })
      .optional()
      .default(""),
    /** Needed only with a new password. */
    currentPassword: z.string().max(PASSWORD_MAX).optional().default(""),
  })
  .refine((v) => v.password === "" || v.currentPassword !== "", {
    error: CURRENT_PASSWORD_REQUIRED,
    path: ["currentPassword"],
  });
export type ProfileInput = z.input<typeof profileSchema>;

/** What the account routes answer on success: a message (with its catalogue code in the envelope). */
export const messageAnswer = z.object({ message: z.string() });

export const ACCOUNT_ROUTES = {
  registerVendor: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/register",
    body: registerSchema,
    answer: registeredAnswer,
    status: "CREATED",
  }),
  registerVisitor: apiRoute({
    method: "POST",
    path: "/api/visitor/v1/register",
    body: visitorRegisterSchema,
    answer: signedInAnswer,
    status: "CREATED",
  }),
  login: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/login",
    body: loginSchema,
    answer: signedInAnswer,
  }),
  lostPassword: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/lostPassword",
    body: lostPasswordSchema,
    answer: messageAnswer,
  }),
  resetPassword: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/resetPassword",
    body: resetPasswordSchema,
    answer: messageAnswer,
  }),
  profileInfo: apiRoute({
    method: "POST",
    path: "/api/profile/info",
    body: profileInfoSchema,
    answer: profileAnswer,
  }),
  saveProfile: apiRoute({
    method: "PUT",
    path: "/api/profile",
    body: profileSchema,
    answer: savedProfileAnswer,
  }),
};
