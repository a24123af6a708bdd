// `npm run db:seed`: migrates, then loads the demo data (idempotent: a second run changes
// nothing) into DATABASE_URL, or into the embedded database in PGLITE_DIR when it is unset. The
// demo accounts (known passwords) are added only in demo mode: no DATABASE_URL, or DEMO_MODE=1.
import { isDemoMode } from "../lib/env";
import { openPglite, openPostgres } from "./connect";
import { seedDemoData } from "./seed";

const url = process.env.DATABASE_URL;
const connection = url
  ? await openPostgres(url, 1, { migrate: true })
  : await openPglite(process.env.PGLITE_DIR ?? ".data/pglite", { migrate: true });
const demoAccounts = isDemoMode();
await seedDemoData(connection.db, { demoAccounts });
await connection.close();
console.log(
  `Demo data loaded into ${url ? "PostgreSQL (DATABASE_URL)" : "the embedded database"}` +
    (demoAccounts ? ", with the demo accounts." : "; no demo accounts (not in demo mode)."),
);
