#!/usr/bin/env node
// `npm start`: build once if needed, then serve on PORT (default 3000). With no DATABASE_URL the
// server opens the embedded database in .data/ and migrates and seeds it on first use.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = env.PORT ?? "3000";

// next-auth needs a secret in production; demo mode generates one once and keeps it in .data/.
if (!env.NEXTAUTH_SECRET && !env.DATABASE_URL) {
  const file = path.join(root, ".data", "nextauth-secret");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file))
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  env.NEXTAUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}
env.NEXTAUTH_URL ??= env.SITE_URL ?? `http://localhost:${port}`;

if (!fs.existsSync(path.join(root, ".next", "BUILD_ID")) || process.argv.includes("--rebuild")) {
  console.log("Building the site (first start only)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];

// Demo mode without a Stripe key: the project's local Stripe-compatible provider, so a newcomer
// can complete a purchase end to end. With a real key the site talks to Stripe itself.
if (!env.STRIPE_SECRET_KEY) {
  const stripePort = env.STRIPE_LOCAL_PORT ?? String(Number(port) + 9111);
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

const server = spawn(process.execPath, [nextBin, "start", "-p", port], {
  cwd: root,
  env,
  stdio: "inherit",
});
children.push(server);
server.on("exit", (code) => {
  for (const child of children) if (child !== server) child.kill("SIGTERM");
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
