import "server-only";
import { ACCOUNT_ROUTES, accountDetailOf, accountListOf } from "./api";
import { setVendorDisabled, vendorDetail, vendorList } from "./office-vendors";
import {
  ANSWER_CODES,
  loginCode,
  MESSAGES,
  registerVendor,
  registerVisitor,
  requestPasswordReset,
  resetPassword,
  verifyCredentials,
} from "./accounts";
import { profileFor, updateProfile } from "./profile";
import { createSession } from "./session";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { publicOrigin } from "../http/origin";
import { clientAddress, requestLocale } from "../http/request";
import { profilePayload, registeredPayload, signedInPayload } from "../http/spec-fields";
import { t } from "../i18n/messages";

/** Registration, login, the password reset and the profile: the public API's account routes. */
export const ACCOUNT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ACCOUNT_ROUTES.registerVendor,
    summary: "Register a vendor",
    description:
      "firstName, vendorName, lob, city, phone, email, password -> 201 {vendorId, message}; an e-mail that already has an account gets the same answer (with an id no account has), and no second account: its owner is e-mailed instead",
    access: "public",
    csrf: true,
    handle: async ({ request, body }) => {
      const { accountId } = await registerVendor(body, {
        address: clientAddress(request),
        origin: publicOrigin(request),
        locale: requestLocale(request),
      });
      return reply(registeredPayload(accountId, MESSAGES.registered), {
        code: ANSWER_CODES.registered,
      });
    },
  }),
  endpoint({
    ...ACCOUNT_ROUTES.registerVisitor,
    summary: "Create a visitor account for buying tickets (signs it in)",
    description:
      "name, email, password -> 201 {vendorId, vendorName, email, role: 'visitor', message}, signed in at once (session cookie and anti-forgery token); the same per-address limit as vendor registration; an e-mail that already has an account gets the same answer, whose cookies sign no one in, and its owner is e-mailed",
    access: "public",
    csrf: true,
    handle: async ({ request, body }) => {
      const { visitor, cookies } = await registerVisitor(body, {
        address: clientAddress(request),
        origin: publicOrigin(request),
        locale: requestLocale(request),
      });
      return reply(signedInPayload(visitor, MESSAGES.visitorRegistered), {
        cookies,
        code: ANSWER_CODES.visitorRegistered,
      });
    },
  }),
  endpoint({
    ...ACCOUNT_ROUTES.login,
    summary: "Log in (sets the session cookie)",
    description:
      "email, password -> {vendorId, vendorName, email, role, message}, the session cookie and a new anti-forgery token; UNAUTHORIZED with the message; TOO_MANY_REQUESTS after 5 failures per (e-mail, address) or 50 per address in 15 minutes",
    access: "public",
    csrf: true,
    handle: async ({ request, body }) => {
      const account = await verifyCredentials(body, clientAddress(request));
      const { cookies } = await createSession(account);
      const code = loginCode(account.firstLogin);
      return reply(signedInPayload(account, t(code)), { cookies, code });
    },
  }),
  endpoint({
    ...ACCOUNT_ROUTES.lostPassword,
    summary: "E-mail a reset token",
    description:
      "email -> the same message whether or not the account exists; 3 per e-mail an hour",
    access: "public",
    csrf: true,
    handle: async ({ request, body }) => {
      await requestPasswordReset(body, publicOrigin(request));
      return reply({ message: MESSAGES.resetSent }, { code: ANSWER_CODES.resetSent });
    },
  }),
  endpoint({
    ...ACCOUNT_ROUTES.resetPassword,
    summary: "Reset the password with a token",
    description:
      "token, password -> message; UNAUTHORIZED {message} for a used, expired or unknown token",
    access: "public",
    csrf: true,
    handle: async ({ body }) => {
      await resetPassword(body);
      return reply({ message: MESSAGES.resetDone }, { code: ANSWER_CODES.resetDone });
    },
  }),
  endpoint({
    ...ACCOUNT_ROUTES.profileInfo,
    summary: "The caller's profile",
    description:
      "{vendorId} -> the caller's profile; anyone else's is UNAUTHORIZED {message: 'Unauthorized access'}",
    access: "signed-in",
    csrf: true,
    unauthorized: "account.unauthorized",
    handle: async ({ caller, body }) => profilePayload(await profileFor(caller, body.vendorId)),
  }),
  endpoint({
    ...ACCOUNT_ROUTES.saveProfile,
    summary: "Save the caller's profile",
    description:
      "firstName, vendorName, lob, city, phone, password and currentPassword (both optional) -> the saved profile; a new password needs the current one, ends the account's other sessions and re-issues this one",
    access: "signed-in",
    csrf: true,
    unauthorized: "account.unauthorized",
    handle: async ({ request, caller, body }) => {
      const { profile, cookies } = await updateProfile(caller, body, {
        address: clientAddress(request),
        locale: requestLocale(request),
      });
      const code = cookies.length ? ANSWER_CODES.passwordChanged : ANSWER_CODES.profileSaved;
      return reply({ ...profilePayload(profile), message: t(code) }, { cookies, code });
    },
  }),
];

/** The organiser API's accounts: list, one account whole, and switching one off. */
export const OFFICE_ACCOUNT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ACCOUNT_ROUTES.list,
    summary: "Search and list vendor accounts (organisers)",
    description:
      "?q=&role=&page= (q: a name, line of business, e-mail or phone; role: vendor by default) -> {vendors: [{vendorId, vendorName, contactName, lob, email, phone, role, disabled, orders, balanceCents}], page, pageSize, total}, by name; money in integer cents",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) =>
      accountListOf(await vendorList({ role: query.role, q: query.q }, query.page)),
  }),
  endpoint({
    ...ACCOUNT_ROUTES.detail,
    summary: "One account with its orders, balances and contracts accepted (organisers)",
    description:
      "-> the profile (vendorName, contactName, lob, email, phone, city, role, language, disabled), balanceCents owed in all, and orders newest first with their event, totalCents, paidCents, refundedCents, balanceCents and the contract version accepted and when; money in integer cents; NOT_FOUND for an unknown account",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => accountDetailOf(await vendorDetail(params.vendorId)),
  }),
  endpoint({
    ...ACCOUNT_ROUTES.setAccess,
    summary: "Disable an account, or open it again (organisers)",
    description:
      "{disabled: true | false} -> the account, as GET answers it; a disabled account cannot log in and its sessions end at once; CONFLICT for your own account",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      accountDetailOf(await setVendorDisabled(caller.accountId, params.vendorId, body.disabled)),
  }),
];
