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
