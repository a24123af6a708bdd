// `npm run db:seed`: migrates, then loads the demo data (idempotent: a second run changes
// nothing) into DATABASE_URL, or into the embedded database in PGLITE_DIR when it is unset. The
// demo accounts (known passwords) are added only in demo mode: no DATABASE_URL, or DEMO_MODE=1.
import { env, isDemoMode } from "../config/env";
import { openConfigured } from "../db/connect";
import { seedDemoData } from "../db/seed";

const connection = await openConfigured({ migrate: true });
const demoAccounts = isDemoMode();
await seedDemoData(connection.db, { demoAccounts });
await connection.close();
console.log(
  `Demo data loaded into ${env().DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "the embedded database"}` +
    (demoAccounts ? ", with the demo accounts." : "; no demo accounts (not in demo mode)."),
);
