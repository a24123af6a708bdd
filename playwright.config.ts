import { defineConfig, devices } from "@playwright/test";
import { testChromium } from "./tests/support/chromium";

const launchOptions = {
  executablePath: testChromium(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

// E2E_PORT_BASE moves the three servers (and the walks' own) to other ports, so two checkouts
// can run their browser tests at once.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const PG_PORT = PORT_BASE;
/** The walks that move the seeded concert's date (see the concert-day project). */
const CONCERT_DAY = /(door|ticket-transfer)\.spec\.ts/;
const PGLITE_PORT = PORT_BASE + 1;
const PHONE_PORT = PORT_BASE + 2;
const server = (port: number, db: string) => ({
  command: "node_modules/.bin/tsx scripts/e2e-server.ts",
  url: `http://127.0.0.1:${port}/api/health`,
  env: { PORT: String(port), E2E_DB: db },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

// A trace of each failed test, kept for `npx playwright show-trace`; `npm test` turns it off.
const TRACE = process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure";

/** Browser tests in the system Chromium against the built app (`next build` runs first). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [["list"]],
  use: { trace: TRACE, launchOptions },
  projects: [
    {
      name: "postgres",
      testIgnore: [/(pglite|instances)\.spec\.ts/, CONCERT_DAY],
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PG_PORT}`, launchOptions },
    },
    {
      // The walks that move the seeded concert's date for a while (the door to today, a ticket
      // passed on before its doors open): one at a time, beside the other tests.
      name: "concert-day",
      testMatch: CONCERT_DAY,
      workers: 1,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PG_PORT}`, launchOptions },
    },
    {
      // The booth and seat journeys again on a phone, against their own database (they book the
      // same booths): the tests tagged @phone. Pages whose layout changes on a phone are checked
      // there by the tests themselves (the menu, the contract's sheet, axe at both sizes).
      name: "phone",
      testMatch: /(booking|seats|seat-choice)\.spec\.ts/,
      grep: /@phone/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        baseURL: `http://127.0.0.1:${PHONE_PORT}`,
        launchOptions,
      },
    },
    {
      name: "pglite",
      testMatch: /pglite\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${PGLITE_PORT}`,
        launchOptions,
      },
    },
    {
      // Two instances of the build sharing Next's cache through Redis, started by the test itself;
      // alone at the end, so that the other tests' load does not blur its one-second deadline.
      name: "instances",
      testMatch: /instances\.spec\.ts/,
      dependencies: ["postgres", "concert-day", "phone", "pglite"],
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
  webServer: [
    server(PG_PORT, "postgres"),
    server(PHONE_PORT, "postgres"),
    server(PGLITE_PORT, "pglite"),
  ],
});
