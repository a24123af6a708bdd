// The benchmarks' and fault scripts' own databases on the machine's PostgreSQL.
import type { SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { openPostgres } from "../../../db/connect";
import { seedDemoData } from "../../../db/seed";
import { createDatabase } from "../../../tests/support/databases";

/**
 * Runs `run` on a fresh database, migrated and seeded with the demo data (demo accounts
 * included), then closes it and drops it, whatever happened.
 */
export async function withDemoDatabase<T>(
  prefix: string,
  poolSize: number,
  run: (db: Db, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const database = await createDatabase(prefix);
  const connection = await openPostgres(database.url, poolSize, { migrate: true });
  try {
    await seedDemoData(connection.db, { demoAccounts: true });
    return await run(connection.db, database.url);
  } finally {
    await connection.close();
    await database.drop();
  }
}

/** The rows a raw query answers. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)) as unknown as T[];
}

/** The number a counting query answers as `n` (`select count(*)::int as n ...`). */
export async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  return row!.n;
}
