import "server-only";
import { randomBytes } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import { endSessionRecord, findLiveSession, insertSession } from "./queries/sessions";
import type { Db } from "@/db/queries/model";
import type { Role } from "@/db/queries/model";
import { ACCOUNT_ROLE_COOKIE, SIGNED_IN_COOKIE } from "../cart/browser-state";
import { csrfCookie, issueCsrfToken } from "../http/csrf";
import { env, siteUrl } from "../../config/env";
import {
  decodeSession,
  encodeSession,
  readSessionClaims,
  SESSION_MAX_AGE_S,
} from "./session-token";

/**
 * Sessions: next-auth's JWT format in an httpOnly cookie, carrying the id of a server-side
 * session record. Signing in is `createSession` (the login API); reading is `auth`, which checks
 * the record on every call, so logout, a password change or a reset ends a copied cookie too.
 */

export type SessionAccount = {
  /** The account's id, whatever its role (the API's answers name it vendorId). */
  accountId: number;
  vendorName: string;
  email: string;
  role: Role;
  sessionId: string;
};

function secret(): string {
  const s = env().NEXTAUTH_SECRET;
  if (!s) throw new Error("NEXTAUTH_SECRET is not set");
  return s;
}

const secureCookies = () => siteUrl().startsWith("https://");
export const sessionCookieName = () =>
  secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";

/** The session claims of a request's cookie (no database): the anti-forgery binding. */
export function sessionClaims(source: Request | Headers) {
  const h = source instanceof Headers ? source : source.headers;
  return readSessionClaims(h.get("cookie"), secret());
}

/** The one session reader: the signed-in account of a request, or null when none or ended. */
export async function auth(source: Request | Headers): Promise<SessionAccount | null> {
  const claims = await sessionClaims(source);
  if (!claims) return null;
  const live = await findLiveSession(claims.sessionId);
  if (!live || live.accountId !== claims.accountId) return null;
  return {
    accountId: live.accountId,
    vendorName: live.name,
    email: live.email,
    role: live.role,
    sessionId: live.sessionId,
  };
}

/**
 * Starts a session for an account: writes its record and answers the Set-Cookie values that
 * carry it (the httpOnly session, a non-secret "signed in" flag for cached pages' headers, and a
 * new anti-forgery token bound to the new session).
 */
/** Whom a session is for: the account's id and the name its pages greet. */
/** `role`, when given, is named in a readable cookie so the site's menu offers that role's links. */
export type SessionOwner = { accountId: number; vendorName: string; role?: Role };

export async function createSession(
  account: SessionOwner,
  db?: Db,
): Promise<{ sessionId: string; cookies: string[] }> {
  const sessionId = randomBytes(24).toString("base64url");
  await insertSession(
    {
      id: sessionId,
      accountId: account.accountId,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
    },
    db,
  );
  return { sessionId, cookies: await sessionCookies(account, sessionId) };
}

/**
 * The cookies createSession answers, for a session that is never recorded: the same names and
 * shapes, but `auth` finds no row for them, so they sign no one in. A registration with an address
 * that already has an account answers with them, so that its answer looks like a new account's.
 */
export function unrecordedSession(account: SessionOwner): Promise<string[]> {
  return sessionCookies(account, randomBytes(24).toString("base64url"));
}

async function sessionCookies(account: SessionOwner, sessionId: string): Promise<string[]> {
  const token = await encodeSession({
    token: { sub: String(account.accountId), sid: sessionId, name: account.vendorName },
    secret: secret(),
    maxAge: SESSION_MAX_AGE_S,
  });
  const secure = secureCookies() ? "; Secure" : "";
  const age = `Max-Age=${SESSION_MAX_AGE_S}`;
  return [
    `${sessionCookieName()}=${token}; Path=/; HttpOnly; SameSite=Lax; ${age}${secure}`,
    `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; ${age}${secure}`,
    ...(account.role
      ? [`${ACCOUNT_ROLE_COOKIE}=${account.role}; Path=/; SameSite=Lax; ${age}${secure}`]
      : []),
    csrfCookie(issueCsrfToken(sessionId)),
  ];
}

/**
 * next-auth serves only what the site uses of it: `/api/auth/session`, `/api/auth/csrf` and
 * `/api/auth/signout` (the logout page). Its sign-out ends the session's record. Credentials are
 * checked in one place, the login API; next-auth has no provider of its own here.
 */
export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  jwt: { encode: encodeSession, decode: decodeSession },
  pages: { signIn: "/login", signOut: "/logout", error: "/login" },
  get secret() {
    return env().NEXTAUTH_SECRET;
  },
  providers: [],
  callbacks: {
    async session({ session, token }) {
      const live = typeof token.sid === "string" ? await findLiveSession(token.sid) : undefined;
      return {
        expires: session.expires,
        account: live ? { name: live.name, email: live.email, role: live.role } : null,
      } as typeof session;
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSessionRecord(token.sid);
    },
  },
};
