import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { ticketsEmail } from "@/lib/tickets/emails";
import { passwordResetEmail, visitorWelcomeEmail, welcomeEmail } from "@/lib/accounts/emails";
import { receiptEmail, refundEmail } from "@/lib/payments/emails";
import { formatCad } from "@/lib/payments/pricing";
import type { OrderView } from "@/lib/orders/queries/view";

// What a reader sees in each message: a name is shown as written (in the HTML escaped, never
// markup), the link is the button's address, and the plain-text part says the same sentences
// with the same address.

const ORIGIN = "https://festival.test";
const HOSTILE = "<b>Ali & Co</b>";
const HOSTILE_HTML = "&lt;b&gt;Ali &amp; Co&lt;/b&gt;";

/** The HTML shows the name escaped, and nowhere as markup. */
function expectEscapedName(html: string) {
  expect(html).toContain(`Hello ${HOSTILE_HTML},`);
  expect(html).not.toContain("<b>");
}

/** The plain-text part shows every sentence once, as written. */
function expectSentences(text: string, sentences: string[]) {
  for (const sentence of sentences) expect(text).toContain(sentence);
}

/** The text of each page of a PDF sent as base64, as a reader extracts it. */
async function pdfText(base64: string): Promise<string[]> {
  const data = new Uint8Array(Buffer.from(base64, "base64"));
  const pdf = await getDocument({ data, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages;
}

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: 42,
    vendorId: 7,
    status: "PARTIALLY_PAID",
    checkoutType: "BOOTH_CART",
    contactName: HOSTILE,
    vendorName: "Ali & Co",
    email: "ali@example.com",
    lob: "Crafts",
    event: {
      guid: "summer",
      name: "Summer <Festival>",
      dateText: "Sat, July 5",
      location: "Square",
      address: "300 City Centre Dr",
    },
    items: [{ id: 1, name: "A1", kind: "BOOTH", sectionName: "North", priceCents: 45000 }],
    subtotalCents: 45000,
    discountCents: 500,
    feesCents: 1575,
    taxCents: 6055,
    totalCents: 52130,
    paidCents: 20000,
    balanceCents: 32130,
    couponCode: "SAVE5",
    message: null,
    locale: "en",
    ...overrides,
  };
}

describe("password reset e-mail", () => {
  const token = "tok_en-123";
  const url = `${ORIGIN}/resetpassword?token=${token}`;
  const sentences = [
    `Hello ${HOSTILE},`,
    "We received a request to reset the password of your account.",
    `Your reset token is: ${token}`,
    "It works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];

  it("keeps its subject, escapes the name and links the reset page", async () => {
    const mail = await passwordResetEmail({ name: HOSTILE, token, locale: "en", origin: ORIGIN });
    expect(mail.subject).toBe("Mahrajan Events: reset your password");
    expectEscapedName(mail.html);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(">Reset your password</");
    expect(mail.html).toContain(`Your reset token is: ${token}`);
  });

  it("says the same in plain text, with the link after its label", async () => {
    const mail = await passwordResetEmail({ name: HOSTILE, token, locale: "en", origin: ORIGIN });
    expectSentences(mail.text, sentences);
    expect(mail.text).toContain(`Reset your password: ${url}`);
    expect(mail.text).not.toContain("&amp;");
  });

  it("encodes the token in the link", async () => {
    const mail = await passwordResetEmail({
      name: "Sam",
      token: "a+b/c=",
      locale: "en",
      origin: ORIGIN,
    });
    expect(mail.text).toContain(`Reset your password: ${ORIGIN}/resetpassword?token=a%2Bb%2Fc%3D`);
    expect(mail.html).toContain(`href="${ORIGIN}/resetpassword?token=a%2Bb%2Fc%3D"`);
  });
});

describe("vendor welcome e-mail", () => {
  it("keeps its subject and wording, escapes the name and links the login page", async () => {
    const mail = await welcomeEmail({ name: HOSTILE, locale: "en", origin: ORIGIN });
    expect(mail.subject).toBe("Welcome to Mahrajan Events");
    expectEscapedName(mail.html);
    expect(mail.html).toContain(`href="${ORIGIN}/login"`);
    const sentences = [
      `Hello ${HOSTILE},`,
      "Your vendor account is ready. Log in to book exhibition booths at our festivals.",
    ];
    expectSentences(mail.text, sentences);
    expect(mail.text).toContain(`Log in: ${ORIGIN}/login`);
  });
});

describe("receipt e-mail", () => {
  it("goes to the order's contact with its subject, the name and the event escaped", async () => {
    const mail = await receiptEmail(order());
    expect(mail.to).toBe("ali@example.com");
    expect(mail.subject).toBe("Mahrajan Events: receipt for order 42");
    expectEscapedName(mail.html);
    expect(mail.html).toContain("Summer &lt;Festival&gt; (Sat, July 5)");
  });

  it("lists the figures one per line and says what is still owed", async () => {
    const mail = await receiptEmail(order());
    expectSentences(mail.text, [
      `Hello ${HOSTILE},`,
      "Thank you! We received your payment for order 42 (booth booking).",
      [
        "Summer <Festival> (Sat, July 5)",
        "North, Booth A1: $450.00",
        "Coupon SAVE5: -$5.00",
        "Sub Total: $450.00",
        "Fees: $15.75",
        "HST 13%: $60.55",
        "Total Amount: $521.30",
        "Paid: $200.00",
        "Balance: $321.30",
      ].join("\n"),
      "A balance of $321.30 remains. All payments are due one week before the festival; pay it from your profile.",
    ]);
    expect(mail.html).toContain("Sub Total: $450.00<br/>Fees: $15.75");
  });

  it("names seats and service fees for tickets, and a paid order as paid in full", async () => {
    const mail = await receiptEmail(
      order({
        checkoutType: "TICKETS",
        items: [
          { id: 9, name: "Row 1, Seat 2", kind: "SEAT", sectionName: null, priceCents: 3000 },
        ],
        discountCents: 0,
        couponCode: null,
        balanceCents: 0,
      }),
    );
    expectSentences(mail.text, [
      "We received your payment for order 42 (seats).",
      "Seat Row 1, Seat 2: $30.00",
      "Service Fees: $15.75",
      "Your order is paid in full.",
    ]);
    expect(mail.text).not.toContain("Coupon");
    expect(mail.text).not.toContain("A balance of");
  });
});

describe("refund e-mail", () => {
  it("keeps its subject and wording, with the name escaped", async () => {
    const mail = await refundEmail(order({ items: [{ ...order().items[0]!, name: "A1 & A2" }] }));
    expect(mail.to).toBe("ali@example.com");
    expect(mail.subject).toBe("Mahrajan Events: order 42 refunded");
    expectEscapedName(mail.html);
    expect(mail.html).toContain("your hold on A1 &amp; A2 ended");
    expectSentences(mail.text, [
      `Hello ${HOSTILE},`,
      "Your payment for order 42 arrived after your hold on A1 & A2 ended, and someone else has since booked it.",
      "We have refunded your payment in full. Nothing has been charged.",
    ]);
  });
});

describe("visitor e-mails", () => {
  it("spell their button as label and address in plain text", async () => {
    const welcome = await visitorWelcomeEmail({ name: "Sam", locale: "en", origin: ORIGIN });
    expect(welcome.text).toContain(`Choose your seats: ${ORIGIN}/stage`);
    const tickets = await ticketsEmail({
      locale: "en",
      name: HOSTILE,
      eventName: "Gala",
      dateText: "Sat, July 5",
      venue: "Hall",
      seats: ["Row 1, Seat 1"],
      paidCents: 3000,
      orderId: 42,
      ticketsUrl: `${ORIGIN}/tickets`,
    });
    expect(tickets.html).not.toContain("<b>");
    expect(tickets.text).toContain(`See your tickets: ${ORIGIN}/tickets`);
  });
});

describe("e-mails in Arabic", () => {
  const rtl = (html: string) => {
    expect(html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(html).toMatch(/<body dir="rtl" lang="ar"/);
  };

  it("reset: Arabic words, right to left, the token kept whole and the Arabic reset page", async () => {
    const token = "-tok_en-123_";
    const mail = await passwordResetEmail({ name: HOSTILE, token, locale: "ar", origin: ORIGIN });
    expect(mail.subject).toBe("Mahrajan Events: إعادة تعيين كلمة المرور");
    rtl(mail.html);
    expect(mail.html).toContain(`مرحبًا ${HOSTILE_HTML}،`);
    expect(mail.html).toContain(`<span dir="ltr">${token}</span>`);
    expect(mail.html).toContain(`href="${ORIGIN}/ar/resetpassword?token=${token}"`);
    expect(mail.text).toContain(`رمز إعادة التعيين الخاص بك: ${token}`);
    expect(mail.text).toContain(`أعد تعيين كلمة المرور: ${ORIGIN}/ar/resetpassword?token=${token}`);
    expect(mail.text).not.toMatch(/Hello|Your reset token|expires in one hour/);
  });

  it("welcomes in Arabic and links the Arabic pages", async () => {
    const vendor = await welcomeEmail({ name: "Sam", locale: "ar", origin: ORIGIN });
    expect(vendor.subject).toBe("مرحبًا بك في Mahrajan Events");
    rtl(vendor.html);
    expect(vendor.text).toContain(`تسجيل الدخول: ${ORIGIN}/ar/login`);
    const visitor = await visitorWelcomeEmail({ name: "Sam", locale: "ar", origin: ORIGIN });
    rtl(visitor.html);
    expect(visitor.text).toContain(`اختر مقاعدك: ${ORIGIN}/ar/stage`);
  });

  it("receipts in the order's language: Arabic words, amounts in Arabic CAD, the event in Arabic", async () => {
    const mail = await receiptEmail(
      order({
        locale: "ar",
        event: { ...order().event!, nameAr: "مهرجان الصيف", dateTextAr: "السبت 5 تموز" },
      }),
    );
    expect(mail.subject).toBe("Mahrajan Events: إيصال الطلب 42");
    rtl(mail.html);
    expectSentences(mail.text, [
      "شكرًا لك! استلمنا دفعتك للطلب 42 (حجز جناح).",
      "مهرجان الصيف (السبت 5 تموز)",
      `North، الجناح A1: ${formatCad(45000, "ar")}`,
      `القسيمة SAVE5: خصم ${formatCad(500, "ar")}`,
      `ضريبة المبيعات المنسقة (HST) 13%: ${formatCad(6055, "ar")}`,
      `يتبقى عليك مبلغ ${formatCad(32130, "ar")}.`,
    ]);
    expect(mail.text).not.toMatch(/\$\d|Sub Total|Booth/);
  });

  it("prints each booth pass's short code under its QR code and names it in both languages", async () => {
    const passes = [
      {
        orderId: 42,
        booth: "F-03",
        section: "Food Trucks",
        sectionAr: "عربات الطعام",
        code: "signed-pass-text",
        shortCode: "K7QMX3WP9A",
      },
    ];
    const english = await receiptEmail(order(), null, passes);
    expect(english.text).toContain("Booth F-03: pass number K7QMX-3WP9A");
    expect(english.html).toContain("Booth F-03: pass number K7QMX-3WP9A");
    expect(english.text).toContain("the staff type the number printed under it.");
    const arabic = await receiptEmail(order({ locale: "ar" }), null, passes);
    // the booth and the code are isolated, so "F-03" and "K7QMX-3WP9A" read left to right
    expect(arabic.html).toContain("الجناح \u2068F-03\u2069: رقم التصريح \u2068K7QMX-3WP9A\u2069");
    expect(arabic.text).toContain("يكتب فريق الباب الرقم المطبوع تحته.");

    // the attached PDF: a card per booth, the short code printed under its QR code
    const [pdf] = english.attachments!;
    expect(pdf).toMatchObject({ filename: "booth-passes-42.pdf", contentType: "application/pdf" });
    const [card] = await pdfText(pdf!.base64);
    expect(card).toContain("Booth F-03");
    expect(card).toMatch(/K7QMX-3WP9A$/);
    const [arabicCard] = await pdfText(arabic.attachments![0]!.base64);
    expect(arabicCard).toContain("K7QMX-3WP9A");
    expect(arabicCard).not.toContain("Booth");
  });

  it("formats the event's dates in Arabic when no Arabic date line was written", async () => {
    const mail = await receiptEmail(
      order({
        locale: "ar",
        event: {
          ...order().event!,
          startsAt: new Date("2030-07-05T16:00:00Z"),
          endsAt: new Date("2030-07-05T20:00:00Z"),
        },
      }),
    );
    expect(mail.text).toContain("Summer <Festival> (5 يوليو 2030)");
  });

  it("refunds and tickets in Arabic", async () => {
    const refund = await refundEmail(order({ locale: "ar" }));
    expect(refund.subject).toBe("Mahrajan Events: ردّ مبلغ الطلب 42");
    rtl(refund.html);
    expect(refund.text).toContain("رددنا إليك مبلغ دفعتك كاملًا");
    const tickets = await ticketsEmail({
      locale: "ar",
      name: "Sam",
      eventName: "ليلة طرب",
      dateText: "السبت 5 تموز",
      venue: "القاعة",
      seats: ["Row 1, Seat 1", "Row 1, Seat 2"],
      paidCents: 3000,
      orderId: 42,
      ticketsUrl: `${ORIGIN}/ar/tickets`,
    });
    expect(tickets.subject).toBe("Mahrajan Events: تذاكرك لحضور ليلة طرب");
    rtl(tickets.html);
    expect(tickets.html).toContain("تذكرتان لحضور ليلة طرب، السبت 5 تموز");
    expect(tickets.text).toContain(`المدفوع: ${formatCad(3000, "ar")} (الطلب 42)`);
    expect(tickets.text).toContain(`عرض تذاكرك: ${ORIGIN}/ar/tickets`);
  });
});
