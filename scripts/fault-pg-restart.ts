// `npm run fault:pg-restart`: PostgreSQL restarted under load. The script runs its own cluster
// (initdb on another port, never the machine's shared server), serves the API from an app
// process, restarts the cluster in the middle of reads and checkouts, and checks that requests
// failed with a clear 503 during the gap, that the app reconnected by itself, and that nothing
// was left half-written. Prints PASS or FAIL lines; exits 1 on any failure.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPostgres } from "../db/connect";
import { seedDemoData } from "../db/seed";
import { resetEnvForTests } from "../config/env";
import { faultFixture, faultReport } from "./lib/fault-fixture";
import { createStripeLocal } from "../tools/stripe-local/server";
import { startAppProcess } from "../tests/support/app-processes";
import { appEnv } from "./lib/bench/apps";
import { countOf } from "./lib/bench/database";
import { boothCart, postCheckout } from "./lib/bench/requests";

const PORT = Number(process.env.FAULT_PG_PORT ?? 55432);
const bin = (name: string) => {
  const versions = fs.readdirSync("/usr/lib/postgresql").sort();
  return path.join("/usr/lib/postgresql", versions.at(-1)!, "bin", name);
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-pg-"));
const data = path.join(dir, "data");
const asPostgres = (command: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  execFileSync(
    root ? "runuser" : command,
    root ? ["-u", "postgres", "--", command, ...args] : args,
    { stdio: "pipe" },
  );
};
const pgCtl = (...args: string[]) =>
  asPostgres(bin("pg_ctl"), ["-D", data, "-w", "-l", path.join(dir, "log"), ...args]);

const SECRET = "fault-secret-0123456789abcdefghij";
process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = "http://127.0.0.1:3998";
resetEnvForTests();

const { check, finish } = faultReport("fault:pg-restart");

async function main() {
  fs.chmodSync(dir, 0o777);
  asPostgres(bin("initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  pgCtl("-o", `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1`, "start");
  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  const connection = await openPostgres(url, 2, { migrate: true });
  await seedDemoData(connection.db, { demoAccounts: true });
  const { boothIds, browsers } = await faultFixture(connection.db, "Fault", 400);
  await connection.close();

  const provider = await createStripeLocal({ webhookSecret: "whsec_fault", log: () => {} });
  const app = await startAppProcess(
    appEnv({
      databaseUrl: url,
      secret: SECRET,
      site: process.env.SITE_URL!,
      stripeKey: "sk_test_fault",
      webhookSecret: "whsec_fault",
      providerUrl: provider.url,
    }),
  );
  try {
    const statuses = new Map<number, number>();
    const others: string[] = [];
    let next = 0;
    const stopAt = Date.now() + 12_000;
    let restarted = false;
    const worker = async () => {
      while (Date.now() < stopAt) {
        const checkout = next % 3 === 0 && next / 3 < boothIds.length;
        const request = checkout
          ? postCheckout(app.url, browsers[next / 3]!, boothCart(boothIds[next / 3]!))
          : fetch(`${app.url}/api/v1/boothsMarquee`);
        next++;
        try {
          const response = await request;
          const text = await response.text();
          let body: { status?: string } = {};
          try {
            body = JSON.parse(text) as { status: string };
          } catch {
            others.push(`${response.status} non-JSON body ${JSON.stringify(text.slice(0, 80))}`);
            continue;
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (
            response.status >= 500 &&
            !(response.status === 503 && body.status === "SERVICE_UNAVAILABLE")
          ) {
            others.push(`${response.status} ${body.status}`);
          }
        } catch (error) {
          others.push(`transport ${String(error)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const restart = (async () => {
      await new Promise((r) => setTimeout(r, 3000));
      pgCtl("-m", "immediate", "stop");
      await new Promise((r) => setTimeout(r, 2500));
      pgCtl("-o", `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1`, "start");
      restarted = true;
    })();
    await Promise.all([worker(), worker(), worker(), worker(), restart]);

    let healthyAfter = -1;
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${app.url}/api/health`);
      if (response.status === 200) {
        healthyAfter = i * 250;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const summary = [...statuses.entries()]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    check(restarted, "PostgreSQL stopped (immediate) and started again during the load");
    check(
      (statuses.get(503) ?? 0) > 0 && others.length === 0,
      `requests during the gap answered 503 SERVICE_UNAVAILABLE, nothing else failed (${summary}; other failures ${others.length}${others.length ? `: ${others.slice(0, 3).join("; ")}` : ""})`,
    );
    check(healthyAfter >= 0, `the app reconnected by itself (health 200 after ${healthyAfter} ms)`);

    const verify = await openPostgres(url, 1);
    const orphanHolds = await countOf(
      verify.db,
      sql`select count(*)::int as n from booths b where b.status = 'HELD' and not exists (select 1 from orders o where o.id = b.held_by_order_id and o.status = 'PENDING')`,
    );
    const itemless = await countOf(
      verify.db,
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    );
    const unheld = await countOf(
      verify.db,
      sql`select count(*)::int as n from orders o join order_items i on i.order_id = o.id join booths b on b.id = i.booth_id where o.status = 'PENDING' and not (b.status = 'HELD' and b.held_by_order_id = o.id)`,
    );
    await verify.close();
    check(
      orphanHolds === 0 && itemless === 0 && unheld === 0,
      `nothing half-written: holds without a pending order ${orphanHolds}, orders without items ${itemless}, pending orders whose booths are not held ${unheld}`,
    );
  } finally {
    await app.stop();
    await provider.close();
    try {
      pgCtl("-m", "immediate", "stop");
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  finish();
}

await main();
