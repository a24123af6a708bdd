import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { errorStack, errorText } from "./log";

/** Work a request leaves for after its answer; it never changes the answer. */
export type AfterTask = () => Promise<void>;

/** How a host runs a task once the current request's answer is sent; throws outside a request. */
export type DeferTask = (task: AfterTask) => void;

// On globalThis: Next may load this module once per server bundle, and every copy must see the
// host the app registered.
const HOST = Symbol.for("festival.after-response");
const registry = globalThis as { [HOST]?: DeferTask };

/** The tasks of the request being answered by `answerThenRun`, when one is. */
const collecting = new AsyncLocalStorage<AfterTask[]>();

/** Tasks started and not yet finished, so a process that stops can wait for them. */
const running = new Set<Promise<void>>();

function track(work: Promise<void>): Promise<void> {
  running.add(work);
  return work.finally(() => running.delete(work));
}

/** A task that logs its failure instead of throwing it: nobody is left to answer. */
function guarded(name: string, task: AfterTask): AfterTask {
  return () =>
    task().catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "work after the answer failed",
          task: name,
          error: errorText(error),
          stack: errorStack(error),
        }),
      );
    });
}

/**
 * The Next app registers its `after` (the API's route file does, before it serves a request): a
 * task then runs once the response has been sent, and the host keeps the function alive for it.
 */
export function registerAfterResponse(defer: DeferTask): void {
  registry[HOST] = defer;
}

/**
 * Runs `task` after the current request's answer is sent, so what it costs (and whether it runs
 * at all) cannot show in the answer's time. Inside `answerThenRun` (the app process) or Next's
 * request scope it is queued and this returns at once. Called anywhere else (a test or script
 * calling the API in-process, where no answer is being sent) it runs before this returns. A
 * failure is logged, never thrown.
 */
export async function afterResponse(name: string, task: AfterTask): Promise<void> {
  const safe = guarded(name, task);
  const queued = collecting.getStore();
  if (queued) {
    queued.push(safe);
    return;
  }
  const host = registry[HOST];
  if (host) {
    try {
      host(() => track(safe()));
      return;
    } catch {
      // not inside one of the host's requests: run it here
    }
  }
  await track(safe());
}

/**
 * One request for a host without its own `after` (the bare node:http app process): `handle`
 * makes the answer, collecting the work left for later; `send` sends it; then that work runs.
 * Resolves when the work is done.
 */
export async function answerThenRun<T>(
  handle: () => Promise<T>,
  send: (answer: T) => Promise<void> | void,
): Promise<void> {
  const tasks: AfterTask[] = [];
  const answer = await collecting.run(tasks, handle);
  try {
    await send(answer);
  } finally {
    await Promise.all(tasks.map((task) => track(task())));
  }
}

/** Resolves once no work after an answer is under way (a stopping process waits for it). */
export async function afterResponsesSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
