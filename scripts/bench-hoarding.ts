// `npm run bench:hoarding`: the seat-hoarding run, repeated against the site as it stands. Fresh
// visitor accounts, registered through the API from one client address, each check out 10 seats
// of a 64-seat show until refused; then the same from several addresses, and from one address
// with every checkout at once. Two app processes on one PostgreSQL behind this script, which
// stands in for the load balancer (the apps trust one X-Forwarded-For hop), with the local Stripe
// provider. Prints how many seats each run could hold; fails if any address held more than its
// share or a seat was held twice.
// Env: BENCH_HOARDING_ADDRESSES (default 3,6: the several-address runs).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { seats } from "../db/schema";
import { env, resetEnvForTests } from "../config/env";
import { seatHoldLimit } from "../lib/payments/checkout-rules";
import { CSRF_HEADER } from "../lib/http/csrf-names";
import { startProviderProcess } from "../tests/support/app-processes";
import {
  anonymousBrowser,
  browserAfter,
  insertShow,
  type SignedIn,
} from "../tests/support/fixtures";
import { appEnv, startApps } from "./lib/bench/apps";
import { withDemoDatabase } from "./lib/bench/database";
import { writeReport } from "./lib/serve.mjs";

const SECRET = "hoarding-secret-0123456789abcdefghij";
const SITE = "http://127.0.0.1:3995";
const WEBHOOK_SECRET = "whsec_bench_hoarding";
const SHOW_SEATS = 64;
const PER_CHECKOUT = 10;
const SEVERAL = (process.env.BENCH_HOARDING_ADDRESSES ?? "3,6").split(",").map(Number);

// The anonymous browsers' anti-forgery tokens are signed here with the apps' secret.
process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = SITE;
resetEnvForTests();

type Apps = { url: string }[];

/** A fresh 64-seat show on sale. */
const newShow = (db: Db) => insertShow(db, Array<number>(SHOW_SEATS).fill(5000));

/** A request as the load balancer forwards it from `address`. */
function post(url: string, browser: SignedIn, address: string, body: unknown) {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: browser.cookie,
      [CSRF_HEADER]: browser.csrf,
      "x-forwarded-for": address,
    },
    body: JSON.stringify(body),
  });
}

/** A visitor account registered from `address` (null when registration refused it). */
async function register(app: string, address: string): Promise<SignedIn | null> {
  const id = randomUUID().slice(0, 8);
  const response = await post(`${app}/api/visitor/v1/register`, anonymousBrowser(), address, {
    name: `Hoarder ${id}`,
    email: `hoarder.${id}@example.com`,
    password: `hoard-${id}-seats`,
  });
  await response.arrayBuffer();
  return response.status === 201 ? browserAfter(response) : null;
}

type Attempt = { address: string; status: number | "not registered" };

/** One fresh account from `address` checks out `seatIds`. */
async function attempt(app: string, address: string, seatIds: number[]): Promise<Attempt> {
  const browser = await register(app, address);
  if (!browser) return { address, status: "not registered" };
  const response = await post(`${app}/api/v1/payment`, browser, address, {
    termsAccepted: true,
    checkoutType: "TICKETS",
    seatIds,
  });
  await response.arrayBuffer();
  return { address, status: response.status };
}

/** The show's seats held now by unpaid checkouts, per order. */
async function heldSeats(db: Db, eventId: number) {
  const [row] = (await db.execute(
    sql`select count(*)::int as held, count(distinct held_by_order_id)::int as orders
        from ${seats} where ${seats.eventId} = ${eventId} and ${seats.status} = 'HELD'
        and ${seats.heldUntil} > now()`,
  )) as unknown as { held: number; orders: number }[];
  return row!;
}

/** Held seats per address (by the orders' hold key: one key per address). */
async function heldPerAddress(db: Db, eventId: number) {
  return (await db.execute(
    sql`select o.hold_key as key, count(*)::int as held from ${seats} s
        join orders o on o.id = s.held_by_order_id
        where s.event_id = ${eventId} and s.status = 'HELD' and s.held_until > now()
        group by o.hold_key`,
  )) as unknown as { key: string; held: number }[];
}

type Run = {
  name: string;
  addresses: number;
  attempts: Attempt[];
  held: number;
  maxPerAddress: number;
};

/**
 * Accounts from each address in turn check out the next 10 free seats until every address has
 * been refused (or cannot register) or the show has no free seat left.
 */
async function sequential(db: Db, apps: Apps, name: string, addresses: string[]): Promise<Run> {
  const { eventId, seatIds } = await newShow(db);
  const attempts: Attempt[] = [];
  const stopped = new Set<string>();
  let next = 0;
  for (let turn = 0; stopped.size < addresses.length && next < seatIds.length; turn++) {
    for (const address of addresses) {
      if (stopped.has(address) || next >= seatIds.length) continue;
      const wanted = seatIds.slice(next, next + PER_CHECKOUT);
      const result = await attempt(apps[turn % apps.length]!.url, address, wanted);
      attempts.push(result);
      if (result.status === 200) next += wanted.length;
      else stopped.add(address);
    }
  }
  return summary(db, eventId, name, addresses.length, attempts);
}

/**
 * `accounts` fresh accounts from one address, each checking out 10 other seats, every checkout
 * sent at once over both apps.
 */
async function atOnce(db: Db, apps: Apps, accounts: number): Promise<Run> {
  const { eventId, seatIds } = await newShow(db);
  const address = "203.0.113.77";
  const browsers = await Promise.all(
    Array.from({ length: accounts }, (_, i) => register(apps[i % apps.length]!.url, address)),
  );
  const attempts = await Promise.all(
    browsers.map(async (browser, i): Promise<Attempt> => {
      if (!browser) return { address, status: "not registered" };
      const wanted = seatIds.slice(i * PER_CHECKOUT, (i + 1) * PER_CHECKOUT);
      const response = await post(
        `${apps[i % apps.length]!.url}/api/v1/payment`,
        browser,
        address,
        {
          termsAccepted: true,
          checkoutType: "TICKETS",
          seatIds: wanted,
        },
      );
      await response.arrayBuffer();
      return { address, status: response.status };
    }),
  );
  return summary(db, eventId, `${accounts} accounts, 1 address, at once`, 1, attempts);
}

async function summary(
  db: Db,
  eventId: number,
  name: string,
  addresses: number,
  attempts: Attempt[],
): Promise<Run> {
  const { held } = await heldSeats(db, eventId);
  const perAddress = await heldPerAddress(db, eventId);
  const maxPerAddress = Math.max(0, ...perAddress.map((r) => r.held));
  return { name, addresses, attempts, held, maxPerAddress };
}

function print(run: Run, limit: number) {
  const accepted = run.attempts.filter((a) => a.status === 200).length;
  const refused = run.attempts.filter((a) => a.status === 429).length;
  const other = run.attempts.length - accepted - refused;
  console.log(
    `${run.name.padEnd(40)} ${String(run.attempts.length).padStart(3)} checkouts: ${accepted} accepted, ${refused} refused (429)${other ? `, ${other} other` : ""}; seats held ${run.held} of ${SHOW_SEATS} (most by one address ${run.maxPerAddress}, limit ${limit})`,
  );
}

async function main(db: Db, databaseUrl: string) {
  const stops: (() => Promise<void>)[] = [];
  try {
    const provider = await startProviderProcess({ webhookSecret: WEBHOOK_SECRET });
    stops.push(provider.stop);
    const setting = {
      databaseUrl,
      secret: SECRET,
      site: SITE,
      stripeKey: "sk_test_hoarding",
      webhookSecret: WEBHOOK_SECRET,
      providerUrl: provider.url,
    };
    // this script is the one proxy in front of the apps: its X-Forwarded-For entry is the client
    const apps = await startApps(2, appEnv(setting, { TRUSTED_PROXY_HOPS: "1" }));
    stops.push(...apps.map((app) => app.stop));

    const limit = seatHoldLimit(SHOW_SEATS);
    const runs = [await sequential(db, apps, "fresh accounts, 1 address", ["203.0.113.10"])];
    for (const count of SEVERAL) {
      const addresses = Array.from({ length: count }, (_, i) => `198.51.${count}.${i + 1}`);
      runs.push(await sequential(db, apps, `fresh accounts, ${count} addresses`, addresses));
    }
    runs.push(await atOnce(db, apps, 6));

    console.log(
      `\nSeat hoarding through POST /api/v1/payment: fresh ${SHOW_SEATS}-seat shows, ${PER_CHECKOUT} seats per checkout, two app processes, PostgreSQL`,
    );
    console.log(
      `per-address limit ${limit} seats per show (SEAT_HOLDS_PER_ADDRESS_PERCENT ${env().SEAT_HOLDS_PER_ADDRESS_PERCENT}%, at least MAX_SEATS_PER_ORDER ${env().MAX_SEATS_PER_ORDER})`,
    );
    for (const run of runs) print(run, limit);

    const overLimit = runs.filter((r) => r.maxPerAddress > limit);
    const oneAddressMost = runs[0]!.held;
    writeReport("bench-hoarding", {
      showSeats: SHOW_SEATS,
      limit,
      runs: runs.map((r) => ({
        name: r.name,
        addresses: r.addresses,
        checkouts: r.attempts.length,
        accepted: r.attempts.filter((a) => a.status === 200).length,
        refused: r.attempts.filter((a) => a.status === 429).length,
        held: r.held,
        maxPerAddress: r.maxPerAddress,
      })),
    });
    if (overLimit.length || oneAddressMost > limit) process.exitCode = 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

await withDemoDatabase("festival_hoarding", 4, main);
