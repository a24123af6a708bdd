// `npm run bench:onsale`: a concert's on-sale. A 1,000-seat hall goes on sale to 5,000 buyers at
// once, served by two app processes on one PostgreSQL, with the local Stripe provider delivering
// its own signed webhooks through a round-robin relay (as a load balancer would). Each buyer asks
// which seats are taken (GET /api/v1/events/{eventId}/seat-status, what the stage page's picker
// polls), picks 1 to 4 free seats in one row and checks out, looking again after a CONFLICT.
// Four in five winners pay on the hosted page and return to the success page; the fifth goes back
// without paying, which frees the seats for the others. Meanwhile 50 hoarding accounts from 5
// client addresses, scripted and there when the sale opens, hold the most seats a checkout may
// and never pay. Then: every seat sold exactly once, the share of the hall the hoarders held at
// the peak, hold and checkout latency, 0 oversold and 0 5xx; and, measured before the doors open
// on the same processes, the seat status answer beside the seat map today's stage page polled
// (GET /api/v1/seats/{eventId}). Then the waitlist (scripts/lib/bench/waitlist-phase.ts): 500
// visitors join the sold-out show's line, seats come back (lapsed holds, refunds, the office's
// cancellations) and the offers are bought, declined or let lapse: every freed seat offered while
// a party in line fit it, none offered twice at once, the time from a seat's release to its offer.
// Env (defaults in brackets): BENCH_ONSALE_SEATS [1000], BENCH_ONSALE_BUYERS [5000],
// BENCH_ONSALE_HOARDERS [50], BENCH_ONSALE_HOARDER_ADDRESSES [5], BENCH_ONSALE_ABANDON_PERCENT
// [20], BENCH_ONSALE_ARRIVAL_SECONDS [10] (buyers arrive spread over these), BENCH_ONSALE_SECONDS
// [300] (the deadline), BENCH_ONSALE_WAITLIST [500] (visitors who join the line; 0: no waitlist
// phase), BENCH_ONSALE_GIVEBACK_EVERY [20] (one paid order in this many refunded, one cancelled).
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/client";
import { resetEnvForTests } from "../config/env";
import { seatHoldLimit } from "../lib/payments/checkout-rules";
import { withDemoDatabase } from "./lib/bench/database";
import { openDoors } from "./lib/bench/doors";
import { settle } from "./lib/bench/ledger";
import {
  openOnsaleTally,
  runBuyer,
  runHoarder,
  type OnsaleRules,
  type OnsaleTally,
} from "./lib/bench/onsale-buyers";
import { insertHall, signedInVisitors, type Person } from "./lib/bench/onsale-fixture";
import type { AppProcess } from "../tests/support/app-processes";
import { startPayingApps, type Stops } from "./lib/bench/paying-apps";
import { heldNow, readSeatLedger, type SeatLedger } from "./lib/bench/seat-ledger";
import { percentile, samplePercentile, type Sample } from "./lib/bench/stats";
import { waitlistHolds, waitlistPhase, type WaitlistFigures } from "./lib/bench/waitlist-phase";
import { writeReport } from "./lib/serve.mjs";

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SEATS = number("BENCH_ONSALE_SEATS", 1000);
const BUYERS = number("BENCH_ONSALE_BUYERS", 5000);
const HOARDERS = number("BENCH_ONSALE_HOARDERS", 50);
const HOARDER_ADDRESSES = number("BENCH_ONSALE_HOARDER_ADDRESSES", 5);
const ABANDON_PERCENT = number("BENCH_ONSALE_ABANDON_PERCENT", 20);
const ARRIVAL_SECONDS = number("BENCH_ONSALE_ARRIVAL_SECONDS", 10);
const SECONDS = number("BENCH_ONSALE_SECONDS", 300);
const WAITLIST = number("BENCH_ONSALE_WAITLIST", 500);
/** Of the on-sale's paid orders, one in this many is refunded and another cancelled by the office. */
const GIVEBACK_EVERY = number("BENCH_ONSALE_GIVEBACK_EVERY", 20);
const SECRET = "onsale-secret-0123456789abcdefghij";
const WEBHOOK_SECRET = "whsec_bench_onsale";
const SITE = "http://127.0.0.1:3997";
const CRON_SECRET = "onsale-cron-0123456789abcdefghij";

// The buyers' sessions and anti-forgery tokens are signed here with the apps' secret.
process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = SITE;
resetEnvForTests();

/** The relay, the provider, then two app processes behind the relay. */
const startServers = (databaseUrl: string, stops: Stops) =>
  startPayingApps(
    {
      databaseUrl,
      secret: SECRET,
      site: SITE,
      stripeKey: "sk_test_onsale",
      webhookSecret: WEBHOOK_SECRET,
      extraEnv: { CRON_SECRET },
    },
    stops,
  );

type Poll = { bytes: number; rps: number; p50: number; p99: number };

/** `connections` loops asking `urls` in turn for `seconds`: the answer's size, req/s, latency. */
async function poll(urls: string[], seconds: number, connections = 50): Promise<Poll> {
  const times: number[] = [];
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let turn = loop; performance.now() < until; turn++) {
        const started = performance.now();
        const response = await fetch(urls[turn % urls.length]!);
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${response.url}: ${response.status}`);
        bytes = body.byteLength;
        times.push(performance.now() - started);
      }
    }),
  );
  return {
    bytes,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

/**
 * What a visitor's seat picker polls now (the seat status answer) beside what today's stage
 * page polled (the whole seat map), measured in turns on the same two processes.
 */
async function compareWithStagePage(apps: AppProcess[], eventId: number) {
  const status = apps.map((a) => `${a.url}/api/v1/events/${eventId}/seat-status`);
  const seatMap = apps.map((a) => `${a.url}/api/v1/seats/${eventId}`);
  await poll(status, 1);
  await poll(seatMap, 1);
  const rounds: { status: Poll; seatMap: Poll }[] = [];
  for (let round = 0; round < 2; round++)
    rounds.push({ status: await poll(status, 3), seatMap: await poll(seatMap, 3) });
  const best = (pick: (r: (typeof rounds)[number]) => Poll) =>
    rounds.map(pick).sort((a, b) => b.rps - a.rps)[0]!;
  return { status: best((r) => r.status), seatMap: best((r) => r.seatMap) };
}

/** The stage page beside the static page in the last `npm run bench` (null when not run). */
function lastPageBench() {
  const file = path.resolve(import.meta.dirname, "..", ".reports", "bench-pages.json");
  if (!fs.existsSync(file)) return null;
  const { rows } = JSON.parse(fs.readFileSync(file, "utf8")) as {
    rows: { label: string; bytes: number; app: { rps: number; p99: number } }[];
  };
  const staticPage = rows[0]!;
  return rows
    .filter((r) => r.label.endsWith("/stage"))
    .map((r) => ({ ...r, ratio: r.app.rps / staticPage.app.rps }));
}

/** Samples every half second how many seats are held, and how many by the hoarders. */
function samplePeak(db: Db, eventId: number, hoarders: Person[]) {
  const peak = { held: 0, hoarded: 0 };
  let running = true;
  const ids = hoarders.map((h) => h.accountId);
  const done = (async () => {
    while (running) {
      const now = await heldNow(db, eventId, ids.length ? ids : [0]);
      peak.held = Math.max(peak.held, now.held);
      peak.hoarded = Math.max(peak.hoarded, now.hoarded);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    peak,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** A percentile as printed: "n/a" for no requests, ">= " when it is a lower bound. */
function ms(samples: Sample[], p: number) {
  if (!samples.length) return "n/a";
  const { ms: value, atLeast } = samplePercentile(samples, p);
  return `${atLeast ? ">= " : ""}${value.toFixed(0)} ms`;
}

/** The waitlist's two lines: the seats that came back and where they went; the offers. */
function printWaitlist(w: WaitlistFigures) {
  const { freed, offers } = w;
  const at = (t: { count: number; p50: number; p99: number }, p: "p50" | "p99") =>
    t.count ? `${t[p].toFixed(0)} ms` : "n/a";
  console.log(
    `onsale waitlist     ${w.joined} of ${w.entries} visitors in line (${w.boughtInstead} bought seats still on sale instead, ${w.refused} refused); ${w.seatsFreed} seats freed (${freed.lapsedHolds} lapsed holds, ${freed.refunds} refunded, ${freed.cancellations} cancelled by the office, ${freed.declined} declined, ${freed.lapsedOffers} lapsed offers): ${w.seatsOffered} offered, ${w.notOfferedNobodyFit} on sale with no party in line fitting them, ${w.lost} neither; ${w.stranded} left on sale while a party fit; ${w.offeredTwice} offered twice at once (${w.offerLooks} looks)`,
  );
  console.log(
    `onsale offers       ${offers.made} offers in ${w.rounds} rounds: ${offers.bought} bought, ${offers.declined} declined, ${offers.lapsed} lapsed, ${offers.withdrawn} withdrawn, ${offers.open} open; release to offer (refunds, cancellations, declines: ${w.releaseToOfferMs.atOnce.count} seats) p50 ${at(w.releaseToOfferMs.atOnce, "p50")} p99 ${at(w.releaseToOfferMs.atOnce, "p99")}, (lapsed holds and offers, through the scheduled work: ${w.releaseToOfferMs.scheduled.count} seats) p50 ${at(w.releaseToOfferMs.scheduled, "p50")} p99 ${at(w.releaseToOfferMs.scheduled, "p99")}; phase ${w.elapsedSeconds.toFixed(1)} s`,
  );
}

type Outcome = {
  tally: OnsaleTally;
  book: SeatLedger;
  peak: { held: number; hoarded: number };
  elapsed: number;
  comparison: { status: Poll; seatMap: Poll };
  waitlist: WaitlistFigures | null;
  relayFiveXX: number;
  notDelivered: number;
};

function report(outcome: Outcome) {
  const { tally, book, peak, elapsed, comparison, waitlist } = outcome;
  const mismatches = Object.values(book.mismatches).reduce((a, b) => a + b, 0);
  const fiveXX = tally.fiveXX + outcome.relayFiveXX + (waitlist?.fiveXX ?? 0);
  const pass =
    book.oversold === 0 &&
    mismatches === 0 &&
    fiveXX === 0 &&
    (waitlist === null || waitlistHolds(waitlist));
  const limit = seatHoldLimit(SEATS);
  const broken = Object.entries(book.mismatches).filter(([, n]) => n > 0);
  const other = [tally.otherErrors, waitlist?.otherErrors ?? {}].flatMap((errors) =>
    Object.entries(errors).map(([k, n]) => `${k}: ${n}`),
  );
  console.log(
    `\nOn-sale: ${SEATS} seats, ${BUYERS} buyers (${ABANDON_PERCENT}% go back without paying), ${HOARDERS} hoarding accounts from ${HOARDER_ADDRESSES} addresses, 2 app processes, PostgreSQL, local Stripe provider`,
  );
  console.log(
    `onsale              done in ${elapsed.toFixed(1)} s: ${book.sold} of ${SEATS} seats sold in ${book.paidOrders} paid orders; ${tally.holds} buyers' holds (${tally.conflicts} CONFLICT, ${tally.limited} over the address limit), ${tally.paid} paid, ${tally.abandoned} went back; ${tally.sawSoldOut} looks found no seat free`,
  );
  console.log(
    `onsale seats        sold exactly once: ${book.sold - (book.mismatches["sold seat without exactly one paid item"] ?? 0)} of ${book.sold}; oversold ${book.oversold}; mismatches ${mismatches}${broken.length ? ` (${broken.map(([k, n]) => `${k}: ${n}`).join("; ")})` : ""}`,
  );
  console.log(
    `onsale hoarders     held at the peak ${peak.hoarded} of ${SEATS} seats (${((peak.hoarded / SEATS) * 100).toFixed(1)}% of the hall; every hold at the peak ${peak.held}); ${tally.hoarderHolds} hoarding checkouts held, ${tally.hoarderConflicts} CONFLICT, ${tally.hoardersLimited} refused at the address limit of ${limit} seats`,
  );
  console.log(
    `onsale latency      hold p50 ${ms(tally.samples.hold, 50)} p99 ${ms(tally.samples.hold, 99)}; checkout (Pay to the success page, webhook included) p50 ${ms(tally.checkout, 50)} p99 ${ms(tally.checkout, 99)}; seat status p50 ${ms(tally.samples.status, 50)} p99 ${ms(tally.samples.status, 99)} (${tally.samples.status.length} asked); cancel p99 ${ms(tally.samples.cancel, 99)}`,
  );
  console.log(
    `onsale errors       5xx ${fiveXX} (webhook relay ${outcome.relayFiveXX}${waitlist ? `, waitlist phase ${waitlist.fiveXX}` : ""}), network errors ${tally.networkErrors + (waitlist?.networkErrors ?? 0)}, webhooks not delivered ${outcome.notDelivered}${other.length ? `, other ${other.join(", ")}` : ""}`,
  );
  const { status, seatMap } = comparison;
  console.log(
    `onsale vs stage     the seat status answer ${status.bytes} bytes, ${status.rps.toFixed(0)} req/s, p99 ${status.p99.toFixed(0)} ms; today's stage page's seat map ${seatMap.bytes} bytes, ${seatMap.rps.toFixed(0)} req/s, p99 ${seatMap.p99.toFixed(0)} ms: ${(seatMap.bytes / status.bytes).toFixed(1)} x fewer bytes, ${(status.rps / seatMap.rps).toFixed(2)} x the req/s (both from the database: app processes have no page cache)`,
  );
  for (const page of lastPageBench() ?? [])
    console.log(
      `onsale page         ${page.label} in the last npm run bench: ${page.ratio.toFixed(2)} of the static page's req/s, p99 ${page.app.p99} ms, ${page.bytes} bytes`,
    );
  if (waitlist) printWaitlist(waitlist);
  else console.log("waitlist: not measured");
  console.log(
    `onsale verdict      ${pass ? "PASS" : "FAIL"} (0 oversold, every seat sold once, 0 5xx${waitlist ? ", every freed seat offered while a party in line fit it, none offered twice at once" : ""})`,
  );
  writeReport("bench-onsale", {
    seats: SEATS,
    buyers: BUYERS,
    hoarders: HOARDERS,
    hoarderAddresses: HOARDER_ADDRESSES,
    abandonPercent: ABANDON_PERCENT,
    elapsedSeconds: elapsed,
    ...book,
    peak,
    stats: { ...tally, samples: undefined, checkout: undefined },
    latencyMs: Object.fromEntries(
      Object.entries({ ...tally.samples, checkout: tally.checkout }).map(([k, v]) => [
        k,
        { p50: samplePercentile(v, 50).ms, p99: samplePercentile(v, 99).ms },
      ]),
    ),
    comparison,
    waitlist,
    fiveXX,
    pass,
  });
  if (!pass) process.exitCode = 1;
}

async function main(db: Db, databaseUrl: string) {
  const { eventId, hall } = await insertHall(db, SEATS);
  const buyers = await signedInVisitors(
    db,
    "Buyer",
    BUYERS,
    (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  );
  const hoarders = await signedInVisitors(
    db,
    "Hoarder",
    HOARDERS,
    (i) => `203.0.113.${(i % HOARDER_ADDRESSES) + 1}`,
  );
  const stops: Stops = [];
  try {
    const { apps, relay, provider } = await startServers(databaseUrl, stops);
    const comparison = await compareWithStagePage(apps, eventId);

    const tally = openOnsaleTally();
    const abandoning = new Set(
      buyers.filter((_, i) => i % 100 < ABANDON_PERCENT).map((b) => b.index),
    );
    const rules: OnsaleRules = { eventId, hall, abandons: (p) => abandoning.has(p.index) };
    const doors = openDoors();
    const timer = setTimeout(() => doors.close(), SECONDS * 1000);
    const sampler = samplePeak(db, eventId, hoarders);
    const opened = performance.now();
    const arrive = () => new Promise((r) => setTimeout(r, Math.random() * ARRIVAL_SECONDS * 1000));
    await Promise.all([
      ...buyers.map(async (b) => {
        await arrive();
        await runBuyer(b, apps, doors, tally, rules);
      }),
      // the hoarders' scripts are ready when the sale opens
      ...hoarders.map((h) => runHoarder(h, apps, doors, tally, rules)),
    ]);
    clearTimeout(timer);
    const elapsed = (Math.min(performance.now(), doors.closedAt) - opened) / 1000;
    await sampler.stop();

    const recorded = await settle(db, provider.url);
    const waitlist = WAITLIST
      ? await waitlistPhase({
          db,
          apps,
          eventId,
          hall,
          entries: WAITLIST,
          cronSecret: CRON_SECRET,
          givebackEvery: GIVEBACK_EVERY,
        })
      : null;
    const delivered = waitlist ? await settle(db, provider.url) : recorded;
    const book = await readSeatLedger(db, eventId, provider.url);
    report({
      tally,
      book,
      peak: sampler.peak,
      elapsed,
      comparison,
      waitlist,
      relayFiveXX: relay.counts.fiveXX,
      notDelivered: delivered.filter((e) => e.delivery !== "delivered").length,
    });
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

await withDemoDatabase("festival_onsale", 4, main);
