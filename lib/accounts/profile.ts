import "server-only";
import type { z } from "zod";
import {
  findAccount,
  updateAccount,
  voidResetTokens,
  type AccountChanges,
} from "./queries/accounts";
import { endAccountSessions } from "./queries/sessions";
import { transaction } from "@/db/queries/transaction";
import { AppError, messageError } from "../http/envelope";
import type { Locale } from "../i18n/locales";
import { checkPassword, MESSAGES } from "./accounts";
import { hashPassword } from "./password";
import { createSession, type SessionAccount } from "./session";
import type { profileSchema } from "./api";

/** What an account says about itself: contact person, legal (business) name, and the rest. */
export type Profile = {
  accountId: number;
  contactName: string;
  legalName: string;
  lob: string;
  city: string;
  phone: string;
  email: string;
};

export async function getProfile(accountId: number): Promise<Profile | undefined> {
  const v = await findAccount(accountId);
  if (!v) return undefined;
  return {
    accountId: v.id,
    contactName: v.contactName,
    legalName: v.legalName,
    lob: v.lob,
    city: v.city,
    phone: v.phone,
    email: v.email,
  };
}

const unauthorized = () => messageError("UNAUTHORIZED", "account.unauthorized");

/** Profile for the caller only: another account's id is refused with 'Unauthorized access'. */
export async function profileFor(caller: SessionAccount, accountId: number): Promise<Profile> {
  if (caller.accountId !== accountId) throw unauthorized();
  const profile = await getProfile(accountId);
  if (!profile) throw unauthorized();
  return profile;
}

/**
 * Saves the caller's profile, and `locale` (the language of the page it was saved on) as the
 * language of the account's e-mails. A new password needs the current one; it then ends every
 * session of the account and starts a new one for this browser (its cookies are returned).
 */
export async function updateProfile(
  caller: SessionAccount,
  input: z.output<typeof profileSchema>,
  { address, locale }: { address: string; locale: Locale },
): Promise<{ profile: Profile; cookies: string[] }> {
  const changes: AccountChanges = {
    contactName: input.firstName,
    legalName: input.vendorName,
    lob: input.lob,
    city: input.city,
    phone: input.phone,
    locale,
  };
  let cookies: string[] = [];
  if (input.password) {
    try {
      await checkPassword(caller.email.toLowerCase(), input.currentPassword, address);
    } catch (error) {
      if (error instanceof AppError && error.status === "UNAUTHORIZED") {
        throw new AppError(
          "BAD_REQUEST",
          { code: "errors.accounts.currentPasswordWrong" },
          undefined,
          [MESSAGES.currentPasswordWrong],
        );
      }
      throw error;
    }
    changes.passwordHash = await hashPassword(input.password);
  }
  await transaction(async (tx) => {
    await updateAccount(caller.accountId, changes, tx);
    if (input.password) {
      await voidResetTokens(tx, caller.accountId);
      await endAccountSessions(caller.accountId, { db: tx });
    }
  });
  if (input.password) cookies = (await createSession(caller)).cookies;
  const profile = await getProfile(caller.accountId);
  if (!profile) throw unauthorized();
  return { profile, cookies };
}
