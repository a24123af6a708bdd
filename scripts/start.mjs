#!/usr/bin/env node
// `npm start`: build once if needed, then serve on PORT (default 3000). With no DATABASE_URL the
// server opens the embedded database in .data/ and migrates and seeds it on first use.
// `npm run dev` (`--dev`): the same preparation (secret, local payment provider), then Next's
// development server (hot reload) instead of a build.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { refusalMessage, startPlan } from "../lib/start-config.mjs";
import { buildFreshness } from "./lib/build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");

// The server reads .env.production.local, .env.local, .env.production and .env itself; decide
// from the same values it will see, so a DATABASE_URL kept in .env.local is not a demo.
const { loadEnvConfig } = createRequire(path.join(root, "node_modules", "next", "package.json"))(
  "@next/env",
);
loadEnvConfig(root, false, { info() {}, error: console.error });

// A blank value (`FOO=` copied from .env.example) counts as unset, here and in the server. It
// stays in the children's environment so their own .env loading cannot fill it in differently.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const port = env.PORT || "3000";

// A production start without its settings stops here, before a build of a minute or more.
const plan = startPlan(env);
if (plan.problems.length) {
  console.error(refusalMessage(plan.problems));
  process.exit(1);
}

// next-auth needs a secret in production; demo mode generates one once and keeps it in .data/.
if (!env.NEXTAUTH_SECRET && plan.demo) {
  const file = path.join(root, ".data", "nextauth-secret");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file))
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  env.NEXTAUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}
env.NEXTAUTH_URL ||= env.SITE_URL || `http://localhost:${port}`;

const dev = process.argv.includes("--dev");
const build = dev ? { state: "fresh", builtAt: new Date() } : buildFreshness(root);
if (dev) {
  console.log("Starting next dev (hot reload; pages compile on first visit)...");
} else if (build.state !== "fresh" || process.argv.includes("--rebuild")) {
  console.log(
    build.state === "missing"
      ? "Building the site (first start only)..."
      : build.state === "stale"
        ? `Rebuilding the site: ${build.changed} changed since the last build...`
        : "Rebuilding the site (--rebuild)...",
  );
  const run = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
} else {
  console.log(
    `Using the build of ${build.builtAt.toLocaleString()} (nothing changed since; --rebuild forces one).`,
  );
}

const children = [];

// Demo mode without a Stripe key: the project's local Stripe-compatible provider, so a newcomer
// can complete a purchase end to end. With a real key the site talks to Stripe itself; outside
// demo mode a missing key has already stopped the start above.
if (plan.localStripe) {
  const stripePort = env.STRIPE_LOCAL_PORT || String(Number(port) + 9111);
  const secretFile = path.join(root, ".data", "stripe-webhook-secret");
  fs.mkdirSync(path.dirname(secretFile), { recursive: true });
  if (!fs.existsSync(secretFile))
    fs.writeFileSync(secretFile, `whsec_${randomBytes(24).toString("hex")}`, { mode: 0o600 });
  env.STRIPE_SECRET_KEY = "sk_test_local_demo";
  env.STRIPE_WEBHOOK_SECRET = fs.readFileSync(secretFile, "utf8").trim();
  env.STRIPE_API_BASE = `http://127.0.0.1:${stripePort}`;
  const provider = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "tools", "stripe-local", "main.ts")],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...env,
        STRIPE_LOCAL_PORT: stripePort,
        STRIPE_LOCAL_PUBLIC_URL: `http://localhost:${stripePort}`,
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
      },
    },
  );
  children.push(provider);
  await new Promise((resolve, reject) => {
    provider.stdout.once("data", (line) => {
      console.log(String(line).trim());
      resolve();
    });
    provider.once("exit", (code) =>
      reject(new Error(`the local Stripe provider exited (${code})`)),
    );
  });
}

const server = spawn(
  process.execPath,
  [path.join(root, "scripts", "serve.mjs"), port, ...(dev ? ["--dev"] : [])],
  { cwd: root, env, stdio: "inherit" },
);
children.push(server);
server.on("exit", (code) => {
  for (const child of children) if (child !== server) child.kill("SIGTERM");
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
