// The organiser's exports of an event with 20,000 orders on the machine's PostgreSQL: downloads
// orders.csv and orders.xlsx once each and prints the time of each and how much the app process
// grew while sending it (the peak of its resident memory, read from /proc every 20 ms, over what
// it held just before). Targets: under 5 s and under 100 MB each.
//
// Run with `node --import tsx --import ./tools/node/server-modules.mjs scripts/bench-exports.ts`.
// With a production build (`npm run build`) it measures the built app in its own process; without
// one (or with BENCH_EXPORTS_IN_PROCESS=1) it serves the same endpoint declarations in this
// process, through the dispatcher, and measures this process instead.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import { resetEnvForTests } from "../config/env";
import { DEMO_ORGANISER } from "../db/seed-data";
import { signInAs } from "../tests/support/fixtures";
import { rowsOf, withDemoDatabase } from "./lib/bench/database";
import { buildFreshness } from "./lib/build-freshness.mjs";
import { startApp, writeReport } from "./lib/serve.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SECRET = "bench-secret-not-for-production-0123456789";
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20000);
const BOOTHS = Number(process.env.BENCH_BOOTHS ?? 2000);
const VENDORS = Number(process.env.BENCH_VENDORS ?? 400);
const TARGET_SECONDS = 5;
const TARGET_GROWTH_MB = 100;
const SAMPLE_MS = 20;

process.env.NEXTAUTH_SECRET = SECRET;
resetEnvForTests();

/**
 * An event with booths, vendors (some with Arabic names, one whose line of business is a
 * formula), a quarter of the booths booked, and its orders: paid by card, cheque and e-Transfer,
 * deposits with balances, refunds, expired and cancelled checkouts.
 */
async function seedLargeEvent(db: Db): Promise<number> {
  const [event] = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into events (name, description, location, starts_at, ends_at, date_text, address,
      details, image, status, has_seating)
    values ('Bench export festival', 'Bench', 'Bench hall', now() + interval '60 days',
      now() + interval '62 days', 'Soon', '1 Bench Way', 'Bench', 'summer-festival-2025.svg',
      'ACTIVE', false)
    returning id`,
  );
  const eventId = event!.id;
  await db.execute(sql`
    insert into vendors (contact_name, legal_name, lob, city, phone, email, password_hash)
    select
      case when n % 3 = 0 then 'سميرة الخوري ' || n else 'Contact ' || n end,
      case when n % 3 = 0 then 'حرف الخوري ' || n else 'Vendor ' || n || ' Ltd' end,
      case when n = 1 then '=cmd|'' /C calc''!A0' else 'Line of business ' || n end,
      'Toronto', '+1 416-555-' || lpad(n::text, 4, '0'),
      'export.bench.' || n || '@example.com', 'unused'
    from generate_series(1, ${VENDORS}) n`);
  await db.execute(sql`
    insert into sections (event_id, name, position, inclusions)
    select ${eventId}, 'Section ' || p, p, 'Table and 2 chairs' from generate_series(0, 3) p`);
  await db.execute(sql`
    insert into booths (section_id, name, price_cents, status, vendor_id, lob)
    select s.id, chr(65 + s.position) || '-' || lpad(n::text, 4, '0'), 45000,
      case when n % 4 = 0 then 'BOOKED' else 'AVAILABLE' end,
      case when n % 4 = 0 then v.id end, case when n % 4 = 0 then v.lob end
    from sections s
    cross join generate_series(1, ${BOOTHS / 4}) n
    join (select id, lob, row_number() over (order by id) - 1 as r from vendors
          where email like 'export.bench.%') v on v.r = (n + s.position) % ${VENDORS}
    where s.event_id = ${eventId}`);
  await db.execute(sql`
    insert into orders (vendor_id, checkout_type, status, subtotal_cents, discount_cents,
      fees_cents, tax_cents, credits_cents, total_cents, paid_cents, refunded_cents, balance_cents,
      coupon_code, event_id, created_at)
    select v.id, 'BOOTH_CART',
      (array['PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED'])[1 + n % 4],
      45000, case when n % 10 = 0 then 5000 else 0 end, 1575, 6055,
      -- a goodwill refund of $100 on every twentieth (paid) order lowers its price: nothing owed
      case when n % 20 = 0 then 10000 else 0 end,
      case when n % 20 = 0 then 42630 else 52630 end,
      case n % 4 when 0 then 52630 when 1 then 20000 else 0 end,
      case when n % 20 = 0 then 10000 else 0 end,
      case n % 4 when 0 then 0 when 1 then 32630 else 0 end,
      case when n % 10 = 0 then 'SUMMER10' end,
      ${eventId}, now() - (n || ' minutes')::interval
    from generate_series(1, ${ORDERS}) n
    join (select id, row_number() over (order by id) - 1 as r from vendors
          where email like 'export.bench.%') v on v.r = n % ${VENDORS}`);
  await db.execute(sql`
    insert into order_items (order_id, kind, booth_id, name, section_name, unit_price_cents)
    select o.id, 'BOOTH', b.id, b.name, 'Section', 45000
    from (select id, row_number() over (order by id) r from orders where event_id = ${eventId}) o
    join (select id, name, row_number() over (order by id) r from booths
          where section_id in (select id from sections where event_id = ${eventId})) b
      on b.r = 1 + (o.r % ${BOOTHS})`);
  await db.execute(sql`
    insert into payments (order_id, kind, method, reference, stripe_session_id,
      payment_intent_id, amount_cents, status)
    select id, 'INITIAL',
      (array['STRIPE', 'STRIPE', 'CHEQUE', 'ETRANSFER'])[1 + id % 4],
      case when id % 4 >= 2 then 'REF-' || id end,
      case when id % 4 < 2 then 'cs_bench_' || id end,
      case when id % 4 < 2 then 'pi_bench_' || id end,
      paid_cents, 'PAID'
    from orders where event_id = ${eventId} and paid_cents > 0`);
  await db.execute(sql`
    insert into refunds (order_id, payment_id, amount_cents, reason, status, stripe_refund_id)
    select o.id, p.id, o.refunded_cents, 'Bench', 'SUCCEEDED', 're_bench_' || o.id
    from orders o join payments p on p.order_id = o.id
    where o.event_id = ${eventId} and o.refunded_cents > 0`);
  await db.execute(sql`analyze`);
  return eventId;
}

/** The resident memory of a process and its children, in bytes (Linux /proc). */
function residentBytes(pid: number): number {
  let kb = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
      for (const child of children.split(" ").filter(Boolean))
        kb += residentBytes(Number(child)) / 1024;
    }
  } catch {
    // the process (or a child) is gone
  }
  return kb * 1024;
}

type Fetch = (path: string, cookie: string) => Promise<Response>;

/** Downloads a file at full speed, sampling the server's memory meanwhile. */
async function download(fetchPath: Fetch, pid: number, urlPath: string, cookie: string) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, SAMPLE_MS);
  const started = performance.now();
  const response = await fetchPath(urlPath, cookie);
  if (response.status !== 200) {
    clearInterval(sampler);
    throw new Error(
      `${urlPath} answered ${response.status}: ${(await response.text()).slice(0, 200)}` +
        (response.status === 404
          ? " (a build without the exports endpoint? run `npm run build` first)"
          : ""),
    );
  }
  // the body is counted, not kept: in this process, keeping it would count as the server's growth
  let bytes = 0;
  let lineEnds = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 0x0a) lineEnds++;
    peak = Math.max(peak, residentBytes(pid));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));
  return { seconds, bytes, lineEnds, growthMb: (peak - before) / 1024 / 1024 };
}

const freshness = buildFreshness(root);
const inProcess = process.env.BENCH_EXPORTS_IN_PROCESS === "1" || freshness.state === "missing";

await withDemoDatabase("bench_exports", 10, async (db, databaseUrl) => {
  const eventId = await seedLargeEvent(db);
  const [organiser] = await db
    .select({ id: vendors.id, legalName: vendors.legalName, email: vendors.email })
    .from(vendors)
    .where(eq(vendors.email, DEMO_ORGANISER.email));
  const browser = await signInAs(
    { vendorId: organiser!.id, vendorName: organiser!.legalName, email: organiser!.email },
    db,
  );

  let fetchPath: Fetch;
  let pid: number;
  let stop = async () => {};
  if (inProcess) {
    // the endpoint declarations, served by the dispatcher in this process, on the bench database
    process.env.DATABASE_URL = databaseUrl;
    resetEnvForTests();
    const { dispatcher } = await import("../lib/http/endpoint");
    const { ENDPOINTS } = await import("../lib/http/endpoints");
    const dispatch = dispatcher(ENDPOINTS);
    fetchPath = (urlPath, cookie) =>
      dispatch(new Request(`http://localhost${urlPath}`, { headers: { cookie } }));
    pid = process.pid;
  } else {
    if (freshness.state === "stale")
      console.warn(`The build is older than ${freshness.changed}: run \`npm run build\` first.`);
    const app = await startApp({
      port: 3241,
      env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: SECRET, DEMO_MODE: "1" },
    });
    fetchPath = (urlPath, cookie) => fetch(`${app.base}${urlPath}`, { headers: { cookie } });
    pid = app.pid;
    stop = app.stop;
  }

  try {
    // load the route and its modules first: a small export of the same event
    for (const warm of ["vendors.csv", "vendors.xlsx"])
      await download(
        fetchPath,
        pid,
        `/api/admin/v1/exports/${warm}?eventId=${eventId}`,
        browser.cookie,
      );
    const rows = [];
    for (const name of ["orders.csv", "orders.xlsx"]) {
      const result = await download(
        fetchPath,
        pid,
        `/api/admin/v1/exports/${name}?eventId=${eventId}`,
        browser.cookie,
      );
      // a row per order after the header: each holds one booth and has at most one payment, so
      // no cell holds a line break
      if (name.endsWith(".csv") && result.lineEnds - 1 !== ORDERS)
        throw new Error(`orders.csv has ${result.lineEnds - 1} rows, not ${ORDERS}`);
      const ok = result.seconds < TARGET_SECONDS && result.growthMb < TARGET_GROWTH_MB;
      rows.push({ name, ...result, ok });
    }
    console.log(
      `\nExports of an event with ${ORDERS} orders on PostgreSQL, ${inProcess ? "served in this process (no build)" : "built app"}`,
    );
    console.log(
      `file          MB     time   memory growth   targets < ${TARGET_SECONDS} s, < ${TARGET_GROWTH_MB} MB`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(12)} ${(r.bytes / 1024 / 1024).toFixed(1).padStart(4)} ${r.seconds.toFixed(2).padStart(6)} s ${r.growthMb.toFixed(1).padStart(9)} MB     ${r.ok ? "PASS" : "BELOW TARGET"}`,
      );
    }
    writeReport("bench-exports", {
      orders: ORDERS,
      served: inProcess ? "in-process" : "built app",
      rows: rows.map(({ name, bytes, seconds, growthMb, ok }) => ({
        name,
        bytes,
        seconds,
        growthMb,
        ok,
      })),
    });
  } finally {
    await stop();
  }
});
