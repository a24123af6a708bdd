import { BOOTHS, expect, test } from "./fixtures";
import { registerVendor, signIn, SUMMER, unique } from "./helpers";

// Stored XSS attempts in every text field are shown as text, never run.
test("markup typed into vendor fields is shown as text on every page that displays it", async ({
  page,
}) => {
  const booth = BOOTHS.xss;
  const payload = `<img src=x onerror=window.__x=1>`;
  const vendor = {
    email: `xss.${unique()}@example.com`,
    password: "xss-password-1",
    contactName: `<script>window.__x=1</script>`,
    legalName: `"><svg onload=window.__x=1>`,
    lob: payload,
  };
  await registerVendor(page.request, vendor);
  await signIn(page.context(), vendor);

  await page.goto("/profile");
  await expect(
    page.getByRole("form", { name: "Profile" }).getByLabel("Line Of Business (LOB)"),
  ).toHaveValue(payload);

  await page.goto(`/details/${booth.event}`);
  await page.getByRole("tab", { name: booth.section }).click();
  await page
    .getByRole("tabpanel")
    .getByTestId("booth-card")
    .filter({ hasText: booth.name })
    .getByRole("button", { name: "Book this Booth" })
    .click();
  await page
    .getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "I agree to all terms and conditions" })
    .click();
  await page.getByRole("button", { name: "Check Out" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByTestId("result-LOB")).toHaveText(payload);
  await expect(page.getByTestId("result-Name")).toHaveText(vendor.legalName);

  await page.goto(`/details/${booth.event}`);
  await page.getByRole("tab", { name: booth.section }).click();
  await expect(
    page.getByRole("tabpanel").getByTestId("booth-card").filter({ hasText: booth.name }),
  ).toContainText(payload);
  await page.goto(`/exhibitions/${booth.event}`);
  await page.getByRole("tab", { name: booth.section }).click();
  await expect(page.getByRole("tabpanel").getByText(payload)).toBeVisible();
  await page.getByRole("button", { name: "Show Floor Plan" }).click();
  await expect(page.getByRole("region", { name: /^Floor plan/ })).toBeVisible();

  await page.goto("/dev/mailbox");
  await expect(page.getByTestId("mail").filter({ hasText: vendor.email }).first()).toContainText(
    vendor.contactName,
  );

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(payload);
  await form.getByLabel("Email").fill(vendor.email);
  await form.getByLabel("Subject").fill(`<iframe src=javascript:window.__x=1>`);
  await form.getByLabel("Message").fill(payload);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for your message!" }),
  ).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
});

test("every page sends the security headers", async ({ request }) => {
  for (const url of ["/home", "/login", "/cart", "/api/v1/events", "/floor-plan/" + SUMMER]) {
    const res = await request.get(url, { maxRedirects: 0 });
    const h = res.headers();
    expect(h["content-security-policy"], url).toMatch(/frame-ancestors 'none'/);
    expect(h["strict-transport-security"], url).toContain("max-age=");
    expect(h["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(h["x-content-type-options"], url).toBe("nosniff");
  }
});
