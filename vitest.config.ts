import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-pg",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["tests/support/postgres-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-pglite",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ["tests/integration/**/*.pg-only.test.ts"],
          setupFiles: ["tests/support/pglite-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
