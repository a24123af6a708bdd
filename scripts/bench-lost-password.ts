// `npm run bench:lost-password`: whether the lost-password answer's time tells who has an
// account. One app process (the site's endpoint declarations on node:http) on a fresh
// PostgreSQL database, sending its e-mails to a stand-in for Resend; 48 requests for addresses
// that have an account and 48 for addresses that have none, interleaved, each address asked
// once (3 requests an address an hour are allowed). Prints each side's median, their
// difference, and how often one request's time guesses right with a threshold between the
// medians: 50% is a coin toss.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { openPostgres } from "../db/connect";
import { vendors } from "../db/schema";
import { CSRF_COOKIE, CSRF_HEADER } from "../lib/http/csrf-names";
import { startAppProcess } from "../tests/support/app-processes";
import { createDatabase } from "../tests/support/databases";
import { percentile } from "./lib/bench/stats";
import { writeReport } from "./lib/serve.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 48);
const WARM_UP = 8;
// A pause between requests, so one request's after-answer work (the known address's e-mail)
// has finished before the next is timed, as for a caller who asks now and then.
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 30);

/** A stand-in for Resend's API: accepts every message and counts them. */
async function startMailProvider() {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received++;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: `re_${received}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The median of each side, their difference, and a one-request threshold guess's hit rate. */
function summarise(known: number[], unknown: number[]) {
  const knownMedian = percentile(known, 50);
  const unknownMedian = percentile(unknown, 50);
  const threshold = (knownMedian + unknownMedian) / 2;
  // Guess "known" on the side of the threshold where the known addresses' median lies.
  const knownSlower = knownMedian >= unknownMedian;
  const guessesKnown = (ms: number) => ms > threshold === knownSlower;
  const right =
    known.filter(guessesKnown).length + unknown.filter((ms) => !guessesKnown(ms)).length;
  return {
    knownMedian,
    unknownMedian,
    difference: knownMedian - unknownMedian,
    threshold,
    correctGuesses: right / (known.length + unknown.length),
  };
}

const database = await createDatabase("festival_bench_lost_password");
const setup = await openPostgres(database.url, 2, { migrate: true });
const mail = await startMailProvider();
const secret = "bench-secret-0123456789abcdefghij";
const app = await startAppProcess({
  DATABASE_URL: database.url,
  NEXTAUTH_SECRET: secret,
  SITE_URL: "https://festival.example",
  RESEND_API_KEY: "re_bench",
  RESEND_BASE_URL: mail.url,
});
try {
  const run = Date.now().toString(36);
  // The same length for both sides: "k" or "u".
  const address = (kind: string, i: number) => `lost.${kind[0]}.${run}.${i}@example.com`;
  await setup.db.insert(vendors).values(
    Array.from({ length: REQUESTS + WARM_UP }, (_, i) => ({
      contactName: `Bench ${i}`,
      legalName: `Bench ${i} Ltd`,
      lob: `Bench ${i}`,
      city: "-",
      phone: "-",
      email: address("known", i),
      passwordHash: "unused",
    })),
  );

  // The anti-forgery pair a browser without a session holds, as the lost-password page gets it.
  const tokenResponse = await fetch(`${app.url}/api/csrf-token`);
  const cookie = tokenResponse.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))!;
  const csrf = cookie.slice(CSRF_COOKIE.length + 1);

  async function ask(email: string): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/vendor/v1/lostPassword`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, [CSRF_HEADER]: csrf },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${email}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    return ms;
  }

  for (let i = 0; i < WARM_UP; i++) {
    await ask(address("known", REQUESTS + i));
    await ask(address("unknown", REQUESTS + i));
  }
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    // Which side goes first alternates, so neither always follows the other.
    const order = i % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
    for (const kind of order)
      (kind === "known" ? known : unknown).push(await ask(address(kind, i)));
  }
  // Every known address's e-mail reaches the provider (sent after the answer, not before).
  const deadline = Date.now() + 10_000;
  while (mail.received() < REQUESTS + WARM_UP && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));

  const result = summarise(known, unknown);
  console.log(
    `lost password, ${REQUESTS} requests each, interleaved:\n` +
      `  known addresses   median ${result.knownMedian.toFixed(2)} ms\n` +
      `  unknown addresses median ${result.unknownMedian.toFixed(2)} ms\n` +
      `  difference        ${result.difference >= 0 ? "+" : ""}${result.difference.toFixed(2)} ms\n` +
      `  one request guessed right ${(result.correctGuesses * 100).toFixed(0)}% of the time ` +
      `(threshold ${result.threshold.toFixed(2)} ms; 50% is a coin toss)\n` +
      `  e-mails the provider received: ${mail.received()} of ${REQUESTS + WARM_UP}`,
  );
  writeReport("lost-password", { ...result, requests: REQUESTS, mailsReceived: mail.received() });
} finally {
  await app.stop();
  await mail.close();
  await setup.close();
  await database.drop();
  process.exit(0);
}
