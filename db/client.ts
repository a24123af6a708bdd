import "server-only";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env, isBuildPhase } from "@/config/env";
import * as schema from "./schema";
import { openPglite, openPostgres } from "./connect";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type Holder = { db?: Promise<Db> };
// One client per process, kept on globalThis so dev-mode module reloads do not open a second one.
const holder = globalThis as typeof globalThis & { __festivalDb?: Holder };
const state: Holder = (holder.__festivalDb ??= {});

/**
 * The database, opened on first use (never at module load: `next build` imports route modules).
 * - DATABASE_URL set: PostgreSQL through postgres.js (migrations are a release step).
 * - unset: embedded PGlite in PGLITE_DIR, migrated and seeded with demo data on first use.
 * - during `next build` without DATABASE_URL: an in-memory PGlite with the same demo seed, so
 *   several build workers never open the data directory that the server will own.
 */
export function getDb(): Promise<Db> {
  state.db ??= open().catch((error: unknown) => {
    state.db = undefined;
    throw error;
  });
  return state.db;
}

async function open(): Promise<Db> {
  const e = env();
  if (e.DATABASE_URL) return (await openPostgres(e.DATABASE_URL, e.DATABASE_POOL_MAX)).db;
  const dir = isBuildPhase() ? "memory://" : e.PGLITE_DIR;
  return (await openPglite(dir, { migrate: true, seed: true })).db;
}
