import "server-only";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { authAttempts } from "@/db/schema";

/** A limit: at most `max` attempts of a kind for one key inside the window. */
export type Limit = { kind: string; max: number; windowMs: number };

/** Attempts for a key inside the window. */
export async function attemptsInWindow(
  limit: Limit,
  key: string,
  executor?: Db | Tx,
): Promise<number> {
  const db = executor ?? (await getDb());
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

/**
 * Records an attempt and says whether it is within the limit. Attempts for one key take a
 * transaction-scoped advisory lock first, so concurrent requests on any instance are counted one
 * after another and exactly `max` of them get through (counting rows by id instead lets two
 * requests each miss the other's uncommitted row). A caller whose attempt turns out not to count
 * (a successful login) removes it with `forgetAttempt`. Given the caller's transaction `outer`,
 * the attempt commits with the work it allows, and the lock is held until then.
 */
export async function reserveAttempt(
  limit: Limit,
  key: string,
  outer?: Tx,
): Promise<{ id: number; allowed: boolean }> {
  const db = await getDb();
  const reserve = async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.kind} ${key}`}))`);
    const [row] = await tx
      .insert(authAttempts)
      .values({ kind: limit.kind, key })
      .returning({ id: authAttempts.id });
    return { id: row!.id, allowed: (await attemptsInWindow(limit, key, tx)) <= limit.max };
  };
  const reserved = await (outer ? reserve(outer) : db.transaction(reserve));
  if (Math.random() < 0.01) {
    // Keep the table small: rows older than a day no longer count for any limit. In the caller's
    // transaction when there is one: the embedded database runs one transaction at a time, and a
    // statement outside it would wait for it forever.
    await (outer ?? db)
      .delete(authAttempts)
      .where(lt(authAttempts.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
  }
  return reserved;
}

export async function forgetAttempt(...ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}
