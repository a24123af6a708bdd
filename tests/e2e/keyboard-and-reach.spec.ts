import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";

const DESKTOP = { width: 1280, height: 800 };

/** Follows a link by keyboard: focus it, press Enter. */
async function followByKeyboard(page: Page, link: ReturnType<Page["getByRole"]>) {
  await link.focus();
  await page.keyboard.press("Enter");
}

test.describe("arriving at the account forms by keyboard", () => {
  test.use({ viewport: DESKTOP });

  test("every time, focus lands on the heading and the next Tab reaches the first field", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Scripts arrive late, as on a slow phone network: a form whose code is still on its way
    // must not leave the heading focused with nothing after it but the footer.
    await page.route(/\/_next\/static\/chunks\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    for (let round = 1; round <= 5; round++) {
      await test.step(`round ${round}`, async () => {
        await page.goto("/about");
        await followByKeyboard(
          page,
          page.getByRole("banner").getByRole("link", { name: "Login", exact: true }),
        );
        await expect(page).toHaveURL(/\/login$/);
        await expect(
          page.getByRole("heading", { level: 1, name: "Login", exact: true }),
        ).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();

        await followByKeyboard(
          page,
          page.getByRole("main").getByRole("link", { name: "Register", exact: true }),
        );
        await expect(page).toHaveURL(/\/register$/);
        await expect(
          page.getByRole("heading", { level: 1, name: "Register", exact: true }),
        ).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("textbox", { name: "Contact Name" })).toBeFocused();
      });
    }
  });
});

test.describe("arriving at Login with the mouse, first thing after a cold load", () => {
  test.use({ viewport: DESKTOP });

  const languages = [
    { home: "/home", login: /\/login$/, name: "Login", email: "Email" },
    { home: "/ar/home", login: /\/ar\/login$/, name: "تسجيل الدخول", email: "البريد الإلكتروني" },
  ];
  for (const { home, login, name, email } of languages) {
    test(`from ${home}, the header's Login link leaves the next Tab on the e-mail field`, async ({
      page,
    }) => {
      // The test's own browser context: nothing cached, no page of the site visited before.
      await page.goto(home);
      await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(login);
      await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("textbox", { name: email })).toBeFocused();
    });
  }
});

/** Where the scrolling line is drawn now (its transform), and whether its animation runs. */
const trackState = (page: Page) =>
  page
    .getByTestId("marquee")
    .locator(".marquee-track")
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { transform: style.transform, playState: style.animationPlayState };
    });

test.describe("the events marquee", () => {
  test.use({ viewport: DESKTOP });

  test("a keyboard user pauses it with the button after the heading, and plays it again", async ({
    page,
  }) => {
    await page.goto("/events");
    const heading = page.getByRole("heading", { level: 1, name: "Current Events", exact: true });
    await heading.evaluate((el: HTMLElement) => {
      el.tabIndex = -1;
      el.focus();
    });
    await page.keyboard.press("Tab");
    const pause = page.getByRole("button", { name: "Pause", exact: true });
    await expect(pause).toBeFocused();
    await expect(pause).toBeVisible();
    await expect(await trackState(page)).toMatchObject({ playState: "paused" }); // focus within

    await page.keyboard.press("Enter");
    const play = page.getByRole("button", { name: "Play", exact: true });
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute("title", "Play the scrolling text");

    // With focus and pointer elsewhere, it stays still until Play is pressed.
    await page.keyboard.press("Tab");
    await expect(play).not.toBeFocused();
    await page.mouse.move(5, 5);
    const still = await trackState(page);
    expect(still.playState).toBe("paused");
    await page.waitForTimeout(400);
    expect((await trackState(page)).transform).toBe(still.transform);

    await play.click();
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await trackState(page)).playState).toBe("running");
  });

  test("in Arabic the button reads Pause, then Play, in Arabic", async ({ page }) => {
    await page.goto("/ar/events");
    await page.getByRole("button", { name: "إيقاف مؤقت", exact: true }).click();
    await expect(page.getByRole("button", { name: "تشغيل", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "تشغيل", exact: true })).toHaveAttribute(
      "title",
      "تشغيل النص المتحرك",
    );
  });
});

test.describe("seats on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/stage", "/movie-popup"]) {
    test(`every seat button on ${path} is a 44 px touch target; only the grid's box scrolls`, async ({
      vendorPage: page,
    }) => {
      await page.goto(path);
      const seats = page.getByRole("grid", { name: "Seats" }).getByRole("button");
      await expect(seats).toHaveCount(64);
      const boxes = await seats.evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return { name: b.getAttribute("aria-label"), width: r.width, height: r.height };
        }),
      );
      for (const box of boxes) {
        expect(box.width, `${box.name} is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${box.name} is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
      }
      // the page itself never scrolls sideways: the seats' own box does
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    });
  }
});

test.describe("the console's seating editor", () => {
  test("its wide table scrolls by keyboard and the page has no violations at 390 px", async ({
    organiserPage: page,
  }) => {
    const answer = await page.request.get("/api/admin/v1/events");
    const { payload } = (await answer.json()) as {
      payload: { eventId: number; eventName: string; hasSeating: boolean }[];
    };
    const stage = payload.find((e) => e.hasSeating);
    expect(stage, "the demo's seated event").toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/events/${stage!.eventId}/seating`);
    const table = page.getByRole("region", { name: "Rows, seats and prices" });
    await expect(table).toBeVisible();
    await expect(table).toHaveAttribute("tabindex", "0");
    await expectNoViolations(page, { settle: true });
  });
});
