import { z } from "zod";
import { ORDER_STATUSES, ROLES } from "@/db/queries/model";
import type { vendorDetail, vendorList } from "./office-vendors";
import { ruleMessage, type MessageKey } from "../i18n/messages";
import { apiRoute } from "../http/route-contract";
import { emailAddress, emailField, requiredText } from "../http/public-fields";
import { idSchema, oneOf, pageSchema, searchSchema, trueOrFalse } from "../http/office-fields";
import {
  profileAnswer,
  profileInfoSchema,
  registeredAnswer,
  savedProfileAnswer,
  signedInAnswer,
} from "../http/spec-fields";

// Accounts as the public API and the account pages see them: what registration, login, the
// password reset and the profile send (the forms check the same rules before sending), and the
// routes. The answers keep the spec's names (lib/http/spec-fields/).

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const BUSINESS_NAME_MAX = 50;

/** A business name: required, at most BUSINESS_NAME_MAX characters. */
const businessName = (required: MessageKey, tooLong: MessageKey) =>
  requiredText(
    ruleMessage(required),
    BUSINESS_NAME_MAX,
    ruleMessage(tooLong, { max: BUSINESS_NAME_MAX }),
  );

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
  vendorName: businessName("validation.legalNameRequired", "validation.legalNameTooLong"),
  lob: businessName("validation.operatingNameRequired", "validation.operatingNameTooLong"),
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
    vendorName: businessName("validation.companyNameRequired", "validation.companyNameTooLong"),
    lob: businessName("validation.lobRequired", "validation.lobTooLong"),
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

// The accounts as the organiser console sees them (vendors above all): the list, one account
// with its orders, and switching an account off. Money in integer cents (`...Cents`). The
// requests, the answers and the mappers from the stored rows side by side; their routes are the
// last three of ACCOUNT_ROUTES.

const isoTime = z.iso.datetime({ offset: true });
const cents = z.number().int();

/** An account's id in the path (the public name of the field is vendorId). */
const accountParams = z.object({ vendorId: idSchema(ruleMessage("validation.ids.vendor")) });

export const accountListQuery = z.object({
  q: searchSchema,
  role: oneOf("role", ROLES).default("vendor"),
  page: pageSchema,
});

export const accountAccessRequest = z.object({
  disabled: trueOrFalse("disabled"),
});

const accountFields = {
  vendorId: z.number().int(),
  vendorName: z.string(),
  contactName: z.string(),
  lob: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: isoTime,
};

type Detail = Awaited<ReturnType<typeof vendorDetail>>;
type List = Awaited<ReturnType<typeof vendorList>>;

const accountOf = (a: Detail["account"]) => ({
  vendorId: a.id,
  vendorName: a.legalName,
  contactName: a.contactName,
  lob: a.lob,
  email: a.email,
  phone: a.phone,
  city: a.city,
  role: a.role,
  disabled: a.disabledAt !== null,
  createdAt: a.createdAt.toISOString(),
});

export const accountListAnswer = z.object({
  vendors: z.array(z.object({ ...accountFields, orders: z.number().int(), balanceCents: cents })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const accountListOf = (list: List) =>
  ({
    vendors: list.rows.map((v) => ({
      ...accountOf(v),
      orders: v.orders,
      balanceCents: v.balanceCents,
    })),
    page: list.page,
    pageSize: list.pageSize,
    total: list.total,
  }) satisfies z.input<typeof accountListAnswer>;

export const accountAnswer = z.object({
  ...accountFields,
  language: z.enum(["en", "ar"]),
  balanceCents: cents,
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      orderStatus: z.enum(ORDER_STATUSES),
      eventId: z.number().int().nullable(),
      eventName: z.string().nullable(),
      totalCents: cents,
      paidCents: cents,
      refundedCents: cents,
      balanceCents: cents,
      contractVersion: z.string().nullable(),
      contractAcceptedAt: isoTime.nullable(),
      createdAt: isoTime,
    }),
  ),
});

/** One account whole: its profile, what it owes in all, and its orders. */
export const accountDetailOf = ({ account, orders, owedCents }: Detail) =>
  ({
    ...accountOf(account),
    language: account.locale,
    balanceCents: owedCents,
    orders: orders.map((o) => ({
      orderId: o.id,
      orderStatus: o.status,
      eventId: o.eventId,
      eventName: o.eventName,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      refundedCents: o.refundedCents,
      balanceCents: o.balanceCents,
      contractVersion: o.contractVersion,
      contractAcceptedAt: o.contractAcceptedAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
    })),
  }) satisfies z.input<typeof accountAnswer>;

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
  // the organiser console's
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/vendors",
    query: accountListQuery,
    answer: accountListAnswer,
  }),
  detail: apiRoute({
    method: "GET",
    path: "/api/admin/v1/vendors/{vendorId}",
    params: accountParams,
    answer: accountAnswer,
  }),
  setAccess: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/vendors/{vendorId}",
    params: accountParams,
    body: accountAccessRequest,
    answer: accountAnswer,
  }),
};
