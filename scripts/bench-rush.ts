// `npm run bench:rush`: the opening-day rush. 1,000 vendors log in through the real login API,
// browse the floor plan's booths, and check out 300 booths through POST /api/v1/payment, served
// by two app processes on one PostgreSQL, with the local Stripe provider delivering its own
// signed webhooks (through a round-robin relay, as a load balancer would, to both processes).
// Most winners pay on the hosted page and return to the success page; the rest cancel, which
// frees the booth for the next vendor. Afterwards the ledger is checked: nothing sold twice, and
// money, payments and booth states agree in the database and at the provider.
// Env: BENCH_RUSH_SECONDS (default 60), BENCH_RUSH_VENDORS (default 1000), BENCH_RUSH_LOGIN_ONLY=1
// (the vendors only log in: the login capacity of the two processes, with nothing else running).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { openPostgres } from "../db/connect";
import type { Db } from "../db/client";
import { booths, contracts, events, sections, vendors } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { CSRF_COOKIE, CSRF_HEADER } from "../lib/csrf-names";
import { hashPassword } from "../lib/password";
import {
  startAppProcess,
  startProviderProcess,
  type AppProcess,
} from "../tests/support/app-processes";
import { FIXTURE_CONTRACT } from "../tests/support/fixtures";
import { createDatabase } from "../tests/support/databases";
import type { CheckoutSession, EventRecord, Refund } from "../tools/stripe-local/server";
import { writeReport } from "./lib/serve.mjs";

const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const VENDORS = Number(process.env.BENCH_RUSH_VENDORS ?? 1000);
const LOGIN_ONLY = process.env.BENCH_RUSH_LOGIN_ONLY === "1";
const SECTIONS = 6;
const BOOTHS_PER_SECTION = 50; // 300 booths
const PASSWORD = "rush-password-2030";
const SECRET = "rush-secret-0123456789abcdefghij";
const WEBHOOK_SECRET = "whsec_bench_rush";
const SITE = "http://127.0.0.1:3996";

type RushVendor = { index: number; email: string; address: string; pays: boolean };
type Kind =
  "token" | "login" | "marquee" | "events" | "booths" | "checkout" | "pay" | "success" | "cancel";
type Reply = { status: number; body: unknown };
type BoothView = { boothId: number; boothStatus: string };

/**
 * The deadline. Each request has its own AbortController, aborted when the doors close (one
 * shared signal would collect an abort listener per request that undici drops only on GC).
 */
function openDoors() {
  const open = new Set<AbortController>();
  const doors = {
    closed: false,
    closedAt: Infinity,
    /** Runs a request that the closing of the doors aborts. */
    async track<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      open.add(controller);
      try {
        return await run(controller.signal);
      } finally {
        open.delete(controller);
      }
    },
    close() {
      doors.closed = true;
      doors.closedAt = performance.now();
      for (const controller of open) controller.abort();
    },
  };
  return doors;
}
type Doors = ReturnType<typeof openDoors>;

/** One request's time; `waiting` when the deadline cut it off, so its time is only a lower bound. */
type Sample = { ms: number; waiting: boolean };
const KINDS: Kind[] = [
  "token",
  "login",
  "marquee",
  "events",
  "booths",
  "checkout",
  "pay",
  "success",
  "cancel",
];

/** What the vendors saw, request by request. */
const stats = {
  samples: Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, Sample[]>,
  networkErrors: 0,
  fiveXX: 0,
  otherErrors: {} as Record<string, number>,
  logins: 0,
  /** When the rush began and when its last login was answered (performance.now()). */
  openedAt: 0,
  lastLoginAt: 0,
  browses: 0,
  checkouts: 0,
  won: 0,
  conflicts: 0,
  payments: 0,
  abandoned: 0,
  sawSoldOut: 0,
};

/**
 * The p-th percentile of request times, counting requests still waiting at the deadline at the
 * time they had waited; `atLeast` when such a request sorts at or below it (a lower bound then).
 */
function percentile(samples: Sample[], p: number) {
  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  if (!sorted.length) return { ms: 0, atLeast: false };
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return { ms: sorted[index]!.ms, atLeast: sorted.slice(0, index + 1).some((s) => s.waiting) };
}

/** The bench event: six sections of 50 priced booths, and the vendors, all with one password. */
const RUSH_EVENT = "Rush festival";

async function rushFixture(db: Db) {
  const [event] = await db
    .insert(events)
    .values({
      name: RUSH_EVENT,
      description: "Opening-day rush",
      location: "Rush hall",
      startsAt: new Date("2030-06-01T14:00:00Z"),
      endsAt: new Date("2030-06-03T22:00:00Z"),
      dateText: "June 1 - 3, 2030",
      address: "1 Rush Way",
      details: "-",
      image: "summer-festival-2025.svg",
      status: "ACTIVE",
    })
    .returning({ id: events.id });
  await db.insert(contracts).values({ eventId: event!.id, ...FIXTURE_CONTRACT });
  for (let position = 0; position < SECTIONS; position++) {
    const [section] = await db
      .insert(sections)
      .values({ eventId: event!.id, name: `Hall ${position + 1}`, position, inclusions: "Table" })
      .returning({ id: sections.id });
    await db.insert(booths).values(
      Array.from({ length: BOOTHS_PER_SECTION }, (_, i) => ({
        sectionId: section!.id,
        name: `${String.fromCharCode(65 + position)}-${String(i + 1).padStart(2, "0")}`,
        priceCents: 30000 + position * 5000,
      })),
    );
  }
  // One password hash for everyone: hashing 1,000 passwords would take minutes of CPU here.
  const passwordHash = await hashPassword(PASSWORD);
  const rushVendors: RushVendor[] = Array.from({ length: VENDORS }, (_, index) => ({
    index,
    email: `rush.${index}@example.com`,
    // each vendor arrives from its own address, as the host's proxy reports it
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    pays: index % 5 !== 4, // four in five pay; the fifth cancels (the site's cancel page)
  }));
  for (let i = 0; i < rushVendors.length; i += 500) {
    await db.insert(vendors).values(
      rushVendors.slice(i, i + 500).map((v) => ({
        contactName: `Rush ${v.index}`,
        legalName: `Rush ${v.index} Ltd`,
        lob: `Rush crafts ${v.index}`,
        city: "Mississauga",
        phone: "905-555-0100",
        email: v.email,
        passwordHash,
      })),
    );
  }
  return { eventId: event!.id, rushVendors };
}

/** The webhook endpoint the provider posts to: forwards each delivery to the apps in turn. */
async function startWebhookRelay(apps: AppProcess[]) {
  const counts = { delivered: 0, fiveXX: 0, failed: 0 };
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const app = apps[turn++ % apps.length]!;
      fetch(`${app.url}/api/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": req.headers["content-type"] ?? "application/json",
          "stripe-signature": String(req.headers["stripe-signature"] ?? ""),
        },
        body: Buffer.concat(chunks),
      })
        .then(async (response) => {
          const body = Buffer.from(await response.arrayBuffer());
          if (response.status >= 500) counts.fiveXX++;
          else counts.delivered++;
          res.writeHead(response.status, { "content-type": "application/json" }).end(body);
        })
        .catch(() => {
          counts.failed++;
          res.writeHead(502).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A vendor's browser: its cookies, its address, and the app process each request lands on. */
function browserFor(vendor: RushVendor, apps: AppProcess[], doors: Doors) {
  const cookies = new Map<string, string>();
  let turn = vendor.index;
  async function request(kind: Kind, url: string, init: RequestInit = {}): Promise<Reply | null> {
    if (doors.closed) return null;
    const started = performance.now();
    try {
      const { response, text } = await doors.track(async (signal) => {
        const response = await fetch(url, {
          ...init,
          redirect: "manual",
          signal,
          headers: {
            "content-type": "application/json",
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
            // the anti-forgery token the site last issued (bound to the session after login)
            [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? "",
            // the load balancer's hop, which the apps trust (TRUSTED_PROXY_HOPS=1)
            "x-forwarded-for": vendor.address,
          },
        });
        return { response, text: await response.text() };
      });
      stats.samples[kind].push({ ms: performance.now() - started, waiting: false });
      if (response.status >= 500) stats.fiveXX++;
      else if (response.status >= 400 && response.status !== 409) {
        const key = `${kind} ${response.status}`;
        stats.otherErrors[key] = (stats.otherErrors[key] ?? 0) + 1;
      }
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const json = text.startsWith("{") ? (JSON.parse(text) as { payload: unknown }) : null;
      return { status: response.status, body: json?.payload };
    } catch {
      if (!doors.closed) stats.networkErrors++;
      else stats.samples[kind].push({ ms: doors.closedAt - started, waiting: true });
      return null;
    }
  }
  const app = () => apps[turn++ % apps.length]!.url;
  const post = (kind: Kind, url: string, body: unknown) =>
    request(kind, url, { method: "POST", body: JSON.stringify(body) });
  return {
    // the login page fetches an anti-forgery token before it posts
    login: async () =>
      (await request("token", `${app()}/api/csrf-token`)) &&
      post("login", `${app()}/api/vendor/v1/login`, { email: vendor.email, password: PASSWORD }),
    marquee: () => request("marquee", `${app()}/api/v1/boothsMarquee`),
    events: () => request("events", `${app()}/api/v1/events`),
    floorPlan: (guid: string) => request("booths", `${app()}/api/v1/sections/booths/${guid}`),
    checkout: (boothId: number) =>
      post("checkout", `${app()}/api/v1/payment`, {
        termsAccepted: true,
        cartItemModelList: [{ eventId: boothId }],
      }),
    // the hosted page's Pay button (it redirects to the site's success page)
    pay: (hostedUrl: string) => request("pay", `${hostedUrl}/pay`, { method: "POST", body: "" }),
    success: (sessionId: string) => post("success", `${app()}/api/v1/order/success`, { sessionId }),
    cancel: (sessionId: string) => post("cancel", `${app()}/api/v1/order/cancel`, { sessionId }),
  };
}

type Browser = ReturnType<typeof browserFor>;

/**
 * Browses as the site does: the marquee, the events list (to find the festival), then that
 * event's floor plan (sections with booths); picks an AVAILABLE booth in a random hall that has
 * one.
 */
async function browse(browser: Browser, eventName: string): Promise<number | null | undefined> {
  stats.browses++;
  if (!(await browser.marquee())) return undefined;
  const list = await browser.events();
  const event = (list?.body as { eventGuid: string; eventName: string }[] | undefined)?.find(
    (e) => e.eventName === eventName,
  );
  if (!event) return undefined;
  const plan = await browser.floorPlan(event.eventGuid);
  if (!plan || plan.status !== 200) return undefined;
  const halls = (plan.body as { lstBooths: BoothView[] }[])
    .map((s) => s.lstBooths.filter((b) => b.boothStatus === "AVAILABLE"))
    .filter((free) => free.length > 0);
  const hall = halls[Math.floor(Math.random() * halls.length)];
  return hall ? hall[Math.floor(Math.random() * hall.length)]!.boothId : null;
}

/** One vendor: log in, then browse and check out until a booth is won or none is left. */
async function runVendor(vendor: RushVendor, browser: Browser, eventName: string) {
  const login = await browser.login();
  if (login?.status !== 200) return;
  stats.logins++;
  stats.lastLoginAt = performance.now();
  if (LOGIN_ONLY) return;
  for (;;) {
    const boothId = await browse(browser, eventName);
    if (boothId === null) stats.sawSoldOut++;
    if (!boothId) return;
    stats.checkouts++;
    const checkout = await browser.checkout(boothId);
    if (checkout?.status === 409) {
      stats.conflicts++;
      continue; // someone was faster: look at the floor plan again
    }
    if (checkout?.status !== 200) return;
    stats.won++;
    const { sessionId, url } = checkout.body as { sessionId: string; url: string };
    if (vendor.pays) {
      const paid = await browser.pay(url);
      if (paid?.status !== 303) return;
      stats.payments++;
      await browser.success(sessionId);
    } else if ((await browser.cancel(sessionId))?.status === 200) stats.abandoned++;
    return;
  }
}

/** Waits until the provider has no delivery pending and the ledger stops moving. */
async function settle(db: Db, providerUrl: string) {
  const deadline = Date.now() + 60_000;
  let last = "";
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const recorded = (await (
      await fetch(`${providerUrl}/__control/events`)
    ).json()) as EventRecord[];
    const pending = recorded.filter((e) => e.delivery === "pending").length;
    const [row] = (await db.execute(
      sql`select (select string_agg(status || count, ',') from (select status, count(*) from orders group by status order by status) o) || '/' || (select string_agg(status || count, ',') from (select status, count(*) from booths group by status order by status) b) as state`,
    )) as unknown as { state: string }[];
    if ((pending === 0 && row!.state === last) || Date.now() > deadline) return recorded;
    last = row!.state;
  }
}

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { n: number }[])[0]!.n;

/**
 * The ledger of the bench event. "Oversold": a booth in more than one paid order or fulfilled
 * item. "Money/booth mismatch", each counted separately:
 * - a paid order (PAID, PARTIALLY_PAID) with an item not fulfilled or a booth not BOOKED to its vendor;
 * - a BOOKED booth without a fulfilled item of a paid order of the booth's vendor;
 * - a fulfilled item in an order that is not paid;
 * - an order whose paid_cents differ from its PAID payments, or a PAID order not paid in full;
 * - a PAID payment on an order that is not paid;
 * - a HELD booth whose holding order is not PENDING;
 * - money taken at the provider for a payment neither PAID (order fulfilled) nor REFUNDED there;
 * - a payment PAID in the database that the provider never took (or took another amount for).
 */
async function ledger(db: Db, eventId: number, providerUrl: string) {
  const benchBooths = sql`(select b.* from booths b join sections s on s.id = b.section_id where s.event_id = ${eventId})`;
  const benchOrders = sql`(select distinct o.* from orders o join order_items i on i.order_id = o.id where i.booth_id in (select id from ${benchBooths} bb))`;
  const paid = sql`('PAID', 'PARTIALLY_PAID')`;
  const oversold = await count(
    db,
    sql`select count(*)::int as n from (select i.booth_id from order_items i join orders o on o.id = i.order_id where i.booth_id in (select id from ${benchBooths} bb) and (i.fulfilled or o.status in ${paid}) group by i.booth_id having count(distinct o.id) > 1) t`,
  );
  const mismatches: Record<string, number> = {
    "paid order without its booth": await count(
      db,
      sql`select count(distinct o.id)::int as n from ${benchOrders} o join order_items i on i.order_id = o.id left join booths b on b.id = i.booth_id where o.status in ${paid} and (not i.fulfilled or b.status is distinct from 'BOOKED' or b.vendor_id is distinct from o.vendor_id)`,
    ),
    "booked booth without a paid order": await count(
      db,
      sql`select count(*)::int as n from ${benchBooths} b where b.status = 'BOOKED' and not exists (select 1 from order_items i join orders o on o.id = i.order_id where i.booth_id = b.id and i.fulfilled and o.status in ${paid} and o.vendor_id = b.vendor_id)`,
    ),
    "fulfilled item in an unpaid order": await count(
      db,
      sql`select count(*)::int as n from ${benchOrders} o join order_items i on i.order_id = o.id where i.fulfilled and o.status not in ${paid}`,
    ),
    "order money differs from its payments": await count(
      db,
      sql`select count(*)::int as n from ${benchOrders} o where o.paid_cents <> (select coalesce(sum(p.amount_cents), 0) from payments p where p.order_id = o.id and p.status = 'PAID') or (o.status = 'PAID' and o.paid_cents <> o.total_cents)`,
    ),
    "payment taken on an unpaid order": await count(
      db,
      sql`select count(*)::int as n from payments p join ${benchOrders} o on o.id = p.order_id where p.status = 'PAID' and o.status not in ${paid}`,
    ),
    "hold on a settled order": await count(
      db,
      sql`select count(*)::int as n from ${benchBooths} b left join orders o on o.id = b.held_by_order_id where b.status = 'HELD' and o.status is distinct from 'PENDING'`,
    ),
    ...(await providerMismatches(db, benchOrders, providerUrl)),
  };
  const [booked, paidOrders] = [
    await count(db, sql`select count(*)::int as n from ${benchBooths} b where status = 'BOOKED'`),
    await count(db, sql`select count(*)::int as n from ${benchOrders} o where status = 'PAID'`),
  ];
  const [last] = (await db.execute(
    sql`select max(updated_at) as at from ${benchBooths} b where status = 'BOOKED'`,
  )) as unknown as { at: Date | string | null }[];
  return {
    oversold,
    mismatches,
    booked,
    paidOrders,
    lastBookedAt: last?.at ? new Date(last.at) : null,
  };
}

/** Money at the provider against payment rows (matched by the session's payment_id metadata). */
async function providerMismatches(
  db: Db,
  benchOrders: ReturnType<typeof sql>,
  providerUrl: string,
) {
  const sessions = (await (
    await fetch(`${providerUrl}/__control/sessions`)
  ).json()) as CheckoutSession[];
  const refunds = (await (await fetch(`${providerUrl}/__control/refunds`)).json()) as Refund[];
  const refunded = new Set(refunds.map((r) => r.payment_intent));
  const rows = (await db.execute(
    sql`select p.id, p.status, p.amount_cents as "amountCents", o.status as "orderStatus" from payments p join ${benchOrders} o on o.id = p.order_id`,
  )) as unknown as { id: number; status: string; amountCents: number; orderStatus: string }[];
  const byPayment = new Map(sessions.map((s) => [Number(s.metadata.payment_id), s]));
  let unsettled = 0;
  let untaken = 0;
  for (const row of rows) {
    const session = byPayment.get(row.id);
    const taken = session?.payment_status === "paid";
    const intent = typeof session?.payment_intent === "string" ? session.payment_intent : null;
    const fulfilled = row.status === "PAID" && ["PAID", "PARTIALLY_PAID"].includes(row.orderStatus);
    const wasRefunded = row.status === "REFUNDED" && intent !== null && refunded.has(intent);
    if (taken && !fulfilled && !wasRefunded) unsettled++;
    if (row.status === "PAID" && (!taken || session.amount_total !== row.amountCents)) untaken++;
  }
  return {
    "money taken, neither fulfilled nor refunded": unsettled,
    "paid in the database, not at the provider": untaken,
  };
}

async function main() {
  const database = await createDatabase("festival_rush");
  const connection = await openPostgres(database.url, 4, { migrate: true });
  const db = connection.db;
  const stops: (() => Promise<void>)[] = [];
  try {
    await seedDemoData(db, { demoAccounts: true });
    const { eventId, rushVendors } = await rushFixture(db);
    const apps: AppProcess[] = [];
    const relay = await startWebhookRelay(apps);
    stops.push(relay.close);
    const provider = await startProviderProcess({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: relay.url,
    });
    stops.push(provider.stop);
    const appEnv = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: "10",
      DEMO_MODE: "1",
      NEXTAUTH_SECRET: SECRET,
      SITE_URL: SITE,
      STRIPE_SECRET_KEY: "sk_test_rush",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: provider.url,
      TRUSTED_PROXY_HOPS: "1",
    };
    apps.push(...(await Promise.all([startAppProcess(appEnv), startAppProcess(appEnv)])));
    // Once the ledger is read the apps are killed outright: a graceful stop would wait for the
    // logins still queued behind the password hashes, which the vendors gave up on long ago.
    stops.push(
      ...apps.map((app) => async () => {
        app.child.kill("SIGKILL");
        await app.stop();
      }),
    );

    // The rush: everyone arrives within the first second; the doors close after SECONDS.
    const doors = openDoors();
    const started = Date.now();
    const opened = performance.now();
    stats.openedAt = opened;
    const timer = setTimeout(() => doors.close(), SECONDS * 1000);
    await Promise.all(
      rushVendors.map(async (vendor) => {
        await new Promise((r) => setTimeout(r, Math.random() * 1000));
        await runVendor(vendor, browserFor(vendor, apps, doors), RUSH_EVENT);
      }),
    );
    clearTimeout(timer);
    const elapsed = (Math.min(performance.now(), doors.closedAt) - opened) / 1000;
    const recorded = await settle(db, provider.url);
    const book = await ledger(db, eventId, provider.url);
    report({ elapsed, started, recorded, book, relay: relay.counts });
  } finally {
    for (const stop of stops.reverse()) await stop();
    await connection.close();
    await database.drop();
  }
}

function report({
  elapsed,
  started,
  recorded,
  book,
  relay,
}: {
  elapsed: number;
  started: number;
  recorded: EventRecord[];
  book: Awaited<ReturnType<typeof ledger>>;
  relay: { delivered: number; fiveXX: number; failed: number };
}) {
  const all = Object.values(stats.samples).flat();
  const ms = (samples: Sample[], p: number) => {
    if (!samples.length) return "n/a";
    const { ms, atLeast } = percentile(samples, p);
    return `${atLeast ? ">= " : ""}${ms.toFixed(0)} ms`;
  };
  const waiting = (kind: Kind) => stats.samples[kind].filter((s) => s.waiting).length;
  const total = SECTIONS * BOOTHS_PER_SECTION;
  const soldOut =
    book.booked === total && book.lastBookedAt
      ? `sold out at ${((book.lastBookedAt.getTime() - started) / 1000).toFixed(1)} s`
      : "not sold out";
  const mismatches = Object.values(book.mismatches).reduce((a, b) => a + b, 0);
  const failedDeliveries = recorded.filter((e) => e.delivery !== "delivered").length;
  const other = Object.entries(stats.otherErrors).map(([k, n]) => `${k}: ${n}`);
  const pass =
    book.oversold === 0 &&
    mismatches === 0 &&
    stats.fiveXX + relay.fiveXX === 0 &&
    stats.networkErrors + relay.failed + failedDeliveries === 0;

  console.log(
    "\nRush: vendors log in, browse and check out through two app processes, PostgreSQL, local Stripe provider",
  );
  console.log(
    `rush                ${VENDORS} vendors, 2 app processes, ${SECONDS} s (vendors done at ${elapsed.toFixed(1)} s): ${book.booked} booths of ${total} sold (${soldOut}), ${stats.logins} logins (${waiting("login")} still waiting at the deadline), ${stats.browses} browses, ${stats.checkouts} checkouts (${stats.won} won, ${stats.conflicts} CONFLICT, ${waiting("checkout")} waiting at the deadline), ${stats.payments} payments (${waiting("pay")} waiting), ${stats.abandoned} cancelled, ${stats.sawSoldOut} saw no booth left, 5xx ${stats.fiveXX}, p50 ${ms(all, 50)}, p99 ${ms(all, 99)} (all ${all.length} requests), checkout p99 ${ms(stats.samples.checkout, 99)}`,
  );
  const loginSeconds = (stats.lastLoginAt - stats.openedAt) / 1000;
  console.log(
    `rush logins         ${stats.logins} logins answered in ${loginSeconds.toFixed(1)} s: ${(stats.logins / loginSeconds).toFixed(1)} logins/s, ${waiting("login")} still waiting at the deadline`,
  );
  const cutOff = KINDS.filter(waiting).map((k) => `${k} ${waiting(k)}`);
  console.log(
    `rush latency        login p50 ${ms(stats.samples.login, 50)} p99 ${ms(stats.samples.login, 99)}; events p99 ${ms(stats.samples.events, 99)}; floor plan p50 ${ms(stats.samples.booths, 50)} p99 ${ms(stats.samples.booths, 99)}; checkout p50 ${ms(stats.samples.checkout, 50)} p99 ${ms(stats.samples.checkout, 99)}; pay (webhook included) p50 ${ms(stats.samples.pay, 50)} p99 ${ms(stats.samples.pay, 99)}; success p99 ${ms(stats.samples.success, 99)}; cancel p99 ${ms(stats.samples.cancel, 99)}; requests cut off by the deadline ${all.filter((r) => r.waiting).length}${cutOff.length ? ` (${cutOff.join(", ")})` : ""}, network errors ${stats.networkErrors}${other.length ? `, other errors ${other.join(", ")}` : ""}`,
  );
  console.log(
    `rush webhooks       ${recorded.length} events sent by the provider, ${relay.delivered} deliveries answered by the apps, 5xx ${relay.fiveXX}, relay failures ${relay.failed}, not delivered ${failedDeliveries}`,
  );
  const broken = Object.entries(book.mismatches)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}: ${n}`);
  console.log(
    `rush ledger         oversold booths ${book.oversold}, money/booth mismatches ${mismatches}${broken.length ? ` (${broken.join("; ")})` : ""}, paid orders ${book.paidOrders}, booked booths ${book.booked}: ${pass ? "PASS" : "FAIL"}`,
  );
  writeReport("bench-rush", {
    vendors: VENDORS,
    seconds: SECONDS,
    elapsedSeconds: elapsed,
    booths: total,
    ...book,
    stats: { ...stats, samples: undefined },
    latencyMs: Object.fromEntries(
      Object.entries({ all, ...stats.samples }).map(([k, v]) => [
        k,
        {
          count: v.length,
          waitingAtDeadline: v.filter((s) => s.waiting).length,
          p50: percentile(v, 50),
          p99: percentile(v, 99),
        },
      ]),
    ),
    webhooks: { events: recorded.length, notDelivered: failedDeliveries, ...relay },
    pass,
  });
  if (!pass) process.exitCode = 1;
}

await main();
