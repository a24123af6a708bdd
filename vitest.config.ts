import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

// The integration suites run the site's cached reads as plain functions (there is no Next cache
// outside Next) and record what they tag.
const integrationAlias = {
  ...alias,
  "next/cache": path.resolve(import.meta.dirname, "tests/support/next-cache.ts"),
};

// `isolate: false`: the files of a project share one module graph, so the site's modules (and the
// database client) load once per run instead of once per file; no test relies on fresh module
// state (each creates its own accounts, events and booths).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          isolate: false,
          // `npm test` runs this step beside the other read-only checks on two cores: a test that
          // draws PDFs or reads the whole import graph can take several times its own time. A
          // time limit is there to end a hung test; speed is the benchmarks' to measure.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: integrationAlias },
        test: {
          name: "integration-pg",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["tests/support/postgres-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        resolve: { alias: integrationAlias },
        test: {
          name: "integration-pglite",
          // A smoke subset on the embedded database (the whole suite runs on PostgreSQL): reads,
          // accounts and sessions, a paid checkout with its contract, tickets and webhooks, so
          // every migration and query shape is exercised on PGlite too; and the limits on what a
          // request may carry (body sizes, control characters), which a query must never reach.
          include: [
            "tests/integration/public-api.test.ts",
            "tests/integration/contact-api.test.ts",
            "tests/integration/sessions.test.ts",
            "tests/integration/visitor-accounts.test.ts",
            "tests/integration/event-contracts.test.ts",
            "tests/integration/sales-end.test.ts",
            "tests/integration/event-copy.test.ts",
            "tests/integration/addons.test.ts",
            "tests/integration/money-after-payment.test.ts",
            "tests/integration/tickets.test.ts",
            "tests/integration/arabic-names.test.ts",
            "tests/integration/webhook-ledger.test.ts",
            "tests/integration/ledger-findings.test.ts",
            "tests/integration/ledger-model.test.ts",
            "tests/integration/attempts.test.ts",
            "tests/integration/request-limits.test.ts",
            "tests/integration/admin-dashboard.test.ts",
            "tests/integration/admin-exports.test.ts",
            "tests/integration/invoices.test.ts",
            "tests/integration/vendor-documents.test.ts",
            "tests/integration/requirement-reminders.test.ts",
            "tests/integration/compliance.test.ts",
            "tests/integration/requirements.test.ts",
            "tests/integration/arabic-last-word.test.ts",
            "tests/integration/deposit-books.test.ts",
            "tests/integration/vendor-sales.test.ts",
            "tests/integration/door-scans.test.ts",
            "tests/integration/staff.test.ts",
          ],
          setupFiles: ["tests/support/pglite-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
    ],
  },
});
