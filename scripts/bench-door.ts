// `npm run bench:door`: the door, both sides, in one run.
//   1. The server: 5,000 scans synced from four devices in batches (POST /api/door/v1/scans,
//      the endpoint declarations served in this process) on a fresh PostgreSQL database, each
//      device sending its queue one batch after another while the others do the same: scans per
//      second, each batch's time (p50, p99), and the results (every scan stored once, a ticket
//      scanned again by another device refused or a conflict, never admitted twice).
//   2. The device: 1,000 codes verified one after another in Chromium with lib/door/verify.ts
//      (WebCrypto's Ed25519 and the JavaScript fallback): ms per code.
//   3. The door page's JavaScript size, from the build when there is one.
// Then the figures side by side.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { openPostgres } from "../db/connect";
import { resetEnvForTests } from "../config/env";
import { createDatabase } from "../tests/support/databases";
import { insertConcert, signedInAccount } from "../tests/support/door";
import {
  benchDeviceVerification,
  deviceLines,
  doorPageJavaScript,
  type DeviceVerification,
} from "./lib/bench/door-device";
import { percentile } from "./lib/bench/stats";
import { writeReport } from "./lib/serve.mjs";

const SCANS = Number(process.env.BENCH_SCANS ?? 5000);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 4000);
const DEVICES = 4;
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const CODES = Number(process.env.BENCH_CODES ?? 1000);

process.env.NEXTAUTH_SECRET = "bench-secret-0123456789abcdefghij";
const database = await createDatabase("festival_bench_door");
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "8";
resetEnvForTests();

type Scan = { code: string; scannedAt: string; nonce: string };

async function serverSide() {
  const setup = await openPostgres(database.url, 2, { migrate: true });
  try {
    const concert = await insertConcert(setup.db, { name: "Bench concert", count: TICKETS });
    const staff = await Promise.all(
      Array.from({ length: DEVICES }, (_, i) =>
        signedInAccount(setup.db, "staff", `Gate ${i + 1}`),
      ),
    );
    const { dispatcher } = await import("../lib/http/endpoint");
    const { ENDPOINTS } = await import("../lib/http/endpoints");
    const dispatch = dispatcher(ENDPOINTS);
    const post = (device: number, scans: Scan[]) =>
      dispatch(
        new Request("http://localhost/api/door/v1/scans", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: staff[device]!.cookie,
            "x-xsrf-token": staff[device]!.csrf,
          },
          body: JSON.stringify({
            eventId: concert.eventId,
            deviceId: staff[device]!.deviceId,
            gate: `Gate ${device + 1}`,
            scans,
          }),
        }),
      );

    // Each scan in the order the doors made them, a second apart over the last hours, dealt to
    // the four devices in turn: every ticket once, then some tickets again at another device,
    // which could not have known (neither device had synced): a conflict on both.
    const started = Date.now() - (SCANS + 60) * 1000;
    const queues: Scan[][] = Array.from({ length: DEVICES }, () => []);
    for (let i = 0; i < SCANS; i++)
      queues[i % DEVICES]!.push({
        // a ticket scanned again is scanned at another device than its first scan
        code: concert.tickets[i < TICKETS ? i : (i + 1) % TICKETS]!.code,
        scannedAt: new Date(started + i * 1000).toISOString(),
        nonce: randomUUID(),
      });

    // warm-up: the modules, the verifier's key, a snapshot of the event (also timed)
    const snapshotStarted = performance.now();
    const snapshot = await dispatch(
      new Request(`http://localhost/api/door/v1/events/${concert.eventId}/snapshot`, {
        headers: { cookie: staff[0]!.cookie },
      }),
    );
    const snapshotBytes = (await snapshot.arrayBuffer()).byteLength;
    const snapshotMs = performance.now() - snapshotStarted;
    if (snapshot.status !== 200) throw new Error(`snapshot: ${snapshot.status}`);

    const batchTimes: number[] = [];
    let answered = 0;
    const wall = performance.now();
    await Promise.all(
      queues.map(async (queue, device) => {
        for (let at = 0; at < queue.length; at += BATCH) {
          const t = performance.now();
          const response = await post(device, queue.slice(at, at + BATCH));
          batchTimes.push(performance.now() - t);
          if (response.status !== 200)
            throw new Error(`batch: ${response.status} ${await response.text()}`);
          const body = (await response.json()) as { payload: { results: unknown[] } };
          answered += body.payload.results.length;
        }
      }),
    );
    const seconds = (performance.now() - wall) / 1000;

    const [stored] = (await setup.db.execute(
      sql`select count(*)::int as scans, count(distinct ticket_id) filter (where result in ('ADMITTED', 'CONFLICT'))::int as admitted from door_scans`,
    )) as unknown as { scans: number; admitted: number }[];
    if (stored!.scans !== SCANS) throw new Error(`${stored!.scans} scans stored, not ${SCANS}`);
    const [twice] = (await setup.db.execute(
      sql`select count(*)::int as n from (select ticket_id from door_scans where result = 'ADMITTED' group by ticket_id having count(*) > 1) t`,
    )) as unknown as { n: number }[];
    if (twice!.n !== 0) throw new Error(`${twice!.n} tickets admitted twice without a conflict`);
    if (answered !== SCANS) throw new Error(`${answered} scans answered, not ${SCANS}`);
    const results = (await setup.db.execute(
      sql`select result, count(*)::int as n from door_scans group by result order by result`,
    )) as unknown as { result: string; n: number }[];
    return {
      scans: SCANS,
      devices: DEVICES,
      batch: BATCH,
      seconds,
      perSecond: SCANS / seconds,
      msPerScan: (seconds * 1000) / SCANS,
      batchP50: percentile(batchTimes, 50),
      batchP99: percentile(batchTimes, 99),
      results: Object.fromEntries(results.map((r) => [r.result, r.n])),
      admittedTickets: stored!.admitted,
      snapshot: { tickets: TICKETS, ms: snapshotMs, bytes: snapshotBytes },
    };
  } finally {
    await setup.close();
  }
}

let exitCode = 0;
try {
  const server = await serverSide();
  let device: DeviceVerification[] = [];
  let deviceProblem: string | null = null;
  try {
    device = await benchDeviceVerification(CODES);
  } catch (error) {
    deviceProblem = error instanceof Error ? error.message.split("\n")[0]! : String(error);
  }
  const js = doorPageJavaScript();

  console.log(
    `server: ${server.scans} scans from ${server.devices} devices in batches of ${server.batch}: ` +
      `${server.perSecond.toFixed(0)} scans/s (${server.msPerScan.toFixed(3)} ms per scan), ` +
      `batch p50 ${server.batchP50.toFixed(1)} ms, p99 ${server.batchP99.toFixed(1)} ms`,
  );
  console.log(
    `server results (as stored): ${Object.entries(server.results)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}; ${server.admittedTickets} tickets admitted, none twice`,
  );
  console.log(
    `snapshot of ${server.snapshot.tickets} tickets: ${server.snapshot.ms.toFixed(0)} ms, ` +
      `${(server.snapshot.bytes / 1024).toFixed(0)} KB`,
  );
  if (deviceProblem) console.log(`device verification: not measured (${deviceProblem})`);
  for (const line of deviceLines(device, js)) console.log(line);

  // side by side
  const web = device.find((d) => d.engine === "webcrypto");
  const noble = device.find((d) => d.engine === "noble");
  const ratios: Record<string, number> = {};
  if (web) ratios.serverPerScanOverDeviceWebCrypto = server.msPerScan / web.msPerCode;
  if (noble) ratios.serverPerScanOverDeviceNoble = server.msPerScan / noble.msPerCode;
  if (web && noble) ratios.nobleOverWebCrypto = noble.msPerCode / web.msPerCode;
  console.log("side by side:");
  console.log(`  server, per scan synced:        ${server.msPerScan.toFixed(3)} ms`);
  if (web) console.log(`  device, per code (WebCrypto):   ${web.msPerCode.toFixed(3)} ms`);
  if (noble) console.log(`  device, per code (JavaScript):  ${noble.msPerCode.toFixed(3)} ms`);
  if (ratios.serverPerScanOverDeviceWebCrypto)
    console.log(
      `  server per scan / device check (WebCrypto): ${ratios.serverPerScanOverDeviceWebCrypto.toFixed(2)}x`,
    );
  if (ratios.serverPerScanOverDeviceNoble)
    console.log(
      `  server per scan / device check (JavaScript): ${ratios.serverPerScanOverDeviceNoble.toFixed(2)}x`,
    );
  if (ratios.nobleOverWebCrypto)
    console.log(`  JavaScript / WebCrypto on the device: ${ratios.nobleOverWebCrypto.toFixed(2)}x`);
  console.log(
    js
      ? `  door page JavaScript: ${(js.gzipBytes / 1024).toFixed(0)} KB gzipped, downloaded once and cached for offline use`
      : "  door page JavaScript: not measured (no build in .next/)",
  );
  writeReport("door", { server, device, deviceProblem, pageJavaScript: js, ratios });
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await database.drop();
  process.exit(exitCode);
}
