import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";

const ONLY_QUERIES = {
  regex: "(^@/|^(\\.\\./)+)db/(?!queries/)",
  message: "Outside db/, only db/queries/* and a feature's queries.ts may read the database.",
};
const NO_DATABASE = {
  regex: "(^@/|^(\\.\\./)+)db/",
  message: "Components never read db/: the page passes them their data (types may be imported).",
  allowTypeImports: true,
};
const ONE_LANGUAGE = {
  regex: "(^@/|^(\\.\\./)+)(messages/|(lib/)?i18n/catalogues)",
  message:
    "Words reach code through lib/i18n/messages.ts: in a module the browser loads, a catalogue would carry both languages to every page (each language's words are a script of their own, lib/i18n/catalogues-in-browser.ts).",
  allowTypeImports: true,
};
const ONE_RESOLVER = {
  name: "@hookform/resolvers/zod",
  message:
    "Forms validate through components/forms/zod-resolver.ts, which writes the rules' messages in the page's language.",
};
const ONLY_CONFIG = { regex: "(^@/|^(\\.\\./)+)db/", message: "config/ is the bottom layer." };
const NOT_LIB = {
  regex: "(^@/|^(\\.\\./)+)lib/",
  message: "db/ and config/ sit below lib/ and never import it.",
};

// Layers, from the bottom: config/ (settings), db/ (schema, client, queries), lib/ (the domain),
// then app/ and components/. Outside db/, data is read and written through db/queries/* only;
// components get their data from pages and never read db/ (tests/unit/layers.test.ts). The
// catalogues stay on the server: components and lib/ reach them through lib/i18n/messages.ts.
export const LAYERS = [
  {
    files: ["app/**", "lib/**", "tools/**", "proxy.ts", "instrumentation.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ONLY_QUERIES] }] },
  },
  {
    // a feature's own reads and writes (lib/<feature>/queries.ts) use the schema and the client
    files: ["lib/*/queries.ts", "lib/*/queries/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [NO_DATABASE, ONE_LANGUAGE], paths: [ONE_RESOLVER] },
      ],
    },
  },
  {
    files: ["components/forms/zod-resolver.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [NO_DATABASE, ONE_LANGUAGE] },
      ],
    },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/i18n/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [ONE_LANGUAGE] }] },
  },
  {
    files: ["db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_LIB] }] },
  },
  {
    files: ["config/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_LIB, ONLY_CONFIG] }] },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      ".scratch/**",
      ".reports/**",
      "next-env.d.ts",
    ],
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { drizzle },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  // No source file over 400 lines: a longer one holds more than one thing. Seed data is data.
  {
    files: ["app/**", "components/**", "lib/**", "db/**", "config/**", "scripts/**", "tools/**"],
    ignores: ["db/seed-data.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  ...LAYERS,
];

export default config;
