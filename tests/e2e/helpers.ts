import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { CSRF_HEADER, CSRF_TOKEN_PATH } from "../../lib/http/csrf-names";

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

export type TestVisitor = { name: string; email: string; password: string };

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

export function newVisitor(): TestVisitor {
  return { name: "Rana Haddad", email: `fan.${unique()}@example.com`, password: "oud-and-violin" };
}

/**
 * A write to the site's API the way the site's own pages send it: the anti-forgery token from
 * the token endpoint (which also sets its cookie in `request`) echoed in the header.
 */
async function postApi(request: APIRequestContext, path: string, data: object): Promise<void> {
  const issued = await request.get(CSRF_TOKEN_PATH);
  const { payload } = (await issued.json()) as { payload: { token: string } };
  const answer = await request.post(path, { data, headers: { [CSRF_HEADER]: payload.token } });
  expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
}

/** Registers a vendor account through the API; nobody is signed in afterwards. */
export async function registerVendor(request: APIRequestContext, v: TestVendor): Promise<void> {
  await postApi(request, "/api/vendor/v1/register", {
    firstName: v.contactName,
    vendorName: v.legalName,
    lob: v.lob,
    city: "Mississauga",
    phone: "905-555-0199",
    email: v.email,
    password: v.password,
  });
}

/** Registers a visitor account through the API; that signs `request`'s owner in at once. */
export async function registerVisitor(request: APIRequestContext, v: TestVisitor): Promise<void> {
  await postApi(request, "/api/visitor/v1/register", v);
}

/**
 * Signs a browser context in through the login API: the context's request client shares its
 * cookies, so every page of the context then carries the session and anti-forgery cookies.
 */
export async function signIn(
  context: Pick<BrowserContext, "request">,
  account: { email: string; password: string },
): Promise<void> {
  await postApi(context.request, "/api/vendor/v1/login", account);
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

/** Logs in through the login form (opening /login unless the page is already there). */
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

/** An organiser API write as the console sends it (the anti-forgery token echoed); its payload. */
export async function adminApi<T>(
  request: APIRequestContext,
  method: "POST" | "PUT",
  path: string,
  data: object,
): Promise<T> {
  const issued = await request.get(CSRF_TOKEN_PATH);
  const { payload } = (await issued.json()) as { payload: { token: string } };
  const answer = await request.fetch(path, {
    method,
    data,
    headers: { [CSRF_HEADER]: payload.token },
  });
  expect(answer.ok(), `${method} ${path} answered ${answer.status()}: ${await answer.text()}`).toBe(
    true,
  );
  return ((await answer.json()) as { payload: T }).payload;
}
