import { z } from "zod";

/**
 * zod schemas shared by the forms (react-hook-form resolver) and the route handlers, so both
 * check the same rules. The user-facing validation messages live here and nowhere else.
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

// --- Vendor accounts ---

const loginEmail = emailField({ required: "Email is required", invalid: "Invalid email address." });
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

function newPassword(messages: { required: string; short: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN, { error: messages.short, abort: true })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });
}

export const loginSchema = z.object({
  email: loginEmail,
  password: newPassword({
    required: "Password is required",
    short: "Password must be at least 8 characters",
  }),
});
export type LoginInput = z.input<typeof loginSchema>;
/** The form-level message after an invalid login submit. */
export const LOGIN_FORM_INVALID = "Email or password invalid";

const BUSINESS_NAME_MAX = 50;

export const registerSchema = z.object({
  firstName: requiredText("Contact Name is required", 100),
  vendorName: requiredText(
    "Legal Name Of Business is required",
    BUSINESS_NAME_MAX,
    "Legal Name Of Business must be at most 50 characters",
  ),
  lob: requiredText(
    "Operating Name Of Business is required",
    BUSINESS_NAME_MAX,
    "Operating Name Of Business must be at most 50 characters",
  ),
  city: requiredText("City is required", 100),
  phone: requiredText("Phone is required", 30),
  email: loginEmail,
  password: newPassword({
    required: "Password is required",
    short: "Password must be at least 8 characters",
  }),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** A visitor account (ticket buyers): a name, an e-mail and a password, nothing about a business. */
export const visitorRegisterSchema = z.object({
  name: requiredText("Name is required", 100),
  email: loginEmail,
  password: newPassword({
    required: "Password is required",
    short: "Password must be at least 8 characters",
  }),
});
export type VisitorRegisterInput = z.input<typeof visitorRegisterSchema>;

export const lostPasswordSchema = z.object({
  email: emailField({ required: "Email is required", invalid: "Email is invalid" }),
});
export type LostPasswordInput = z.input<typeof lostPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: requiredText("Token is required", 200),
  password: newPassword({ required: "Password is required", short: "Password is invalid" }),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Profile: the same required rules; a password change (only when filled) needs the current one. */
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password to change it.";

export const profileSchema = z
  .object({
    firstName: requiredText("Contact Name is required", 100),
    vendorName: requiredText(
      "Company Name is required",
      BUSINESS_NAME_MAX,
      "Company Name must be at most 50 characters",
    ),
    lob: requiredText("LOB is required", BUSINESS_NAME_MAX, "LOB must be at most 50 characters"),
    city: requiredText("City is required", 100),
    phone: requiredText("Phone is required", 30),
    password: z
      .string({ error: "Password must be at least 8 characters" })
      .refine((v) => v === "" || v.length >= PASSWORD_MIN, {
        error: "Password must be at least 8 characters",
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
    .number({ error: "vendorId is required" })
    .int({ error: "vendorId is invalid" })
    .positive({ error: "vendorId is invalid" }),
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
          .number({ error: "Invalid booth id" })
          .int({ error: "Invalid booth id" })
          .positive({ error: "Invalid booth id" })
          .max(2_147_483_647, { error: "Invalid booth id" }),
        eventName: z.string().max(200).optional().nullable(),
        eventPrice: money,
        quantity: money,
        initialPrice: money,
      }),
      { error: "cartItemModelList must be a list" },
    )
    .max(50, { error: "At most 50 items can be bought at once" })
    .optional()
    .default([]),
  seatIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: "seatIds must be a list of seat ids",
    })
    .max(64, { error: "At most 64 seats can be bought at once" })
    .optional()
    .default([]),
  checkoutType: z
    .enum(["BOOTH_CART", "TICKETS"], { error: "checkoutType must be BOOTH_CART or TICKETS" })
    .optional()
    .default("BOOTH_CART"),
  couponCode: z.string().trim().max(10, { error: "Invalid Coupon Code" }).optional().nullable(),
  paidAmount: z.coerce
    .number({ error: "Pay Amount must be a number" })
    .finite({ error: "Pay Amount must be a number" })
    .optional()
    .nullable(),
  termsAccepted: z.literal(true, { error: "Please accept the terms and conditions" }),
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
    .string({ error: "sessionId is required" })
    .trim()
    .min(1, { error: "sessionId is required" })
    .max(255, { error: "sessionId is invalid" }),
});

export const balancePaymentSchema = z.object({
  orderId: z.coerce
    .number({ error: "orderId is required" })
    .int()
    .positive({ error: "orderId is invalid" })
    .max(2_147_483_647),
  paidAmount: z.coerce
    .number({ error: "Pay Amount must be a number" })
    .finite()
    .optional()
    .nullable(),
});
