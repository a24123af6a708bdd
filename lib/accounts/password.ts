import { scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with one of OWASP's recommended settings: 12 MiB of memory, three passes, one lane.
 * OWASP lists it beside 19 MiB with two passes as equal in strength; on these two-core machines it
 * verifies about 1.8 times as many logins a second (it stays in cache), which a login rush needs.
 * Stored in the PHC string format ($argon2id$v=19$m=12288,t=3,p=1$salt$hash), which carries its
 * own parameters, so they can be raised later and old hashes still verify.
 */
// No `algorithm`: the library's default is argon2id (its enum is a const enum TypeScript cannot
// import across modules); the tests check the stored prefix.
const ARGON2 = { memoryCost: 12288, timeCost: 3, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * The native hash runs on Node's worker pool (four threads), which also serves compression,
 * file reads and other crypto. At most two run at once per process, so a rush of logins queues
 * here instead of holding up every other request's pool work; the event loop never hashes.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((go) => waiting.push(go)); // a finishing hash hands over its slot
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const normalise = (password: string) => password.normalize("NFKC");

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(normalise(password), ARGON2));
}

/**
 * Accounts created before argon2id hold scrypt$N$r$p$salt$hash (base64url); they still verify,
 * and `needsRehash` has the login replace them.
 */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedText] = stored.split("$");
  if (!salt || !expectedText) return Promise.resolve(false);
  const expected = Buffer.from(expectedText, "base64url");
  const params: ScryptOptions = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  };
  return withHashSlot(
    () =>
      new Promise<boolean>((resolve) => {
        scrypt(
          normalise(password),
          Buffer.from(salt, "base64url"),
          expected.length,
          params,
          (error, key) =>
            resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
        );
      }),
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await withHashSlot(() => verify(stored, normalise(password)));
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}

/** True when a stored hash is not argon2id with today's parameters: the login replaces it. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}
