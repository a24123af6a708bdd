import { spawn } from "node:child_process";
import path from "node:path";
import { expect } from "./fixtures";

const root = path.resolve(import.meta.dirname, "..", "..");

const health = (base: string) =>
  fetch(`${base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );

/**
 * Starts the built app on a database of its own (`scripts/e2e-server.ts`), for a walk that must
 * not share the suite's servers: `instances` processes on consecutive ports from `port`. Refuses
 * at once when one of those ports already answers (a server an interrupted run left behind, whose
 * database is not this walk's), rather than walking against it. Resolves once every instance
 * answers, with the function that stops the whole process group (the starter and the servers it
 * started).
 */
export async function startOwnServer(options: {
  port: number;
  instances?: number;
  env?: Record<string, string>;
}): Promise<() => Promise<void>> {
  const { port, instances = 1, env = {} } = options;
  const bases = Array.from({ length: instances }, (_, i) => `http://127.0.0.1:${port + i}`);
  for (const base of bases)
    if ((await health(base)) !== 0)
      throw new Error(`${base} already answers: stop the server left there before this walk`);
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/e2e-server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DB: "postgres",
      E2E_INSTANCES: String(instances),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group has ended
    }
  };
  const stop = async () => {
    signalGroup("SIGTERM");
    const late = setTimeout(() => signalGroup("SIGKILL"), 15_000);
    await exited;
    clearTimeout(late);
  };
  try {
    for (const base of bases) await expect.poll(() => health(base), { timeout: 150_000 }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
