import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repo explains itself: no comment or doc points at a document kept outside it (design notes,
// the product specification by section). A rule in code states the rule.

const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "components", "lib", "db", "scripts", "tests", "tools", "docs", "public"];
const SKIP = new Set(["migrations", "node_modules"]);
const TEXT = /\.(ts|tsx|mjs|js|css|md|json|svg)$/;
// Built from pieces so this file does not match itself.
const OUTSIDE = new RegExp(
  ["DESIGN", "STYLE", "STACK-NOTES"].map((name) => `${name}\\.md`).join("|") +
    "|\u00a7|" +
    ["spec", "000"].join("/"),
);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

describe("the repo's own words", () => {
  it("no file cites a document kept outside the repo", () => {
    const scanned = [
      ...SCANNED.flatMap((d) => files(path.join(root, d))),
      ...fs
        .readdirSync(root)
        .filter((f) => TEXT.test(f) && f !== "package-lock.json")
        .map((f) => path.join(root, f)),
    ];
    expect(scanned.length).toBeGreaterThan(100);
    const found = scanned.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          OUTSIDE.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
