// `npm run bench:uploads`: what a hostile upload costs everyone else, in one run on PostgreSQL.
//   1. /api/health answered to 8 steady callers for a few seconds with nothing else going on;
//   2. the same while ten vendors upload, again and again, a 1 MB PDF whose object stream
//      deflates to a gigabyte (each refused: errors.documents.pdfTooMuchWork);
//   3. single uploads of bombs from 64 MB to 8 GB unpacked: the answer and how fast it came.
// The app process's peak memory is read from the kernel after each part. Printed side by side:
// /api/health p50/p99 without and with the uploads, and their ratio.
import fs from "node:fs";
import { resetEnvForTests } from "../config/env";
import { openPostgres } from "../db/connect";
import { requirements } from "../db/schema";
import { insertBoothOrder, insertFoodEvent } from "../tests/support/books";
import { createDatabase } from "../tests/support/databases";
import { startAppProcess } from "../tests/support/app-processes";
import { signedInAccount } from "../tests/support/door";
import { pdfBomb } from "../tests/support/pdf-bomb";
import { percentile } from "./lib/bench/stats";
import { writeReport } from "./lib/serve.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 10);
const HEALTH_CALLERS = 8;

const SECRET = "bench-secret-0123456789abcdefghij";
process.env.NEXTAUTH_SECRET = SECRET;
const database = await createDatabase("festival_bench_uploads");
process.env.DATABASE_URL = database.url;
resetEnvForTests();
const setup = await openPostgres(database.url, 2, { migrate: true });
const db = setup.db;
const event = await insertFoodEvent({
  startDaysAgo: -30,
  endDaysAgo: -28,
  boothCount: UPLOADERS,
});
const [requirement] = await db
  .insert(requirements)
  .values({
    eventId: event.eventId,
    title: "Vendor permit",
    description: "",
    appliesTo: "ALL",
    kind: "FILE",
    dueDate: "2030-06-01",
  })
  .returning({ id: requirements.id });
/** Ten vendors, each with a booked booth: any of them may send a file. */
const vendors = await Promise.all(
  event.booths.map(async (booth, i) => {
    const vendor = await signedInAccount(db, "vendor", `Uploader ${i + 1}`);
    const orderId = await insertBoothOrder({ vendorId: vendor.id, eventId: event.eventId, booth });
    return { ...vendor, orderId };
  }),
);
await setup.close();

const app = await startAppProcess({
  DATABASE_URL: database.url,
  NEXTAUTH_SECRET: SECRET,
});

/** The app process's peak resident memory so far, in MB (Linux). */
function peakMb(): number {
  const status = fs.readFileSync(`/proc/${app.child.pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function upload(vendor: (typeof vendors)[number], bytes: Buffer) {
  const form = new FormData();
  form.set("requirementId", String(requirement!.id));
  form.set("orderId", String(vendor.orderId));
  form.set("file", new File([new Uint8Array(bytes)], "permit.pdf", { type: "application/pdf" }));
  const started = performance.now();
  const response = await fetch(`${app.url}/api/vendor/v1/documents`, {
    method: "POST",
    headers: { cookie: vendor.cookie, "x-xsrf-token": vendor.csrf },
    body: form,
  });
  const answer = (await response.json()) as { code?: string };
  return { status: response.status, code: answer.code, ms: performance.now() - started };
}

/** /api/health from steady callers until `until`: each call's time. */
async function healthUntil(until: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: HEALTH_CALLERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${app.url}/api/health`);
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
try {
  await healthUntil(Date.now() + 1000); // warm up
  const quiet = await healthUntil(Date.now() + SECONDS * 1000);
  const quietPeak = peakMb();

  const bomb = pdfBomb(1024);
  const until = Date.now() + SECONDS * 1000;
  const uploads: Awaited<ReturnType<typeof upload>>[] = [];
  const [loaded] = await Promise.all([
    healthUntil(until),
    ...vendors.map(async (vendor) => {
      while (Date.now() < until) uploads.push(await upload(vendor, bomb));
    }),
  ]);
  const loadedPeak = peakMb();

  const sizes = [64, 1024, 4096, 8192];
  const single = [];
  for (const megabytes of sizes) {
    const file = pdfBomb(megabytes);
    single.push({ megabytes, fileBytes: file.length, ...(await upload(vendors[0]!, file)) });
  }
  const singlePeak = peakMb();

  const figures = {
    quiet: { calls: quiet.length, p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
    loaded: { calls: loaded.length, p50: percentile(loaded, 50), p99: percentile(loaded, 99) },
    uploads: {
      count: uploads.length,
      refused: uploads.filter((u) => u.code === "errors.documents.pdfTooMuchWork").length,
      statuses: [...new Set(uploads.map((u) => `${u.status} ${u.code}`))],
      p50: percentile(
        uploads.map((u) => u.ms),
        50,
      ),
      p99: percentile(
        uploads.map((u) => u.ms),
        99,
      ),
    },
    single,
    peakMb: { quiet: quietPeak, loaded: loadedPeak, afterSingles: singlePeak },
  };
  writeReport("bench-uploads", figures);
  console.log(`\n/api/health with ${HEALTH_CALLERS} callers, ${SECONDS} s each, same process:`);
  console.log(
    `  quiet:                      ${figures.quiet.calls} calls, p50 ${fmt(figures.quiet.p50)}, p99 ${fmt(figures.quiet.p99)}`,
  );
  console.log(
    `  ${UPLOADERS} uploaders of 1 GB bombs:   ${figures.loaded.calls} calls, p50 ${fmt(figures.loaded.p50)}, p99 ${fmt(figures.loaded.p99)}`,
  );
  console.log(
    `  p99 ratio loaded/quiet:     ${(figures.loaded.p99 / figures.quiet.p99).toFixed(2)}`,
  );
  console.log(
    `bomb uploads: ${figures.uploads.count} (${figures.uploads.refused} refused with errors.documents.pdfTooMuchWork; answers ${figures.uploads.statuses.join(", ")}), each p50 ${fmt(figures.uploads.p50)}, p99 ${fmt(figures.uploads.p99)} (queued one at a time)`,
  );
  for (const s of single)
    console.log(
      `  ${String(s.megabytes).padStart(5)} MB unpacked in a ${(s.fileBytes / 1024).toFixed(0)} KB file: ${s.status} ${s.code} in ${fmt(s.ms)}`,
    );
  console.log(
    `app process peak memory: ${quietPeak} MB quiet, ${loadedPeak} MB after the bombs, ${singlePeak} MB after the single uploads`,
  );
} finally {
  await app.stop();
  await database.drop();
}
