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
      "--conditions=react-server",
      "--import",
      "tsx",
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
