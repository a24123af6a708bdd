import { expect, test } from "@playwright/test";

const unique = () => Math.random().toString(36).slice(2, 10);

test.describe("contact page", () => {
  test("shows the address, e-mail, phone and a local map that links to a map service", async ({
    page,
  }) => {
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
    });
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await expect(page.getByText("300 City Centre Dr, Mississauga, ON L5B 3C1")).toBeVisible();
    await expect(page.getByRole("link", { name: "info@mahrajan.events" })).toHaveAttribute(
      "href",
      "mailto:info@mahrajan.events",
    );
    await expect(page.getByRole("link", { name: "+1 (905) 555-0123" })).toBeVisible();
    const map = page.getByRole("img", { name: /Map of the area/ });
    await expect(map).toBeVisible();
    // drawn in the page itself: the square and its address are on it, at the card's width
    await expect(map.locator("text", { hasText: "Mississauga Celebration Square" })).toBeVisible();
    expect((await map.boundingBox())?.width).toBeGreaterThan(300);
    await expect(page.getByRole("link", { name: "Open this address in a map" })).toHaveAttribute(
      "href",
      /openstreetmap\.org.*City%20Centre/,
    );
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the contact form validates after submit, then sends and acknowledges", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByText("Name is required")).toHaveCount(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Subject is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();

    await form.getByLabel("Name").fill("Rania");
    await form.getByLabel("Email").fill("rania@example");
    await form.getByLabel("Subject").fill(`Sponsorship ${unique()}`);
    await form.getByLabel("Message").fill("We would like to sponsor the stage.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Invalid email address.")).toBeVisible();

    await form.getByLabel("Email").fill("rania@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for your message!" }),
    ).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("the newsletter stores an e-mail once and says so on a repeat", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Email is required")).toBeVisible();
    const email = `fan.${unique()}@example.com`;
    await form.getByLabel("Newsletter email").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for subscribing to our newsletter!" }),
    ).toBeVisible();
    await form.getByLabel("Newsletter email").fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You are already subscribed to our newsletter." }),
    ).toBeVisible();
  });

  test("alerts close themselves after 3 seconds and are cleared on navigation", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Newsletter email").fill(`fan.${unique()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    const alert = page.getByRole("status").filter({ hasText: "Thank you for subscribing" });
    await expect(alert).toBeVisible();
    await expect(alert).toBeHidden({ timeout: 5_000 });

    await form.getByLabel("Newsletter email").fill(`fan.${unique()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for subscribing" }),
    ).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Events" })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for subscribing" }),
    ).toHaveCount(0);
  });

  test("a failed request shows a clear error and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await page.route("**/api/v1/contact", (route) => route.abort());
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Rania");
    await form.getByLabel("Email").fill("rania@example.com");
    await form.getByLabel("Subject").fill("Hello");
    await form.getByLabel("Message").fill("Kept after a failure");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "We could not reach the server" }),
    ).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("Kept after a failure");
  });
});

test("scroll position is restored when going back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/home");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});
