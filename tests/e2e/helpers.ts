import { expect, type Page } from "@playwright/test";

export const SUMMER = "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01";
export const WINTER = "7c3e9a14-2d5b-4f61-8e7a-3c6d8f9b0a12";
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export type TestVendor = {
  email: string;
  password: string;
  contactName: string;
  legalName: string;
  lob: string;
};

export function newVendor(): TestVendor {
  const id = unique();
  return {
    email: `vendor.${id}@example.com`,
    password: "sesame-street-9",
    contactName: "Samir Khoury",
    legalName: `Khoury Foods ${id}`.slice(0, 50),
    lob: `Falafel Express ${id}`.slice(0, 50),
  };
}

export async function register(page: Page, v: TestVendor) {
  await page.goto("/register");
  await fillRegisterForm(page, v);
  await expect(page).toHaveURL(/\/login$/);
}

/** Fills the Register form with the vendor's details and sends it. */
export async function fillRegisterForm(page: Page, v: TestVendor) {
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("Contact Name").fill(v.contactName);
  await form.getByLabel("Legal Name Of Business").fill(v.legalName);
  await form.getByLabel("Operating Name Of Business").fill(v.lob);
  await form.getByLabel("City").fill("Mississauga");
  await form.getByLabel("Phone").fill("905-555-0199");
  await form.getByLabel("Email").fill(v.email);
  await form.getByLabel("Password").fill(v.password);
  await form.getByRole("button", { name: "Register" }).click();
}

export async function login(
  page: Page,
  v: { email: string; password: string },
  { expectUrl = /\/events$/ } = {},
) {
  if (!page.url().includes("/login")) await page.goto("/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(v.email);
  await form.getByLabel("Password").fill(v.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(expectUrl);
}

export async function registerAndLogin(page: Page): Promise<TestVendor> {
  const v = newVendor();
  await register(page, v);
  await login(page, v);
  return v;
}
