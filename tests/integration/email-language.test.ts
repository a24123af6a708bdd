import { randomInt } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, vendors } from "@/db/schema";
import { formatCad } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  anonymousBrowser,
  browserAfter,
  signInAs,
  unique,
  vendorInput,
  type SignedIn,
} from "../support/fixtures";
import {
  boothCart,
  createBooths,
  createSeats,
  createVendor,
  orderRow,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, read } from "../support/requests";

// Accounts and orders remember the language of the page they were made on (the browser sends
// `Accept-Language: <page language>` with every API write), and their e-mails go out in it:
// welcome and password reset in the account's, receipts and tickets in the order's.

const ORIGIN = "http://localhost";
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const ARABIC = /[\u0600-\u06FF]/;

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** An API write as a page in `locale` sends it: JSON, the anti-forgery pair and Accept-Language. */
function write(
  url: string,
  body: unknown,
  {
    locale,
    browser = anonymousBrowser(),
    method = "POST",
  }: { locale: string; browser?: SignedIn; method?: string },
) {
  return api(
    new Request(`${ORIGIN}${url}`, {
      method,
      headers: {
        "content-type": "application/json",
        "accept-language": locale,
        "x-forwarded-for": address(),
        cookie: browser.cookie,
        "x-xsrf-token": browser.csrf,
      },
      body: JSON.stringify(body),
    }),
  );
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id));
}

async function accountLocale(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ locale: vendors.locale })
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${email.toLowerCase()}`);
  return row!.locale;
}

function expectArabic(mail: { subject: string; text: string; html: string }) {
  expect(mail.subject).toMatch(ARABIC);
  expect(mail.text).toMatch(ARABIC);
  expect(mail.html).toMatch(/<html dir="rtl" lang="ar">/);
  expect(mail.html).toMatch(/<body dir="rtl" lang="ar"/);
}

function expectEnglish(mail: { subject: string; text: string; html: string }) {
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(ARABIC);
  expect(mail.html).toMatch(/<html dir="ltr" lang="en">/);
}

/** A visitor who signed up on an Arabic page (which signs them in). */
async function visitorSignedUpInArabic() {
  const email = `visitor.${unique()}@example.com`;
  const res = await write(
    "/api/visitor/v1/register",
    { name: "Layla", email, password: `pass-${unique()}` },
    { locale: "ar" },
  );
  expect(res.status).toBe(201);
  return { email, res };
}

describe("an account's language", () => {
  it("is the page's language at vendor sign-up: an Arabic welcome, then an Arabic reset e-mail whose link opens the Arabic reset page", async () => {
    const input = vendorInput();
    const registered = await write("/api/vendor/v1/register", input, { locale: "ar" });
    expect(registered.status).toBe(201);
    expect(await accountLocale(input.email)).toBe("ar");

    const [welcome] = await mailsTo(input.email);
    expectArabic(welcome!);
    expect(welcome!.subject).toBe("مرحبًا بك في Mahrajan Events");
    expect(welcome!.text).toContain(`مرحبًا ${input.firstName}،`);
    expect(welcome!.text).toContain(`${ORIGIN}/ar/login`);

    // The reset goes out in the account's language, whatever page asked for it.
    const asked = await write(
      "/api/vendor/v1/lostPassword",
      { email: input.email },
      { locale: "en" },
    );
    expect(asked.status).toBe(200);
    const [reset] = await mailsTo(input.email);
    expectArabic(reset!);
    expect(reset!.subject).toBe("Mahrajan Events: إعادة تعيين كلمة المرور");
    expect(reset!.text).toContain("تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك.");
    expect(reset!.text).not.toMatch(/Hello|Your reset token|Reset your password/);
    const token = /رمز إعادة التعيين الخاص بك: (\S+)/.exec(reset!.text)?.[1];
    expect(token).toMatch(/^[\w-]{20,}$/);
    const link = `${ORIGIN}/ar/resetpassword?token=${encodeURIComponent(token!)}`;
    expect(reset!.text).toContain(`أعد تعيين كلمة المرور: ${link}`);
    expect(reset!.html).toContain(`href="${link}"`);
    expect(reset!.html).toContain(`<span dir="ltr">${token}</span>`);

    // The token in the Arabic e-mail works.
    const done = await read(
      await write(
        "/api/vendor/v1/resetPassword",
        { token, password: `new-${unique()}` },
        { locale: "ar" },
      ),
    );
    expect(done.code).toBe(200);
  });

  it("is the page's language at visitor sign-up", async () => {
    const { email } = await visitorSignedUpInArabic();
    expect(await accountLocale(email)).toBe("ar");
    const [welcome] = await mailsTo(email);
    expectArabic(welcome!);
    expect(welcome!.text).toContain(`اختر مقاعدك: ${ORIGIN}/ar/stage`);
  });

  it("stays English for an English page, and a profile saved from a page changes it", async () => {
    const input = vendorInput();
    const registered = await read(
      await write("/api/vendor/v1/register", input, { locale: "en-CA,en;q=0.9" }),
    );
    expect(registered.code).toBe(201);
    expect(await accountLocale(input.email)).toBe("en");
    const [welcome] = await mailsTo(input.email);
    expectEnglish(welcome!);
    expect(welcome!.subject).toBe("Welcome to Mahrajan Events");
    expect(welcome!.text).toContain(`Hello ${input.firstName},`);

    const browser = await signInAs({
      vendorId: registered.payload.vendorId,
      vendorName: input.vendorName,
      email: input.email,
    });
    const profile = {
      firstName: input.firstName,
      vendorName: input.vendorName,
      lob: input.lob,
      city: input.city,
      phone: input.phone,
    };
    const saved = await write("/api/profile", profile, { locale: "ar", browser, method: "PUT" });
    expect(saved.status).toBe(200);
    expect(await accountLocale(input.email)).toBe("ar");
    await write("/api/vendor/v1/lostPassword", { email: input.email }, { locale: "en" });
    expectArabic((await mailsTo(input.email))[0]!);

    await write("/api/profile", profile, { locale: "en", browser, method: "PUT" });
    expect(await accountLocale(input.email)).toBe("en");
    await write("/api/vendor/v1/lostPassword", { email: input.email }, { locale: "ar" });
    const [reset] = await mailsTo(input.email);
    expectEnglish(reset!);
    expect(reset!.subject).toBe("Mahrajan Events: reset your password");
    expect(reset!.text).toMatch(/Your reset token is: \S+/);
    expect(reset!.text).toContain(`${ORIGIN}/resetpassword?token=`);
  });
});

/** POST /api/v1/payment from a page in `locale`. */
async function checkoutFrom(buyer: TestVendor, body: Record<string, unknown>, locale?: string) {
  const res = await api(
    new Request(`${ORIGIN}/api/v1/payment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: buyer.cookie,
        "x-xsrf-token": buyer.csrf,
        ...(locale ? { "accept-language": locale } : {}),
      },
      body: JSON.stringify({ termsAccepted: true, ...body }),
    }),
  );
  const answer = await read(res);
  expect(answer.code, JSON.stringify(answer.payload)).toBe(200);
  return answer.payload as { sessionId: string; orderId: number };
}

describe("an order's language", () => {
  it("is the page's: a ticket order placed from an Arabic page gets its receipt and tickets in Arabic, an English one in English", async () => {
    const buyer = await createVendor("Buyer"); // an English account: the order's page decides
    const [arabicSeat, englishSeat] = await createSeats([3000, 3000]);

    const arabic = await checkoutFrom(
      buyer,
      { checkoutType: "TICKETS", seatIds: [arabicSeat] },
      "ar",
    );
    expect((await orderRow(arabic.orderId)).locale).toBe("ar");
    await payAndDeliver(provider, arabic.sessionId);
    const arabicMails = await mailsTo(buyer.email);
    const receipt = arabicMails.find((m) => m.subject.includes(`إيصال الطلب ${arabic.orderId}`));
    const tickets = arabicMails.find((m) => m.subject.startsWith("Mahrajan Events: تذاكرك لحضور"));
    expect(receipt, arabicMails.map((m) => m.subject).join("\n")).toBeDefined();
    expect(tickets, arabicMails.map((m) => m.subject).join("\n")).toBeDefined();
    expectArabic(receipt!);
    expectArabic(tickets!);
    expect(receipt!.text).toContain(`شكرًا لك! استلمنا دفعتك للطلب ${arabic.orderId} (مقاعد).`);
    expect(receipt!.text).toContain(`المقعد الصف 1، المقعد 1: ${formatCad(3000, "ar")}`);
    expect(receipt!.text).toContain("تم دفع طلبك بالكامل.");
    // The event has no Arabic date line: its times are formatted in Arabic.
    expect(tickets!.text).toContain("يوليو 2030");
    expect(tickets!.text).toContain("المقاعد: الصف 1، المقعد 1");
    expect(tickets!.text).toContain("عرض تذاكرك: https://festival.example/ar/tickets");
    expect(tickets!.attachments!.map((a) => a.contentType)).toEqual([
      "application/pdf",
      "text/calendar",
    ]);

    const english = await checkoutFrom(buyer, { checkoutType: "TICKETS", seatIds: [englishSeat] });
    expect((await orderRow(english.orderId)).locale).toBe("en");
    await payAndDeliver(provider, english.sessionId);
    const mails = await mailsTo(buyer.email);
    const englishReceipt = mails.find(
      (m) => m.subject === `Mahrajan Events: receipt for order ${english.orderId}`,
    );
    const englishTickets = mails.find((m) => m.subject.startsWith("Mahrajan Events: your tickets"));
    expectEnglish(englishReceipt!);
    expectEnglish(englishTickets!);
    expect(englishReceipt!.text).toContain(
      `Thank you! We received your payment for order ${english.orderId} (seats).`,
    );
    expect(englishTickets!.text).toContain("See your tickets: https://festival.example/tickets");
  });

  it("is the page's for a booth order too: a deposit's receipt in Arabic says what is still owed", async () => {
    const vendor = await createVendor("Booths");
    const { ids, names } = await createBooths([100_000]);
    const started = await checkoutFrom(
      vendor,
      { ...boothCart(ids), paidAmount: 500 },
      "ar-CA,ar;q=0.9,en;q=0.5",
    );
    const order = await orderRow(started.orderId);
    expect(order.locale).toBe("ar");
    await payAndDeliver(provider, started.sessionId);
    const [receipt] = await mailsTo(vendor.email);
    expectArabic(receipt!);
    expect(receipt!.subject).toBe(`Mahrajan Events: إيصال الطلب ${started.orderId}`);
    expect(receipt!.text).toContain(`(حجز جناح)`);
    expect(receipt!.text).toContain(
      `Test section، الجناح ${names[0]}: ${formatCad(100_000, "ar")}`,
    );
    expect(receipt!.text).toContain(`المدفوع: ${formatCad(50_000, "ar")}`);
    expect(receipt!.text).toContain(
      `يتبقى عليك مبلغ ${formatCad(order.totalCents - 50_000, "ar")}.`,
    );
  });

  it("is remembered for a visitor who signed up on an Arabic page and buys there", async () => {
    const { email, res } = await visitorSignedUpInArabic();
    const browser = browserAfter(res);
    const [seat] = await createSeats([4500]);
    const buyer = { ...browser, email } as TestVendor;
    const started = await checkoutFrom(buyer, { checkoutType: "TICKETS", seatIds: [seat] }, "ar");
    await payAndDeliver(provider, started.sessionId);
    const mails = await mailsTo(email);
    expect(mails.filter((m) => m.subject.includes("تذاكرك"))).toHaveLength(1);
    for (const mail of mails) expectArabic(mail);
  });
});
