// `npm run fault:redis`: Redis stopped in the middle of a page benchmark on two instances of the
// built app that share their cache through it. The script runs its own Redis (the machine's
// redis-server binary on another port, never the shared server) and its own database, loads the
// public pages of both instances, kills Redis, holds a booth while it is down, starts it again,
// then freezes it (SIGSTOP: connections open, no answers) and thaws it, and checks: no 5xx and no
// failed request at any time, pages served all through both faults, and the instances sharing
// tag expirations again once Redis is back. Needs `npm run build` first.
// Prints PASS or FAIL lines; exits 1 on any failure.
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "../config/env";
import { events } from "../db/schema";
import { boothStateOnPage } from "../tests/support/page-state";
import { startPrivateRedis } from "../tests/support/redis";
import { createStripeLocal } from "../tools/stripe-local/server";
import { withDemoDatabase } from "./lib/bench/database";
import { boothCart, postCheckout } from "./lib/bench/requests";
import { faultFixture, faultReport } from "./lib/fault-fixture";
import { ensureBuilt, startApp } from "./lib/serve.mjs";

const SECRET = "fault-secret-0123456789abcdefghij";
const SITE = "http://127.0.0.1:3997";
const WORKERS = Number(process.env.FAULT_WORKERS ?? 8);
const LOAD_MS = 30_000;
const KILL_AT_MS = 6_000;
const RESTART_AT_MS = 14_000;
const FREEZE_AT_MS = 19_000;
const THAW_AT_MS = 25_000;
process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = SITE;
resetEnvForTests();

const { check, finish } = faultReport("fault:redis");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until it answers `expected`; the milliseconds it took, or -1 after `withinMs`. */
async function timeUntil(read: () => Promise<unknown>, expected: unknown, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await read()) === expected) return Date.now() - started;
    await sleep(20);
  }
  return -1;
}

ensureBuilt();
await withDemoDatabase("festival_fault_redis", 2, async (db, databaseUrl) => {
  const { boothIds, browsers } = await faultFixture(db, "RedisFault", 3);
  const [event] = await db
    .select({ guid: events.guid })
    .from(events)
    .where(eq(events.name, "RedisFault"));
  const redis = await startPrivateRedis();
  const provider = await createStripeLocal({ webhookSecret: "whsec_fault", log: () => {} });
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_MODE: "1",
    NEXTAUTH_SECRET: SECRET,
    SITE_URL: SITE,
    STRIPE_SECRET_KEY: "sk_test_fault",
    STRIPE_WEBHOOK_SECRET: "whsec_fault",
    STRIPE_API_BASE: provider.url,
    REDIS_URL: redis.url,
  };
  const [a, b] = await Promise.all([startApp({ port: 3210, env }), startApp({ port: 3211, env })]);
  const stateOn = (base: string, name: string) => boothStateOnPage(base, event!.guid, name);
  try {
    const pages = ["/home", "/events", `/exhibitions/${event!.guid}`, "/stage", "/ar/home"];
    const started = Date.now();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const served = { down: 0, frozen: 0 };
    let longestGap = 0;
    let lastServed = Date.now();
    const windows = { down: [Infinity, Infinity], frozen: [Infinity, Infinity] };
    const inside = (at: number, [from, to]: number[]) => at >= from! && at < to!;
    let next = 0;
    const worker = async () => {
      while (Date.now() - started < LOAD_MS) {
        const base = next % 2 ? b.base : a.base;
        const path = pages[Math.floor(next / 2) % pages.length]!;
        next++;
        try {
          const response = await fetch(base + path);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${response.status} ${path}`);
          if (response.status === 200) {
            const now = Date.now();
            longestGap = Math.max(longestGap, now - lastServed);
            lastServed = now;
            if (inside(now, windows.down)) served.down++;
            if (inside(now, windows.frozen)) served.frozen++;
          }
        } catch (error) {
          failures.push(`transport ${String(error)}`);
        }
      }
    };
    let heldDuringOutage = false;
    let heldWhileFrozen = false;
    const fault = (async () => {
      await sleep(KILL_AT_MS);
      await redis.kill();
      windows.down = [Date.now(), Infinity];
      await sleep(2000);
      // a change while Redis is down: A expires the booth pages' tag and queues the expiry
      const held = await postCheckout(a.base, browsers[0]!, boothCart(boothIds[0]!));
      heldDuringOutage = held.status === 200;
      await sleep(RESTART_AT_MS - KILL_AT_MS - 2000);
      await redis.start();
      windows.down[1] = Date.now();
      await sleep(FREEZE_AT_MS - RESTART_AT_MS);
      redis.pause();
      windows.frozen = [Date.now(), Infinity];
      await sleep(2000);
      // and while it is frozen: the expiry waits 250 ms for an answer, then is queued
      const frozenHold = await postCheckout(a.base, browsers[1]!, boothCart(boothIds[1]!));
      heldWhileFrozen = frozenHold.status === 200;
      await sleep(THAW_AT_MS - FREEZE_AT_MS - 2000);
      redis.resume();
      windows.frozen[1] = Date.now();
    })();
    await Promise.all([...Array.from({ length: WORKERS }, worker), fault]);
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const summary = [...statuses.entries()].map(([s, n]) => `${s}: ${n}`).join(", ");

    check(
      Number.isFinite(windows.down[1]! + windows.frozen[1]!),
      "Redis killed and started again, then frozen and thawed, during the load",
    );
    check(
      failures.length === 0 && statuses.size === 1 && statuses.has(200),
      `${total} page requests on two instances: ${summary}; 5xx or failed ${failures.length}${failures.length ? ` (${failures.slice(0, 3).join("; ")})` : ""}`,
    );
    check(
      served.down > 0 && served.frozen > 0 && longestGap < 1000,
      `pages served throughout: ${served.down} while Redis was down, ${served.frozen} while it was frozen, longest gap between pages ${longestGap} ms`,
    );
    check(
      heldDuringOutage && heldWhileFrozen,
      "a booth held through instance A while Redis was down, and another while it was frozen",
    );

    // once Redis is back, A's queued expiries reach B, and new changes are shared at once
    const caughtUp = await timeUntil(
      async () => `${await stateOn(b.base, "X-01")} ${await stateOn(b.base, "X-02")}`,
      "HELD HELD",
      5000,
    );
    check(
      caughtUp >= 0,
      `instance B shows both booths held during the faults ${caughtUp >= 0 ? `(${caughtUp} ms after the load ended)` : "(not within 5 s)"}`,
    );
    await stateOn(b.base, "X-03"); // B's copy of the page, cached before the next change
    const hold = await postCheckout(a.base, browsers[2]!, boothCart(boothIds[2]!));
    const heldOnB = await timeUntil(() => stateOn(b.base, "X-03"), "HELD", 1000);
    check(
      hold.status === 200 && heldOnB >= 0,
      `after Redis returned, a hold through A shows on B's page ${heldOnB >= 0 ? `in ${heldOnB} ms` : "not within 1 s"} (target < 1 s)`,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await provider.close();
    await redis.kill();
  }
});
finish();
