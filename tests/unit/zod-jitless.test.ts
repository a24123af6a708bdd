import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * What the browser does, in a process of its own (zod's configuration is per process): run
 * instrumentation-client.ts first, then load zod, build an object schema and parse with it, with
 * `Function` replaced by one that records every attempt to compile code.
 */
const BROWSER_ORDER = `
const compiled = [];
const RealFunction = globalThis.Function;
globalThis.Function = new Proxy(RealFunction, {
  construct(target, args) { compiled.push(args.join(",")); return Reflect.construct(target, args); },
  apply(target, self, args) { compiled.push(args.join(",")); return Reflect.apply(target, self, args); },
});
await import(${JSON.stringify(path.join(root, "instrumentation-client.ts"))});
const { z } = await import("zod");
const booth = z.object({ name: z.string(), priceCents: z.number().int(), tags: z.array(z.string()) });
for (let i = 0; i < 50; i++) booth.parse({ name: "A-01", priceCents: 35000, tags: ["food"] });
console.log(JSON.stringify({ jitless: z.config().jitless, compiled }));
`;

describe("zod in the browser", () => {
  it("is configured jitless before any schema is built, and compiles no code", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", BROWSER_ORDER],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ jitless: true, compiled: [] });
  });
});
