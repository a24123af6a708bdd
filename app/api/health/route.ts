import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { respond } from "@/lib/api";
import { route } from "@/lib/route";

/** GET /api/health: 200 when the database answers, 503 SERVICE_UNAVAILABLE when it does not. */
export const GET = route({ access: "public", csrf: false }, async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return respond({ database: "up" });
});
