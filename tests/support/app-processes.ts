import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export type AppProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts one app process (the site's API route handlers on node:http) and waits until it listens. */
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    [
      // e.g. APP_PROCESS_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile under load
      ...(process.env.APP_PROCESS_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      "--import",
      "./tools/node/server-modules.mjs",
      path.join(root, "tools/app-process/serve.ts"),
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", APP_PROCESS_PORT: "0", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("app process did not start in 60 s")), 60_000);
    child.once("exit", (code) => reject(new Error(`app process exited early (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(String(chunk));
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

/**
 * The local Stripe-compatible provider in its own process, on a free port; with `webhookUrl` it
 * delivers its signed webhooks there itself, otherwise it only records them.
 */
export function startProviderProcess(options: {
  webhookSecret: string;
  webhookUrl?: string;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "tools/stripe-local/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        STRIPE_LOCAL_PORT: "0",
        STRIPE_WEBHOOK_SECRET: options.webhookSecret,
        ...(options.webhookUrl ? { STRIPE_WEBHOOK_URL: options.webhookUrl } : {}),
        STRIPE_LOCAL_QUIET: "1",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`stripe-local exited early (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(String(chunk));
      if (!match) return;
      resolve({
        url: match[1]!,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}
