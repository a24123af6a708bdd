import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authAttempts } from "@/db/schema";
import { AppError } from "./api";

/** Rate limits kept in the database, so every app instance sees the same counts (DESIGN.md "Security"). */
export const LIMITS = {
  loginEmail: { kind: "login-email", max: 5, windowMs: 15 * 60_000 },
  loginAddress: { kind: "login-address", max: 50, windowMs: 15 * 60_000 },
  lostPassword: { kind: "lost-password", max: 3, windowMs: 60 * 60_000 },
} as const;
type Limit = (typeof LIMITS)[keyof typeof LIMITS];

export async function attemptsInWindow(limit: Limit, key: string): Promise<number> {
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
      ),
    );
  return row?.n ?? 0;
}

export async function assertUnderLimit(limit: Limit, key: string, message: string): Promise<void> {
  if ((await attemptsInWindow(limit, key)) >= limit.max)
    throw new AppError("TOO_MANY_REQUESTS", message);
}

export async function recordAttempt(limit: Limit, key: string): Promise<void> {
  const db = await getDb();
  await db.insert(authAttempts).values({ kind: limit.kind, key });
  // Keep the table small: rows older than a day no longer count for any limit.
  if (Math.random() < 0.01) {
    await db
      .delete(authAttempts)
      .where(lt(authAttempts.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
  }
}
