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
      for (const path of PUBLIC_PAGES) {
        await test.step(path, async () => {
          reported.length = 0;
          await page.goto(prefix + path, { waitUntil: "networkidle" });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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
