// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (use the direct, not
// the pooled, URL), or to the embedded database in PGLITE_DIR when DATABASE_URL is unset.
import { env } from "../config/env";
import { openConfigured } from "../db/connect";

const connection = await openConfigured({ migrate: true });
await connection.close();
console.log(
  `Migrations applied to ${env().DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "the embedded database"}.`,
);
