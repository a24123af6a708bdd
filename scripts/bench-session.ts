// `npm run bench:session`: what checking a session's server-side record costs per request, on
// real PostgreSQL. Both readers run side by side in one process, interleaved, on the same
// cookies: the token alone (decrypt and check the cookie) and the full `auth` (token, then the
// session's record and its account, one indexed read).
import { openPostgres } from "../db/connect";
import { vendors } from "../db/schema";
import { resetEnvForTests } from "../config/env";
import { auth, sessionClaims } from "../lib/accounts/session";
import { createDatabase } from "../tests/support/databases";
import { signInAs } from "../tests/support/fixtures";
import { runPool } from "./lib/bench/pool";
import { percentile } from "./lib/bench/stats";
import { writeReport } from "./lib/serve.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4000);
const CONCURRENCY = 8;

process.env.NEXTAUTH_SECRET = "bench-secret-0123456789abcdefghij";
const database = await createDatabase("festival_bench_session");
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = String(CONCURRENCY);
resetEnvForTests();

async function measure(label: string, cookies: string[], read: (h: Headers) => Promise<unknown>) {
  const times: number[] = [];
  const rounds = Array.from({ length: ROUNDS }, (_, i) => cookies[i % cookies.length]!);
  const started = performance.now();
  await runPool(rounds, CONCURRENCY, async (cookie) => {
    const headers = new Headers({ cookie });
    const t = performance.now();
    if (!(await read(headers))) throw new Error(`${label}: no session`);
    times.push(performance.now() - t);
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    label,
    perSecond: ROUNDS / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

const setup = await openPostgres(database.url, 2, { migrate: true });
try {
  const rows = await setup.db
    .insert(vendors)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        contactName: `Bench ${i}`,
        legalName: `Bench ${i} Ltd`,
        lob: `Bench ${i}`,
        city: "-",
        phone: "-",
        email: `session.bench.${i}@example.com`,
        passwordHash: "unused",
      })),
    )
    .returning({ id: vendors.id, legalName: vendors.legalName, email: vendors.email });
  const cookies = await Promise.all(
    rows.map(
      async (r) =>
        (await signInAs({ vendorId: r.id, vendorName: r.legalName, email: r.email }, setup.db))
          .cookie,
    ),
  );
  await measure("warm-up", cookies, auth);
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  for (let round = 0; round < 3; round++) {
    results.push(await measure("token only", cookies, sessionClaims));
    results.push(await measure("token + record", cookies, auth));
  }
  const best = (label: string) =>
    results.filter((r) => r.label === label).sort((a, b) => a.p50 - b.p50)[0]!;
  const token = best("token only");
  const full = best("token + record");
  for (const r of [token, full])
    console.log(
      `${r.label.padEnd(15)} ${r.perSecond.toFixed(0).padStart(6)}/s  p50 ${r.p50.toFixed(3)} ms  p99 ${r.p99.toFixed(3)} ms`,
    );
  console.log(
    `session record check: +${(full.p50 - token.p50).toFixed(3)} ms p50 per authenticated request ` +
      `(${(full.perSecond / token.perSecond).toFixed(2)}x the token-only rate, concurrency ${CONCURRENCY})`,
  );
  writeReport("session", { token, full });
} finally {
  await setup.close();
  await database.drop();
  process.exit(0);
}
