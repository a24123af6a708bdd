import { expect, test, type Locator, type Page } from "@playwright/test";
import { SUMMER, unique } from "./helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FESTIVAL = "8th Annual Arab Summer Festival 2025";

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The header's bottom edge on screen, where content starts being visible. */
async function headerBottom(page: Page) {
  const header = await box(page.getByRole("banner"));
  return header.y + header.height;
}

test.describe("focus after a client-side navigation", () => {
  test("on a desktop, following a header link by keyboard lands on the new page's heading", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Events", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/events$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Current Events", exact: true }),
    ).toBeFocused();

    // The next Tab continues in the new page's content, not back in the header.
    await page.keyboard.press("Tab");
    await expect(page.locator("main :focus")).toHaveCount(1);

    await page.getByRole("link", { name: FESTIVAL }).click();
    await expect(page).toHaveURL(new RegExp(`/details/${SUMMER}$`));
    await expect(page.getByRole("heading", { level: 1, name: FESTIVAL })).toBeFocused();
  });

  test("on a phone, a link in the menu lands on the new page's heading", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/events");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    const heading = page.getByRole("heading", { level: 1, name: "About Us", exact: true });
    await expect(heading).toBeFocused();
    expect((await box(heading)).y).toBeGreaterThanOrEqual(await headerBottom(page));
  });

  test("the first page load leaves focus where the browser puts it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    await expect(
      page.getByRole("heading", { level: 1, name: "About Us", exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "About Us", exact: true }),
    ).not.toBeFocused();
  });
});

test.describe("the sticky header never hides what has focus", () => {
  test("on a phone, the field a failed submit focuses is shown below the header", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Register" });
    const first = form.getByLabel("Contact Name");
    await form.getByLabel("Legal Name Of Business").fill("Khoury Foods");
    await form.getByLabel("Operating Name Of Business").fill("Falafel Express");
    await form.getByLabel("City").fill("Mississauga");
    await form.getByLabel("Phone").fill("905-555-0199");
    await form.getByLabel("Email").fill(`vendor.${unique()}@example.com`);
    const password = form.getByLabel("Password");
    await password.fill("sesame-street-9");

    // Scroll until the empty first field is half under the header, as after reading down the form.
    const fieldTop = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), fieldTop - 40);
    await expect.poll(async () => (await box(first)).y < (await headerBottom(page))).toBe(true);

    await password.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await page.keyboard.press("Enter");
    await expect(form.getByText("Contact Name is required")).toBeVisible();
    await expect(first).toBeFocused();
    expect((await box(first)).y).toBeGreaterThanOrEqual(await headerBottom(page));
  });
});

test.describe("alerts", () => {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`on a ${name}, an alert does not cover the header, its logo or the menu`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Newsletter" });
      await form.getByLabel("Newsletter email").fill(`fan.${unique()}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      const alert = page.getByRole("status").filter({ hasText: "Thank you for subscribing" });
      await expect(alert).toBeVisible();
      // Where the form left the page, and back at the top where the demo banner pushes the
      // header down.
      for (const scrollY of [null, 0]) {
        if (scrollY !== null) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        const alertBox = await box(alert);
        expect(overlaps(alertBox, await box(page.getByRole("banner")))).toBe(false);
        const logo = page.getByRole("link", { name: "Mahrajan Events, home" });
        expect(overlaps(alertBox, await box(logo))).toBe(false);
        if (name === "phone") {
          const menu = page.getByRole("button", { name: "Open menu" });
          expect(overlaps(alertBox, await box(menu))).toBe(false);
        }
        // The alert stays on screen.
        expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(viewport.height);
      }
    });
  }

  test("a failed login's message is shown once, under the form", async ({ page }) => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Email").fill(`nobody.${unique()}@example.com`);
    await form.getByLabel("Password").fill("wrong-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByText("Invalid email or password.")).toBeVisible();
    await expect(page.getByText("Invalid email or password.")).toHaveCount(1);
  });

  test("a refused reset token is shown in the form and as an error alert", async ({ page }) => {
    await page.goto("/resetpassword");
    const form = page.getByRole("form", { name: "Reset password" });
    await form.getByLabel("Token").fill(`not-a-token-${unique()}`);
    await form.getByLabel("New Password").fill("sesame-street-9");
    await form.getByRole("button", { name: "Reset Password" }).click();
    const message = /This reset token is invalid/;
    await expect(form.getByText(message)).toBeVisible();
    await expect(page.getByTestId("alert-area").getByText(message)).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(2);
  });
});

test.describe("page titles", () => {
  test("name the page, the event where there is one, and the site", async ({ page }) => {
    const titles: [string, string][] = [
      ["/home", "Home | Mahrajan Events"],
      ["/about", "About Us | Mahrajan Events"],
      ["/events", "Events | Mahrajan Events"],
      [`/details/${SUMMER}`, `Event details - ${FESTIVAL} | Mahrajan Events`],
      [`/exhibitions/${SUMMER}`, `Exhibitions - ${FESTIVAL} | Mahrajan Events`],
      ["/login", "Login | Mahrajan Events"],
      ["/contact", "Contact Us | Mahrajan Events"],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test("change with a client-side navigation", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/events");
    await page.getByRole("link", { name: FESTIVAL }).click();
    await expect(page).toHaveTitle(`Event details - ${FESTIVAL} | Mahrajan Events`);
  });
});

test.describe("section tabs", () => {
  test("on a phone, the tab row shows that it scrolls and the keyboard reaches every tab", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/details/${SUMMER}`);
    const tablist = page.getByRole("tablist", { name: "Exhibition sections" });
    const moreAfter = page.getByTestId("tabs-more-end");
    const moreBefore = page.getByTestId("tabs-more-start");
    await expect(moreAfter).toBeVisible();
    await expect(moreBefore).toBeHidden();

    await page.getByRole("tab", { name: "Market Tents" }).focus();
    await page.keyboard.press("End");
    const last = page.getByRole("tab", { name: "Corner & Hallway Booths" });
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(moreAfter).toBeHidden();
    await expect(moreBefore).toBeVisible();
    const row = await box(tablist);
    const tab = await box(last);
    expect(tab.x).toBeGreaterThanOrEqual(row.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 1);

    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Market Tents" })).toBeFocused();
    await expect(moreBefore).toBeHidden();
    await expect(moreAfter).toBeVisible();
  });

  test("on a desktop, where every tab fits, no scroll hint is shown", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/details/${SUMMER}`);
    await expect(page.getByRole("tab", { name: "Corner & Hallway Booths" })).toBeVisible();
    await expect(page.getByTestId("tabs-more-end")).toBeHidden();
    await expect(page.getByTestId("tabs-more-start")).toBeHidden();
  });
});
