// `npm run bench:admin`: the organiser console's home (every active event's figures), and the
// dashboard and booth editor of an event with 2,000 booths and 20,000 orders, on the built app and
// the machine's PostgreSQL, at concurrency 4: p50 and p99 per page (target: p99 under 150 ms).
// The pages take turns over several rounds (the machine's noise falls on all of them alike); each
// figure is the median of the rounds', with the worst round's p99 beside it. The exports of the
// same size are measured by scripts/bench-exports.ts, which `npm run bench:admin` runs next.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import { resetEnvForTests } from "../config/env";
import { DEMO_ORGANISER } from "../db/seed-data";
import { signInAs } from "../tests/support/fixtures";
import { rowsOf, withDemoDatabase } from "./lib/bench/database";
import { percentile } from "./lib/bench/stats";
import { ensureBuilt, startApp, writeReport } from "./lib/serve.mjs";

const SECRET = "bench-secret-not-for-production-0123456789";
const BOOTHS = Number(process.env.BENCH_BOOTHS ?? 2000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P99_MS = 150;

process.env.NEXTAUTH_SECRET = SECRET;
resetEnvForTests();

/** An event with four sections of booths, a quarter of them sold, and its orders and payments. */
async function seedLargeEvent(db: Db): Promise<number> {
  const [event] = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into events (name, description, location, starts_at, ends_at, date_text, address,
      details, image, status)
    values ('Bench festival', 'Bench', 'Bench hall', now() + interval '60 days',
      now() + interval '62 days', 'Soon', '1 Bench Way', 'Bench', 'summer-festival-2025.svg',
      'ACTIVE')
    returning id`,
  );
  const eventId = event!.id;
  const perSection = BOOTHS / 4;
  await db.execute(sql`
    insert into sections (event_id, name, position, inclusions)
    select ${eventId}, 'Section ' || p, p, 'Table and 2 chairs' from generate_series(0, 3) p`);
  await db.execute(sql`
    insert into booths (section_id, name, price_cents, status)
    select s.id, chr(65 + s.position) || '-' || lpad(n::text, 4, '0'), 45000,
      case when n % 4 = 0 then 'BOOKED' when n % 50 = 1 then 'RESERVED' else 'AVAILABLE' end
    from sections s, generate_series(1, ${perSection}) n where s.event_id = ${eventId}`);
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).limit(1);
  // Orders of every kind: paid in full, deposits with balances, expired and cancelled.
  await db.execute(sql`
    insert into orders (vendor_id, checkout_type, status, subtotal_cents, fees_cents, tax_cents,
      total_cents, paid_cents, balance_cents, event_id, created_at)
    select ${vendor!.id}, 'BOOTH_CART',
      (array['PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED'])[1 + n % 4],
      45000, 1575, 6055, 52630,
      case n % 4 when 0 then 52630 when 1 then 20000 else 0 end,
      case n % 4 when 0 then 0 when 1 then 32630 else 0 end,
      ${eventId}, now() - (n || ' minutes')::interval
    from generate_series(1, ${ORDERS}) n`);
  await db.execute(sql`
    insert into order_items (order_id, kind, booth_id, name, section_name, unit_price_cents)
    select o.id, 'BOOTH', b.id, b.name, 'Section', 45000
    from (select id, row_number() over (order by id) r from orders where event_id = ${eventId}) o
    join (select id, name, row_number() over (order by id) r from booths
          where section_id in (select id from sections where event_id = ${eventId})) b
      on b.r = 1 + (o.r % ${BOOTHS})`);
  await db.execute(sql`
    insert into payments (order_id, kind, amount_cents, status)
    select id, 'INITIAL', paid_cents, 'PAID' from orders
    where event_id = ${eventId} and paid_cents > 0`);
  await db.execute(sql`analyze`);
  return eventId;
}

async function measure(url: string, cookie: string) {
  const times: number[] = [];
  let failures = 0;
  let bytes = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        if (response.status !== 200) failures++;
      }
    }),
  );
  return {
    count: times.length,
    failures,
    bytes,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

ensureBuilt();
await withDemoDatabase("bench_admin", 10, async (db, databaseUrl) => {
  const eventId = await seedLargeEvent(db);
  const [organiser] = await db
    .select({ id: vendors.id, legalName: vendors.legalName, email: vendors.email })
    .from(vendors)
    .where(eq(vendors.email, DEMO_ORGANISER.email));
  const browser = await signInAs(
    { vendorId: organiser!.id, vendorName: organiser!.legalName, email: organiser!.email },
    db,
  );
  const app = await startApp({
    port: 3240,
    env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: SECRET, DEMO_MODE: "1" },
  });
  try {
    const pages = [
      ["console home", "/admin"],
      ["dashboard", `/admin/events/${eventId}`],
      ["booth editor", `/admin/events/${eventId}/booths`],
      ["orders list", `/admin/orders?eventId=${eventId}`],
      ["orders API", `/api/admin/v1/orders?eventId=${eventId}`],
      ["dashboard API", `/api/admin/v1/dashboard?eventId=${eventId}`],
      ["home API", "/api/admin/v1/home"],
      ["reports API", `/api/admin/v1/reports?eventId=${eventId}`],
    ] as const;
    for (const [, path] of pages) await measure(`${app.base}${path}`, browser.cookie); // warm
    const rounds: Record<string, Awaited<ReturnType<typeof measure>>[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, path] of pages) {
        (rounds[label] ??= []).push(await measure(`${app.base}${path}`, browser.cookie));
      }
    }
    console.log(
      `\nOrganiser console, ${BOOTHS} booths and ${ORDERS} orders, concurrency ${CONCURRENCY}, ${ROUNDS} rounds of ${SECONDS} s per page, built app on PostgreSQL`,
    );
    console.log(
      "page               KB  requests  non-200    p50       p99  worst p99   target p99 < 150 ms",
    );
    const rows = [];
    for (const [label] of pages) {
      const runs = rounds[label]!;
      const median = (pick: (r: (typeof runs)[number]) => number) => percentile(runs.map(pick), 50);
      const r = {
        label,
        bytes: runs[0]!.bytes,
        count: runs.reduce((n, run) => n + run.count, 0),
        failures: runs.reduce((n, run) => n + run.failures, 0),
        p50: median((run) => run.p50),
        p99: median((run) => run.p99),
        worstP99: Math.max(...runs.map((run) => run.p99)),
      };
      rows.push(r);
      const ok = r.failures === 0 && r.p99 < TARGET_P99_MS;
      console.log(
        `${label.padEnd(16)} ${String(Math.round(r.bytes / 1024)).padStart(4)} ${String(r.count).padStart(8)} ${String(r.failures).padStart(8)} ${r.p50.toFixed(1).padStart(6)} ms ${r.p99.toFixed(1).padStart(6)} ms ${r.worstP99.toFixed(1).padStart(6)} ms   ${ok ? "PASS" : "BELOW TARGET"}`,
      );
    }
    writeReport("bench-admin", { booths: BOOTHS, orders: ORDERS, concurrency: CONCURRENCY, rows });
  } finally {
    await app.stop();
  }
});
