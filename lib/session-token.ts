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
