// Starts the built app for a benchmark or audit on a fresh embedded database, and stops it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export function ensureBuilt() {
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
}

function withoutDatabaseUrl(env) {
  const rest = { ...env };
  delete rest.DATABASE_URL;
  return rest;
}

export async function startApp({ port, env = {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-bench-"));
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/serve.mjs"), String(port), "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...withoutDatabaseUrl(process.env),
        NEXT_TELEMETRY_DISABLED: "1",
        PGLITE_DIR: path.join(dir, "pglite"),
        NEXTAUTH_SECRET: "bench-secret-not-for-production-0123456789",
        ...env,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  // a server that could not listen (the port was taken) must not be mistaken for the one there
  let exited = null;
  child.once("exit", (code) => (exited = code ?? "a signal"));
  for (;;) {
    if (exited !== null) throw new Error(`the app on port ${port} exited (${exited})`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app did not start within 120 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    /** The server process's id (a benchmark reads its memory from /proc). */
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port free on the loopback now (the system's choice), for a server started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Saves a benchmark's figures as .reports/{name}.json for `npm run bench:all`'s summary. */
export function writeReport(name, data) {
  const dir = path.join(root, ".reports");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(data, null, 2));
}
