import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { env } from "../config/env";
import type { Db } from "./client";
import * as schema from "./schema";
import { seedDemoData } from "./seed";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

export type Connection = { db: Db; close: () => Promise<void> };

/**
 * postgres.js with `prepare: false`, so the client also works behind a transaction pooler
 * (PgBouncer, Supabase, Neon) where prepared statements do not survive between transactions.
 */
export async function openPostgres(
  url: string,
  max = 10,
  options: { migrate?: boolean } = {},
): Promise<Connection> {
  const client = postgres(url, {
    max,
    prepare: false,
    onnotice: () => {},
    connect_timeout: 10,
    idle_timeout: 30,
  });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  if (options.migrate) {
    await migratePostgres(db as Parameters<typeof migratePostgres>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  }
  return { db, close: () => client.end({ timeout: 5 }) };
}

/**
 * PGlite has no lock on its data directory: two processes opening one directory silently lose
 * writes. A lock file holding the owner's pid refuses a second live process with a clear error.
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  try {
    const owner = Number(fs.readFileSync(lockFile, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dir} is already open in process ${owner}. ` +
          "Stop that process first (only one process may own a PGlite directory).",
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function openPglite(
  dir: string,
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<Connection> {
  const inMemory = dir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dir);
  const client = new PGlite(inMemory ? dir : path.resolve(dir));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (options.migrate) {
    await migratePglite(db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  }
  if (options.seed) await seedDemoData(db, { demoAccounts: true });
  return {
    db,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * One connection to the configured database, for command-line work: DATABASE_URL (use the direct,
 * not the pooled, URL), else the embedded database in PGLITE_DIR, migrated when asked.
 */
export function openConfigured(options: { migrate?: boolean } = {}): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL, 1, options) : openPglite(PGLITE_DIR, options);
}
