// Whether the production build in .next is older than the code it was built from, so `npm start`
// rebuilds instead of silently serving yesterday's site.
import fs from "node:fs";
import path from "node:path";

/**
 * What a build is made from: these folders and files, relative to the project. package-lock.json
 * is left out because `npm install` may rewrite it unchanged; after updating dependencies, start
 * with --rebuild.
 */
export const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "db",
  "config",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tailwind.config.ts",
  "tsconfig.json",
];

function newestChange(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) {
    newest = Math.max(newest, newestChange(path.join(file, entry)));
  }
  return newest;
}

/**
 * "missing" when there is no build, "stale" when a build input changed after it was made (the
 * newest input's path is given), otherwise "fresh".
 */
export function buildFreshness(root) {
  let builtAt;
  try {
    builtAt = fs.statSync(path.join(root, ".next", "BUILD_ID")).mtimeMs;
  } catch {
    return { state: "missing" };
  }
  for (const input of BUILD_INPUTS) {
    if (newestChange(path.join(root, input)) > builtAt) return { state: "stale", changed: input };
  }
  return { state: "fresh", builtAt: new Date(builtAt) };
}
