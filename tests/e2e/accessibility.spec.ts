import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { SUMMER } from "./helpers";

/**
 * Every page of the site, on a phone and on a desktop, with the demo banner shown, passes axe's
 * WCAG 2 A and AA rules plus the page-structure rules: all content inside landmarks, one main
 * landmark and one main heading.
 */
const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

const PUBLIC_PAGES: {
  path: string;
  prepare?: (page: Page) => Promise<void>;
  banner?: boolean;
}[] = [
  { path: "/home" },
  { path: "/about" },
  { path: "/events" },
  { path: `/details/${SUMMER}` },
  {
    path: `/exhibitions/${SUMMER}`,
    prepare: async (page) => {
      await page.getByRole("button", { name: "Show Floor Plan" }).click();
      // the plan's drawing in its box (the image's box for an event without a plan)
      await expect(page.getByRole("region", { name: /^Floor plan/ })).toBeVisible();
    },
  },
  { path: "/contact" },
  { path: "/stage" },
  { path: "/login" },
  {
    // a ticket purchase asked for the login: the visitor sign-up is offered too
    path: "/login?callbackUrl=%2Fstage",
    prepare: async (page) => {
      await expect(page.getByRole("form", { name: "Create a visitor account" })).toBeVisible();
    },
  },
  { path: "/register" },
  { path: "/lostpassword" },
  { path: "/resetpassword" },
  {
    path: "/success?session_id=cs_test_unknown",
    prepare: async (page) => {
      await expect(
        page.getByRole("heading", { level: 1, name: "Payment", exact: true }),
      ).toBeVisible();
    },
  },
  {
    path: "/cancel?session_id=cs_test_unknown",
    prepare: async (page) => {
      await expect(page.getByText("Payment Cancelled !!")).toBeVisible();
    },
  },
  { path: "/movie-popup" },
  {
    // Signed out: the 'Unauthorized access' notice and its alert.
    path: "/profile",
    prepare: async (page) => {
      await expect(page.getByRole("main").getByText("Unauthorized access")).toBeVisible();
    },
  },
  {
    path: "/no-such-page",
    banner: false,
    prepare: async (page) => {
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    },
  },
];

const SIGNED_IN_PAGES = ["/cart", "/checkout", "/profile", "/contact1", "/tickets"];

const [PHONE, DESKTOP] = VIEWPORTS;

/** Checks the page as it is at each size: the same page, resized, without loading it again. */
async function expectNoViolationsAtEachSize(
  page: Page,
  options?: { settle?: boolean; banner?: boolean },
) {
  for (const { name, viewport } of VIEWPORTS) {
    await test.step(name, async () => {
      await page.setViewportSize(viewport);
      await expectNoViolations(page, options);
    });
  }
}

test.describe("axe", () => {
  test.use({ viewport: DESKTOP.viewport });
  // axe's full run twice per page (phone and desktop) takes 10-45 s on a busy two-core machine
  test.describe.configure({ timeout: 120_000 });

  for (const { path, prepare, banner } of PUBLIC_PAGES) {
    test(`${path} has no violations on a phone or a desktop`, async ({ page }) => {
      await page.goto(path);
      await prepare?.(page);
      await expectNoViolationsAtEachSize(page, { banner });
    });
  }

  test("/home with the phone menu open has no violations", async ({ page }) => {
    await page.setViewportSize(PHONE.viewport);
    await page.goto("/home");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the signed-in pages and logout have no violations", async ({ vendorPage: page }) => {
    test.setTimeout(180_000);
    for (const path of SIGNED_IN_PAGES) {
      await test.step(path, async () => {
        await page.setViewportSize(DESKTOP.viewport);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectNoViolationsAtEachSize(page, { settle: true });
      });
    }
    await test.step("/logout", async () => {
      // The sign-out request is held so the page can be checked before it goes to /login.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/auth/signout", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/logout");
      await expect(page.getByRole("status").filter({ hasText: "Logging out..." })).toBeVisible();
      await expectNoViolationsAtEachSize(page);
      release();
      await expect(page).toHaveURL(/\/login$/);
      await expectNoViolations(page, { settle: true });
    });
  });
});
