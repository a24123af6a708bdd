import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "../client";
import { emailOutbox } from "../schema";

export async function listOutbox({ limit = 50 }: { limit?: number } = {}) {
  const db = await getDb();
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
