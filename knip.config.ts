import type { KnipConfig } from "knip";

// `npm test` runs knip: an export, file or dependency nothing uses fails the suite.
const config: KnipConfig = {
  entry: [
    "scripts/*.{ts,mjs}",
    "tools/stripe-local/main.ts",
    "tools/app-process/serve.ts",
    "tools/node/*.mjs",
    "tests/**/*.{test,spec}.ts",
    "tests/support/*global-setup.ts",
    "tests/support/*-env.ts",
    // vitest.config.ts aliases `server-only` to it
    "tests/support/empty-module.ts",
    // and, for the integration suites, `next/cache` to it
    "tests/support/next-cache.ts",
  ],
  project: ["**/*.{ts,tsx,mjs,css}"],
  ignoreDependencies: [
    // run as binaries by scripts/test.mjs and scripts/openapi-lint.ts
    "@redocly/cli",
    "jscpd",
    // its font file is loaded by path (next/font/local in app/layout.tsx)
    "@fontsource-variable/cairo",
  ],
  ignoreExportsUsedInFile: true,
};

export default config;
