import { expect, test } from "./fixtures";
import { fillRegisterForm, login, newVendor, signIn, unique } from "./helpers";

const nav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" });

test.describe("vendor accounts", () => {
  // The one test that registers and logs in through the forms; every other test gets its
  // account from the fixtures.
  test("register and log in through the forms: both validate, the return path survives Register, a repeated e-mail makes no second account, logout signs out", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const loginForm = page.getByRole("form", { name: "Login" });
    await expect(loginForm.getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(loginForm.getByRole("link", { name: "Forgot Password" })).toHaveAttribute(
      "href",
      "/lostpassword",
    );
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(loginForm.getByText("Email is required")).toBeVisible();
    await expect(loginForm.getByText("Password is required")).toBeVisible();
    await expect(loginForm.getByText("Email or password invalid")).toBeVisible();

    // a page that needs an account: login, Register, back to login and on to the page
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register\?callbackUrl=%2Fcart$/);
    const form = page.getByRole("form", { name: "Register" });
    await form.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "Contact Name is required",
      "Legal Name Of Business is required",
      "Operating Name Of Business is required",
      "City is required",
      "Phone is required",
      "Email is required",
      "Password is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel("Email").fill("NOT-AN-EMAIL");
    await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Invalid email address.")).toBeVisible();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();

    const v = newVendor();
    await fillRegisterForm(page, v);
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Registration successful" }),
    ).toBeVisible();

    await loginForm.getByLabel("Email").fill(v.email);
    await loginForm.getByLabel("Password").fill("wrong-password");
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password." }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);

    await login(
      page,
      { email: v.email.toUpperCase(), password: v.password },
      { expectUrl: /\/cart$/ },
    );
    await expect(
      page.getByRole("status").filter({ hasText: "Welcome! You are now logged in." }),
    ).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Logout" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Login" })).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "next-auth.session-token")?.httpOnly).toBe(true);
    await page.goto("/contact1");
    await expect(page.getByText(`Signed in as ${v.legalName}`)).toBeVisible();

    await nav(page).getByRole("link", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
    expect(
      (await page.context().cookies()).find((c) => c.name === "next-auth.session-token"),
    ).toBeUndefined();

    await page.goto("/register");
    const again = page.getByRole("form", { name: "Register" });
    await again.getByLabel("Contact Name").fill("Someone Else");
    await again.getByLabel("Legal Name Of Business").fill("Other Inc.");
    await again.getByLabel("Operating Name Of Business").fill("Other");
    await again.getByLabel("City").fill("Toronto");
    await again.getByLabel("Phone").fill("416-555-0100");
    await again.getByLabel("Email").fill(v.email.toUpperCase());
    await again.getByLabel("Password").fill("another-password");
    await again.getByRole("button", { name: "Register" }).click();
    // A taken e-mail is answered as a new registration (its owner is e-mailed instead), and no
    // second account is made: the password typed there does not log in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Registration successful" }),
    ).toBeVisible();
    await loginForm.getByLabel("Email").fill(v.email);
    await loginForm.getByLabel("Password").fill("another-password");
    await loginForm.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password." }).first(),
    ).toBeVisible();
  });

  test("contact1 sends an anonymous visitor to /login and back after login", async ({
    page,
    vendor,
  }) => {
    await page.goto("/contact1");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcontact1$/);
    await login(page, vendor, { expectUrl: /\/contact1$/ });
    await expect(page.getByRole("heading", { name: "Vendor support" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${vendor.legalName}`)).toBeVisible();
  });

  test("lost password e-mails a token; the link fills it in; the new password logs in", async ({
    page,
    vendor: v,
  }) => {
    await page.goto("/lostpassword");
    await expect(page.getByText("An email with a token will be sent")).toBeVisible();
    for (const name of ["Register", "Login", "Reset password"]) {
      await expect(
        page.getByRole("form", { name: "Lost password" }).getByRole("link", { name, exact: true }),
      ).toBeVisible();
    }
    const form = page.getByRole("form", { name: "Lost password" });
    await form.getByRole("button", { name: "Send Token" }).click();
    await expect(form.getByText("Email is required")).toBeVisible();
    await form.getByLabel("Email").fill("bad@");
    await form.getByRole("button", { name: "Send Token" }).click();
    await expect(form.getByText("Email is invalid")).toBeVisible();
    await form.getByLabel("Email").fill(v.email);
    await form.getByRole("button", { name: "Send Token" }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(
      page.getByRole("status").filter({ hasText: "If an account exists for this email" }),
    ).toBeVisible();

    // the token's e-mail is written after the answer (lost password answers alike for every
    // address), so the mailbox is read again until it is there, as a person would refresh it
    const mail = page
      .getByTestId("mail")
      .filter({ hasText: v.email })
      .filter({ hasText: "reset your password" })
      .first();
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await mail.getByRole("link", { name: /resetpassword\?token=/ }).click();
    await expect(page).toHaveURL(/\/resetpassword\?token=/);
    const reset = page.getByRole("form", { name: "Reset password" });
    await expect(reset.getByLabel("Token")).not.toHaveValue("");
    await reset.getByLabel("New Password").fill("short");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expect(reset.getByText("Password is invalid")).toBeVisible();
    await reset.getByLabel("New Password").fill("brand-new-secret");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, { email: v.email, password: "brand-new-secret" });

    // the token works once
    await page.goto(`/resetpassword`);
    await page.goto("/dev/mailbox");
    const href = await page
      .getByTestId("mail")
      .filter({ hasText: v.email })
      .first()
      .getByRole("link", { name: /resetpassword/ })
      .getAttribute("href");
    await page.goto(href!);
    await page
      .getByRole("form", { name: "Reset password" })
      .getByLabel("New Password")
      .fill("yet-another-secret");
    await page
      .getByRole("form", { name: "Reset password" })
      .getByRole("button", { name: "Reset Password" })
      .click();
    await expect(
      page
        .getByRole("form", { name: "Reset password" })
        .getByText("invalid, already used or expired"),
    ).toBeVisible();
  });

  test("profile: anonymous sees 'Unauthorized access'; a vendor sees and saves their own data", async ({
    page,
    vendor: v,
  }) => {
    await page.goto("/profile");
    await expect(
      page.getByRole("alert").filter({ hasText: "Unauthorized access" }).first(),
    ).toBeVisible();

    await signIn(page.context(), v);
    await page.goto("/profile");
    const form = page.getByRole("form", { name: "Profile" });
    await expect(form.getByLabel("Contact Name")).toHaveValue(v.contactName);
    await expect(form.getByLabel("Company Name")).toHaveValue(v.legalName);
    await expect(form.getByLabel("Line Of Business (LOB)")).toHaveValue(v.lob);
    await expect(form.getByLabel("City")).toHaveValue("Mississauga");
    await expect(form.getByLabel("Email")).toHaveValue(v.email);
    await expect(form.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(page.getByText("You have no orders yet.")).toBeVisible();

    const city = `Oakville ${unique()}`;
    await form.getByLabel("City").fill(city);
    await form.getByLabel("Contact Name").fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Contact Name is required")).toBeVisible();
    await form.getByLabel("Contact Name").fill("Samir K.");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your profile has been saved." }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole("form", { name: "Profile" }).getByLabel("City")).toHaveValue(city);

    await page.getByRole("form", { name: "Profile" }).getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test("registering in Arabic on a phone: required fields are marked, and the kept success alert is in view on the login page", async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto("/ar/register");
  const form = page.getByRole("form", { name: "إنشاء حساب" });
  await expect(page.getByText("الحقول المعلَّمة بـ * مطلوبة.")).toBeVisible();
  for (const label of ["اسم جهة الاتصال", "المدينة", "الهاتف", "البريد الإلكتروني", "كلمة المرور"])
    await expect(form.getByLabel(label)).toHaveAttribute("aria-required", "true");
  const v = newVendor();
  await form.getByLabel("اسم جهة الاتصال").fill(v.contactName);
  await form.getByLabel("الاسم القانوني للنشاط التجاري").fill(v.legalName);
  await form.getByLabel("الاسم التجاري المستخدم").fill(v.lob);
  await form.getByLabel("المدينة").fill("Mississauga");
  await form.getByLabel("الهاتف").fill("905-555-0199");
  await form.getByLabel("البريد الإلكتروني").fill(v.email);
  await form.getByLabel("كلمة المرور").fill(v.password);
  await form.getByRole("button", { name: "إنشاء حساب" }).click();
  await expect(page).toHaveURL(/\/ar\/login$/);
  const done = page.getByRole("status").filter({ hasText: "تم التسجيل بنجاح" });
  await expect(done).toBeInViewport();
  // it stays until read: past the time other alerts close by themselves
  await page.waitForTimeout(4_000);
  await expect(done).toBeInViewport();
  await phone.close();
});

test("a form pressed before its script has run sends nothing: no password in the address, nothing typed lost", async ({
  page,
}) => {
  // the page as a slow phone has it before its scripts arrive: the server's HTML alone
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) sent.push(request.url());
  });
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill("early@example.com");
  await form.getByLabel("Password").fill("typed-too-soon");
  await expect(form.getByRole("button", { name: "Login" })).toBeDisabled();
  await form.getByLabel("Password").press("Enter");
  await form.getByRole("button", { name: "Login" }).click({ force: true });
  // a navigation the form started would be on its way by the time the page answers again
  await expect(form.getByLabel("Password")).toHaveValue("typed-too-soon");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(sent.filter((url) => url.includes("typed-too-soon"))).toEqual([]);
  expect(sent).toHaveLength(1);
  await expect(form.getByLabel("Email")).toHaveValue("early@example.com");
});
