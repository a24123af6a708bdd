import "server-only";
import { and, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authAttempts } from "@/db/schema";
import { AppError } from "./api";
import { env } from "./env";

/**
 * Rate limits kept in the database, so every app instance sees the same counts.
 * - failed logins: 5 per (e-mail, client address) in 15 minutes, so an attacker's failures from
 *   elsewhere never lock the owner out, and 50 per address across all e-mails;
 * - lost-password requests: 3 per e-mail an hour;
 * - registrations: REGISTER_PER_ADDRESS_PER_HOUR per address;
 * - coupon look-ups: 30 per address in 10 minutes (codes cannot be guessed at speed).
 */
export const LIMITS = {
  loginEmail: { kind: "login-email-address", max: 5, windowMs: 15 * 60_000 },
  loginAddress: { kind: "login-address", max: 50, windowMs: 15 * 60_000 },
  lostPassword: { kind: "lost-password", max: 3, windowMs: 60 * 60_000 },
  couponLookup: { kind: "coupon-lookup", max: 30, windowMs: 10 * 60_000 },
  get register() {
    return { kind: "register", max: env().REGISTER_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60_000 };
  },
};
type Limit = { kind: string; max: number; windowMs: number };

/** Attempts for a key inside the window (up to and including attempt `upToId` when given). */
export async function attemptsInWindow(
  limit: Limit,
  key: string,
  upToId?: number,
): Promise<number> {
  const db = await getDb();
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, limit.kind),
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, since),
        upToId === undefined ? undefined : lte(authAttempts.id, upToId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Records an attempt first and then counts the attempts up to it, so concurrent requests cannot
 * all slip in under the limit: the k-th attempt (by insertion order) is the k-th counted. Returns the row's id and whether this
 * attempt is within the limit. A caller whose attempt turns out not to count (a successful login)
 * removes it with `forgetAttempt`.
 */
export async function reserveAttempt(
  limit: Limit,
  key: string,
): Promise<{ id: number; allowed: boolean }> {
  const db = await getDb();
  const [row] = await db
    .insert(authAttempts)
    .values({ kind: limit.kind, key })
    .returning({ id: authAttempts.id });
  const count = await attemptsInWindow(limit, key, row!.id);
  if (Math.random() < 0.01) {
    // Keep the table small: rows older than a day no longer count for any limit.
    await db
      .delete(authAttempts)
      .where(lt(authAttempts.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
  }
  return { id: row!.id, allowed: count <= limit.max };
}

export async function forgetAttempt(...ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

export async function assertReserved(limit: Limit, key: string, message: string): Promise<number> {
  const attempt = await reserveAttempt(limit, key);
  if (!attempt.allowed) throw new AppError("TOO_MANY_REQUESTS", message);
  return attempt.id;
}
