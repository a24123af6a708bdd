import type { Page } from "@playwright/test";
import { expect, type Booth } from "./fixtures";

// Booking a seed booth in the browser, as the booking journeys and the console's do it.

/** The booth's card on its festival's details page, on its section's tab. */
export async function boothCard(page: Page, booth: Booth) {
  await page.goto(`/details/${booth.event}`);
  await page.getByRole("tab", { name: booth.section }).click();
  return page.getByRole("tabpanel").getByTestId("booth-card").filter({ hasText: booth.name });
}

export async function bookBooth(page: Page, booth: Booth) {
  const card = await boothCard(page, booth);
  await card.getByRole("button", { name: "Book this Booth" }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

export async function acceptTerms(page: Page) {
  await page
    .getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" })
    .click();
  const dialog = page.getByRole("dialog", { name: "2025 Vendor Contract" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "I agree to all terms and conditions" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("checkbox", { name: "I have read and agree to the 2025 Vendor Contract" }),
  ).toBeChecked();
}
