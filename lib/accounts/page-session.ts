import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { localePath } from "../i18n/locales";
import { getLocale } from "../i18n/page-locale";
import { auth, type SessionAccount } from "./session";
import { SESSION_COOKIES } from "./session-token";

/** The signed-in account of the current page request (server components), once per request. */
export const currentAccount = cache(async (): Promise<SessionAccount | null> =>
  auth(await headers()),
);

/** Whether the browser sends a session cookie at all (valid, ended or not). */
export async function hasSessionCookie(): Promise<boolean> {
  const cookie = (await headers()).get("cookie") ?? "";
  return SESSION_COOKIES.some((name) => cookie.includes(`${name}=`));
}

/** The door app's page: the only page a staff account opens. */
export const DOOR_PATH = "/door";

const isDoorPath = (path: string) => path === DOOR_PATH || path.startsWith(`${DOOR_PATH}/`);

/**
 * Pages for signed-in accounts: the account, or a redirect to the login page in the page's
 * language ("/ar/login" on an Arabic page) that comes back to `path` (also when the browser's
 * session was ended elsewhere). `path` has no language ("/cart"): the login page brings the
 * callback into its own. A staff account opens the door app only: any other page (the profile,
 * the cart, the console) sends it to /door.
 */
export async function requirePageAccount(path: string): Promise<SessionAccount> {
  const account = await currentAccount();
  if (!account) {
    const login = localePath(await getLocale(), "/login");
    redirect(`${login}?callbackUrl=${encodeURIComponent(path)}`);
  }
  if (account.role === "staff" && !isDoorPath(path))
    redirect(localePath(await getLocale(), DOOR_PATH));
  return account;
}
