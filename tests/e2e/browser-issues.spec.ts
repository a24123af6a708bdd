import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SUMMER } from "./helpers";

/**
 * Chrome's issues panel on the public pages, in both languages, stays empty: the issues the
 * browser reports through the DevTools protocol (`Audits.issueAdded`: a Content-Security-Policy
 * violation, a cookie, a form field without its label, a deprecated feature...) and the
 * interventions and violations it logs (`Log.entryAdded`), while the page loads, hydrates and is
 * scrolled to its end; and the browser's console stays free of errors (a `console.error`, a failed
 * load the browser logs, a React hydration mismatch) and of uncaught page errors.
 *
 * Nor does a public page format a date or a number in the browser as it loads: the first use of
 * `Intl` in a page loads the browser's locale data, 40-80 ms of the main thread on a two-core
 * machine and four times that on Lighthouse's phone. The server writes those words instead.
 */
const PUBLIC_PAGES = [
  "/home",
  "/about",
  "/events",
  `/details/${SUMMER}`,
  `/exhibitions/${SUMMER}`,
  `/vendors/${SUMMER}`,
  `/program/${SUMMER}`,
  "/stage",
  "/movie-popup",
  "/contact",
  "/login",
  "/login?callbackUrl=%2Fstage",
  "/register",
  "/lostpassword",
  "/resetpassword",
];

type Reported = { kind: string; details: unknown };

/** Records, in the page, each use of `Intl`'s formatters and of the methods that use them. */
function recordIntl() {
  const used: string[] = [];
  Object.defineProperty(window, "__intlUsed", { value: used });
  const where = () => new Error().stack?.split("\n")[3]?.trim() ?? "";
  const formatters = [
    "DateTimeFormat",
    "NumberFormat",
    "Collator",
    "Segmenter",
    "ListFormat",
    "RelativeTimeFormat",
  ];
  for (const name of formatters) {
    const original = Reflect.get(Intl, name) as new (...args: unknown[]) => object;
    Object.defineProperty(Intl, name, {
      value: new Proxy(original, {
        construct(target, args) {
          used.push(`Intl.${name} ${where()}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          used.push(`Intl.${name} ${where()}`);
          return Reflect.apply(target, self, args);
        },
      }),
    });
  }
  const methods: [object, string][] = [
    [String.prototype, "localeCompare"],
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
  ];
  for (const [proto, method] of methods) {
    const original = Reflect.get(proto, method) as (...args: unknown[]) => unknown;
    Object.defineProperty(proto, method, {
      value(this: unknown, ...args: unknown[]) {
        used.push(`${method} ${where()}`);
        return original.apply(this, args);
      },
    });
  }
}

/**
 * Everything Chrome reports about the page from now on (issues, interventions, violations,
 * console errors, uncaught errors).
 */
async function reportsOf(page: Page): Promise<{ reported: Reported[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const reported: Reported[] = [];
  page.on("console", (message) => {
    if (message.type() === "error")
      reported.push({
        kind: "console error",
        details: { text: message.text(), at: message.location() },
      });
  });
  page.on("pageerror", (error) =>
    reported.push({
      kind: "uncaught error",
      details: { message: error.message, stack: error.stack },
    }),
  );
  cdp.on("Audits.issueAdded", ({ issue }) => reported.push({ kind: issue.code, details: issue }));
  cdp.on("Log.entryAdded", ({ entry }) => {
    if (entry.source === "intervention" || entry.source === "violation")
      reported.push({ kind: `${entry.source}: ${entry.text}`, details: entry });
  });
  await cdp.send("Audits.enable");
  await cdp.send("Log.enable");
  return { reported, cdp };
}

test.describe("Chrome's issues panel", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const prefix of ["", "/ar"]) {
    test(`the public pages ${prefix ? "in Arabic" : "in English"} raise no issue`, async ({
      page,
    }) => {
      const { reported } = await reportsOf(page);
      await page.addInitScript(recordIntl);
      for (const path of PUBLIC_PAGES) {
        await test.step(path, async () => {
          reported.length = 0;
          await page.goto(prefix + path, { waitUntil: "networkidle" });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const intl = await page.evaluate(
            () => (window as unknown as { __intlUsed: string[] }).__intlUsed,
          );
          expect.soft(intl, `${prefix}${path} formatted in the browser as it loaded`).toEqual([]);
          // the footer and anything loaded below the first screen
          await page.keyboard.press("End");
          await page.waitForLoadState("networkidle");
          expect
            .soft(reported, `${prefix}${path}: ${JSON.stringify(reported, null, 1)}`)
            .toEqual([]);
        });
      }
    });
  }
});
