import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  findAccountByEmail,
  hasHadSession,
  insertAccount,
  insertResetToken,
  lockAccountByEmail,
  nextAccountId,
  updateAccount,
  useResetToken,
  voidResetTokens,
  type Account,
  type NewAccount,
} from "./queries/accounts";
import { forgetAttempt, reserveAttempt } from "./queries/attempts";
import type { Role } from "@/db/queries/model";
import { endAccountSessions } from "./queries/sessions";
import { transaction } from "@/db/queries/transaction";
import { appError, messageError } from "../http/envelope";
import type { Locale } from "../i18n/locales";
import { t } from "../i18n/messages";
import { deliverEmail, enqueueEmail, type EmailMessage } from "../email/send";
import {
  passwordResetEmail,
  registrationAttemptEmail,
  visitorWelcomeEmail,
  welcomeEmail,
} from "./emails";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { assertReserved, LIMITS } from "../http/rate-limit";
import { afterResponse } from "../platform/after-response";
import { createSession, unrecordedSession } from "./session";
import type {
  loginSchema,
  lostPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  visitorRegisterSchema,
} from "./api";

/**
 * The catalogue codes of what the account routes say on success (the envelope carries the code,
 * the payload its English text).
 */
export const ANSWER_CODES = {
  registered: "account.answers.registered",
  visitorRegistered: "account.answers.visitorRegistered",
  loggedIn: "account.answers.loggedIn",
  firstLogin: "account.answers.firstLogin",
  resetSent: "account.answers.resetSent",
  resetDone: "account.answers.resetDone",
  profileSaved: "account.answers.profileSaved",
  passwordChanged: "account.answers.passwordChanged",
} as const;

/** The English text of the account routes' messages, as the API answers them. */
export const MESSAGES = {
  registered: t(ANSWER_CODES.registered),
  visitorRegistered: t(ANSWER_CODES.visitorRegistered),
  visitorsBuyTickets: t("errors.accounts.visitorsBuyTickets"),
  loggedIn: t(ANSWER_CODES.loggedIn),
  firstLogin: t(ANSWER_CODES.firstLogin),
  badCredentials: t("errors.accounts.badCredentials"),
  tooManyLogins: t("errors.accounts.tooManyLogins"),
  tooManyFromAddress: t("errors.accounts.tooManyLoginsFromNetwork"),
  tooManyRegistrations: t("errors.accounts.tooManyRegistrations"),
  resetSent: t(ANSWER_CODES.resetSent),
  tooManyResets: t("errors.accounts.tooManyResets"),
  resetDone: t(ANSWER_CODES.resetDone),
  resetInvalid: t("errors.accounts.resetInvalid"),
  unauthorized: t("account.unauthorized"),
  profileSaved: t(ANSWER_CODES.profileSaved),
  passwordChanged: t(ANSWER_CODES.passwordChanged),
  currentPasswordWrong: t("errors.accounts.currentPasswordWrong"),
  disabled: t("errors.accounts.disabled"),
} as const;

/** A login's welcome, by code: a first login is welcomed, a later one welcomed back. */
export const loginCode = (firstLogin: boolean) =>
  firstLogin ? ANSWER_CODES.firstLogin : ANSWER_CODES.loggedIn;

const RESET_TTL_MS = 60 * 60_000; // one hour

/** A dummy hash so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

/** An account whose password was just checked: who it is, and whether it ever signed in. */
export type VerifiedAccount = {
  accountId: number;
  vendorName: string;
  email: string;
  role: Role;
  firstLogin: boolean;
};

/**
 * The stored password of an account created without one (a staff member before the invitation's
 * link sets it): no hash, so no password matches it.
 */
export const UNUSABLE_PASSWORD = "!unset";

/** Whether an insert failed on a unique key (a taken e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** What a registration answers: the id, and the cookies of a visitor signed in at once. */
type Registered = { id: number; cookies: string[] };

/**
 * Creates an account, counted against the per-address registration limit, and writes its welcome
 * e-mail to the outbox; with `signIn`, a session starts with it. The account keeps `locale`, the
 * language of the page it registered on, for its e-mails.
 *
 * An address that already has an account (in any letter case) is answered as a new one, with the
 * same work done: the id is taken from the accounts' sequence first (so it is new, and no account
 * will have it), nothing about the account changes and no session reaches it (the cookies are
 * those of a session never recorded). Its owner is e-mailed instead, in the account's language,
 * with links to log in and to reset the password, unless the address was registered 3 times in
 * the hour already (its own account's among them): registrations cannot flood an inbox. Neither
 * e-mail is sent inside the request: the scheduled work sends them.
 */
async function createAccount(
  account: Omit<NewAccount, "passwordHash" | "id"> & { password: string },
  { address, origin, signIn }: { address: string; origin?: string; signIn: boolean },
  welcome: () => Omit<EmailMessage, "to"> | Promise<Omit<EmailMessage, "to">>,
): Promise<Registered> {
  await assertReserved(LIMITS.register, address, () =>
    appError("TOO_MANY_REQUESTS", "errors.accounts.tooManyRegistrations"),
  );
  const { password, ...values } = account;
  const passwordHash = await hashPassword(password);
  const id = await nextAccountId();
  const session = {
    accountId: id,
    vendorName: values.legalName,
    email: values.email,
    role: values.role,
  };
  const taken = async () => ({ id, cookies: signIn ? await unrecordedSession(session) : [] });
  try {
    return await transaction(async (tx) => {
      // Counted for every registration of the address, new or taken, so both do the same work;
      // its lock also makes two registrations of one address take turns.
      const tries = await reserveAttempt(LIMITS.registerEmail, values.email, tx);
      const owner = await findAccountByEmail(values.email, tx);
      if (owner) {
        const mail = await registrationAttemptEmail({
          name: owner.contactName,
          locale: owner.locale,
          origin,
        });
        if (tries.allowed) await enqueueEmail(tx, { to: owner.email, ...mail });
        return taken();
      }
      await insertAccount({ ...values, id, passwordHash }, tx);
      await enqueueEmail(tx, { to: values.email, ...(await welcome()) });
      return { id, cookies: signIn ? (await createSession(session, tx)).cookies : [] };
    });
  } catch (error) {
    // Created meanwhile by something other than registration (the account command): taken.
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
}

export async function registerVendor(
  input: z.output<typeof registerSchema>,
  { address, origin, locale }: { address: string; origin?: string; locale: Locale },
): Promise<{ accountId: number }> {
  const { id } = await createAccount(
    {
      contactName: input.firstName,
      legalName: input.vendorName,
      lob: input.lob,
      city: input.city,
      phone: input.phone,
      email: input.email,
      password: input.password,
      role: "vendor",
      locale,
    },
    { address, origin, signIn: false },
    () => welcomeEmail({ name: input.firstName, locale, origin }),
  );
  return { accountId: id };
}

/**
 * A visitor account for buying tickets: name, e-mail and password, with the same per-address
 * limit as vendor registration. The visitor is signed in at once (the answer's cookies) and
 * welcomed as a concert-goer, not as a vendor. An address that already has an account gets the
 * same answer, whose cookies sign no one in (see createAccount and docs/accounts-and-sessions.md).
 */
export async function registerVisitor(
  input: z.output<typeof visitorRegisterSchema>,
  { address, origin, locale }: { address: string; origin: string; locale: Locale },
): Promise<{
  visitor: { accountId: number; vendorName: string; email: string; role: "visitor" };
  cookies: string[];
}> {
  const { id, cookies } = await createAccount(
    {
      contactName: input.name,
      legalName: input.name,
      lob: "",
      city: "",
      phone: "",
      email: input.email,
      password: input.password,
      role: "visitor",
      locale,
    },
    { address, origin, signIn: true },
    () => visitorWelcomeEmail({ name: input.name, locale, origin }),
  );
  return {
    visitor: { accountId: id, vendorName: input.name, email: input.email, role: "visitor" },
    cookies,
  };
}

const loginKey = (email: string, address: string) => `${email} ${address}`;

/**
 * Checks an account's password, counted against the failed-login limits: per (e-mail, address),
 * so failures from elsewhere never lock the owner out, and per address. A successful check is
 * not counted against anyone. A hash made with older parameters is replaced on success.
 */
export async function checkPassword(
  email: string,
  password: string,
  address: string,
): Promise<Account> {
  const byEmail = await reserveAttempt(LIMITS.loginEmail, loginKey(email, address));
  const byAddress = await reserveAttempt(LIMITS.loginAddress, address);
  if (!byEmail.allowed) throw appError("TOO_MANY_REQUESTS", "errors.accounts.tooManyLogins");
  if (!byAddress.allowed)
    throw appError("TOO_MANY_REQUESTS", "errors.accounts.tooManyLoginsFromNetwork");
  const account = await findAccountByEmail(email);
  dummyHash ??= hashPassword("not-a-real-password");
  // an account without a password (or no account) costs a real hash's time too
  const stored =
    account && account.passwordHash !== UNUSABLE_PASSWORD ? account.passwordHash : null;
  const ok = await verifyPassword(password, stored ?? (await dummyHash));
  if (!account || !stored || !ok) throw appError("UNAUTHORIZED", "errors.accounts.badCredentials");
  await forgetAttempt(byEmail.id, byAddress.id);
  if (needsRehash(account.passwordHash)) {
    await updateAccount(account.id, { passwordHash: await hashPassword(password) });
  }
  return account;
}

/** The one credential check, used by the login API. */
export async function verifyCredentials(
  input: z.output<typeof loginSchema>,
  address: string,
): Promise<VerifiedAccount> {
  const account = await checkPassword(input.email, input.password, address);
  if (account.disabledAt) throw appError("FORBIDDEN", "errors.accounts.disabled");
  const firstLogin = !(await hasHadSession(account.id));
  return {
    accountId: account.id,
    vendorName: account.legalName,
    email: account.email,
    role: account.role,
    firstLogin,
  };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Answers a lost-password request the same way, with the same work, whether or not the e-mail
 * has an account: the request is counted against the limit (3 per e-mail an hour) in one
 * transaction, and that is all the answer waits for. Everything that depends on the account
 * (finding it, its token, its e-mail's render, writing and delivery) runs after the answer is
 * sent, where its cost cannot tell a known address from an unknown one.
 */
export async function requestPasswordReset(
  input: z.output<typeof lostPasswordSchema>,
  origin?: string,
): Promise<void> {
  const allowed = await transaction(
    async (tx) => (await reserveAttempt(LIMITS.lostPassword, input.email, tx)).allowed,
  );
  if (!allowed) throw appError("TOO_MANY_REQUESTS", "errors.accounts.tooManyResets");
  await afterResponse("password reset e-mail", () => sendResetToken(input.email, origin));
}

/**
 * The account's single-use token and its e-mail, in the account's language, written together; a
 * new token voids every older one of the account (the account's row is locked, so two requests
 * at once leave one token). The e-mail is sent at once; if that fails, or the process stops
 * between the write and the send, the scheduled work's retry sweep sends it. An unknown address
 * gets nothing.
 */
async function sendResetToken(email: string, origin?: string): Promise<void> {
  const queued = await transaction(async (tx) => {
    const account = await lockAccountByEmail(email, tx);
    if (!account) return null;
    const token = randomBytes(24).toString("base64url");
    const mail = await passwordResetEmail({
      name: account.contactName,
      token,
      locale: account.locale,
      origin,
    });
    await voidResetTokens(tx, account.id);
    await insertResetToken(tx, {
      vendorId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    return enqueueEmail(tx, { to: account.email, ...mail });
  });
  if (queued) await deliverEmail(queued);
}

/**
 * Uses the token (atomically, once), voids the account's other tokens, sets the new password
 * and ends every session of the account.
 */
export async function resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await transaction(async (tx) => {
    const accountId = await useResetToken(tx, hashToken(input.token));
    if (accountId === null) return false;
    await voidResetTokens(tx, accountId);
    await updateAccount(accountId, { passwordHash }, tx);
    await endAccountSessions(accountId, { db: tx });
    return true;
  });
  if (!done) throw messageError("UNAUTHORIZED", "errors.accounts.resetInvalid");
}
