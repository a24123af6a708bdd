// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (use the direct, not
// the pooled, URL), or to the embedded database in PGLITE_DIR when DATABASE_URL is unset.
import { openPglite, openPostgres } from "./connect";

const url = process.env.DATABASE_URL;
const connection = url
  ? await openPostgres(url, 1, { migrate: true })
  : await openPglite(process.env.PGLITE_DIR ?? ".data/pglite", { migrate: true });
await connection.close();
console.log(
  `Migrations applied to ${url ? "PostgreSQL (DATABASE_URL)" : "the embedded database"}.`,
);
