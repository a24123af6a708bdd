import { z } from "zod";
import { ruleMessage } from "./i18n/messages";

/**
 * zod schemas shared by the forms (react-hook-form resolver) and the route handlers, so both
 * check the same rules. Their messages are the catalogue's `validation.*` by key (`ruleMessage`): the
 * API answers their English text with the key as each issue's `code`, and a form on a page in
 * another language shows them in its own words (`inPageLanguage`).
 */

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

export function requiredText(message: string, max: number, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong ?? ruleMessage("validation.tooLong", { max }) });
}

export const contactSchema = z.object({
  name: requiredText(ruleMessage("validation.nameRequired"), 100),
  email: emailField({
    required: ruleMessage("validation.emailRequired"),
    invalid: ruleMessage("validation.emailInvalid"),
  }),
  subject: requiredText(ruleMessage("validation.subjectRequired"), 150),
  message: requiredText(ruleMessage("validation.messageRequired"), 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({
  email: emailField({
    required: ruleMessage("validation.emailRequired"),
    invalid: ruleMessage("validation.emailInvalid"),
  }),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** Event guids in paths; anything else is a 400 before it reaches the database. */
export const guidSchema = z.uuid({ error: ruleMessage("validation.eventIdInvalid") });
export const eventIdSchema = z.coerce
  .number({ error: ruleMessage("validation.eventIdInvalid") })
  .int({ error: ruleMessage("validation.eventIdInvalid") })
  .positive({ error: ruleMessage("validation.eventIdInvalid") })
  .max(2_147_483_647, { error: ruleMessage("validation.eventIdInvalid") });

// --- Vendor accounts ---

const loginEmail = emailField({
  required: ruleMessage("validation.emailRequired"),
  invalid: ruleMessage("validation.emailInvalid"),
});
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

function newPassword(messages: { required: string; short: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN, { error: messages.short, abort: true })
    .max(PASSWORD_MAX, { error: ruleMessage("validation.passwordTooLong", { max: PASSWORD_MAX }) });
}

export const loginSchema = z.object({
  email: loginEmail,
  password: newPassword({
    required: ruleMessage("validation.passwordRequired"),
    short: ruleMessage("validation.passwordTooShort", { min: PASSWORD_MIN }),
  }),
});
export type LoginInput = z.input<typeof loginSchema>;
/** The form-level message after an invalid login submit. */
export const LOGIN_FORM_INVALID = ruleMessage("validation.loginInvalid");

const BUSINESS_NAME_MAX = 50;

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
  email: loginEmail,
  password: newPassword({
    required: ruleMessage("validation.passwordRequired"),
    short: ruleMessage("validation.passwordTooShort", { min: PASSWORD_MIN }),
  }),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** A visitor account (ticket buyers): a name, an e-mail and a password, nothing about a business. */
export const visitorRegisterSchema = z.object({
  name: requiredText(ruleMessage("validation.nameRequired"), 100),
  email: loginEmail,
  password: newPassword({
    required: ruleMessage("validation.passwordRequired"),
    short: ruleMessage("validation.passwordTooShort", { min: PASSWORD_MIN }),
  }),
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
        error: `Password must be at most ${PASSWORD_MAX} characters`,
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

export const profileInfoSchema = z.object({
  vendorId: z.coerce
    .number({ error: ruleMessage("validation.vendorIdRequired") })
    .int({ error: ruleMessage("validation.vendorIdInvalid") })
    .positive({ error: ruleMessage("validation.vendorIdInvalid") }),
});

// --- Payment request ---

const money = z.union([z.number(), z.string()]).optional().nullable();

/**
 * The public payment request (cartItemModelList, couponCode, paidAmount, ...), plus
 * checkoutType, seatIds and termsAccepted. Only item ids, the coupon code and the requested pay
 * amount are used: every client-sent price, URL and vendor id is ignored (the server recomputes).
 */
export const paymentRequestSchema = z.object({
  cartItemModelList: z
    .array(
      z.object({
        eventId: z.coerce
          .number({ error: ruleMessage("validation.boothIdInvalid") })
          .int({ error: ruleMessage("validation.boothIdInvalid") })
          .positive({ error: ruleMessage("validation.boothIdInvalid") })
          .max(2_147_483_647, { error: ruleMessage("validation.boothIdInvalid") }),
        eventName: z.string().max(200).optional().nullable(),
        eventPrice: money,
        quantity: money,
        initialPrice: money,
      }),
      { error: ruleMessage("validation.cartItemsNotList") },
    )
    .max(50, { error: ruleMessage("validation.tooManyItems") })
    .optional()
    .default([]),
  seatIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: ruleMessage("validation.seatIdsNotList"),
    })
    .max(64, { error: ruleMessage("validation.tooManySeats") })
    .optional()
    .default([]),
  checkoutType: z
    .enum(["BOOTH_CART", "TICKETS"], { error: ruleMessage("validation.checkoutTypeInvalid") })
    .optional()
    .default("BOOTH_CART"),
  couponCode: z
    .string()
    .trim()
    .max(10, { error: ruleMessage("validation.couponInvalid") })
    .optional()
    .nullable(),
  paidAmount: z.coerce
    .number({ error: ruleMessage("validation.payAmountNotNumber") })
    .finite({ error: ruleMessage("validation.payAmountNotNumber") })
    .optional()
    .nullable(),
  termsAccepted: z.literal(true, { error: ruleMessage("validation.acceptTerms") }),
  // Accepted and ignored (public request fields): the server decides all of these.
  eventId: z.unknown().optional(),
  name: z.unknown().optional(),
  currency: z.unknown().optional(),
  vendorId: z.unknown().optional(),
  amount: z.unknown().optional(),
  taxAmount: z.unknown().optional(),
  feesAmount: z.unknown().optional(),
  SeatsAmount: z.unknown().optional(),
  quantity: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
  successUrl: z.unknown().optional(),
});

export const sessionIdSchema = z.object({
  sessionId: z
    .string({ error: ruleMessage("validation.sessionIdRequired") })
    .trim()
    .min(1, { error: ruleMessage("validation.sessionIdRequired") })
    .max(255, { error: ruleMessage("validation.sessionIdInvalid") }),
});

export const balancePaymentSchema = z.object({
  orderId: z.coerce
    .number({ error: ruleMessage("validation.orderIdRequired") })
    .int()
    .positive({ error: ruleMessage("validation.orderIdInvalid") })
    .max(2_147_483_647),
  paidAmount: z.coerce
    .number({ error: ruleMessage("validation.payAmountNotNumber") })
    .finite()
    .optional()
    .nullable(),
});
