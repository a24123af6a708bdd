import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFreshness } from "../../scripts/lib/build-freshness.mjs";

// `npm start` rebuilds when the code changed after the last build, instead of serving it stale.

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function project() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-build-"));
  fs.mkdirSync(path.join(dir, "lib", "payments"), { recursive: true });
  fs.writeFileSync(path.join(dir, "lib", "payments", "checkout.ts"), "export {};");
  return dir;
}

function touch(file: string, secondsAgo: number) {
  const when = new Date(Date.now() - secondsAgo * 1000);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, "x");
  fs.utimesSync(file, when, when);
}

describe("buildFreshness", () => {
  it("is missing without a build", () => {
    expect(buildFreshness(project())).toEqual({ state: "missing" });
  });

  it("is fresh when nothing changed after the build, and names the build's time", () => {
    const root = project();
    touch(path.join(root, "lib", "payments", "checkout.ts"), 120);
    touch(path.join(root, ".next", "BUILD_ID"), 60);
    const result = buildFreshness(root);
    expect(result.state).toBe("fresh");
  });

  it("is stale when a file deep in a build input changed after the build, naming the input", () => {
    const root = project();
    touch(path.join(root, ".next", "BUILD_ID"), 60);
    touch(path.join(root, "lib", "payments", "checkout.ts"), 5);
    expect(buildFreshness(root)).toEqual({ state: "stale", changed: "lib" });
    touch(path.join(root, "lib", "payments", "checkout.ts"), 120);
    touch(path.join(root, "next.config.ts"), 1);
    expect(buildFreshness(root)).toEqual({ state: "stale", changed: "next.config.ts" });
  });
});
