// Reading the test runners' JSON reports for `npm test`'s closing lines (plain JavaScript, so
// scripts/test.mjs runs it with node before anything is built, and the unit tests import it).
import fs from "node:fs";
import path from "node:path";

/**
 * The parsed JSON report in the file, or null when there is none or it cannot be read: a step
 * that was not run or stopped part-way. Its own exit code fails the run; the report's absence
 * must not fail it a second time.
 * @param {string} file
 * @returns {unknown}
 */
export function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** @param {unknown} value */
const list = (value) => (Array.isArray(value) ? value : []);
/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value : "");
/** @param {unknown} value */
const number = (value) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** @typedef {{ title: string; ms: number; timeout: number; error: string | null }} BrowserRow */

/**
 * Every browser test of a Playwright JSON report with its longest attempt and its timeout:
 * "file › describe › title", and the project when it is not the first one (the phone project
 * runs some files again).
 * @param {any} report
 * @returns {BrowserRow[]}
 */
function browserTimings(report) {
  const firstProject = text(list(report?.config?.projects)[0]?.name);
  /** @type {BrowserRow[]} */
  const rows = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of list(suite?.specs))
      for (const test of list(spec?.tests)) {
        const ms = Math.max(0, ...list(test?.results).map((r) => number(r?.duration)));
        const project = text(test?.projectName);
        const name = [text(spec?.file), ...titles, text(spec?.title)].filter(Boolean).join(" › ");
        const results = list(test?.results);
        rows.push({
          title: project && project !== firstProject ? `${name} [${project}]` : name,
          ms,
          timeout: number(test?.timeout),
          // failed in every attempt (a flaky test passed in the end)
          error:
            text(test?.status) === "unexpected"
              ? text(results.at(-1)?.error?.message) || text(results.at(-1)?.status) || "failed"
              : null,
        });
      }
    for (const child of list(suite?.suites)) walk(child, [...titles, text(child?.title)]);
  };
  // A file's own suite is titled with the file name, which spec.file already gives.
  for (const file of list(report?.suites)) walk(file, []);
  return rows;
}

/**
 * Every test of a Vitest JSON report that ran, with its duration: "[project] file › describe ›
 * title", the file relative to the project's root.
 * @param {any} report
 * @param {string} project
 * @param {string} root
 * @returns {{ title: string; ms: number; error: string | null }[]}
 */
function vitestTimings(report, project, root) {
  return list(report?.testResults).flatMap((file) => {
    const name = text(file?.name);
    const relative = name && path.isAbsolute(name) ? path.relative(root, name) : name;
    return list(file?.assertionResults)
      .filter((test) => typeof test?.duration === "number" || test?.status === "failed")
      .map((test) => ({
        title: `[${project}] ${[relative, ...list(test.ancestorTitles).map(text), text(test.title)]
          .filter(Boolean)
          .join(" › ")}`,
        ms: number(test.duration),
        error: test.status === "failed" ? text(list(test.failureMessages)[0]) || "failed" : null,
      }));
  });
}

/**
 * Every test of every Vitest report in the folder (`<project>.vitest.json`), projects in name order.
 * @param {string} reports
 * @param {string} root
 */
function vitestRows(reports, root) {
  const suffix = ".vitest.json";
  const files = fs.existsSync(reports) ? fs.readdirSync(reports) : [];
  return files
    .filter((file) => file.endsWith(suffix))
    .sort()
    .flatMap((file) =>
      vitestTimings(readReport(path.join(reports, file)), file.slice(0, -suffix.length), root),
    );
}

/**
 * The n slowest rows, slowest first.
 * @template {{ ms: number }} T
 * @param {readonly T[]} rows
 * @param {number} [n]
 * @returns {T[]}
 */
function slowest(rows, n = 10) {
  return [...rows].sort((a, b) => b.ms - a.ms).slice(0, n);
}

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(5);

/**
 * The closing lists of `npm test` from the reports in the folder: the ten slowest browser tests
 * with their timeouts (marked "!" past half of it, so a test drifting towards its limit on a
 * slow machine shows before it fails there), then the ten slowest unit and integration tests.
 * A list whose report is missing or unreadable is left out.
 * @param {string} reports
 * @param {string} root
 * @returns {string[]}
 */
export function slowestTestLines(reports, root) {
  const lines = [];
  const browser = slowest(
    browserTimings(readReport(path.join(reports, "browser.playwright.json"))),
  );
  if (browser.length) {
    lines.push("", "slowest browser tests (duration of timeout; ! past half of it):");
    for (const t of browser) {
      const over = t.timeout > 0 && t.ms > t.timeout / 2 ? "!" : " ";
      lines.push(`${over} ${seconds(t.ms)} s of ${Math.round(t.timeout / 1000)} s  ${t.title}`);
    }
  }
  const vitest = slowest(vitestRows(reports, root));
  if (vitest.length) {
    lines.push("", "slowest unit and integration tests:");
    for (const t of vitest) lines.push(`  ${seconds(t.ms)} s  ${t.title}`);
  }
  return lines;
}

/** An error's first lines, without terminal colours: enough to see what failed. */
function firstLines(/** @type {string} */ message, count = 6) {
  const plain = message.replace(/\u001b\[[0-9;]*m/g, "");
  return plain
    .split("\n")
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, count);
}

/**
 * The failed tests of the run with the first lines of their errors, last in `npm test`'s output:
 * where a CI log keeps only its end, what failed and why are still in it.
 * @param {string} reports
 * @param {string} root
 * @returns {string[]}
 */
export function failedTestLines(reports, root) {
  const failed = [
    ...vitestRows(reports, root),
    ...browserTimings(readReport(path.join(reports, "browser.playwright.json"))),
  ].filter((t) => t.error !== null);
  if (!failed.length) return [];
  const lines = ["", `failed tests (${failed.length}):`];
  for (const t of failed.slice(0, 20)) {
    lines.push(`  ${t.title}`);
    for (const line of firstLines(/** @type {string} */ (t.error))) lines.push(`      ${line}`);
  }
  if (failed.length > 20) lines.push(`  ... and ${failed.length - 20} more`);
  return lines;
}
