import "server-only";
import { getDb, type Tx } from "../client";

/** Runs `work` in one database transaction: every query given `tx` commits together, or none. */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(work);
}
