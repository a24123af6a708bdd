import { hkdf } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from "@/db/seed-data";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/accounts/password";
import { decodeSession, encodeSession } from "@/lib/accounts/session-token";
import { legacyScryptHash } from "../support/legacy-password";

const secret = "unit-test-secret-0123456789abcdefghij";
const token = { sub: "7", vendorId: 7, vendorName: "Cedar Crafts", email: "cedar@example.com" };

describe("session tokens", () => {
  it("are next-auth's format: each side reads the other's tokens", async () => {
    const ours = await encodeSession({ token, secret, maxAge: 60 });
    const theirs = await encode({ token, secret, maxAge: 60 });
    expect(await decode({ token: ours, secret })).toMatchObject(token);
    expect(await decodeSession({ token: theirs, secret })).toMatchObject(token);
  });

  it("refuse a token made with another secret, and an expired one", async () => {
    const other = await encodeSession({ token, secret: `${secret}-other`, maxAge: 60 });
    await expect(decodeSession({ token: other, secret })).rejects.toThrow();
    const expired = await encodeSession({ token, secret, maxAge: -60 });
    await expect(decodeSession({ token: expired, secret })).rejects.toThrow();
  });
});

describe("password hashing", () => {
  it("the seeded demo accounts' hash is the demo password's, with today's parameters", async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, DEMO_PASSWORD_HASH)).toBe(false);
    expect(needsRehash(DEMO_PASSWORD_HASH)).toBe(false);
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("festival2025");
    expect(await verifyPassword("festival2025", stored)).toBe(true);
    expect(await verifyPassword("festival2026", stored)).toBe(false);
  });

  it("is argon2id with OWASP's parameters, salted per hash, and refuses malformed stored values", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
    for (const stored of ["", "plain-text", "$argon2id$broken", "scrypt$1$1$1$$"])
      expect(await verifyPassword("same", stored)).toBe(false);
  });

  it("still verifies an older scrypt hash, and asks for it to be replaced", async () => {
    const legacy = await legacyScryptHash("festival2025");
    expect(await verifyPassword("festival2025", legacy)).toBe(true);
    expect(await verifyPassword("festival2026", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=1,p=1$c2FsdA$aGFzaA")).toBe(true);
  });

  it("a rush of hashes leaves room in the worker pool for other work", async () => {
    const finished: string[] = [];
    const hashes = Array.from({ length: 8 }, (_, i) =>
      hashPassword(`password-${i}`).then(() => finished.push(`hash ${i}`)),
    );
    const other = new Promise<void>((resolve, reject) =>
      hkdf("sha256", "key", "salt", "info", 32, (error) => (error ? reject(error) : resolve())),
    ).then(() => finished.push("other"));
    await Promise.all([...hashes, other]);
    // Without the limit the pool's four threads all run hashes and the other job, queued behind
    // the eight, finishes after five of them; with it, the job gets a free thread at once (a
    // loaded machine may let one or two hashes finish first).
    expect(finished.indexOf("other")).toBeLessThan(4);
  });
});
