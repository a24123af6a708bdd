import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/** The machine's Redis (started before each session and by CI). */
export const MACHINE_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A key prefix no other test run uses, so runs sharing the machine's Redis never meet. */
export const uniquePrefix = (name: string) =>
  `test:${name}:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;

export type PrivateRedis = {
  url: string;
  /** Kills the server (as a crash would); `start` brings a new, empty one up on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Freezes and thaws the server: connections stay open and calls get no answer. */
  pause(): void;
  resume(): void;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/**
 * A Redis server of the test's own (the machine's redis-server binary, nothing kept on disk), for
 * tests that stop it: the machine's Redis is shared with everything else running here.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        process.env.REDIS_SERVER ?? "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      );
      for (let i = 0; i < 100 && !(await listening(port)); i++)
        await new Promise((r) => setTimeout(r, 50));
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      running.kill("SIGCONT");
      await new Promise((resolve) => {
        running.once("exit", resolve);
        running.kill("SIGKILL");
      });
    },
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
  };
  await redis.start();
  return redis;
}
