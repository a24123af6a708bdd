import { expect, test } from "@playwright/test";

// The default `npm start` path: the embedded PGlite database, migrated and seeded on first use.
test("the embedded database serves the pages and stores a newsletter sign-up", async ({
  page,
  request,
}) => {
  await page.goto("/home");
  await expect(page.getByTestId("marquee")).toContainText(
    /AVAILABLE: \d+ \| (HELD: \d+ \| )?BOOKED: \d+/,
  );
  const api = await (await request.get("/api/v1/boothsMarquee")).json();
  expect(api.status).toBe("OK");
  expect(api.payload.length).toBeGreaterThan(0);

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Newsletter email").fill(`embedded.${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for subscribing to our newsletter!" }),
  ).toBeVisible();
});
