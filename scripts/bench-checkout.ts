// `npm run bench:checkout`: checkouts through POST /api/v1/payment on real PostgreSQL with the
// local Stripe provider, served by two app processes on one database:
//   1. distinct booths: checkouts per minute, p50/p99;
//   2. one-booth contention: 500 attempts, exactly one may win;
//   3. seat rush: 500 buyers for 64 seats; every winner pays; nothing sold twice.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { booths, events, orderItems, seats, vendors } from "../db/schema";
import { resetEnvForTests } from "../config/env";
import { startProviderProcess } from "../tests/support/app-processes";
import { insertBoothEvent, signInAs, type SignedIn } from "../tests/support/fixtures";
import { appEnv, startApps } from "./lib/bench/apps";
import { withDemoDatabase } from "./lib/bench/database";
import { runPool } from "./lib/bench/pool";
import { boothCart, deliverWebhook, postCheckout } from "./lib/bench/requests";
import { percentile } from "./lib/bench/stats";
import { writeReport } from "./lib/serve.mjs";

const SECRET = "bench-secret-0123456789abcdefghij";
const SITE = "http://127.0.0.1:3999";
const WEBHOOK_SECRET = "whsec_bench_secret";
const DISTINCT = Number(process.env.BENCH_BOOTHS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = SITE;
resetEnvForTests();

async function main(db: Db, databaseUrl: string) {
  const children: { stop: () => Promise<void> }[] = [];
  try {
    const { sectionId, booths: boothRows } = await insertBoothEvent(
      db,
      "Bench festival",
      Array<number>(DISTINCT + 1).fill(45000),
    );
    // One vendor per distinct checkout: an account keeps one unpaid checkout at a time.
    const vendorRows = await db
      .insert(vendors)
      .values(
        Array.from({ length: Math.max(DISTINCT, 500) }, (_, i) => ({
          contactName: `Bench ${i}`,
          legalName: `Bench ${i} Ltd`,
          lob: `Bench ${i}`,
          city: "Mississauga",
          phone: "905",
          email: `bench.${i}@example.com`,
          passwordHash: "scrypt$1$1$1$x$x",
        })),
      )
      .returning({ id: vendors.id, legalName: vendors.legalName, email: vendors.email });
    const browsers = await Promise.all(
      vendorRows.map((v) =>
        signInAs({ vendorId: v.id, vendorName: v.legalName, email: v.email }, db),
      ),
    );
    const [stageEvent] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.hasSeating, true));
    const seatRows = await db
      .select({ id: seats.id })
      .from(seats)
      .where(eq(seats.eventId, stageEvent!.id));

    // The local Stripe provider in its own process; it only records webhook events, and the bench
    // delivers them, so their processing rate can be measured.
    const provider = await startProviderProcess({ webhookSecret: WEBHOOK_SECRET });
    children.push(provider);
    const setting = {
      databaseUrl,
      secret: SECRET,
      site: SITE,
      stripeKey: "sk_test_bench",
      webhookSecret: WEBHOOK_SECRET,
      providerUrl: provider.url,
    };
    const apps = await startApps(2, appEnv(setting, { DATABASE_POOL_MAX: "10" }));
    children.push(...apps);

    async function checkout(appIndex: number, browser: SignedIn, body: Record<string, unknown>) {
      const started = performance.now();
      const response = await postCheckout(apps[appIndex % 2]!.url, browser, body);
      const json = (await response.json()) as { payload: { sessionId?: string } };
      return {
        status: response.status,
        ms: performance.now() - started,
        sessionId: json.payload.sessionId,
      };
    }
    /** The provider only records events here; the bench delivers them, signed, to the app. */
    async function completedEvents(sessionIds: Set<string>) {
      const response = await fetch(`${provider.url}/__control/events`);
      const recorded = (await response.json()) as {
        type: string;
        payload: string;
        event: { data: { object: { id: string } } };
      }[];
      return recorded
        .filter(
          (e) => e.type === "checkout.session.completed" && sessionIds.has(e.event.data.object.id),
        )
        .map((e) => e.payload);
    }
    async function deliver(payload: string, i: number) {
      const response = await deliverWebhook(apps[i % 2]!.url, payload, WEBHOOK_SECRET);
      await response.arrayBuffer();
      return response.status;
    }
    async function payAll(sessionIds: string[]) {
      await runPool(sessionIds, 16, async (id) => {
        await fetch(`${provider.url}/__control/sessions/${id}/pay`, {
          method: "POST",
        });
      });
    }

    // warm-up
    for (let i = 0; i < 10; i++)
      await checkout(i, browsers[i]!, boothCart(boothRows[DISTINCT - 1 - i]!.id));

    // 1. distinct booths
    const distinct = boothRows.slice(0, DISTINCT - 10);
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const distinctSessions: string[] = [];
    await runPool(distinct, CONCURRENCY, async (booth, i) => {
      const r = await checkout(i, browsers[i % browsers.length]!, boothCart(booth.id));
      latencies.push(r.ms);
      if (r.status !== 200) failures++;
      else distinctSessions.push(r.sessionId!);
    });
    const seconds = (performance.now() - started) / 1000;

    // 1b. webhooks: pay every distinct checkout, then deliver each completed event three times
    // in random order across both processes (deduplicated by event id in the database).
    await payAll(distinctSessions);
    const completedPayloads = await completedEvents(new Set(distinctSessions));
    const deliveries = [...completedPayloads, ...completedPayloads, ...completedPayloads].sort(
      () => Math.random() - 0.5,
    );
    let webhookErrors = 0;
    const webhookStart = performance.now();
    await runPool(deliveries, CONCURRENCY, async (payload, i) => {
      if ((await deliver(payload, i)) !== 200) webhookErrors++;
    });
    const webhookSeconds = (performance.now() - webhookStart) / 1000;
    // 1c. the same events once more: every delivery is now a duplicate (the floor of the cost of
    // a delivery: signature check plus one read).
    const replayStart = performance.now();
    await runPool(completedPayloads, CONCURRENCY, async (payload, i) => {
      if ((await deliver(payload, i)) !== 200) webhookErrors++;
    });
    const replaySeconds = (performance.now() - replayStart) / 1000;
    const [bookedDistinct] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(booths)
      .where(sql`${booths.sectionId} = ${sectionId} and ${booths.status} = 'BOOKED'`);

    // 2. one-booth contention
    const contested = boothRows[DISTINCT]!;
    const attempts = Array.from({ length: 500 }, (_, i) => i);
    const outcomes: { status: number; ms: number; sessionId?: string }[] = [];
    const contentionStart = performance.now();
    await runPool(attempts, 50, async (i) => {
      outcomes.push(await checkout(i, browsers[i % browsers.length]!, boothCart(contested.id)));
    });
    const contentionSeconds = (performance.now() - contentionStart) / 1000;
    const contentionWins = outcomes.filter((o) => o.status === 200);
    await payAll(contentionWins.map((o) => o.sessionId!));
    for (const [i, payload] of (
      await completedEvents(new Set(contentionWins.map((o) => o.sessionId!)))
    ).entries()) {
      await deliver(payload, i);
    }
    const contentionMs = outcomes.map((o) => o.ms);

    // 3. seat rush: 500 buyers, 1-4 random seats each
    const rushOutcomes: { status: number; ms: number; sessionId?: string }[] = [];
    const rushStart = performance.now();
    await runPool(attempts, 50, async (i) => {
      const count = 1 + (i % 4);
      const picks = new Set<number>();
      while (picks.size < count)
        picks.add(seatRows[Math.floor(Math.random() * seatRows.length)]!.id);
      rushOutcomes.push(
        await checkout(i, browsers[i % browsers.length]!, {
          checkoutType: "TICKETS",
          seatIds: [...picks],
        }),
      );
    });
    const rushSeconds = (performance.now() - rushStart) / 1000;
    const rushSessions = rushOutcomes.filter((o) => o.status === 200).map((o) => o.sessionId!);
    await payAll(rushSessions);
    await runPool(
      await completedEvents(new Set(rushSessions)),
      8,
      async (payload, i) => void (await deliver(payload, i)),
    );
    const rushMs = rushOutcomes.map((o) => o.ms);

    const [oversoldBooths] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        sql`(select booth_id from ${orderItems} where fulfilled and booth_id is not null group by booth_id having count(*) > 1) t`,
      );
    const [oversoldSeats] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        sql`(select seat_id from ${orderItems} where fulfilled and seat_id is not null group by seat_id having count(*) > 1) t`,
      );
    const [soldSeats] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(seats)
      .where(sql`${seats.status} = 'SOLD' and ${seats.eventId} = ${stageEvent!.id}`);
    const [contestedRow] = await db.select().from(booths).where(eq(booths.id, contested.id));
    const fiveXX = [...outcomes, ...rushOutcomes].filter((o) => o.status >= 500).length;

    console.log(
      "\nCheckouts through POST /api/v1/payment, two app processes, PostgreSQL, local Stripe provider",
    );
    console.log(
      `distinct booths     ${distinct.length} checkouts in ${seconds.toFixed(1)} s, concurrency ${CONCURRENCY}: ${((distinct.length / seconds) * 60).toFixed(0)} checkouts/min (target >= 6000), p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, failures ${failures}`,
    );
    console.log(
      `webhooks            ${deliveries.length} deliveries of ${completedPayloads.length} completed events (each 3 times, shuffled) in ${webhookSeconds.toFixed(1)} s: ${(deliveries.length / webhookSeconds).toFixed(0)} deliveries/s, ${(completedPayloads.length / webhookSeconds).toFixed(0)} events/s processed with deduplication (target >= 500/s), errors ${webhookErrors}, booths booked ${bookedDistinct!.n}`,
    );
    console.log(
      `webhook replay      ${completedPayloads.length} redeliveries of events already applied in ${replaySeconds.toFixed(1)} s: ${(completedPayloads.length / replaySeconds).toFixed(0)} deliveries/s`,
    );
    console.log(
      `one-booth contention 500 attempts in ${contentionSeconds.toFixed(1)} s: ${contentionWins.length} won, ${outcomes.filter((o) => o.status === 409).length} CONFLICT, ${outcomes.filter((o) => o.status >= 500).length} 5xx, p50 ${percentile(contentionMs, 50).toFixed(0)} ms, p99 ${percentile(contentionMs, 99).toFixed(0)} ms, booth ${contestedRow!.status}`,
    );
    console.log(
      `seat rush           500 buyers for ${seatRows.length} seats in ${rushSeconds.toFixed(1)} s: ${rushOutcomes.filter((o) => o.status === 200).length} orders won, seats sold ${soldSeats!.n}, ${rushOutcomes.filter((o) => o.status === 409).length} CONFLICT, ${((500 / rushSeconds) * 60).toFixed(0)} attempts/min, p99 ${percentile(rushMs, 99).toFixed(0)} ms`,
    );
    console.log(
      `oversold booths ${oversoldBooths!.n}, oversold seats ${oversoldSeats!.n} (must be 0), 5xx ${fiveXX}`,
    );
    writeReport("bench-checkout", {
      checkoutsPerMinute: (distinct.length / seconds) * 60,
      checkoutP99: percentile(latencies, 99),
      checkoutFailures: failures,
      webhookDeliveries: deliveries.length,
      webhookEvents: completedPayloads.length,
      webhookEventsPerSecond: completedPayloads.length / webhookSeconds,
      webhookErrors,
      duplicateDeliveriesPerSecond: completedPayloads.length / replaySeconds,
      contentionAttempts: outcomes.length,
      contentionWins: contentionWins.length,
      contentionConflicts: outcomes.filter((o) => o.status === 409).length,
      contentionP99: percentile(contentionMs, 99),
      seatBuyers: rushOutcomes.length,
      seatsSold: soldSeats!.n,
      seatCount: seatRows.length,
      seatP99: percentile(rushMs, 99),
      oversoldBooths: oversoldBooths!.n,
      oversoldSeats: oversoldSeats!.n,
      fiveXX,
    });
    if (oversoldBooths!.n || oversoldSeats!.n || contentionWins.length !== 1 || fiveXX)
      process.exitCode = 1;
  } finally {
    for (const child of children) await child.stop();
  }
}

await withDemoDatabase("festival_bench", 4, main);
