#!/usr/bin/env node
// `npm run cron`: the scheduled work for a self-hosted site. Calls POST /api/cron/daily on the
// running server (SITE_URL, else http://localhost:PORT) with CRON_SECRET as its bearer token,
// prints the answer and exits non-zero when the call fails. Run it from the host's crontab every
// 5 minutes:  */5 * * * * cd /srv/festival && npm run cron --silent >> cron.log 2>&1
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

// The same .env* files the server reads, so the secret and the address match the server's.
const { loadEnvConfig } = createRequire(path.join(root, "node_modules", "next", "package.json"))(
  "@next/env",
);
loadEnvConfig(root, false, { info() {}, error: console.error });

const secret = process.env.CRON_SECRET;
if (!secret) {
  console.error("CRON_SECRET is not set: the server refuses the scheduled work without it.");
  process.exit(1);
}
const origin = (process.env.SITE_URL || `http://localhost:${process.env.PORT || "3000"}`).replace(
  /\/$/,
  "",
);
const url = `${origin}/api/cron/daily`;

try {
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
    // Longer than a run takes at its limits; a hung server must not pile up cron processes.
    signal: AbortSignal.timeout(5 * 60_000),
  });
  const body = await response.text();
  console.log(`${new Date().toISOString()} ${response.status} ${body}`);
  if (!response.ok) process.exit(1);
} catch (error) {
  console.error(`${new Date().toISOString()} ${url}: ${String(error)}`);
  process.exit(1);
}
