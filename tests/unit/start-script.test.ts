import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `node scripts/start.mjs` as an operator runs it, in a copy of the project with no build, so a
// start that got as far as building would print "Building the site" (and fail on an empty app).
const repo = path.resolve(import.meta.dirname, "..", "..");
let copy: string;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "festival-start-"));
  for (const file of [
    "scripts/start.mjs",
    "scripts/lib/build-freshness.mjs",
    "lib/start-config.mjs",
  ]) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"), "dir");
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [path.join(copy, "scripts", "start.mjs")], {
    cwd: copy,
    env: { PATH: process.env.PATH ?? "", HOME: copy, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("npm start with a production database", () => {
  it("stops before building when the Stripe keys are missing, naming them", () => {
    const { status, output } = start({
      DATABASE_URL: "postgres://festival@db.internal:5432/festival",
      PORT: "39517",
      // blank, as copied from .env.example
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      RESEND_API_KEY: "re_123",
      NEXTAUTH_SECRET: "a-long-enough-nextauth-secret",
      SITE_URL: "https://mahrajan.events",
    });
    expect(status).toBe(1);
    expect(output).toContain("The site cannot start:");
    expect(output).toContain(
      "- STRIPE_SECRET_KEY is required when DATABASE_URL is set: set it to the secret key from the Stripe dashboard",
    );
    expect(output).toContain("- STRIPE_WEBHOOK_SECRET is required when DATABASE_URL is set");
    expect(output).not.toContain("Building the site");
    expect(output).not.toContain("Stripe-compatible");
    expect(fs.existsSync(path.join(copy, ".next"))).toBe(false);
  }, 70_000);

  it("reads DATABASE_URL from .env.local as the server does", () => {
    fs.writeFileSync(
      path.join(copy, ".env.local"),
      "DATABASE_URL=postgres://festival@db.internal:5432/festival\n",
    );
    try {
      const { status, output } = start({ PORT: "39518" });
      expect(status).toBe(1);
      expect(output).toContain("- STRIPE_SECRET_KEY is required when DATABASE_URL is set");
      expect(output).not.toContain("Building the site");
    } finally {
      fs.rmSync(path.join(copy, ".env.local"));
    }
  }, 70_000);
});
