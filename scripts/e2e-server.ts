// Serves the built app for browser tests: a fresh PostgreSQL database (migrated and seeded) or a
// fresh embedded PGlite directory, dropped again when the test run stops the server.
// E2E_INSTANCES=n serves the same build as n instances on one database (ports PORT, PORT+1, ...),
// as behind a load balancer; they share Next's cache when REDIS_URL is set.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres } from "../db/connect";
import { seedDemoData } from "../db/seed";
import { createDatabase } from "../tests/support/databases";
import { createStripeLocal } from "../tools/stripe-local/server";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3100";
const kind = process.env.E2E_DB ?? "postgres";

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: "e2e-secret-not-for-production-0123456789",
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  SITE_URL: `http://127.0.0.1:${port}`,
  DEMO_MODE: "1",
  // The browser tests register many vendors from one address.
  REGISTER_PER_ADDRESS_PER_HOUR: "100000",
};

// The local Stripe-compatible provider, in this process; tests reach its control API over HTTP.
const stripePort = Number(port) + 1000;
const webhookSecret = "whsec_e2e_local_provider_secret";
const provider = await createStripeLocal({
  port: stripePort,
  webhookSecret,
  webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
});
env.STRIPE_SECRET_KEY = "sk_test_e2e";
env.STRIPE_WEBHOOK_SECRET = webhookSecret;
env.STRIPE_API_BASE = provider.url;

let cleanup = async () => {};
if (kind === "postgres") {
  const database = await createDatabase("festival_e2e");
  const connection = await openPostgres(database.url, 2, { migrate: true });
  await seedDemoData(connection.db, { demoAccounts: true });
  await connection.close();
  env.DATABASE_URL = database.url;
  cleanup = database.drop;
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-pglite-"));
  env.PGLITE_DIR = path.join(dir, "pglite");
  delete env.DATABASE_URL;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}

const instances = Number(process.env.E2E_INSTANCES ?? 1);
const servers = Array.from({ length: instances }, (_, i) =>
  spawn(
    process.execPath,
    [path.join(root, "scripts/serve.mjs"), String(Number(port) + i), "127.0.0.1"],
    { cwd: root, env, stdio: "inherit" },
  ),
);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await provider.close().catch(() => {});
  await cleanup().catch((e: unknown) => console.error("cleanup failed", e));
  process.exit(code);
}
for (const server of servers) server.on("exit", (code) => void stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => void stop(0));
