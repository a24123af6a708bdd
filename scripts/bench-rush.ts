// `npm run bench:rush`: the opening-day rush. 1,000 vendors log in through the real login API,
// browse the floor plan's booths, and check out 300 booths through POST /api/v1/payment, served
// by two app processes on one PostgreSQL, with the local Stripe provider delivering its own
// signed webhooks (through a round-robin relay, as a load balancer would, to both processes).
// Most winners pay on the hosted page and return to the success page; the rest cancel, which
// frees the booth for the next vendor. Afterwards the ledger is checked: nothing sold twice, and
// money, payments and booth states agree in the database and at the provider.
// Env: BENCH_RUSH_SECONDS (default 60), BENCH_RUSH_VENDORS (default 1000), BENCH_RUSH_LOGIN_ONLY=1
// (the vendors only log in: the login capacity of the two processes, with nothing else running).
import type { Db } from "../db/client";
import { withDemoDatabase } from "./lib/bench/database";
import { RUSH_EVENT, rushFixture } from "./lib/bench/fixture";
import { readLedger, settle } from "./lib/bench/ledger";
import { startPayingApps, type Stops } from "./lib/bench/paying-apps";
import { reportRush } from "./lib/bench/report";
import { openTally } from "./lib/bench/tally";
import { runRush } from "./lib/bench/vendors";

const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const VENDORS = Number(process.env.BENCH_RUSH_VENDORS ?? 1000);
const LOGIN_ONLY = process.env.BENCH_RUSH_LOGIN_ONLY === "1";
const SECRET = "rush-secret-0123456789abcdefghij";
const WEBHOOK_SECRET = "whsec_bench_rush";
const SITE = "http://127.0.0.1:3996";

/** The relay, the provider, then two app processes behind the relay. */
const startServers = (databaseUrl: string, stops: Stops) =>
  startPayingApps(
    {
      databaseUrl,
      secret: SECRET,
      site: SITE,
      stripeKey: "sk_test_rush",
      webhookSecret: WEBHOOK_SECRET,
    },
    stops,
  );

async function main(db: Db, databaseUrl: string) {
  const { eventId, rushVendors } = await rushFixture(db, VENDORS);
  const stops: Stops = [];
  try {
    const { apps, relay, provider } = await startServers(databaseUrl, stops);
    const tally = openTally();
    const rules = { eventName: RUSH_EVENT, loginOnly: LOGIN_ONLY, seconds: SECONDS };
    const { started, elapsed } = await runRush(rushVendors, apps, tally, rules);
    const recorded = await settle(db, provider.url);
    const book = await readLedger(db, eventId, provider.url);
    const figures = { vendors: VENDORS, seconds: SECONDS, elapsed, started, tally, recorded, book };
    reportRush({ ...figures, relay: relay.counts });
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

await withDemoDatabase("festival_rush", 4, main);
