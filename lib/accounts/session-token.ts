import "server-only";
import { hkdfSync, randomUUID } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";

/**
 * next-auth's session token format (JWE, dir + A256GCM, key derived from the secret by HKDF),
 * with the key derived once per secret. next-auth's own encode/decode derive it on every call
 * through Node's small worker pool, where a rush of logins' password hashes made every signed-in
 * request wait behind them; the tokens are the same either way.
 */
const keys = new Map<string, Uint8Array>();

function keyFor(secret: string | Buffer, salt = ""): Uint8Array {
  const id = `${salt}\u0000${secret.toString()}`;
  let key = keys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = new Uint8Array(hkdfSync("sha256", secret, salt, info, 32));
    keys.set(id, key);
  }
  return key;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function encodeSession({
  token = {},
  secret,
  maxAge = 30 * 24 * 60 * 60,
  salt,
}: JWTEncodeParams): Promise<string> {
  return new EncryptJWT(token)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(nowSeconds() + maxAge)
    .setJti(randomUUID())
    .encrypt(keyFor(secret, salt));
}

export async function decodeSession({ token, secret, salt }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, keyFor(secret, salt), { clockTolerance: 15 });
  return payload as JWT;
}

export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** What the session cookie itself says: the session record's id and its account. */
export type SessionClaims = { sessionId: string; accountId: number };

/**
 * The first stage of reading a session, with no database: decrypts and checks the cookie's
 * token. `proxy.ts` stops here (it only decides whether to send a visitor to /login); pages and
 * route handlers go on to check the session's record (`auth` in lib/accounts/session.ts).
 */
export async function readSessionClaims(
  cookieHeader: string | null,
  secret: string,
): Promise<SessionClaims | null> {
  for (const part of cookieHeader?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index < 0 || !SESSION_COOKIES.includes(part.slice(0, index).trim())) continue;
    try {
      const token = await decodeSession({ token: part.slice(index + 1).trim(), secret });
      const sessionId = token?.sid;
      const accountId = Number(token?.sub);
      if (typeof sessionId === "string" && Number.isInteger(accountId) && accountId > 0)
        return { sessionId, accountId };
    } catch {
      // expired, tampered with, or signed with another secret: no session
    }
  }
  return null;
}
