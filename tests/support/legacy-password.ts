import { randomBytes, scrypt } from "node:crypto";

/** A password hash as accounts made before argon2id hold it: scrypt$N$r$p$salt$hash. */
export function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const [N, r, p] = [32768, 8, 1];
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      32,
      { N, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) =>
        error
          ? reject(error)
          : resolve(
              ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$"),
            ),
    ),
  );
}
