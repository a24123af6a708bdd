import { expect, test } from "./fixtures";
import { login } from "./helpers";

test.describe("accounts an attacker cannot abuse", () => {
  test("a login never follows a callbackUrl to another site", async ({ page, vendor: v }) => {
    for (const callbackUrl of [
      "%2F%09%2Fevil.example%2F",
      "%2F%5Cevil.example",
      "%2F%2Fevil.example",
    ]) {
      await page.goto(`/login?callbackUrl=${callbackUrl}`);
      await login(page, v, { expectUrl: /\/events$/ });
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
      await page.context().clearCookies();
    }
  });

  test("after logout, a copied session cookie opens nothing", async ({
    vendorPage: page,
    browser,
  }) => {
    const copied = await page.context().cookies();
    const thief = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto("/profile");
    await expect(stolen.getByRole("form", { name: "Profile" })).toBeVisible();

    await page.goto("/logout");
    await expect(page).toHaveURL(/\/login$/);

    await stolen.goto("/profile");
    await expect(stolen).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
    const csrf = copied.find((c) => c.name === "XSRF-TOKEN")!.value;
    const answer = await stolen.request.post("/api/profile/info", {
      data: { vendorId: 1 },
      headers: { "x-xsrf-token": csrf },
    });
    expect(answer.status()).toBe(401);
    await thief.close();
  });

  test("the demo organiser logs in at /login but cannot buy a booth", async ({ page }) => {
    await login(page, { email: "organiser@mahrajan.ca", password: "festival2025" });
    const csrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
    const answer = await page.request.post("/api/v1/payment", {
      data: { cartItemModelList: [{ eventId: 1 }], termsAccepted: true },
      headers: { "x-xsrf-token": csrf },
    });
    expect(answer.status()).toBe(403);
  });
});
