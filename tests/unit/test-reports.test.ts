import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { failedTestLines, slowestTestLines } from "../../scripts/lib/test-reports.mjs";

// `npm test` ends with the slowest tests of the run, read from the runners' JSON reports.

const root = "/repo";
let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function reports(files: Record<string, unknown>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-reports-"));
  for (const [name, content] of Object.entries(files))
    fs.writeFileSync(
      path.join(dir, name),
      typeof content === "string" ? content : JSON.stringify(content),
    );
  return dir;
}

/** A Playwright spec: its title and, per project, the durations of its attempts. */
const spec = (file: string, title: string, runs: [project: string, ms: number[]][]) => ({
  title,
  file,
  tests: runs.map(([projectName, ms]) => ({
    projectName,
    timeout: 45_000,
    results: ms.map((duration) => ({ duration })),
  })),
});

const browserReport = {
  config: { projects: [{ name: "postgres" }, { name: "phone" }] },
  suites: [
    {
      title: "seats.spec.ts",
      file: "seats.spec.ts",
      specs: [spec("seats.spec.ts", "a seat is bought", [["postgres", [30_000]]])],
      suites: [
        {
          title: "the stage",
          file: "seats.spec.ts",
          specs: [
            spec("seats.spec.ts", "shows rows", [
              ["postgres", [2_000]],
              ["phone", [1_000, 25_000]],
            ]),
          ],
        },
      ],
    },
    {
      title: "home.spec.ts",
      file: "home.spec.ts",
      specs: Array.from({ length: 10 }, (_, i) =>
        spec("home.spec.ts", `page ${i}`, [["postgres", [100 * (i + 1)]]]),
      ),
    },
  ],
};

const vitestReport = (file: string, tests: [string[], string, number | undefined][]) => ({
  numPassedTests: tests.length,
  numFailedTests: 0,
  testResults: [
    {
      name: path.join(root, file),
      assertionResults: tests.map(([ancestorTitles, title, duration]) => ({
        ancestorTitles,
        title,
        duration,
      })),
    },
  ],
});

describe("the slowest tests at the end of npm test", () => {
  it("lists the ten slowest browser tests, slowest first, with file, describe, project and timeout", () => {
    const lines = slowestTestLines(reports({ "browser.playwright.json": browserReport }), root);
    expect(lines.slice(0, 5)).toEqual([
      "",
      "slowest browser tests (duration of timeout; ! past half of it):",
      "!  30.0 s of 45 s  seats.spec.ts › a seat is bought",
      "!  25.0 s of 45 s  seats.spec.ts › the stage › shows rows [phone]",
      "    2.0 s of 45 s  seats.spec.ts › the stage › shows rows",
    ]);
    const listed = lines.slice(2);
    expect(listed).toHaveLength(10);
    expect(listed.at(-1)).toBe("    0.4 s of 45 s  home.spec.ts › page 3");
  });

  it("lists the ten slowest unit and integration tests across the Vitest reports", () => {
    const lines = slowestTestLines(
      reports({
        "unit.vitest.json": vitestReport("tests/unit/pricing.test.ts", [
          [["pricing"], "adds the fees", 1_500],
          [[], "skipped", undefined],
          ...Array.from({ length: 12 }, (_, i): [string[], string, number] => [[], `t${i}`, i]),
        ]),
        "integration-pg.vitest.json": vitestReport("tests/integration/checkout.test.ts", [
          [["checkout", "with a coupon"], "books the booth", 4_250],
        ]),
      }),
      root,
    );
    expect(lines.slice(0, 4)).toEqual([
      "",
      "slowest unit and integration tests:",
      "    4.3 s  [integration-pg] tests/integration/checkout.test.ts › checkout › with a coupon › books the booth",
      "    1.5 s  [unit] tests/unit/pricing.test.ts › pricing › adds the fees",
    ]);
    expect(lines.slice(2)).toHaveLength(10);
    expect(lines.join("\n")).not.toContain("skipped");
  });

  it("leaves out a list whose report is missing or unreadable, without failing", () => {
    expect(slowestTestLines(reports({}), root)).toEqual([]);
    expect(
      slowestTestLines(
        reports({ "browser.playwright.json": '{"suites": [', "unit.vitest.json": "null" }),
        root,
      ),
    ).toEqual([]);
    expect(slowestTestLines(path.join(dir, "no-such-folder"), root)).toEqual([]);
  });
});

describe("the failed tests at the very end of npm test", () => {
  it("names each failed test with the first lines of its error, colours removed; passed and flaky ones are left out", () => {
    const failedBrowser = {
      config: { projects: [{ name: "postgres" }] },
      suites: [
        {
          title: "door.spec.ts",
          file: "door.spec.ts",
          specs: [
            {
              title: "a pass at the door",
              file: "door.spec.ts",
              tests: [
                {
                  projectName: "postgres",
                  timeout: 180_000,
                  status: "unexpected",
                  results: [
                    {
                      duration: 9_000,
                      status: "failed",
                      error: {
                        message:
                          '\u001b[31mError: expect(locator).toHaveText(expected)\u001b[39m\n\nExpected: "May open"\nReceived: "May not open"\n1\n2\n3\n4',
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: "passed after a retry",
              file: "door.spec.ts",
              tests: [
                {
                  projectName: "postgres",
                  timeout: 60_000,
                  status: "flaky",
                  results: [{ duration: 1_000, status: "failed", error: { message: "once" } }],
                },
              ],
            },
          ],
        },
      ],
    };
    const lines = failedTestLines(
      reports({
        "browser.playwright.json": failedBrowser,
        "unit.vitest.json": {
          testResults: [
            {
              name: path.join(root, "tests/unit/money.test.ts"),
              assertionResults: [
                { ancestorTitles: [], title: "adds", duration: 3, status: "passed" },
                {
                  ancestorTitles: ["money"],
                  title: "rounds",
                  duration: 4,
                  status: "failed",
                  failureMessages: ["AssertionError: expected 101 to be 100"],
                },
              ],
            },
          ],
        },
      }),
      root,
    );
    expect(lines).toEqual([
      "",
      "failed tests (2):",
      "  [unit] tests/unit/money.test.ts › money › rounds",
      "      AssertionError: expected 101 to be 100",
      "  door.spec.ts › a pass at the door",
      "      Error: expect(locator).toHaveText(expected)",
      '      Expected: "May open"',
      '      Received: "May not open"',
      "      1",
      "      2",
      "      3",
    ]);
  });

  it("says nothing when every test passed or no report was written", () => {
    expect(
      failedTestLines(reports({ "unit.vitest.json": vitestReport("a.test.ts", []) }), root),
    ).toEqual([]);
    expect(failedTestLines(path.join(dir, "no-such-folder"), root)).toEqual([]);
  });
});
