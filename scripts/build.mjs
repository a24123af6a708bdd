#!/usr/bin/env node
// `npm run build`: Next's production build, then compile hints on the scripts every page loads
// first. `npm start` and `npm test` build through this file too.
//
// A browser compiles most of a script's functions only when they are first called, on the main
// thread; the framework's scripts (React, Next's router, the bundler's runtime) are almost all
// called as a page starts, so that compiling is most of the first long task. The comment
// `//# allFunctionsCalledOnLoad` at the top of a script tells Chrome (V8's explicit compile hints,
// Chrome 136 and later) to compile all of its functions while the script streams in, off the main
// thread. Only these scripts carry it: the page's own chunks call a part of what they hold, and
// other browsers read the line as a comment. docs/performance.md has the measurements.
//
// Then each dynamic route once in the list Next's router walks for an address
// (scripts/lib/router-routes.mjs): the build names each of them twice.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { addCompileHints } from "./lib/compile-hints.mjs";
import { onceInTheRouter } from "./lib/router-routes.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const run = spawnSync(process.execPath, [next, "build", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
if (run.status !== 0) process.exit(run.status ?? 1);
const distDir = path.join(root, ".next");
const hinted = addCompileHints(distDir);
console.log(`Compile hints added to the ${hinted.length} scripts every page loads first.`);
const marked = onceInTheRouter(distDir);
console.log(`${marked.length} dynamic routes listed once in the router instead of twice.`);
